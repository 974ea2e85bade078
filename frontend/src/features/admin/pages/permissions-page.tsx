import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Skeleton, Tabs } from 'antd';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useListState } from '@/shared/hooks';
import { useRoles } from '../api';
import { AdminPageHeader } from '../components/admin-page-header';
import { MatrixTab } from '../components/permissions/matrix-tab';
import { RolesTab } from '../components/permissions/roles-tab';
import { usePermissionMatrix } from '../components/permissions/use-permission-matrix';
import { useRoleManagement } from '../components/permissions/use-role-management';
import { QueryError } from '../components/query-error';
import { RoleFormModal } from '../components/role-form-modal';
import { useErrorText } from '../errors';
import '../admin.css';

type Tab = 'matrix' | 'roles';

/** The screen's state as the address holds it (?tab=roles&module=&q=). */
function permissionsParamsOf(params: URLSearchParams) {
  const tab: Tab = params.get('tab') === 'roles' ? 'roles' : 'matrix';
  return { tab, moduleFilter: params.get('module') ?? '', search: params.get('q') ?? '' };
}

/** /admin/permissions: the editable role × permission matrix and role management. */
export default function PermissionsPage() {
  const intl = useIntl();
  const errorText = useErrorText();
  const { state, update: setParam } = useListState(permissionsParamsOf, { resetPage: false });
  const { tab, moduleFilter, search } = state;

  const roles = useRoles();
  const roleList = useMemo(() => roles.data ?? [], [roles.data]);
  const matrix = usePermissionMatrix(roleList, { moduleFilter, search });
  const { permissions, roleSets } = matrix;
  const roleManagement = useRoleManagement(matrix.discard);

  const loadError = roles.error ?? permissions.error;
  const loading = roles.isPending || permissions.isPending;

  return (
    <Flex vertical gap={16} className="px-admin-page" data-testid="admin-permissions-page">
      <AdminPageHeader
        titleId="admin.permissions.title"
        descriptionId="admin.permissions.description"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => roleManagement.openRoleForm(null)}
            data-testid="role-create"
          >
            <FormattedMessage id="admin.roles.new" />
          </Button>
        }
      />
      <Card>
        {loadError && !(roles.data && permissions.data) ? (
          <QueryError
            message={errorText('admin.permissions.error.load', loadError)}
            onRetry={() => {
              void roles.refetch();
              void permissions.refetch();
            }}
          />
        ) : loading ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <Tabs
            activeKey={tab}
            onChange={(key) => setParam({ tab: key === 'roles' ? 'roles' : null })}
            items={[
              {
                key: 'matrix',
                label: intl.formatMessage({ id: 'admin.permissions.tab.matrix' }),
                children: (
                  <MatrixTab
                    roleList={roleList}
                    matrix={matrix}
                    moduleFilter={moduleFilter}
                    search={search}
                    setParam={setParam}
                    onRefresh={() => {
                      void roles.refetch();
                      void permissions.refetch();
                      void roleSets.refetch();
                    }}
                  />
                ),
              },
              {
                key: 'roles',
                label: intl.formatMessage(
                  { id: 'admin.permissions.tab.roles' },
                  { count: roleList.length },
                ),
                children: (
                  <RolesTab
                    roleList={roleList}
                    openRoleForm={roleManagement.openRoleForm}
                    confirmDelete={roleManagement.confirmDelete}
                  />
                ),
              },
            ]}
          />
        )}
      </Card>
      <RoleFormModal
        open={roleManagement.form.open}
        role={roleManagement.form.role}
        saving={roleManagement.form.saving}
        onSubmit={roleManagement.form.submit}
        onCancel={roleManagement.form.close}
      />
    </Flex>
  );
}

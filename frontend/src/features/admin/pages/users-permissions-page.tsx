import { UserAddOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Flex, Table } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useListState } from '@/shared/hooks';
import { SEARCH_DEBOUNCE_MS } from '@/shared/query-config';
import { useRoles, useUsers } from '../api';
import { AdminPageHeader } from '../components/admin-page-header';
import { QueryError } from '../components/query-error';
import { TemporaryPasswordModal } from '../components/temporary-password-modal';
import { UserFormModal } from '../components/user-form-modal';
import { UserRolesDrawer } from '../components/user-roles-drawer';
import { useUserActions } from '../components/users/use-user-actions';
import { useUserColumns } from '../components/users/use-user-columns';
import { UsersToolbar } from '../components/users/users-toolbar';
import { useErrorText } from '../errors';
import {
  parseUsersListParams,
  usersListChanges,
  USERS_PAGE_SIZES,
  type UsersListParams,
} from '../model';
import type { UserSummary } from '../types';
import '../admin.css';

/** /admin/users-permissions: users, their roles, activation and temporary passwords. */
export default function UsersPermissionsPage() {
  const intl = useIntl();
  const errorText = useErrorText();
  const { state: params, update: writeParams } = useListState(parseUsersListParams);

  const users = useUsers(params);
  const roles = useRoles();
  const actions = useUserActions();

  const update = useCallback(
    (patch: Partial<UsersListParams>) => writeParams(usersListChanges(patch)),
    [writeParams],
  );

  // The search box writes to the address after a short pause (SPEC §9 search debounce).
  const [searchText, setSearchText] = useState(params.search);
  useEffect(() => {
    setSearchText(params.search);
  }, [params.search]);
  useEffect(() => {
    const trimmed = searchText.trim();
    if (trimmed === params.search) return undefined;
    const timer = setTimeout(() => update({ search: trimmed, page: 1 }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, params.search, update]);

  const roleList = roles.data ?? [];
  const columns = useUserColumns(roleList, actions);

  const filtered = params.search !== '' || params.active !== undefined;

  return (
    <Flex vertical gap={16} className="px-admin-page" data-testid="admin-users-page">
      <AdminPageHeader
        titleId="admin.users.title"
        descriptionId="admin.users.description"
        extra={
          <Button
            type="primary"
            icon={<UserAddOutlined />}
            onClick={actions.openCreate}
            data-testid="user-create"
          >
            <FormattedMessage id="admin.users.new" />
          </Button>
        }
      />
      <Card>
        <Flex vertical gap={16}>
          <UsersToolbar
            searchText={searchText}
            onSearchTextChange={setSearchText}
            active={params.active}
            onActiveChange={(active) => update({ active, page: 1 })}
          />
          {users.isError && !users.data ? (
            <QueryError
              message={errorText('admin.users.error.load', users.error)}
              onRetry={() => void users.refetch()}
            />
          ) : (
            <Table<UserSummary>
              rowKey="id"
              columns={columns}
              dataSource={users.data?.data ?? []}
              loading={users.isFetching}
              scroll={{ x: 960 }}
              data-testid="users-table"
              locale={{
                emptyText: users.isPending ? (
                  ' '
                ) : (
                  <Empty
                    description={
                      <FormattedMessage
                        id={filtered ? 'admin.users.emptyFiltered' : 'admin.users.empty'}
                      />
                    }
                  />
                ),
              }}
              pagination={{
                current: params.page,
                pageSize: params.limit,
                total: users.data?.pagination.total ?? 0,
                showSizeChanger: true,
                pageSizeOptions: USERS_PAGE_SIZES.map(String),
                showTotal: (total) => intl.formatMessage({ id: 'admin.users.total' }, { total }),
                onChange: (page, limit) =>
                  update({ page: limit !== params.limit ? 1 : page, limit }),
              }}
            />
          )}
        </Flex>
      </Card>

      <UserFormModal
        open={actions.form.open}
        user={actions.form.user}
        roles={roleList}
        saving={actions.form.saving}
        onSubmit={actions.form.submit}
        onCancel={actions.form.close}
      />
      <UserRolesDrawer
        user={actions.rolesDrawer.user}
        roles={roleList}
        saving={actions.rolesDrawer.saving}
        onSave={actions.rolesDrawer.save}
        onClose={actions.rolesDrawer.close}
      />
      <TemporaryPasswordModal
        password={actions.temporary?.password ?? null}
        email={actions.temporary?.email ?? ''}
        reason={actions.temporary?.reason ?? 'created'}
        onClose={actions.clearTemporary}
      />
    </Flex>
  );
}

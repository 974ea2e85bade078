import {
  DeleteOutlined,
  EditOutlined,
  LockOutlined,
  PlusOutlined,
  ReloadOutlined,
  SearchOutlined,
} from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Select,
  Skeleton,
  Table,
  Tabs,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { extractErrorMessage } from '@/shared/error-message';
import { useListState } from '@/shared/hooks';
import {
  type RoleInput,
  useDeleteRole,
  useModules,
  usePermissions,
  useRolePermissionSets,
  useRoles,
  useSaveRole,
  useSaveRolePermissions,
} from '../api';
import { AdminPageHeader } from '../components/admin-page-header';
import { moduleRowKey, PermissionMatrix } from '../components/permission-matrix';
import { QueryError } from '../components/query-error';
import { RoleFormModal } from '../components/role-form-modal';
import { useErrorText } from '../errors';
import {
  diffPermissionIds,
  filterPermissionGroups,
  groupPermissionsByModule,
  hasChanges,
  setMembers,
} from '../model';
import { isAdminRoleName, type RoleInfo } from '../types';
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
  const { modal, notification } = App.useApp();
  const errorText = useErrorText();
  const { state, update: setParam } = useListState(permissionsParamsOf, { resetPage: false });
  const { tab, moduleFilter, search } = state;

  const roles = useRoles();
  const permissions = usePermissions();
  const modules = useModules();
  const roleList = useMemo(() => roles.data ?? [], [roles.data]);
  const roleSets = useRolePermissionSets(roleList);
  const saveRolePermissions = useSaveRolePermissions();
  const saveRole = useSaveRole();
  const deleteRole = useDeleteRole();

  const [drafts, setDrafts] = useState<Record<string, Set<string>>>({});
  const [collapsed, setCollapsed] = useState<Set<string>>(new Set());
  const [savingRoleId, setSavingRoleId] = useState<string | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [formRole, setFormRole] = useState<RoleInfo | null>(null);

  const groups = useMemo(
    () => groupPermissionsByModule(permissions.data ?? [], modules.data ?? []),
    [permissions.data, modules.data],
  );
  const visibleGroups = useMemo(
    () => filterPermissionGroups(groups, { moduleName: moduleFilter, search }),
    [groups, moduleFilter, search],
  );
  const expandedKeys = visibleGroups
    .map((group) => moduleRowKey(group.module.name))
    .filter((key) => search !== '' || !collapsed.has(key));

  const dirtyRoles = roleList.filter((role) => {
    const saved = roleSets.sets.get(role.id);
    const draft = drafts[role.id];
    return saved && draft && hasChanges(diffPermissionIds(saved, draft));
  });

  // Unsaved matrix edits: ask before the tab closes or reloads.
  const hasDirty = dirtyRoles.length > 0;
  useEffect(() => {
    if (!hasDirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasDirty]);

  const toggle = (roleId: string, ids: string[], granted: boolean) => {
    const saved = roleSets.sets.get(roleId);
    if (!saved) return;
    setDrafts((current) => {
      const next = setMembers(current[roleId] ?? saved, ids, granted);
      const copy = { ...current };
      if (hasChanges(diffPermissionIds(saved, next))) copy[roleId] = next;
      else delete copy[roleId];
      return copy;
    });
  };

  const discard = (roleId: string) =>
    setDrafts((current) => {
      const copy = { ...current };
      delete copy[roleId];
      return copy;
    });

  const save = async (roleId: string) => {
    const draft = drafts[roleId];
    const role = roleList.find((item) => item.id === roleId);
    if (!draft || !role) return;
    setSavingRoleId(roleId);
    try {
      await saveRolePermissions.mutateAsync({ roleId, permissionIds: [...draft].sort() });
      discard(roleId);
      notification.success({
        title: intl.formatMessage({ id: 'admin.matrix.saved' }, { role: role.display_name }),
      });
    } catch (error) {
      notification.error({
        title: intl.formatMessage(
          { id: 'admin.matrix.error.save' },
          { role: role.display_name, message: extractErrorMessage(error) },
        ),
      });
    } finally {
      setSavingRoleId(null);
    }
  };

  const submitRole = async (input: RoleInput) => {
    try {
      const saved = await saveRole.mutateAsync({ id: formRole?.id, input });
      setFormOpen(false);
      notification.success({
        title: intl.formatMessage(
          { id: formRole ? 'admin.roles.updated' : 'admin.roles.created' },
          { role: saved?.display_name ?? input.display_name },
        ),
      });
    } catch (error) {
      notification.error({
        title: errorText(formRole ? 'admin.roles.error.update' : 'admin.roles.error.create', error),
      });
      throw error;
    }
  };

  const confirmDelete = (role: RoleInfo) => {
    modal.confirm({
      title: intl.formatMessage({ id: 'admin.roles.delete.title' }, { role: role.display_name }),
      content: intl.formatMessage({ id: 'admin.roles.delete.content' }),
      okText: intl.formatMessage({ id: 'admin.common.delete' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'admin.common.cancel' }),
      onOk: async () => {
        try {
          await deleteRole.mutateAsync(role.id);
          discard(role.id);
          notification.success({
            title: intl.formatMessage({ id: 'admin.roles.deleted' }, { role: role.display_name }),
          });
        } catch (error) {
          notification.error({ title: errorText('admin.roles.error.delete', error) });
        }
      },
    });
  };

  const openRoleForm = (role: RoleInfo | null) => {
    setFormRole(role);
    setFormOpen(true);
  };

  const loadError = roles.error ?? permissions.error;
  const loading = roles.isPending || permissions.isPending;

  const roleColumns: ColumnsType<RoleInfo> = [
    {
      key: 'role',
      title: intl.formatMessage({ id: 'admin.roles.column.role' }),
      render: (_value, role) => (
        <Flex vertical gap={0}>
          <Flex gap={6} align="center" wrap>
            <Typography.Text strong>{role.display_name}</Typography.Text>
            {role.is_system && (
              <Tag icon={<LockOutlined />}>
                <FormattedMessage id="admin.roles.system" />
              </Tag>
            )}
          </Flex>
          <Typography.Text type="secondary" code style={{ fontSize: 12 }}>
            {role.name}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'description',
      title: intl.formatMessage({ id: 'admin.roles.column.description' }),
      responsive: ['md'],
      render: (_value, role) =>
        role.description || <Typography.Text type="secondary">—</Typography.Text>,
    },
    {
      key: 'priority',
      dataIndex: 'priority',
      title: intl.formatMessage({ id: 'admin.roles.column.priority' }),
      width: 100,
      align: 'right',
    },
    {
      key: 'users',
      dataIndex: 'user_count',
      title: intl.formatMessage({ id: 'admin.roles.column.users' }),
      width: 100,
      align: 'right',
    },
    {
      key: 'permissions',
      title: intl.formatMessage({ id: 'admin.roles.column.permissions' }),
      width: 150,
      render: (_value, role) =>
        isAdminRoleName(role.name) ? (
          <Tag color="gold">
            <FormattedMessage id="admin.roles.allPermissions" />
          </Tag>
        ) : (
          role.permission_count
        ),
    },
    {
      key: 'actions',
      title: intl.formatMessage({ id: 'admin.common.actions' }),
      width: 120,
      fixed: 'right',
      render: (_value, role) => {
        const deleteBlocked = role.is_system
          ? intl.formatMessage({ id: 'admin.roles.delete.system' })
          : role.user_count > 0
            ? intl.formatMessage({ id: 'admin.roles.delete.inUse' }, { count: role.user_count })
            : null;
        return (
          <Flex gap={4}>
            <Tooltip title={intl.formatMessage({ id: 'admin.common.edit' })}>
              <Button
                icon={<EditOutlined />}
                aria-label={intl.formatMessage(
                  { id: 'admin.roles.editAria' },
                  { role: role.display_name },
                )}
                onClick={() => openRoleForm(role)}
              />
            </Tooltip>
            <Tooltip title={deleteBlocked ?? intl.formatMessage({ id: 'admin.common.delete' })}>
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={deleteBlocked !== null}
                aria-label={intl.formatMessage(
                  { id: 'admin.roles.deleteAria' },
                  { role: role.display_name },
                )}
                onClick={() => confirmDelete(role)}
              />
            </Tooltip>
          </Flex>
        );
      },
    },
  ];

  const matrixTab = (
    <Flex vertical gap={16}>
      <Flex wrap gap={12} align="center">
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          value={moduleFilter || undefined}
          onChange={(value?: string) => setParam({ module: value ?? null })}
          placeholder={intl.formatMessage({ id: 'admin.matrix.allModules' })}
          aria-label={intl.formatMessage({ id: 'admin.matrix.moduleFilter' })}
          options={groups.map((group) => ({
            value: group.module.name,
            label: group.module.display_name,
          }))}
          style={{ flex: '0 1 240px', minWidth: 180 }}
          data-testid="matrix-module-filter"
        />
        <Input
          allowClear
          prefix={<SearchOutlined />}
          value={search}
          onChange={(event) => setParam({ q: event.target.value || null })}
          placeholder={intl.formatMessage({ id: 'admin.matrix.searchPlaceholder' })}
          aria-label={intl.formatMessage({ id: 'admin.matrix.searchPlaceholder' })}
          style={{ flex: '1 1 240px', maxWidth: 400 }}
          data-testid="matrix-search"
        />
        <Button
          icon={<ReloadOutlined />}
          onClick={() => {
            void roles.refetch();
            void permissions.refetch();
            void roleSets.refetch();
          }}
        >
          <FormattedMessage id="admin.common.refresh" />
        </Button>
      </Flex>
      {hasDirty && (
        <Alert
          type="warning"
          showIcon
          title={intl.formatMessage(
            { id: 'admin.matrix.unsaved' },
            { roles: dirtyRoles.map((role) => role.display_name).join(', ') },
          )}
        />
      )}
      {roleSets.error && (
        <Alert
          type="error"
          showIcon
          title={errorText('admin.matrix.error.loadRole', roleSets.error)}
          action={
            <Button size="small" onClick={() => void roleSets.refetch()}>
              <FormattedMessage id="admin.common.retry" />
            </Button>
          }
        />
      )}
      {visibleGroups.length === 0 ? (
        <Empty
          description={
            <FormattedMessage
              id={groups.length === 0 ? 'admin.matrix.empty' : 'admin.matrix.emptyFiltered'}
            />
          }
        />
      ) : (
        <PermissionMatrix
          roles={roleList}
          groups={visibleGroups}
          saved={roleSets.sets}
          drafts={drafts}
          expandedKeys={expandedKeys}
          onExpandedKeysChange={(keys) => {
            const open = new Set(keys);
            setCollapsed(
              new Set(
                visibleGroups
                  .map((group) => moduleRowKey(group.module.name))
                  .filter((key) => !open.has(key)),
              ),
            );
          }}
          onToggle={toggle}
          onSave={(roleId) => void save(roleId)}
          onDiscard={discard}
          savingRoleId={savingRoleId}
        />
      )}
    </Flex>
  );

  const rolesTab =
    roleList.length === 0 ? (
      <Empty description={<FormattedMessage id="admin.roles.empty" />} />
    ) : (
      <Table<RoleInfo>
        rowKey="id"
        columns={roleColumns}
        dataSource={roleList}
        pagination={false}
        scroll={{ x: 760 }}
        data-testid="roles-table"
      />
    );

  return (
    <Flex vertical gap={16} className="px-admin-page" data-testid="admin-permissions-page">
      <AdminPageHeader
        titleId="admin.permissions.title"
        descriptionId="admin.permissions.description"
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => openRoleForm(null)}
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
                children: matrixTab,
              },
              {
                key: 'roles',
                label: intl.formatMessage(
                  { id: 'admin.permissions.tab.roles' },
                  { count: roleList.length },
                ),
                children: rolesTab,
              },
            ]}
          />
        )}
      </Card>
      <RoleFormModal
        open={formOpen}
        role={formRole}
        saving={saveRole.isPending}
        onSubmit={submitRole}
        onCancel={() => setFormOpen(false)}
      />
    </Flex>
  );
}

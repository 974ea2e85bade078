import {
  EditOutlined,
  KeyOutlined,
  MoreOutlined,
  PlusOutlined,
  SafetyOutlined,
  SearchOutlined,
  StopOutlined,
  UserAddOutlined,
  CheckCircleOutlined,
} from '@ant-design/icons';
import {
  App,
  Button,
  Card,
  Dropdown,
  Empty,
  Flex,
  Input,
  Segmented,
  Table,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useListState } from '@/shared/hooks';
import { SEARCH_DEBOUNCE_MS } from '@/shared/query-config';
import {
  useAssignUserRole,
  useCreateUser,
  useRemoveUserRole,
  useReplaceUserRoles,
  useResetPassword,
  useRoles,
  useSetUserActive,
  useUpdateUser,
  useUsers,
} from '../api';
import { AdminPageHeader } from '../components/admin-page-header';
import { QueryError } from '../components/query-error';
import { TemporaryPasswordModal } from '../components/temporary-password-modal';
import { UserFormModal, type UserFormValues } from '../components/user-form-modal';
import { UserRolesDrawer } from '../components/user-roles-drawer';
import { useErrorText } from '../errors';
import {
  parseUsersListParams,
  usersListChanges,
  USERS_PAGE_SIZES,
  type UsersListParams,
} from '../model';
import type { UserSummary } from '../types';
import '../admin.css';

type ActiveFilter = 'all' | 'active' | 'inactive';

function activeFilterOf(active: boolean | undefined): ActiveFilter {
  if (active === undefined) return 'all';
  return active ? 'active' : 'inactive';
}

interface TemporaryPassword {
  password: string;
  email: string;
  reason: 'created' | 'reset';
}

/** /admin/users-permissions: users, their roles, activation and temporary passwords. */
export default function UsersPermissionsPage() {
  const intl = useIntl();
  const { modal, notification } = App.useApp();
  const errorText = useErrorText();
  const { state: params, update: writeParams } = useListState(parseUsersListParams);

  const users = useUsers(params);
  const roles = useRoles();
  const createUser = useCreateUser();
  const updateUser = useUpdateUser();
  const setActive = useSetUserActive();
  const resetPassword = useResetPassword();
  const replaceRoles = useReplaceUserRoles();
  const assignRole = useAssignUserRole();
  const removeRole = useRemoveUserRole();

  const [formUser, setFormUser] = useState<UserSummary | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [rolesUser, setRolesUser] = useState<UserSummary | null>(null);
  const [temporary, setTemporary] = useState<TemporaryPassword | null>(null);

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

  const toastError = (messageId: string, error: unknown) =>
    notification.error({ title: errorText(messageId, error) });
  const toastSuccess = (messageId: string, values?: Record<string, string>) =>
    notification.success({ title: intl.formatMessage({ id: messageId }, values) });

  const openCreate = () => {
    setFormUser(null);
    setFormOpen(true);
  };

  const openEdit = (user: UserSummary) => {
    setFormUser(user);
    setFormOpen(true);
  };

  const submitForm = async (values: UserFormValues) => {
    if (formUser) {
      try {
        await updateUser.mutateAsync({
          id: formUser.id,
          input: { first_name: values.first_name.trim(), last_name: values.last_name.trim() },
        });
      } catch (error) {
        toastError('admin.users.error.update', error);
        throw error;
      }
      setFormOpen(false);
      toastSuccess('admin.users.updated');
      return;
    }
    try {
      const created = await createUser.mutateAsync({
        email: values.email,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        role_ids: values.role_ids,
      });
      setFormOpen(false);
      setTemporary({
        password: created.temporary_password,
        email: created.user.email,
        reason: 'created',
      });
      toastSuccess('admin.users.created', { email: created.user.email });
    } catch (error) {
      toastError('admin.users.error.create', error);
      throw error;
    }
  };

  const confirmActive = (user: UserSummary, active: boolean) => {
    const name = user.full_name || user.email;
    modal.confirm({
      title: intl.formatMessage(
        { id: active ? 'admin.users.activate.title' : 'admin.users.deactivate.title' },
        { name },
      ),
      content: intl.formatMessage({
        id: active ? 'admin.users.activate.content' : 'admin.users.deactivate.content',
      }),
      okText: intl.formatMessage({
        id: active ? 'admin.users.activate.ok' : 'admin.users.deactivate.ok',
      }),
      okButtonProps: { danger: !active },
      cancelText: intl.formatMessage({ id: 'admin.common.cancel' }),
      onOk: async () => {
        try {
          await setActive.mutateAsync({ id: user.id, active });
          toastSuccess(active ? 'admin.users.activated' : 'admin.users.deactivated', { name });
        } catch (error) {
          toastError(active ? 'admin.users.error.activate' : 'admin.users.error.deactivate', error);
        }
      },
    });
  };

  const confirmReset = (user: UserSummary) => {
    modal.confirm({
      title: intl.formatMessage(
        { id: 'admin.users.reset.title' },
        { name: user.full_name || user.email },
      ),
      content: intl.formatMessage({ id: 'admin.users.reset.content' }),
      okText: intl.formatMessage({ id: 'admin.users.reset.ok' }),
      cancelText: intl.formatMessage({ id: 'admin.common.cancel' }),
      onOk: async () => {
        try {
          const result = await resetPassword.mutateAsync(user.id);
          setTemporary({ password: result.temporary_password, email: user.email, reason: 'reset' });
        } catch (error) {
          toastError('admin.users.error.reset', error);
        }
      },
    });
  };

  const saveRoles = async (roleIds: string[]) => {
    if (!rolesUser) return;
    try {
      await replaceRoles.mutateAsync({ userId: rolesUser.id, roleIds });
      setRolesUser(null);
      toastSuccess('admin.users.rolesSaved');
    } catch (error) {
      toastError('admin.roles.error.configure', error);
    }
  };

  const addRole = async (user: UserSummary, roleId: string) => {
    try {
      await assignRole.mutateAsync({ userId: user.id, roleId });
      toastSuccess('admin.users.roleAssigned');
    } catch (error) {
      toastError('admin.roles.error.assign', error);
    }
  };

  const confirmRemoveRole = (user: UserSummary, roleId: string, roleName: string) => {
    modal.confirm({
      title: intl.formatMessage(
        { id: 'admin.users.removeRole.title' },
        { role: roleName, name: user.full_name || user.email },
      ),
      content: intl.formatMessage({ id: 'admin.users.removeRole.content' }),
      okText: intl.formatMessage({ id: 'admin.users.removeRole.ok' }),
      okButtonProps: { danger: true },
      cancelText: intl.formatMessage({ id: 'admin.common.cancel' }),
      onOk: async () => {
        try {
          await removeRole.mutateAsync({ userId: user.id, roleId });
          toastSuccess('admin.users.roleRemoved');
        } catch (error) {
          toastError('admin.roles.error.remove', error);
        }
      },
    });
  };

  const roleList = roles.data ?? [];

  const columns: ColumnsType<UserSummary> = [
    {
      key: 'user',
      title: intl.formatMessage({ id: 'admin.users.column.user' }),
      fixed: 'left',
      width: 260,
      render: (_value, user) => (
        <Flex vertical gap={0} style={{ minWidth: 0 }}>
          <Typography.Text strong ellipsis>
            {user.full_name || `${user.first_name} ${user.last_name}`.trim() || user.email}
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis data-testid="user-email">
            {user.email}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'roles',
      title: intl.formatMessage({ id: 'admin.users.column.roles' }),
      render: (_value, user) => {
        const assigned = new Set(user.roles.map((role) => role.id));
        const available = roleList.filter((role) => !assigned.has(role.id));
        return (
          <Flex wrap gap={4} align="center">
            {user.roles.length === 0 && (
              <Typography.Text type="secondary">
                <FormattedMessage id="admin.users.noRoles" />
              </Typography.Text>
            )}
            {user.roles.map((role) => (
              <Tag
                key={role.id}
                color="blue"
                closable
                closeIcon={
                  <span
                    aria-label={intl.formatMessage(
                      { id: 'admin.users.removeRole.aria' },
                      { role: role.display_name },
                    )}
                  >
                    ×
                  </span>
                }
                onClose={(event) => {
                  event.preventDefault();
                  confirmRemoveRole(user, role.id, role.display_name);
                }}
              >
                {role.display_name}
              </Tag>
            ))}
            {available.length > 0 && (
              <Dropdown
                trigger={['click']}
                menu={{
                  items: available.map((role) => ({ key: role.id, label: role.display_name })),
                  onClick: ({ key }) => void addRole(user, key),
                }}
              >
                <Button
                  size="small"
                  type="dashed"
                  icon={<PlusOutlined />}
                  aria-label={intl.formatMessage(
                    { id: 'admin.users.addRole.aria' },
                    { name: user.full_name || user.email },
                  )}
                >
                  <FormattedMessage id="admin.users.addRole" />
                </Button>
              </Dropdown>
            )}
          </Flex>
        );
      },
    },
    {
      key: 'status',
      title: intl.formatMessage({ id: 'admin.users.column.status' }),
      width: 170,
      render: (_value, user) => (
        <Flex wrap gap={4}>
          {user.active ? (
            <Tag color="green">
              <FormattedMessage id="admin.users.status.active" />
            </Tag>
          ) : (
            <Tag color="default">
              <FormattedMessage id="admin.users.status.inactive" />
            </Tag>
          )}
          {user.must_change_password && (
            <Tooltip title={intl.formatMessage({ id: 'admin.users.status.mustChangeHint' })}>
              <Tag color="orange">
                <FormattedMessage id="admin.users.status.mustChange" />
              </Tag>
            </Tooltip>
          )}
        </Flex>
      ),
    },
    {
      key: 'lastLogin',
      title: intl.formatMessage({ id: 'admin.users.column.lastLogin' }),
      width: 170,
      responsive: ['md'],
      render: (_value, user) =>
        user.last_login_at ? (
          intl.formatDate(user.last_login_at, { dateStyle: 'short', timeStyle: 'short' })
        ) : (
          <Typography.Text type="secondary">
            <FormattedMessage id="admin.users.neverLoggedIn" />
          </Typography.Text>
        ),
    },
    {
      key: 'actions',
      title: intl.formatMessage({ id: 'admin.common.actions' }),
      fixed: 'right',
      width: 150,
      render: (_value, user) => {
        const name = user.full_name || user.email;
        return (
          <Flex gap={4}>
            <Tooltip title={intl.formatMessage({ id: 'admin.users.action.edit' })}>
              <Button
                icon={<EditOutlined />}
                aria-label={intl.formatMessage({ id: 'admin.users.action.editAria' }, { name })}
                onClick={() => openEdit(user)}
              />
            </Tooltip>
            <Tooltip title={intl.formatMessage({ id: 'admin.users.action.roles' })}>
              <Button
                icon={<SafetyOutlined />}
                aria-label={intl.formatMessage({ id: 'admin.users.action.rolesAria' }, { name })}
                onClick={() => setRolesUser(user)}
              />
            </Tooltip>
            <Dropdown
              trigger={['click']}
              menu={{
                items: [
                  {
                    key: 'reset',
                    icon: <KeyOutlined />,
                    label: intl.formatMessage({ id: 'admin.users.action.resetPassword' }),
                  },
                  user.active
                    ? {
                        key: 'deactivate',
                        icon: <StopOutlined />,
                        danger: true,
                        label: intl.formatMessage({ id: 'admin.users.action.deactivate' }),
                      }
                    : {
                        key: 'activate',
                        icon: <CheckCircleOutlined />,
                        label: intl.formatMessage({ id: 'admin.users.action.activate' }),
                      },
                ],
                onClick: ({ key }) => {
                  if (key === 'reset') confirmReset(user);
                  else confirmActive(user, key === 'activate');
                },
              }}
            >
              <Button
                icon={<MoreOutlined />}
                aria-label={intl.formatMessage({ id: 'admin.users.action.moreAria' }, { name })}
              />
            </Dropdown>
          </Flex>
        );
      },
    },
  ];

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
            onClick={openCreate}
            data-testid="user-create"
          >
            <FormattedMessage id="admin.users.new" />
          </Button>
        }
      />
      <Card>
        <Flex vertical gap={16}>
          <Flex wrap gap={12} align="center">
            <Input
              allowClear
              prefix={<SearchOutlined />}
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
              placeholder={intl.formatMessage({ id: 'admin.users.searchPlaceholder' })}
              aria-label={intl.formatMessage({ id: 'admin.users.searchPlaceholder' })}
              style={{ flex: '1 1 260px', maxWidth: 420 }}
              data-testid="users-search"
            />
            <Segmented<ActiveFilter>
              value={activeFilterOf(params.active)}
              onChange={(value) =>
                update({
                  active: value === 'all' ? undefined : value === 'active',
                  page: 1,
                })
              }
              options={[
                { value: 'all', label: intl.formatMessage({ id: 'admin.users.filter.all' }) },
                { value: 'active', label: intl.formatMessage({ id: 'admin.users.filter.active' }) },
                {
                  value: 'inactive',
                  label: intl.formatMessage({ id: 'admin.users.filter.inactive' }),
                },
              ]}
            />
          </Flex>
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
        open={formOpen}
        user={formUser}
        roles={roleList}
        saving={createUser.isPending || updateUser.isPending}
        onSubmit={submitForm}
        onCancel={() => setFormOpen(false)}
      />
      <UserRolesDrawer
        user={rolesUser}
        roles={roleList}
        saving={replaceRoles.isPending}
        onSave={saveRoles}
        onClose={() => setRolesUser(null)}
      />
      <TemporaryPasswordModal
        password={temporary?.password ?? null}
        email={temporary?.email ?? ''}
        reason={temporary?.reason ?? 'created'}
        onClose={() => setTemporary(null)}
      />
    </Flex>
  );
}

import {
  CheckCircleOutlined,
  EditOutlined,
  KeyOutlined,
  MoreOutlined,
  PlusOutlined,
  SafetyOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { MenuButton } from '@/shared/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { RoleInfo, UserSummary } from '../../types';
import type { UserActions } from './use-user-actions';

type ColumnActions = Pick<
  UserActions,
  'openEdit' | 'openRoles' | 'confirmActive' | 'confirmReset' | 'addRole' | 'confirmRemoveRole'
>;

/** The users table's columns: who, their roles (add and remove in place), status, last login, actions. */
export function useUserColumns(
  roleList: readonly RoleInfo[],
  {
    openEdit,
    openRoles: setRolesUser,
    confirmActive,
    confirmReset,
    addRole,
    confirmRemoveRole,
  }: ColumnActions,
): ColumnsType<UserSummary> {
  const intl = useIntl();

  return [
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
              <MenuButton
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
              </MenuButton>
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
          ) : user.awaiting_approval ? (
            <Tooltip title={intl.formatMessage({ id: 'admin.users.status.awaitingHint' })}>
              <Tag color="gold">
                <FormattedMessage id="admin.users.status.awaiting" />
              </Tag>
            </Tooltip>
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
      key: 'employee',
      title: intl.formatMessage({ id: 'admin.users.column.employee' }),
      width: 200,
      responsive: ['lg'],
      render: (_value, user) =>
        user.employee ? (
          <Flex vertical gap={0}>
            <Link
              to={`/employee-management?search=${encodeURIComponent(user.employee.code)}`}
              data-testid="user-employee-link"
            >
              {user.employee.full_name}
            </Link>
            <Typography.Text type="secondary">
              {user.employee.code}
              {!user.employee.active &&
                ` · ${intl.formatMessage({ id: 'admin.users.employee.inactive' })}`}
            </Typography.Text>
          </Flex>
        ) : (
          <Tooltip title={intl.formatMessage({ id: 'admin.users.employee.noneHint' })}>
            <Typography.Text type="secondary">
              <FormattedMessage id="admin.users.employee.none" />
            </Typography.Text>
          </Tooltip>
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
            <MenuButton
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
                        label: intl.formatMessage({
                          id: user.awaiting_approval
                            ? 'admin.users.action.approve'
                            : 'admin.users.action.activate',
                        }),
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
            </MenuButton>
          </Flex>
        );
      },
    },
  ];
}

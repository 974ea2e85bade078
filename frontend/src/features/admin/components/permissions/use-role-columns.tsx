import { DeleteOutlined, EditOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FormattedMessage, useIntl } from 'react-intl';
import { isAdminRoleName, type RoleInfo } from '../../types';

interface RoleColumnActions {
  openRoleForm: (role: RoleInfo) => void;
  confirmDelete: (role: RoleInfo) => void;
}

/** The roles table's columns: name, description, priority, users, permissions, edit and delete. */
export function useRoleColumns({
  openRoleForm,
  confirmDelete,
}: RoleColumnActions): ColumnsType<RoleInfo> {
  const intl = useIntl();

  return [
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
}

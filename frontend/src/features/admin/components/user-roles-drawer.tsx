import { Alert, Button, Checkbox, Drawer, Empty, Flex, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isAdminRoleName, type RoleInfo, type UserSummary } from '../types';

export interface UserRolesDrawerProps {
  user: UserSummary | null;
  roles: readonly RoleInfo[];
  saving: boolean;
  /** Replaces every role of the user (PUT …/users/{id}/roles). */
  onSave: (roleIds: string[]) => Promise<void>;
  onClose: () => void;
}

/** Choose the full set of roles of one user. */
export function UserRolesDrawer({ user, roles, saving, onSave, onClose }: UserRolesDrawerProps) {
  const intl = useIntl();
  const [selected, setSelected] = useState<string[]>([]);

  useEffect(() => {
    setSelected(user?.roles.map((role) => role.id) ?? []);
  }, [user]);

  const original = new Set(user?.roles.map((role) => role.id) ?? []);
  const changed = selected.length !== original.size || selected.some((id) => !original.has(id));

  return (
    <Drawer
      open={user !== null}
      onClose={onClose}
      size={420}
      destroyOnHidden
      title={
        <FormattedMessage
          id="admin.users.rolesDrawer.title"
          values={{ name: user?.full_name || user?.email }}
        />
      }
      footer={
        <Flex justify="end" gap={8}>
          <Button onClick={onClose}>
            <FormattedMessage id="admin.common.cancel" />
          </Button>
          <Button
            type="primary"
            loading={saving}
            disabled={!changed}
            onClick={() => void onSave(selected)}
            data-testid="user-roles-save"
          >
            <FormattedMessage id="admin.users.rolesDrawer.save" />
          </Button>
        </Flex>
      }
      data-testid="user-roles-drawer"
    >
      <Flex vertical gap={16}>
        <Typography.Text type="secondary">
          <FormattedMessage id="admin.users.rolesDrawer.description" />
        </Typography.Text>
        {selected.length === 0 && (
          <Alert
            type="info"
            showIcon
            title={intl.formatMessage({ id: 'admin.users.rolesDrawer.none' })}
          />
        )}
        {roles.length === 0 ? (
          <Empty description={<FormattedMessage id="admin.roles.empty" />} />
        ) : (
          <Checkbox.Group
            value={selected}
            onChange={(values) => setSelected(values as string[])}
            style={{ width: '100%' }}
          >
            <Flex vertical gap={12} style={{ width: '100%' }}>
              {roles.map((role) => (
                <Checkbox key={role.id} value={role.id} className="px-admin-role-option">
                  <Flex vertical gap={2}>
                    <Flex gap={6} align="center" wrap>
                      <Typography.Text strong>{role.display_name}</Typography.Text>
                      {isAdminRoleName(role.name) && (
                        <Tag color="gold">
                          <FormattedMessage id="admin.roles.allPermissions" />
                        </Tag>
                      )}
                    </Flex>
                    {role.description && (
                      <Typography.Text type="secondary">{role.description}</Typography.Text>
                    )}
                  </Flex>
                </Checkbox>
              ))}
            </Flex>
          </Checkbox.Group>
        )}
      </Flex>
    </Drawer>
  );
}

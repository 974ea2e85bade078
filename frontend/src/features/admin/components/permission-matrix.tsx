import { CheckOutlined, CrownOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Skeleton, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  coverage,
  diffPermissionIds,
  hasChanges,
  type PermissionGroup,
  permissionDisplayName,
} from '../model';
import { isAdminRoleName, type PermissionInfo, type RoleInfo } from '../types';

type MatrixRow =
  | { key: string; kind: 'module'; group: PermissionGroup; children: MatrixRow[] }
  | { key: string; kind: 'permission'; permission: PermissionInfo };

export interface PermissionMatrixProps {
  roles: readonly RoleInfo[];
  groups: readonly PermissionGroup[];
  /** Saved permission ids per non-administrator role (missing while loading). */
  saved: ReadonlyMap<string, ReadonlySet<string>>;
  /** Edited, unsaved permission ids per role. */
  drafts: Readonly<Record<string, ReadonlySet<string>>>;
  expandedKeys: readonly string[];
  onExpandedKeysChange: (keys: string[]) => void;
  onToggle: (roleId: string, permissionIds: string[], granted: boolean) => void;
  onSave: (roleId: string) => void;
  onDiscard: (roleId: string) => void;
  savingRoleId: string | null;
}

export function moduleRowKey(moduleName: string): string {
  return `module:${moduleName}`;
}

/** The role × permission grid: modules as expandable rows, one checkbox column per role. */
export function PermissionMatrix({
  roles,
  groups,
  saved,
  drafts,
  expandedKeys,
  onExpandedKeysChange,
  onToggle,
  onSave,
  onDiscard,
  savingRoleId,
}: PermissionMatrixProps) {
  const intl = useIntl();

  const rows: MatrixRow[] = groups.map((group) => ({
    key: moduleRowKey(group.module.name),
    kind: 'module',
    group,
    children: group.permissions.map((permission) => ({
      key: permission.id,
      kind: 'permission' as const,
      permission,
    })),
  }));

  const roleColumn = (role: RoleInfo): ColumnsType<MatrixRow>[number] => {
    const admin = isAdminRoleName(role.name);
    const savedSet = saved.get(role.id);
    const current = drafts[role.id] ?? savedSet;
    const diff = savedSet && current ? diffPermissionIds(savedSet, current) : null;
    const dirty = diff !== null && hasChanges(diff);

    return {
      key: role.id,
      align: 'center',
      width: 150,
      title: (
        <Flex vertical align="center" gap={4} data-testid={`matrix-role-${role.name}`}>
          <Typography.Text strong style={{ textAlign: 'center' }}>
            {role.display_name}
          </Typography.Text>
          {admin ? (
            <Tag color="gold" icon={<CrownOutlined />} style={{ marginInlineEnd: 0 }}>
              <FormattedMessage id="admin.roles.allPermissions" />
            </Tag>
          ) : dirty ? (
            <Flex vertical align="center" gap={4}>
              <Typography.Text type="warning" style={{ fontSize: 12 }}>
                <FormattedMessage
                  id="admin.matrix.changes"
                  values={{ added: diff.added.length, removed: diff.removed.length }}
                />
              </Typography.Text>
              <Flex gap={4}>
                <Button
                  size="small"
                  type="primary"
                  loading={savingRoleId === role.id}
                  onClick={() => onSave(role.id)}
                  data-testid={`matrix-save-${role.name}`}
                >
                  <FormattedMessage id="admin.common.save" />
                </Button>
                <Button
                  size="small"
                  disabled={savingRoleId === role.id}
                  onClick={() => onDiscard(role.id)}
                >
                  <FormattedMessage id="admin.matrix.discard" />
                </Button>
              </Flex>
            </Flex>
          ) : (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              <FormattedMessage
                id="admin.matrix.count"
                values={{ count: current?.size ?? role.permission_count }}
              />
            </Typography.Text>
          )}
        </Flex>
      ),
      render: (_value, row) => {
        if (admin) {
          return (
            <Tooltip title={intl.formatMessage({ id: 'admin.matrix.adminReadOnly' })}>
              <CheckOutlined
                className="px-admin-matrix-all"
                aria-label={intl.formatMessage({ id: 'admin.roles.allPermissions' })}
              />
            </Tooltip>
          );
        }
        if (!current) return <Skeleton.Button active size="small" style={{ width: 16 }} />;
        const disabled = savingRoleId === role.id;
        if (row.kind === 'module') {
          const ids = row.group.permissions.map((permission) => permission.id);
          const state = coverage(current, ids);
          return (
            <Checkbox
              checked={state === 'all'}
              indeterminate={state === 'some'}
              disabled={disabled}
              onChange={(event) => onToggle(role.id, ids, event.target.checked)}
              aria-label={intl.formatMessage(
                { id: 'admin.matrix.toggleModule' },
                { role: role.display_name, module: row.group.module.display_name },
              )}
            />
          );
        }
        return (
          <Checkbox
            checked={current.has(row.permission.id)}
            disabled={disabled}
            onChange={(event) => onToggle(role.id, [row.permission.id], event.target.checked)}
            aria-label={intl.formatMessage(
              { id: 'admin.matrix.toggle' },
              { role: role.display_name, permission: permissionDisplayName(row.permission) },
            )}
            data-testid={`matrix-cell-${role.name}-${row.permission.name}`}
          />
        );
      },
    };
  };

  const columns: ColumnsType<MatrixRow> = [
    {
      key: 'permission',
      fixed: 'left',
      width: 320,
      title: intl.formatMessage({ id: 'admin.matrix.permission' }),
      render: (_value, row) =>
        row.kind === 'module' ? (
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong>{row.group.module.display_name}</Typography.Text>
            <Tag style={{ marginInlineEnd: 0 }}>{row.group.permissions.length}</Tag>
          </Flex>
        ) : (
          <Flex vertical gap={0} style={{ minWidth: 0 }}>
            <Typography.Text>{permissionDisplayName(row.permission)}</Typography.Text>
            <Typography.Text type="secondary" code style={{ fontSize: 12 }}>
              {row.permission.name}
            </Typography.Text>
          </Flex>
        ),
    },
    ...roles.map(roleColumn),
  ];

  return (
    <Table<MatrixRow>
      rowKey="key"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      sticky
      bordered
      scroll={{ x: 320 + roles.length * 150 }}
      rowClassName={(row) => (row.kind === 'module' ? 'px-admin-matrix-module' : '')}
      expandable={{
        expandedRowKeys: [...expandedKeys],
        onExpandedRowsChange: (keys) => onExpandedKeysChange(keys.map(String)),
      }}
      data-testid="permission-matrix"
    />
  );
}

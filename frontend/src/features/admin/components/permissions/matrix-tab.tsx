import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Input, Select } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ListParamChanges } from '@/shared/hooks';
import { useErrorText } from '../../errors';
import type { RoleInfo } from '../../types';
import { PermissionMatrix } from '../permission-matrix';
import type { PermissionMatrixState } from './use-permission-matrix';

interface MatrixTabProps {
  roleList: readonly RoleInfo[];
  matrix: PermissionMatrixState;
  moduleFilter: string;
  search: string;
  setParam: (changes: ListParamChanges) => void;
  onRefresh: () => void;
}

/** The permissions screen's first tab: module and text filters, unsaved-edits warning, the matrix. */
export function MatrixTab({
  roleList,
  matrix,
  moduleFilter,
  search,
  setParam,
  onRefresh,
}: MatrixTabProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  const { groups, visibleGroups, roleSets, hasDirty, dirtyRoles } = matrix;

  return (
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
        <Button icon={<ReloadOutlined />} onClick={onRefresh}>
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
          drafts={matrix.drafts}
          expandedKeys={matrix.expandedKeys}
          onExpandedKeysChange={matrix.setExpandedKeys}
          onToggle={matrix.toggle}
          onSave={(roleId) => void matrix.save(roleId)}
          onDiscard={matrix.discard}
          savingRoleId={matrix.savingRoleId}
        />
      )}
    </Flex>
  );
}

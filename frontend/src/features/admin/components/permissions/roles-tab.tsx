import { Empty, Table } from 'antd';
import { FormattedMessage } from 'react-intl';
import type { RoleInfo } from '../../types';
import { useRoleColumns } from './use-role-columns';

interface RolesTabProps {
  roleList: readonly RoleInfo[];
  openRoleForm: (role: RoleInfo) => void;
  confirmDelete: (role: RoleInfo) => void;
}

/** The permissions screen's second tab: the roles and their edit and delete buttons. */
export function RolesTab({ roleList, openRoleForm, confirmDelete }: RolesTabProps) {
  const roleColumns = useRoleColumns({ openRoleForm, confirmDelete });
  return roleList.length === 0 ? (
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
}

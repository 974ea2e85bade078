import { CarOutlined, UserOutlined } from '@ant-design/icons';
import type { WorkOrderDetail } from '@px/contracts';
import { Card, Flex, Select, Space, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { PlateBadge } from '@/shared/ui';
import { type useAssignees } from '../../api';

interface OrderPartiesCardProps {
  order: WorkOrderDetail;
  canAssign: boolean;
  assignees: ReturnType<typeof useAssignees>;
  saving: boolean;
  onAssign: (employeeId: string | null) => void;
}

/** Who the order is for (customer, vehicle) and who works on it (the assignee, changeable). */
export function OrderPartiesCard({
  order,
  canAssign,
  assignees,
  saving,
  onAssign,
}: OrderPartiesCardProps) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  return (
    <Card title={t('workOrders.section.parties')} size="small">
      <Flex vertical gap={12}>
        <Space>
          <UserOutlined />
          <Link to={`/customers/${order.customer_id}`} data-testid="order-customer-link">
            {order.customer_name ?? t('workOrders.unknownCustomer')}
          </Link>
        </Space>
        <Space>
          <CarOutlined />
          {order.vehicle_id && order.license_plate ? (
            <Link to={`/vehicles/${order.vehicle_id}`}>
              <Space size={6}>
                <PlateBadge plate={order.license_plate} size="small" />
                <span>{[order.make, order.model].filter(Boolean).join(' ')}</span>
              </Space>
            </Link>
          ) : (
            <Typography.Text type="secondary">{t('workOrders.noVehicle')}</Typography.Text>
          )}
        </Space>
        <div>
          <Typography.Text type="secondary">{t('workOrders.field.assignee')}</Typography.Text>
          {canAssign ? (
            <Select
              allowClear
              aria-label={t('workOrders.field.assignee')}
              style={{ width: '100%', marginTop: 4 }}
              value={order.assigned_employee_id ?? undefined}
              placeholder={t('workOrders.create.unassigned')}
              loading={assignees.isFetching || saving}
              onChange={(value?: string) => onAssign(value ?? null)}
              options={(assignees.data ?? []).map((employee) => ({
                value: employee.id,
                label: `${employee.full_name} (${employee.code})`,
              }))}
              data-testid="order-assignee-select"
            />
          ) : (
            <div>{order.assigned_employee_name ?? t('workOrders.create.unassigned')}</div>
          )}
        </div>
      </Flex>
    </Card>
  );
}

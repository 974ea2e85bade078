import type { WorkOrderSummary } from '@px/contracts';
import { Flex, type TableColumnsType, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatEurFromCents, formatWorkOrderRelativeTime } from '@/shared/format';
import { PlainText, PlateBadge } from '@/shared/ui';
import { formatHours } from '../../model';
import { PriorityIcon, StatusTag } from '../status-tag';

/** The orders table's columns: number, title and customer, vehicle, status, assignee, hours, total, age. */
export function useWorkOrderColumns(): TableColumnsType<WorkOrderSummary> {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = intl.locale === 'en' ? 'en' : 'es';

  return [
    {
      title: t('workOrders.field.number'),
      dataIndex: 'number',
      width: 140,
      render: (number: string, order) => (
        <Flex gap={8} align="center">
          <PriorityIcon priority={order.priority} />
          <Link
            to={`/orders/${order.id}`}
            onClick={(event) => event.stopPropagation()}
            style={{ fontWeight: 600, whiteSpace: 'nowrap' }}
          >
            {number}
          </Link>
        </Flex>
      ),
    },
    {
      title: t('workOrders.field.title'),
      dataIndex: 'title',
      ellipsis: true,
      // The rest of the width, never less than this: the title is what people read first.
      minWidth: 220,
      render: (title: string, order) => (
        <Flex vertical gap={0} style={{ minWidth: 0 }}>
          <PlainText ellipsis>{title}</PlainText>
          <PlainText tone="secondary" ellipsis style={{ fontSize: 12 }}>
            {order.customer_name ?? '—'}
          </PlainText>
        </Flex>
      ),
    },
    {
      title: t('workOrders.field.vehicle'),
      key: 'vehicle',
      width: 170,
      responsive: ['md'],
      render: (_, order) =>
        order.license_plate ? (
          <Flex vertical gap={2}>
            <PlateBadge plate={order.license_plate} size="small" />
            <PlainText tone="secondary" style={{ fontSize: 12 }} ellipsis>
              {[order.make, order.model].filter(Boolean).join(' ')}
            </PlainText>
          </Flex>
        ) : (
          <PlainText tone="secondary">—</PlainText>
        ),
    },
    {
      title: t('workOrders.field.status'),
      dataIndex: 'status',
      width: 120,
      render: (status: WorkOrderSummary['status']) => <StatusTag status={status} />,
    },
    {
      title: t('workOrders.field.assignee'),
      dataIndex: 'assigned_employee_name',
      width: 150,
      responsive: ['xl'],
      ellipsis: true,
      render: (name: string | null) =>
        name ?? <PlainText tone="secondary">{t('workOrders.create.unassigned')}</PlainText>,
    },
    {
      title: t('workOrders.field.hours'),
      dataIndex: 'total_planned_hours',
      width: 80,
      align: 'right',
      responsive: ['xxl'],
      render: (hours: number) => formatHours(hours, intl.locale),
    },
    {
      title: t('workOrders.field.total'),
      dataIndex: 'total_cents',
      width: 110,
      align: 'right',
      responsive: ['lg'],
      render: (cents: number) => formatEurFromCents(cents),
    },
    {
      title: t('workOrders.field.createdAt'),
      dataIndex: 'created_at',
      width: 130,
      render: (createdAt: string) => (
        <Tooltip title={new Date(createdAt).toLocaleString(intl.locale)}>
          <PlainText tone="secondary">
            {formatWorkOrderRelativeTime(createdAt, { locale })}
          </PlainText>
        </Tooltip>
      ),
    },
  ];
}

import type { CustomerReceiptListItem } from '@px/contracts';
import { Flex, Table, Typography } from 'antd';
import type { TablePaginationConfig } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { formatWorkOrderNumber } from '@/shared/format';
import { useScreenFormat } from '@/shared/hooks';
import { PlateBadge } from '@/shared/ui';
import { ReceiptStatusTag } from './receipt-status-tag';

interface ReceiptTableProps {
  receipts: CustomerReceiptListItem[];
  loading: boolean;
  emptyText: ReactNode;
  pagination: TablePaginationConfig;
}

/** A link inside a clickable row: it opens its own page, not the row's. */
const stop = (event: { stopPropagation: () => void }) => event.stopPropagation();

/**
 * The deposit receipts, newest first; a row opens its receipt. On a 1024 px tablet the order
 * column gives way (it is also on the receipt's page), so the table fits without scrolling.
 */
export function ReceiptTable({ receipts, loading, emptyText, pagination }: ReceiptTableProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const format = useScreenFormat();
  const navigate = useNavigate();
  return (
    <Table<CustomerReceiptListItem>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={receipts}
      pagination={pagination}
      scroll={{ x: 700 }}
      locale={{ emptyText }}
      data-testid="receipts-table"
      onRow={(receipt) => ({
        onClick: () => navigate(`/customer-receipts/${receipt.id}`),
        style: { cursor: 'pointer' },
      })}
      columns={[
        {
          title: t('reception.receipts.column.number'),
          key: 'number',
          width: 130,
          render: (_, receipt) => (
            <Link
              to={`/customer-receipts/${receipt.id}`}
              onClick={stop}
              style={{ whiteSpace: 'nowrap' }}
              data-testid="receipt-link"
            >
              {receipt.number}
            </Link>
          ),
        },
        {
          title: t('reception.receipts.column.receivedAt'),
          key: 'received_at',
          // Date and time may take two lines: on a tablet the column stays narrow.
          width: 120,
          render: (_, receipt) => format.dateTime(receipt.received_at),
        },
        {
          title: t('reception.receipts.column.customer'),
          dataIndex: 'customer_name',
          ellipsis: true,
        },
        {
          title: t('reception.receipts.column.vehicle'),
          key: 'vehicle',
          render: (_, receipt) => (
            <Flex vertical gap={2} align="flex-start">
              <PlateBadge plate={receipt.license_plate} size="small" />
              <Typography.Text type="secondary" ellipsis style={{ maxWidth: 200 }}>
                {receipt.vehicle_label}
              </Typography.Text>
            </Flex>
          ),
        },
        {
          title: t('reception.receipts.column.order'),
          key: 'order',
          responsive: ['xl'],
          render: (_, receipt) => (
            <Link
              to={`/orders/${receipt.work_order_id}`}
              onClick={stop}
              style={{ whiteSpace: 'nowrap' }}
            >
              {formatWorkOrderNumber(receipt.work_order_number)}
            </Link>
          ),
        },
        {
          title: t('reception.receipts.column.expectedDelivery'),
          key: 'expected_delivery_date',
          width: 110,
          render: (_, receipt) => (
            <span style={{ whiteSpace: 'nowrap' }}>
              {receipt.expected_delivery_date ? format.day(receipt.expected_delivery_date) : '—'}
            </span>
          ),
        },
        {
          title: t('reception.receipts.column.status'),
          key: 'status',
          width: 100,
          render: (_, receipt) => <ReceiptStatusTag status={receipt.status} />,
        },
      ]}
    />
  );
}

import type { InvoiceListItem } from '@px/contracts';
import { Button, Flex, Grid, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { listPagination, openableRow } from '@/shared/ui';
import { INVOICE_PAGE_SIZES, seriesMessageId } from '../model';
import { InvoiceStatusTag, PaymentStateTag } from './invoice-tags';
import { useDocumentFormat } from '@/shared/documents';

export interface InvoicesTableProps {
  rows: InvoiceListItem[];
  total: number;
  page: number;
  limit: number;
  loading: boolean;
  emptyText: ReactNode;
  onOpen: (id: string) => void;
  onPage: (page: number, limit: number) => void;
}

/**
 * The invoices, newest first: number (or "Borrador"), recipient, series, issue and due dates,
 * total, what is still owed, status and payment state. The due date shows from 1200 px, the
 * series and what is owed from 1600 px: a tablet or a laptop keeps the rest without scrolling
 * sideways (the number says the series, the payment tag what is owed). The number is a button; a
 * click anywhere on the row opens the invoice too.
 */
export function InvoicesTable({
  rows,
  total,
  page,
  limit,
  loading,
  emptyText,
  onOpen,
  onPage,
}: InvoicesTableProps) {
  const format = useDocumentFormat();
  const { t } = format;
  const screens = Grid.useBreakpoint();
  const none = <Typography.Text type="secondary">—</Typography.Text>;
  const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

  return (
    <Table<InvoiceListItem>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={rows}
      scroll={{ x: 640 }}
      locale={{ emptyText }}
      data-testid="invoice-table"
      onRow={(invoice) => openableRow(() => onOpen(invoice.id), 'invoice-row')}
      pagination={listPagination({
        page,
        limit,
        total,
        sizes: INVOICE_PAGE_SIZES,
        totalText: (count) => t('invoices.list.total', { total: count }),
        onChange: onPage,
      })}
      columns={[
        {
          title: t('invoices.field.number'),
          key: 'number',
          fixed: 'left',
          width: 140,
          render: (_, invoice) => (
            <Flex vertical align="flex-start">
              <Button
                type="link"
                onClick={() => onOpen(invoice.id)}
                style={{ paddingInline: 0, fontWeight: 600 }}
                aria-label={
                  invoice.number
                    ? t('invoices.list.open', { number: invoice.number })
                    : t('invoices.list.openDraft', {
                        recipient: invoice.recipient_name ?? t('invoices.list.noRecipient'),
                        date: format.dateTime(invoice.created_at),
                      })
                }
                data-testid="invoice-open"
              >
                {invoice.number ?? t('invoices.list.draft')}
              </Button>
              {/* A draft has no number yet to say its series: below 1600 px it says it here. */}
              {!invoice.number && !screens.xxl && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t(seriesMessageId(invoice.series))}
                </Typography.Text>
              )}
            </Flex>
          ),
        },
        {
          title: t('invoices.field.recipient'),
          key: 'recipient',
          ellipsis: true,
          render: (_, invoice) => invoice.recipient_name ?? none,
        },
        {
          title: t('invoices.field.series'),
          key: 'series',
          width: 120,
          responsive: ['xxl'],
          render: (_, invoice) => t(seriesMessageId(invoice.series)),
        },
        {
          title: t('invoices.list.issued'),
          key: 'issue_date',
          width: 110,
          render: (_, invoice) => (invoice.issue_date ? format.day(invoice.issue_date) : none),
        },
        {
          title: t('invoices.field.dueDate'),
          key: 'due_date',
          width: 115,
          responsive: ['xl'],
          render: (_, invoice) => (invoice.due_date ? format.day(invoice.due_date) : none),
        },
        {
          title: t('invoices.field.total'),
          key: 'total',
          align: 'right',
          width: 115,
          render: (_, invoice) => nowrap(format.money(invoice.total_cents)),
        },
        {
          title: t('invoices.field.balance'),
          key: 'balance',
          align: 'right',
          width: 115,
          responsive: ['xxl'],
          render: (_, invoice) =>
            invoice.status === 'issued' ? nowrap(format.money(invoice.balance_cents)) : none,
        },
        {
          // The status and, once issued, the payment state: on a tablet both stay in sight.
          title: t('invoices.field.status'),
          key: 'status',
          width: 180,
          render: (_, invoice) => (
            <Flex wrap gap={4}>
              <InvoiceStatusTag status={invoice.status} />
              <PaymentStateTag invoice={invoice} />
            </Flex>
          ),
        },
      ]}
    />
  );
}

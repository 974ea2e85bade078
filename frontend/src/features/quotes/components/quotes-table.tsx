import type { QuoteListItem } from '@px/contracts';
import { Button, Flex, Grid, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { PlateBadge, listPagination, openableRow } from '@/shared/ui';
import { QUOTE_PAGE_SIZES, madridToday } from '../model';
import { QuoteStatusTag } from './quote-status-tag';
import { useDocumentFormat } from '@/shared/documents';

export interface QuotesTableProps {
  rows: QuoteListItem[];
  total: number;
  page: number;
  limit: number;
  loading: boolean;
  emptyText: ReactNode;
  onOpen: (id: string) => void;
  onPage: (page: number, limit: number) => void;
}

/**
 * The quotes, newest first: number (with its revision), customer, plate, status, total, validity
 * and creation day. Validity and creation day have their columns from 1200 px; below, the validity
 * shows under the status, so a tablet keeps the customer's name readable. The number is a button
 * (keyboard); a click anywhere on the row opens the quote too.
 */
export function QuotesTable({
  rows,
  total,
  page,
  limit,
  loading,
  emptyText,
  onOpen,
  onPage,
}: QuotesTableProps) {
  const format = useDocumentFormat();
  const { t } = format;
  const screens = Grid.useBreakpoint();
  const none = <Typography.Text type="secondary">—</Typography.Text>;

  return (
    <Table<QuoteListItem>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={rows}
      scroll={{ x: 660 }}
      locale={{ emptyText }}
      data-testid="quote-table"
      onRow={(quote) => openableRow(() => onOpen(quote.id), 'quote-row')}
      pagination={listPagination({
        page,
        limit,
        total,
        sizes: QUOTE_PAGE_SIZES,
        totalText: (count) => t('quotes.list.total', { total: count }),
        onChange: onPage,
      })}
      columns={[
        {
          title: t('quotes.field.number'),
          key: 'number',
          fixed: 'left',
          width: 140,
          render: (_, quote) => (
            <Button
              type="link"
              onClick={() => onOpen(quote.id)}
              style={{ paddingInline: 0, fontWeight: 600 }}
              aria-label={t('quotes.list.open', { number: quote.number })}
              data-testid="quote-open"
            >
              {quote.revision > 1
                ? t('quotes.numberWithRevision', { number: quote.number, revision: quote.revision })
                : quote.number}
            </Button>
          ),
        },
        {
          title: t('quotes.field.customer'),
          key: 'customer',
          ellipsis: true,
          render: (_, quote) => quote.customer_name,
        },
        {
          title: t('quotes.field.plate'),
          key: 'plate',
          width: 120,
          render: (_, quote) =>
            quote.license_plate ? <PlateBadge plate={quote.license_plate} size="small" /> : none,
        },
        {
          title: t('quotes.field.status'),
          key: 'status',
          width: 160,
          render: (_, quote) => (
            <Flex vertical align="flex-start" gap={2}>
              <QuoteStatusTag status={quote.status} />
              {!screens.xl && quote.valid_until && (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('quotes.list.validUntilShort', { date: format.day(quote.valid_until) })}
                </Typography.Text>
              )}
            </Flex>
          ),
        },
        {
          title: t('quotes.field.total'),
          key: 'total',
          align: 'right',
          width: 110,
          render: (_, quote) => (
            <span style={{ whiteSpace: 'nowrap' }}>{format.money(quote.total_cents)}</span>
          ),
        },
        {
          title: t('quotes.field.validUntil'),
          key: 'valid_until',
          width: 110,
          responsive: ['xl'],
          render: (_, quote) => (quote.valid_until ? format.day(quote.valid_until) : none),
        },
        {
          title: t('quotes.field.created'),
          key: 'created',
          width: 110,
          responsive: ['xl'],
          render: (_, quote) => format.day(madridToday(new Date(quote.created_at))),
        },
      ]}
    />
  );
}

import type { QuoteView } from '@px/contracts';
import { Table, Typography } from 'antd';
import type { Totals, VatRow } from '@/shared/pricing';
import { useQuoteFormat } from './use-quote-format';

/** A saved quote's figures in the shape the editor computes. */
export function totalsOfQuote(
  quote: Pick<QuoteView, 'vat_breakdown' | 'base_cents' | 'vat_cents' | 'total_cents'>,
): Totals {
  return {
    breakdown: quote.vat_breakdown.map((row) => ({
      vatPercent: row.vat_percent,
      baseCents: row.base_cents,
      vatCents: row.vat_cents,
    })),
    baseCents: quote.base_cents,
    vatCents: quote.vat_cents,
    totalCents: quote.total_cents,
  };
}

/**
 * The VAT per rate (each rate's base and quota) and the totals: the editor's live figures and the
 * drawer's saved ones. `live` announces the total as it changes.
 */
export function QuoteTotals({
  totals,
  live = false,
  testId,
}: {
  totals: Totals;
  live?: boolean;
  testId: string;
}) {
  const format = useQuoteFormat();
  const { t } = format;
  const money = (cents: number, testIdOf?: string) => (
    <span style={{ whiteSpace: 'nowrap' }} data-testid={testIdOf}>
      {format.money(cents)}
    </span>
  );

  return (
    <Table<VatRow>
      rowKey="vatPercent"
      size="small"
      pagination={false}
      dataSource={totals.breakdown}
      data-testid={testId}
      style={{ width: '100%', maxWidth: 460, marginInlineStart: 'auto' }}
      onRow={(row) => ({ 'data-testid': `vat-row-${row.vatPercent}` }) as never}
      locale={{
        emptyText: <Typography.Text type="secondary">{t('quotes.totals.empty')}</Typography.Text>,
      }}
      columns={[
        {
          title: t('quotes.totals.rate'),
          key: 'rate',
          render: (_, row) => t('quotes.totals.rateRow', { rate: format.percent(row.vatPercent) }),
        },
        {
          title: t('quotes.totals.base'),
          key: 'base',
          align: 'right',
          render: (_, row) => money(row.baseCents),
        },
        {
          title: t('quotes.totals.vat'),
          key: 'vat',
          align: 'right',
          render: (_, row) => money(row.vatCents),
        },
      ]}
      summary={() => (
        <Table.Summary>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <Typography.Text strong>{t('quotes.totals.sum')}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              {money(totals.baseCents, `${testId}-base`)}
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              {money(totals.vatCents, `${testId}-vat`)}
            </Table.Summary.Cell>
          </Table.Summary.Row>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={2}>
              <Typography.Text strong style={{ fontSize: 16 }}>
                {t('quotes.totals.total')}
              </Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <Typography.Text
                strong
                style={{ fontSize: 16, whiteSpace: 'nowrap' }}
                aria-live={live ? 'polite' : undefined}
                data-testid={`${testId}-total`}
              >
                {format.money(totals.totalCents)}
              </Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        </Table.Summary>
      )}
    />
  );
}

import type { InvoiceView } from '@px/contracts';
import { Table, Typography } from 'antd';
import type { Totals, VatRow } from '../totals';
import { useInvoiceFormat } from './use-invoice-format';

/** A saved invoice's figures in the shape the editor computes. */
export function totalsOfInvoice(
  invoice: Pick<InvoiceView, 'vat_breakdown' | 'base_cents' | 'vat_cents' | 'total_cents'>,
): Totals {
  return {
    breakdown: invoice.vat_breakdown.map((row) => ({
      vatPercent: row.vat_percent,
      baseCents: row.base_cents,
      vatCents: row.vat_cents,
    })),
    baseCents: invoice.base_cents,
    vatCents: invoice.vat_cents,
    totalCents: invoice.total_cents,
  };
}

/**
 * The VAT per rate (RD 1619/2012 art. 6.1.g–h: each rate's base and quota) and the totals: the
 * editor's live figures and the detail's saved ones. `live` announces the total as it changes.
 */
export function VatBreakdown({
  totals,
  live = false,
  testId,
}: {
  totals: Totals;
  live?: boolean;
  testId: string;
}) {
  const format = useInvoiceFormat();
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
        emptyText: <Typography.Text type="secondary">{t('invoices.totals.empty')}</Typography.Text>,
      }}
      columns={[
        {
          title: t('invoices.totals.rate'),
          key: 'rate',
          render: (_, row) =>
            t('invoices.totals.rateRow', { rate: format.percent(row.vatPercent) }),
        },
        {
          title: t('invoices.totals.base'),
          key: 'base',
          align: 'right',
          render: (_, row) => money(row.baseCents),
        },
        {
          title: t('invoices.totals.vat'),
          key: 'vat',
          align: 'right',
          render: (_, row) => money(row.vatCents),
        },
      ]}
      summary={() => (
        <Table.Summary>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <Typography.Text strong>{t('invoices.totals.sum')}</Typography.Text>
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
                {t('invoices.totals.total')}
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

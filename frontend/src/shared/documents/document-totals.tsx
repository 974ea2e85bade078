import { Table, Typography } from 'antd';
import type { Totals, VatRow } from '@/shared/pricing';
import { useDocumentFormat } from './document-format';

/** A saved quote's or invoice's figures (the API's) in the shape the editor computes. */
export function totalsOf(document: {
  vat_breakdown: readonly { vat_percent: number; base_cents: number; vat_cents: number }[];
  base_cents: number;
  vat_cents: number;
  total_cents: number;
}): Totals {
  return {
    breakdown: document.vat_breakdown.map((row) => ({
      vatPercent: row.vat_percent,
      baseCents: row.base_cents,
      vatCents: row.vat_cents,
    })),
    baseCents: document.base_cents,
    vatCents: document.vat_cents,
    totalCents: document.total_cents,
  };
}

export interface DocumentTotalsProps {
  totals: Totals;
  /** The last row's label: "Total factura", "Total presupuesto". */
  totalLabel: string;
  /** Announces the total as it changes (the editor's live figures). */
  live?: boolean;
  testId: string;
}

/**
 * The VAT per rate (RD 1619/2012 art. 6.1.g–h: each rate's base and quota) and the totals of a
 * quote or an invoice: the editor's live figures and the drawer's saved ones.
 */
export function DocumentTotals({ totals, totalLabel, live = false, testId }: DocumentTotalsProps) {
  const format = useDocumentFormat();
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
        emptyText: (
          <Typography.Text type="secondary">{t('documents.totals.empty')}</Typography.Text>
        ),
      }}
      columns={[
        {
          title: t('documents.totals.rate'),
          key: 'rate',
          render: (_, row) =>
            t('documents.totals.rateRow', { rate: format.percent(row.vatPercent) }),
        },
        {
          title: t('documents.totals.base'),
          key: 'base',
          align: 'right',
          render: (_, row) => money(row.baseCents),
        },
        {
          title: t('documents.totals.vat'),
          key: 'vat',
          align: 'right',
          render: (_, row) => money(row.vatCents),
        },
      ]}
      summary={() => (
        <Table.Summary>
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <Typography.Text strong>{t('documents.totals.sum')}</Typography.Text>
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
                {totalLabel}
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

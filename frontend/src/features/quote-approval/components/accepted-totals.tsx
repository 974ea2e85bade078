import { Card, Flex, Typography } from 'antd';
import type { AcceptedTotals as Totals } from '../model';
import { useDocumentFormat } from '@/shared/documents';

export interface AcceptedTotalsProps {
  totals: Totals;
  lineCount: number;
  /** The whole quote's total, VAT included, for comparison. */
  quoteTotalCents: number;
}

/** The running total of what the customer has accepted, read out as it changes. */
export function AcceptedTotals({ totals, lineCount, quoteTotalCents }: AcceptedTotalsProps) {
  const f = useDocumentFormat();
  const row = (label: string, value: string, strong = false) => (
    <Flex justify="space-between" gap={12}>
      <Typography.Text strong={strong}>{label}</Typography.Text>
      {/* An amount never breaks across lines: "147,56 €" stays whole on a narrow phone. */}
      <Typography.Text strong={strong} style={{ whiteSpace: 'nowrap' }}>
        {value}
      </Typography.Text>
    </Flex>
  );
  return (
    <Card size="small" data-testid="quote-approval-totals">
      <Flex vertical gap={4} aria-live="polite" aria-atomic>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {f.t('quoteApproval.totals.title')}
        </Typography.Title>
        <Typography.Text type="secondary">
          {f.t('quoteApproval.totals.count', {
            accepted: totals.acceptedCount,
            total: lineCount,
          })}
        </Typography.Text>
        {row(f.t('quoteApproval.totals.base'), f.money(totals.baseCents))}
        {row(f.t('quoteApproval.totals.vat'), f.money(totals.vatCents))}
        <div data-testid="quote-approval-accepted-total">
          {row(f.t('quoteApproval.totals.accepted'), f.money(totals.totalCents), true)}
        </div>
        <Typography.Text type="secondary">
          {f.t('quoteApproval.totals.quote', { total: f.money(quoteTotalCents) })}
        </Typography.Text>
      </Flex>
    </Card>
  );
}

import type { TimeClockHistory } from '@px/contracts';
import { Card, Col, Row, Statistic } from 'antd';
import { useIntl } from 'react-intl';
import { useDurationText } from '@/features/time-clock';

const NUMBERS = { fontVariantNumeric: 'tabular-nums' } as const;

/** The period's totals: worked, breaks, on jobs, days with entries, corrected entries. */
export function PeriodTotals({ totals }: { totals: TimeClockHistory['totals'] }) {
  const intl = useIntl();
  const durationText = useDurationText();
  const t = (id: string) => intl.formatMessage({ id });
  const items = [
    { key: 'worked', title: t('timesheets.totals.worked'), value: durationText(totals.worked_ms) },
    { key: 'breaks', title: t('timesheets.totals.breaks'), value: durationText(totals.break_ms) },
    { key: 'jobs', title: t('timesheets.totals.jobs'), value: durationText(totals.job_ms) },
    { key: 'days', title: t('timesheets.totals.days'), value: String(totals.days) },
    { key: 'corrected', title: t('timesheets.totals.corrected'), value: String(totals.corrected) },
  ];
  return (
    <Card data-testid="period-totals">
      <Row gutter={[16, 16]}>
        {items.map((item) => (
          <Col key={item.key} xs={12} md={8} xl={Math.floor(24 / items.length)} flex="auto">
            <Statistic
              title={item.title}
              value={item.value}
              styles={{ content: { ...NUMBERS, fontWeight: 600 } }}
              data-testid={`total-${item.key}`}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}

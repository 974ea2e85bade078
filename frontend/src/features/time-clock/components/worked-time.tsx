import { Card, Col, Row, Statistic, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '@/app/store/hooks';
import { formatCounter, liveTodayMs, liveWeekMs, longDay, type TimeClockSnapshot } from '../model';
import { useDurationText } from '../use-duration-text';

const NUMBERS = { fontVariantNumeric: 'tabular-nums' } as const;

/** Worked today (a live counter while working) and this ISO week's total. */
export function WorkedTime({ snapshot, now }: { snapshot: TimeClockSnapshot; now: number }) {
  const intl = useIntl();
  const locale = useAppSelector((state) => state.ui.locale);
  const durationText = useDurationText();
  const today = liveTodayMs(snapshot, now);
  const hint =
    snapshot.status === 'on_break'
      ? 'timeClock.worked.onBreakHint'
      : snapshot.status === 'out'
        ? 'timeClock.worked.outHint'
        : null;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={12} xl={24}>
        <Card style={{ height: '100%' }}>
          {/* role="timer": a counter the reader does not announce every second. */}
          <div role="timer" aria-label={intl.formatMessage({ id: 'timeClock.worked.today' })}>
            <Statistic
              title={<FormattedMessage id="timeClock.worked.today" />}
              value={formatCounter(today)}
              styles={{ content: { ...NUMBERS, fontSize: 40, fontWeight: 600 } }}
              data-testid="time-clock-today"
            />
          </div>
          {hint && (
            <Typography.Text type="secondary">
              <FormattedMessage id={hint} />
            </Typography.Text>
          )}
        </Card>
      </Col>
      <Col xs={24} md={12} xl={24}>
        <Card style={{ height: '100%' }}>
          <Statistic
            title={<FormattedMessage id="timeClock.worked.week" />}
            value={durationText(liveWeekMs(snapshot, now))}
            styles={{ content: { ...NUMBERS, fontSize: 40, fontWeight: 600 } }}
            data-testid="time-clock-week"
          />
          <Typography.Text type="secondary">
            <FormattedMessage
              id="timeClock.worked.weekHint"
              values={{ date: longDay(snapshot.week.from, locale) }}
            />
          </Typography.Text>
        </Card>
      </Col>
    </Row>
  );
}

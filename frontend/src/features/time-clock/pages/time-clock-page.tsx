import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Flex, Row, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '@/app/store/hooks';
import { PageHeader } from '@/shared/ui';
import { JobClockSection } from '../components/job-clock';
import { PunchButtons } from '../components/punch-buttons';
import { TimeClockStatusLine } from '../components/status-line';
import { TimeClockFailure, TimeClockSkeleton } from '../components/time-clock-states';
import { TodayEntries } from '../components/today-entries';
import { WorkedTime } from '../components/worked-time';
import {
  clockTimeOn,
  formatCounter,
  isNoEmployee,
  liveTodayMs,
  longDay,
  sinceMs,
  type TimeClockSnapshot,
} from '../model';
import { useLiveTimeClock } from '../use-live-time-clock';
import { usePunchAction } from '../use-punch-action';

/**
 * /fichaje (= /time-clock): the signed-in worker's time clock. Where they stand, the punches that
 * apply now as big buttons, today's worked time live, this week's total, the job clock on their
 * assigned orders' lines and today's entries.
 */
export default function TimeClockPage() {
  const intl = useIntl();
  const locale = useAppSelector((state) => state.ui.locale);
  const { query, now } = useLiveTimeClock();
  const { data, error, refetch, isFetching } = query;
  const retry = () => void refetch();
  const unlinked = isNoEmployee(error);

  const header = (
    <PageHeader
      title={intl.formatMessage({ id: 'timeClock.title' })}
      subtitle={
        data && !unlinked ? (
          <FormattedMessage
            id="timeClock.subtitle"
            values={{ date: longDay(data.today.date, locale) }}
          />
        ) : undefined
      }
      extra={
        data &&
        !unlinked && (
          <Button icon={<ReloadOutlined aria-hidden />} loading={isFetching} onClick={retry}>
            <FormattedMessage id="timeClock.refresh" />
          </Button>
        )
      }
    />
  );

  let body;
  // No employee record: nothing to punch with, even if an older status is still cached.
  if (unlinked) body = <TimeClockFailure error={error} onRetry={retry} />;
  else if (data) {
    body = (
      <TimeClockContent snapshot={data} now={now} refetchFailed={Boolean(error)} onRetry={retry} />
    );
  } else if (error) body = <TimeClockFailure error={error} onRetry={retry} />;
  else body = <TimeClockSkeleton />;

  return (
    <Flex vertical data-testid="time-clock-page">
      {header}
      {body}
    </Flex>
  );
}

function TimeClockContent({
  snapshot,
  now,
  refetchFailed,
  onRetry,
}: {
  snapshot: TimeClockSnapshot;
  now: number;
  refetchFailed: boolean;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const locale = useAppSelector((state) => state.ui.locale);
  const punch = usePunchAction();
  const workedTodayMs = liveTodayMs(snapshot, now);
  const breakMs = snapshot.status === 'on_break' ? sinceMs(snapshot, now) : null;
  const lastOut = snapshot.status === 'out' && snapshot.since ? snapshot.since : null;

  return (
    <Flex vertical gap={16}>
      {refetchFailed && (
        <Alert
          type="warning"
          showIcon
          title={intl.formatMessage({ id: 'timeClock.refetchError' })}
          action={
            <Button size="small" onClick={onRetry}>
              <FormattedMessage id="timeClock.retry" />
            </Button>
          }
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Card style={{ height: '100%' }}>
            <Flex vertical gap={16}>
              <Flex vertical gap={4}>
                <TimeClockStatusLine snapshot={snapshot} size="large" />
                {breakMs !== null && (
                  <Typography.Text type="secondary" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    <FormattedMessage
                      id="timeClock.status.breakRunning"
                      values={{ duration: formatCounter(breakMs) }}
                    />
                  </Typography.Text>
                )}
                {lastOut && (
                  <Typography.Text type="secondary">
                    <FormattedMessage
                      id="timeClock.status.lastOut"
                      values={{ time: clockTimeOn(lastOut, snapshot.today.date, locale) }}
                    />
                  </Typography.Text>
                )}
              </Flex>
              {punch.refusal && (
                <Alert
                  type="error"
                  showIcon
                  title={intl.formatMessage({ id: 'timeClock.refused' })}
                  description={punch.refusal}
                  closable={{ onClose: punch.clearRefusal }}
                  data-testid="time-clock-refusal"
                />
              )}
              <PunchButtons snapshot={snapshot} punch={punch} workedTodayMs={workedTodayMs} />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} xl={10}>
          <WorkedTime snapshot={snapshot} now={now} />
        </Col>
      </Row>
      <JobClockSection snapshot={snapshot} now={now} />
      <TodayEntries snapshot={snapshot} now={now} />
    </Flex>
  );
}

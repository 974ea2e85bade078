import { ClockCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import type { TimeClockHistory, TimeClockHistoryDay } from '@px/contracts';
import { Alert, Button, Card, Col, Empty, Flex, Row, Segmented, Table, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { useDurationText } from '@/features/time-clock';
import { useListState } from '@/shared/hooks';
import { PageHeader } from '@/shared/ui';
import { useTimeClockHistory } from '../api';
import { CorrectionTrail } from '../components/correction-trail';
import { DownloadReportButton } from '../components/download-report-button';
import { type DatedEntry, useEntryColumns } from '../components/entry-columns';
import { JobHoursList } from '../components/job-hours';
import { PeriodNavigator } from '../components/period-navigator';
import { PeriodTotals } from '../components/period-totals';
import { TimesheetFailure, TimesheetSkeleton, isNoEmployee } from '../components/timesheet-states';
import {
  type HistoryView,
  HISTORY_VIEWS,
  datesBetween,
  longDate,
  madridDate,
  monthOf,
  periodLabel,
  periodOf,
  shiftAnchor,
  trackingStateOf,
} from '../model';

const NUMBERS = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * /time-tracking: the signed-in worker's own registro de jornada by day, week or month (the period
 * in the address): each day's entries with their breaks and time worked, the corrections made to
 * them (who, when, before and after, why), the hours clocked on each work order, the period's
 * totals, and "Descargar mi registro" (the month as PDF or CSV).
 */
export default function TimeTrackingPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const locale = useAppSelector((state) => state.ui.locale);
  const today = madridDate(Date.now());
  const { state, update } = useListState(
    (params: URLSearchParams) => trackingStateOf(params, today),
    { resetPage: false },
  );
  const { from, to } = periodOf(state.view, state.date);
  const history = useTimeClockHistory({ from, to });
  const unlinked = isNoEmployee(history.error);
  const go = (date: string) => update({ date: date === today ? undefined : date });

  const header = (
    <PageHeader
      title={t('timesheets.tracking.title')}
      subtitle={t('timesheets.tracking.subtitle')}
      extra={
        !unlinked && (
          <DownloadReportButton month={monthOf(state.date)} label={t('timesheets.download.mine')} />
        )
      }
    />
  );

  const toolbar = (
    <Card size="small">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Segmented<HistoryView>
          aria-label={t('timesheets.view.label')}
          value={state.view}
          onChange={(view) => update({ view: view === 'week' ? undefined : view })}
          options={HISTORY_VIEWS.map((view) => ({
            value: view,
            label: t(`timesheets.view.${view}`),
          }))}
          data-testid="history-view"
        />
        <PeriodNavigator
          label={periodLabel(state.view, state.date, locale)}
          onPrevious={() => go(shiftAnchor(state.view, state.date, -1))}
          onNext={() => go(shiftAnchor(state.view, state.date, 1))}
          onToday={() => go(today)}
          previousLabel={t(`timesheets.period.previous.${state.view}`)}
          nextLabel={t(`timesheets.period.next.${state.view}`)}
          todayLabel={t('timesheets.period.today')}
        />
      </Flex>
    </Card>
  );

  let body;
  if (history.data && !unlinked) {
    body = (
      <HistoryContent
        history={history.data}
        view={state.view}
        refetchFailed={history.isError}
        onRetry={() => void history.refetch()}
      />
    );
  } else if (history.error) {
    body = <TimesheetFailure error={history.error} onRetry={() => void history.refetch()} />;
  } else body = <TimesheetSkeleton />;

  return (
    <Flex vertical gap={16} data-testid="time-tracking-page">
      {header}
      {!unlinked && toolbar}
      {body}
    </Flex>
  );
}

function HistoryContent({
  history,
  view,
  refetchFailed,
  onRetry,
}: {
  history: TimeClockHistory;
  view: HistoryView;
  refetchFailed: boolean;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const byDate = new Map(history.days.map((day) => [day.date, day]));
  // A week shows its seven days (an empty one says so); a day its own; a month only worked days.
  const shown =
    view === 'month'
      ? history.days
      : datesBetween(history.from, history.to).map(
          (date) =>
            byDate.get(date) ?? {
              date,
              worked_ms: 0,
              break_ms: 0,
              job_ms: 0,
              entries: [],
              jobs: [],
            },
        );
  return (
    <Flex vertical gap={16}>
      {refetchFailed && (
        <Alert
          type="warning"
          showIcon
          title={t('timesheets.refetchError')}
          action={
            <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
              {t('timesheets.retry')}
            </Button>
          }
        />
      )}
      <PeriodTotals totals={history.totals} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            {shown.length === 0 ? (
              <Card>
                <Empty
                  image={<ClockCircleOutlined aria-hidden style={{ fontSize: 40 }} />}
                  description={t('timesheets.tracking.empty')}
                  data-testid="history-empty"
                >
                  <Link to="/fichaje">{t('timesheets.tracking.goClock')}</Link>
                </Empty>
              </Card>
            ) : (
              shown.map((day) => <HistoryDayCard key={day.date} day={day} />)
            )}
          </Flex>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t('timesheets.jobs.title')} data-testid="period-jobs">
            {history.jobs.length ? (
              <JobHoursList jobs={history.jobs} />
            ) : (
              <Typography.Text type="secondary">{t('timesheets.jobs.empty')}</Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}

function HistoryDayCard({ day }: { day: TimeClockHistoryDay }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const locale = useAppSelector((state) => state.ui.locale);
  const durationText = useDurationText();
  const columns = useEntryColumns<DatedEntry>();
  const rows: DatedEntry[] = day.entries.map((entry) => ({ ...entry, date: day.date }));
  const corrected = rows.filter((entry) => entry.corrections.length > 0);
  // 'Lunes, 2 de marzo…': only the first letter (CSS capitalize would raise every word).
  const long = longDate(day.date, locale);
  const title = long.charAt(0).toUpperCase() + long.slice(1);
  if (!rows.length) {
    return (
      <Card size="small" data-testid={`history-day-${day.date}`}>
        <Flex justify="space-between" gap={12} wrap>
          <Typography.Text strong>{title}</Typography.Text>
          <Typography.Text type="secondary">{t('timesheets.day.noEntries')}</Typography.Text>
        </Flex>
      </Card>
    );
  }
  return (
    <Card
      title={title}
      extra={
        <Typography.Text strong style={NUMBERS}>
          <FormattedMessage
            id="timesheets.day.worked"
            values={{ duration: durationText(day.worked_ms) }}
          />
        </Typography.Text>
      }
      data-testid={`history-day-${day.date}`}
    >
      <Flex vertical gap={16}>
        <Table<DatedEntry>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
        {day.jobs.length > 0 && (
          <section aria-label={t('timesheets.day.jobs')}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t('timesheets.day.jobs')}
            </Typography.Title>
            <JobHoursList jobs={day.jobs} />
          </section>
        )}
        {corrected.length > 0 && (
          <section aria-label={t('timesheets.day.corrections')}>
            <Typography.Title level={5} style={{ marginTop: 0 }}>
              {t('timesheets.day.corrections')}
            </Typography.Title>
            {corrected.map((entry) => (
              <CorrectionTrail key={entry.id} corrections={entry.corrections} date={day.date} />
            ))}
          </section>
        )}
      </Flex>
    </Card>
  );
}

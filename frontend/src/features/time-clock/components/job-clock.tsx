import { CaretRightOutlined, ReloadOutlined, StopOutlined, ToolOutlined } from '@ant-design/icons';
import type { MyJobLine, MyJobOrder, MyJobs } from '@px/contracts';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Result,
  Skeleton,
  Tag,
  theme,
  Tooltip,
  Typography,
} from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { formatWorkOrderNumber } from '@/shared/format';
import { PlateBadge } from '@/shared/ui';
import { type JobClockRequest, useJobClock, useMyJobs } from '../api';
import {
  formatCounter,
  formatHours,
  isRunningLine,
  jobClockBlocked,
  jobElapsedMs,
  runningJob,
  type TimeClockSnapshot,
} from '../model';

const NUMBERS = { fontVariantNumeric: 'tabular-nums' } as const;

/**
 * "Trabajos": the orders in progress assigned to the worker, with their labor lines (planned and
 * actual hours) and a start/stop button per line. One job clock runs at a time: starting another
 * line stops it (the server does). Only a worker at work clocks onto a line; the buttons say why
 * not otherwise. The running one is shown on top with its live time.
 */
export function JobClockSection({ snapshot, now }: { snapshot: TimeClockSnapshot; now: number }) {
  const intl = useIntl();
  const { message } = useFeedback();
  const jobs = useMyJobs();
  const jobClock = useJobClock();
  const [refusal, setRefusal] = useState<string | null>(null);
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const send = async (request: JobClockRequest, lineName: string) => {
    setRefusal(null);
    const switching = request.action === 'start' && snapshot.job !== null;
    try {
      await jobClock.mutateAsync(request);
      void message.success(
        t(
          request.action === 'stop'
            ? 'timeClock.jobs.done.stop'
            : switching
              ? 'timeClock.jobs.done.switch'
              : 'timeClock.jobs.done.start',
          { line: lineName },
        ),
      );
    } catch (error) {
      setRefusal(isApiError(error) && error.message ? error.message : t('timeClock.jobs.failed'));
    }
  };
  const pendingLine = jobClock.isPending ? (jobClock.variables?.lineId ?? null) : null;

  let body;
  if (jobs.data) {
    body = (
      <JobList
        jobs={jobs.data}
        snapshot={snapshot}
        now={now}
        pendingLine={pendingLine}
        onSend={(request, name) => void send(request, name)}
      />
    );
  } else if (jobs.error) {
    body = (
      <Result
        status="warning"
        title={t('timeClock.jobs.loadError')}
        subTitle={extractErrorMessage(jobs.error)}
        extra={
          <Button size="large" onClick={() => void jobs.refetch()}>
            <FormattedMessage id="timeClock.retry" />
          </Button>
        }
        data-testid="job-clock-error"
      />
    );
  } else {
    body = (
      <div
        role="status"
        aria-busy="true"
        aria-label={t('timeClock.jobs.loading')}
        data-testid="job-clock-loading"
      >
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }

  return (
    <Card
      title={<FormattedMessage id="timeClock.jobs.title" />}
      extra={
        jobs.data && (
          <Button
            icon={<ReloadOutlined aria-hidden />}
            loading={jobs.isFetching}
            onClick={() => void jobs.refetch()}
            aria-label={t('timeClock.jobs.refresh')}
          />
        )
      }
      data-testid="job-clock"
    >
      <Flex vertical gap={16}>
        {refusal && (
          <Alert
            type="error"
            showIcon
            title={t('timeClock.jobs.refused')}
            description={refusal}
            closable={{ onClose: () => setRefusal(null) }}
            data-testid="job-clock-refusal"
          />
        )}
        {body}
      </Flex>
    </Card>
  );
}

function JobList({
  jobs,
  snapshot,
  now,
  pendingLine,
  onSend,
}: {
  jobs: MyJobs;
  snapshot: TimeClockSnapshot;
  now: number;
  pendingLine: string | null;
  onSend: (request: JobClockRequest, lineName: string) => void;
}) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const blocked = jobClockBlocked(snapshot.status);
  const running = runningJob(jobs, snapshot);
  const elapsed = jobElapsedMs(snapshot, now);

  return (
    <Flex vertical gap={16}>
      {snapshot.job && (
        <Alert
          type="success"
          showIcon
          icon={<ToolOutlined aria-hidden />}
          data-testid="job-running"
          title={
            running ? (
              <FormattedMessage
                id="timeClock.jobs.runningOn"
                values={{
                  order: formatWorkOrderNumber(running.order.number),
                  line: running.line.name,
                }}
              />
            ) : (
              <FormattedMessage id="timeClock.jobs.runningElsewhere" />
            )
          }
          description={
            <span role="timer" style={NUMBERS} data-testid="job-running-time">
              <FormattedMessage
                id="timeClock.jobs.runningFor"
                values={{ duration: formatCounter(elapsed ?? 0) }}
              />
            </span>
          }
          action={
            <Button
              size="large"
              danger
              icon={<StopOutlined aria-hidden />}
              loading={pendingLine === snapshot.job.work_order_line_id}
              disabled={pendingLine !== null && pendingLine !== snapshot.job.work_order_line_id}
              onClick={() =>
                onSend(
                  { lineId: snapshot.job!.work_order_line_id, action: 'stop' },
                  running?.line.name ?? '',
                )
              }
            >
              <FormattedMessage id="timeClock.jobs.stop" />
            </Button>
          }
        />
      )}
      {blocked && jobs.orders.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={intl.formatMessage({ id: blocked })}
          data-testid="job-clock-blocked"
        />
      )}
      {jobs.orders.length === 0 ? (
        <Empty
          image={
            <ToolOutlined aria-hidden style={{ fontSize: 40, color: token.colorTextQuaternary }} />
          }
          styles={{ image: { height: 48 } }}
          description={
            <Flex vertical gap={4} align="center">
              <Typography.Text strong>
                <FormattedMessage id="timeClock.jobs.empty.title" />
              </Typography.Text>
              <Typography.Text type="secondary">
                <FormattedMessage id="timeClock.jobs.empty.description" />
              </Typography.Text>
            </Flex>
          }
          data-testid="job-clock-empty"
        />
      ) : (
        jobs.orders.map((order) => (
          <JobOrder
            key={order.id}
            order={order}
            snapshot={snapshot}
            blocked={blocked}
            pendingLine={pendingLine}
            onSend={onSend}
          />
        ))
      )}
    </Flex>
  );
}

function JobOrder({
  order,
  snapshot,
  blocked,
  pendingLine,
  onSend,
}: {
  order: MyJobOrder;
  snapshot: TimeClockSnapshot;
  blocked: string | null;
  pendingLine: string | null;
  onSend: (request: JobClockRequest, lineName: string) => void;
}) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const number = formatWorkOrderNumber(order.number);
  const vehicle = [order.make, order.model].filter(Boolean).join(' ');
  return (
    <section
      aria-label={intl.formatMessage(
        { id: 'timeClock.jobs.orderLabel' },
        { order: number, title: order.title },
      )}
      style={{
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: 16,
      }}
      data-testid={`job-order-${order.id}`}
    >
      <Flex vertical gap={12}>
        <Flex justify="space-between" align="flex-start" gap={12} wrap>
          <Flex vertical gap={4} style={{ minWidth: 0 }}>
            <Typography.Text strong style={{ fontSize: token.fontSizeLG }}>
              <Link to={`/orders/${order.id}`}>{number}</Link> · {order.title}
            </Typography.Text>
            <Flex gap={12} align="center" wrap>
              {order.license_plate && <PlateBadge plate={order.license_plate} size="small" />}
              {vehicle && <Typography.Text type="secondary">{vehicle}</Typography.Text>}
              {order.customer_name && (
                <Typography.Text type="secondary">{order.customer_name}</Typography.Text>
              )}
            </Flex>
          </Flex>
          {order.priority !== 'normal' && (
            <Tag color={order.priority === 'urgent' ? 'red' : 'gold'}>
              <FormattedMessage id={`timeClock.jobs.priority.${order.priority}`} />
            </Tag>
          )}
        </Flex>
        {order.lines.length === 0 ? (
          <Typography.Text type="secondary">
            <FormattedMessage id="timeClock.jobs.noLines" />
          </Typography.Text>
        ) : (
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {order.lines.map((line, index) => (
              <JobLine
                key={line.id}
                line={line}
                first={index === 0}
                running={isRunningLine(line, snapshot)}
                blocked={blocked}
                pendingLine={pendingLine}
                onSend={onSend}
              />
            ))}
          </ul>
        )}
      </Flex>
    </section>
  );
}

function JobLine({
  line,
  first,
  running,
  blocked,
  pendingLine,
  onSend,
}: {
  line: MyJobLine;
  first: boolean;
  running: boolean;
  blocked: string | null;
  pendingLine: string | null;
  onSend: (request: JobClockRequest, lineName: string) => void;
}) {
  const intl = useIntl();
  const locale = useAppSelector((state) => state.ui.locale);
  const { token } = theme.useToken();
  const action = running ? 'stop' : 'start';
  const reason = running ? null : line.finished ? 'timeClock.jobs.finishedHint' : blocked;
  const label = intl.formatMessage({
    id: running ? 'timeClock.jobs.stop' : 'timeClock.jobs.start',
  });
  const button = (
    <Button
      size="large"
      type={running ? 'default' : 'primary'}
      danger={running}
      icon={running ? <StopOutlined aria-hidden /> : <CaretRightOutlined aria-hidden />}
      disabled={reason !== null || (pendingLine !== null && pendingLine !== line.id)}
      loading={pendingLine === line.id}
      onClick={() => onSend({ lineId: line.id, action }, line.name)}
      // The visible word first, then the line: every row's button has its own name.
      aria-label={`${label}: ${line.name}`}
      style={{ minWidth: 132 }}
      data-testid={`job-${action}-${line.id}`}
    >
      {label}
    </Button>
  );
  return (
    <li
      style={{
        borderTop: first ? undefined : `1px solid ${token.colorSplit}`,
        paddingBlock: 10,
      }}
      data-testid={`job-line-${line.id}`}
      data-running={running ? 'true' : 'false'}
    >
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex vertical gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong>{line.name}</Typography.Text>
            {running && (
              <Tag color="green">
                <FormattedMessage id="timeClock.jobs.running" />
              </Tag>
            )}
            {line.finished && (
              <Tag>
                <FormattedMessage id="timeClock.jobs.finished" />
              </Tag>
            )}
          </Flex>
          <Typography.Text type="secondary" style={NUMBERS}>
            <FormattedMessage
              id="timeClock.jobs.hours"
              values={{
                planned: formatHours(line.planned_hours, locale),
                actual: formatHours(line.actual_hours, locale),
              }}
            />
          </Typography.Text>
        </Flex>
        {reason ? (
          // A disabled button gets no pointer events: the wrapper says why, on hover or tap.
          <Tooltip title={intl.formatMessage({ id: reason })} trigger={['hover', 'click']}>
            <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>{button}</span>
          </Tooltip>
        ) : (
          button
        )}
      </Flex>
    </li>
  );
}

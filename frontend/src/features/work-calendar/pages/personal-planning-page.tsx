import { LeftOutlined, ProjectOutlined, RightOutlined } from '@ant-design/icons';
import { EMPLOYEE_POSITIONS, type EmployeePosition } from '@px/contracts';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Result,
  Segmented,
  Select,
  Statistic,
  Typography,
  theme,
} from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { extractErrorMessage } from '@/shared/error-message';
import { PageHeader } from '@/shared/ui';
import { useCapacity } from '../api';
import { PlanningGrid } from '../components/planning-grid';
import {
  type PlanningView,
  formatHours,
  madridToday,
  monthTitle,
  planningRange,
  planningRows,
  planningStateOf,
  shiftPlanning,
  shortDate,
} from '../model';

/**
 * /personal-planning: who works when, a week or a month at a time. Rows are the active
 * employees (filtered by position), columns the days, each cell the hours they can work after
 * holidays and approved absences; totals per day and per person. View, date and position live in
 * the address.
 */
export default function PersonalPlanningPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const locale = useAppSelector((state) => state.ui.locale);
  const { token } = theme.useToken();
  const today = madridToday();
  const [params, setParams] = useSearchParams();
  const state = planningStateOf(params, today);
  const { from, to } = planningRange(state.view, state.date);
  const capacity = useCapacity(from, to);
  // A previous period's answer stays on screen while the next one loads (keepPreviousData).
  const data = capacity.data;
  const { rows, dayTotals, total } = planningRows(data?.employees ?? [], state.position);

  const update = (change: {
    view?: PlanningView;
    date?: string | null;
    position?: string | null;
  }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(change)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        if (next.get('view') === 'week') next.delete('view');
        if (next.get('date') === today) next.delete('date');
        return next;
      },
      { replace: true },
    );

  const periodLabel =
    state.view === 'week'
      ? t('workCalendar.planning.weekOf', { from: shortDate(from), to: shortDate(to) })
      : monthTitle(from, locale);

  const toolbar = (
    <Flex wrap gap={12} align="center" justify="space-between">
      <Flex wrap gap={8} align="center">
        <Segmented<PlanningView>
          value={state.view}
          onChange={(view) => update({ view })}
          options={[
            { value: 'week', label: t('workCalendar.planning.week') },
            { value: 'month', label: t('workCalendar.planning.month') },
          ]}
          aria-label={t('workCalendar.planning.viewLabel')}
          data-testid="planning-view"
        />
        <Button
          icon={<LeftOutlined aria-hidden />}
          aria-label={t(`workCalendar.planning.previous.${state.view}`)}
          onClick={() => update({ date: shiftPlanning(state.view, state.date, -1) })}
          data-testid="planning-previous"
        />
        <Button onClick={() => update({ date: null })} data-testid="planning-today">
          <FormattedMessage id="workCalendar.planning.today" />
        </Button>
        <Button
          icon={<RightOutlined aria-hidden />}
          aria-label={t(`workCalendar.planning.next.${state.view}`)}
          onClick={() => update({ date: shiftPlanning(state.view, state.date, 1) })}
          data-testid="planning-next"
        />
        <Typography.Text strong aria-live="polite" data-testid="planning-period">
          {periodLabel}
        </Typography.Text>
      </Flex>
      <Select<EmployeePosition | undefined>
        allowClear
        value={state.position}
        placeholder={t('workCalendar.planning.allPositions')}
        aria-label={t('workCalendar.planning.positionFilter')}
        onChange={(position) => update({ position: position ?? null })}
        options={EMPLOYEE_POSITIONS.map((position) => ({
          value: position,
          label: t(`workCalendar.position.${position}`),
        }))}
        style={{ minWidth: 200 }}
        data-testid="planning-position"
      />
    </Flex>
  );

  const emptyText = capacity.isPending ? (
    ' '
  ) : (
    <Empty
      image={<ProjectOutlined style={{ fontSize: 48, color: token.colorTextQuaternary }} />}
      description={
        state.position ? t('workCalendar.planning.noMatches') : t('workCalendar.planning.empty')
      }
      data-testid="planning-empty"
    />
  );

  return (
    <>
      <PageHeader
        title={t('workCalendar.planning.title')}
        subtitle={t('workCalendar.planning.subtitle')}
        extra={
          data && (
            <Statistic
              title={t('workCalendar.planning.available')}
              value={formatHours(total, locale)}
              styles={{ content: { fontSize: 20, fontVariantNumeric: 'tabular-nums' } }}
              data-testid="planning-available"
            />
          )
        }
      />
      <Card>
        <Flex vertical gap={16}>
          {toolbar}
          {capacity.isError && data && (
            <Alert
              type="warning"
              showIcon
              title={t('workCalendar.planning.refetchError')}
              action={
                <Button size="small" onClick={() => void capacity.refetch()}>
                  <FormattedMessage id="workCalendar.retry" />
                </Button>
              }
            />
          )}
          {capacity.isError && !data ? (
            <Result
              status="warning"
              title={t('workCalendar.planning.error')}
              subTitle={extractErrorMessage(capacity.error)}
              extra={
                <Button type="primary" onClick={() => void capacity.refetch()}>
                  <FormattedMessage id="workCalendar.retry" />
                </Button>
              }
              data-testid="planning-error"
            />
          ) : (
            <PlanningGrid
              rows={rows}
              days={data?.days ?? []}
              dayTotals={dayTotals}
              total={total}
              today={today}
              loading={capacity.isFetching}
              emptyText={emptyText}
            />
          )}
          <Typography.Text type="secondary">
            <FormattedMessage id="workCalendar.planning.legend" />
          </Typography.Text>
        </Flex>
      </Card>
    </>
  );
}

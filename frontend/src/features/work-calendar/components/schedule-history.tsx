import { HistoryOutlined } from '@ant-design/icons';
import type { EmployeeWorkSchedule, WorkSchedulePeriod } from '@px/contracts';
import { Card, Empty, Flex, Tag, Typography, theme } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '@/app/store/hooks';
import { formatHours, periodState, shortDate, weekSummary } from '../model';

const STATE_COLOR = { current: 'green', future: 'blue', past: 'default' } as const;

function WeekSummary({ period }: { period: WorkSchedulePeriod }) {
  const intl = useIntl();
  const summary = weekSummary(period.days, (key) =>
    intl.formatMessage({ id: `workCalendar.weekdayShort.${key}` }),
  );
  return (
    <Typography.Text type="secondary">
      {summary || <FormattedMessage id="workCalendar.history.noDays" />}
    </Typography.Text>
  );
}

/** Every period of the employee's schedule, newest first: dates, state, weekly hours, seasons. */
export function ScheduleHistory({ schedule }: { schedule: EmployeeWorkSchedule }) {
  const intl = useIntl();
  const locale = useAppSelector((state) => state.ui.locale);
  const { token } = theme.useToken();
  return (
    <Card
      title={
        <Flex gap={8} align="center">
          <HistoryOutlined aria-hidden />
          <FormattedMessage id="workCalendar.history.title" />
        </Flex>
      }
      data-testid="schedule-history"
    >
      {schedule.periods.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={intl.formatMessage({ id: 'workCalendar.history.empty' })}
        />
      ) : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {schedule.periods.map((period) => {
            const state = periodState(period, schedule.today);
            return (
              <li
                key={period.id}
                style={{
                  padding: '12px 0',
                  borderBottom: `1px solid ${token.colorBorderSecondary}`,
                }}
                data-testid="schedule-period"
              >
                <Flex vertical gap={4} style={{ width: '100%' }}>
                  <Flex wrap gap={8} align="center" justify="space-between">
                    <Typography.Text strong>
                      {period.valid_to ? (
                        <FormattedMessage
                          id="workCalendar.history.range"
                          values={{
                            from: shortDate(period.valid_from),
                            to: shortDate(period.valid_to),
                          }}
                        />
                      ) : (
                        <FormattedMessage
                          id="workCalendar.history.from"
                          values={{ from: shortDate(period.valid_from) }}
                        />
                      )}
                    </Typography.Text>
                    <Flex gap={8} align="center">
                      <Typography.Text>
                        <FormattedMessage
                          id="workCalendar.history.weekly"
                          values={{ hours: formatHours(period.weekly_minutes, locale) }}
                        />
                      </Typography.Text>
                      <Tag color={STATE_COLOR[state]}>
                        <FormattedMessage id={`workCalendar.history.state.${state}`} />
                      </Tag>
                    </Flex>
                  </Flex>
                  <WeekSummary period={period} />
                  {period.seasons.map((season) => (
                    <Typography.Text key={`${season.from}-${season.to}`} type="secondary">
                      <FormattedMessage
                        id="workCalendar.history.season"
                        values={{
                          name:
                            season.name ??
                            intl.formatMessage({ id: 'workCalendar.history.seasonUnnamed' }),
                          from: `${season.from.slice(3)}/${season.from.slice(0, 2)}`,
                          to: `${season.to.slice(3)}/${season.to.slice(0, 2)}`,
                          hours: formatHours(season.weekly_minutes, locale),
                        }}
                      />
                    </Typography.Text>
                  ))}
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

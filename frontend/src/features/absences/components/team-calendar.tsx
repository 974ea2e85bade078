import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { ABSENCE_KINDS, type AbsenceView } from '@px/contracts';
import { Button, Card, Empty, Flex, Result, Skeleton, Tag, Typography, theme } from 'antd';
import type { CSSProperties } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '@/app/store/hooks';
import { extractErrorMessage } from '@/shared/error-message';
import { useAbsenceCalendar } from '../api';
import {
  KIND_COLORS,
  absencesOn,
  holidayOn,
  isWeekend,
  monthGrid,
  shiftMonth,
  shortName,
  workshopToday,
} from '../model';
import { KindTag, useAbsenceText } from './absence-text';

/** More people than this in one day's cell are summed up ("y 2 más"); the cell's label names all. */
const MAX_IN_CELL = 4;

export interface TeamCalendarProps {
  month: string;
  onMonthChange: (month: string) => void;
}

/**
 * The month of the team (a manager) or of oneself (a worker): a Monday-first grid where each day
 * lists who is away, in words (name and kind; "pendiente" for what waits for a decision), and
 * names its holiday. Colour only repeats what the text says.
 */
export function TeamCalendar({ month, onMonthChange }: TeamCalendarProps) {
  const text = useAbsenceText();
  const { t } = text;
  const { token } = theme.useToken();
  const locale = useAppSelector((state) => state.ui.locale);
  const calendar = useAbsenceCalendar(month);
  const data = calendar.data;
  const today = workshopToday();

  const monthName = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : 'es-ES', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
  const title = monthName.charAt(0).toUpperCase() + monthName.slice(1);

  const navigation = (
    <Flex gap={8} align="center" wrap>
      <Button
        icon={<LeftOutlined aria-hidden />}
        aria-label={t('absences.calendar.previous')}
        onClick={() => onMonthChange(shiftMonth(month, -1))}
        data-testid="absence-calendar-previous"
      />
      <Button onClick={() => onMonthChange(today.slice(0, 7))}>
        <FormattedMessage id="absences.calendar.today" />
      </Button>
      <Button
        icon={<RightOutlined aria-hidden />}
        aria-label={t('absences.calendar.next')}
        onClick={() => onMonthChange(shiftMonth(month, 1))}
        data-testid="absence-calendar-next"
      />
    </Flex>
  );

  let body;
  if (!data && calendar.isError) {
    body = (
      <Result
        status="warning"
        title={t('absences.calendar.error')}
        subTitle={extractErrorMessage(calendar.error)}
        data-testid="absence-calendar-error"
        extra={
          <Button type="primary" onClick={() => void calendar.refetch()}>
            <FormattedMessage id="absences.action.retry" />
          </Button>
        }
      />
    );
  } else if (!data) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('absences.calendar.loading')}>
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  } else {
    const cellBase: CSSProperties = {
      verticalAlign: 'top',
      padding: 6,
      height: 96,
      border: `1px solid ${token.colorBorderSecondary}`,
    };
    const item = (absence: AbsenceView, date: string) => {
      const pending = absence.status === 'pending';
      const label = `${absence.employee_name} · ${text.kind(absence.kind)}${
        pending ? ` (${t('absences.calendar.pending')})` : ''
      }${absence.half_day && absence.start_date === date ? ` · ${t(`absences.halfDay.${absence.half_day}`)}` : ''}`;
      return (
        <li key={absence.id} style={{ marginBottom: 2 }}>
          <Tag
            color={KIND_COLORS[absence.kind]}
            title={label}
            style={{
              marginInlineEnd: 0,
              maxWidth: '100%',
              overflow: 'hidden',
              textOverflow: 'ellipsis',
              whiteSpace: 'nowrap',
              borderStyle: pending ? 'dashed' : 'solid',
            }}
            data-testid="absence-calendar-item"
          >
            <span aria-hidden>
              {shortName(absence.employee_name)}
              {pending ? ' *' : ''}
            </span>
            <span className="px-visually-hidden">{label}</span>
          </Tag>
        </li>
      );
    };
    const weeks = monthGrid(month);
    body = (
      <Flex vertical gap={12}>
        <Flex gap={8} wrap align="center" aria-label={t('absences.calendar.legend')} role="group">
          {ABSENCE_KINDS.map((kind) => (
            <KindTag key={kind} kind={kind} />
          ))}
          <Typography.Text type="secondary">{t('absences.calendar.pendingLegend')}</Typography.Text>
        </Flex>
        {data.absences.length === 0 && (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t(
              data.scope === 'team'
                ? 'absences.calendar.noAbsences'
                : 'absences.calendar.noOwnAbsences',
            )}
            data-testid="absence-calendar-empty"
          />
        )}
        <div
          role="region"
          aria-label={t('absences.calendar.caption', { month: title })}
          tabIndex={0}
          style={{ overflowX: 'auto' }}
        >
          <table
            style={{
              width: '100%',
              minWidth: 720,
              borderCollapse: 'collapse',
              tableLayout: 'fixed',
            }}
            data-testid="absence-calendar"
          >
            <caption className="px-visually-hidden">
              {t('absences.calendar.caption', { month: title })}
            </caption>
            <thead>
              <tr>
                {[1, 2, 3, 4, 5, 6, 7].map((weekday) => (
                  <th
                    key={weekday}
                    scope="col"
                    style={{ padding: 6, textAlign: 'start', fontWeight: 600 }}
                  >
                    <abbr
                      title={t(`absences.weekday.${weekday}`)}
                      style={{ textDecoration: 'none' }}
                    >
                      {t(`absences.weekdayShort.${weekday}`)}
                    </abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]!.date}>
                  {week.map(({ date, inMonth }) => {
                    const away = inMonth ? absencesOn(data.absences, date) : [];
                    const holiday = inMonth ? holidayOn(data.holidays, date) : null;
                    const restful = !inMonth || isWeekend(date) || holiday !== null;
                    const isToday = date === today;
                    return (
                      <td
                        key={date}
                        style={{
                          ...cellBase,
                          background: restful ? token.colorFillQuaternary : undefined,
                          outline: isToday ? `2px solid ${token.colorPrimary}` : undefined,
                          outlineOffset: -2,
                        }}
                        data-testid={inMonth ? 'absence-calendar-day' : undefined}
                        data-date={date}
                      >
                        {inMonth && (
                          <Flex vertical gap={2}>
                            <Typography.Text
                              strong={isToday}
                              type={restful ? 'secondary' : undefined}
                              style={{ fontVariantNumeric: 'tabular-nums' }}
                            >
                              {Number(date.slice(8))}
                            </Typography.Text>
                            {holiday && (
                              <Typography.Text
                                type="secondary"
                                style={{ fontSize: token.fontSizeSM, lineHeight: 1.3 }}
                                data-testid="absence-calendar-holiday"
                              >
                                {t('absences.calendar.holiday', { name: holiday.name })}
                              </Typography.Text>
                            )}
                            {away.length > 0 && (
                              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                                {away.slice(0, MAX_IN_CELL).map((absence) => item(absence, date))}
                                {away.length > MAX_IN_CELL && (
                                  <li>
                                    <Typography.Text
                                      type="secondary"
                                      style={{ fontSize: token.fontSizeSM }}
                                    >
                                      {t('absences.calendar.more', {
                                        count: away.length - MAX_IN_CELL,
                                      })}
                                    </Typography.Text>
                                  </li>
                                )}
                              </ul>
                            )}
                          </Flex>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Flex>
    );
  }

  return (
    <Card title={<span data-testid="absence-calendar-month">{title}</span>} extra={navigation}>
      {body}
    </Card>
  );
}

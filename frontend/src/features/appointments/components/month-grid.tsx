import type { AppointmentView } from '@px/contracts';
import { Button, Flex, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { INTL_LOCALE } from '@/shared/format';
import { byDay, clockTime } from '../model';
import { statusSurface, useThemeToken } from './status-tag';

/** How many bookings a day's cell lists before "+N más". */
const SHOWN_PER_DAY = 3;

interface MonthGridProps {
  days: string[];
  /** 'YYYY-MM' of the month shown (days of the weeks around it are dimmed). */
  month: string;
  appointments: AppointmentView[];
  today: string;
  onOpenDay: (day: string) => void;
}

/** The month view: its whole weeks, each day with its first bookings and a link to the rest. */
export function MonthGrid({ days, month, appointments, today, onOpenDay }: MonthGridProps) {
  const intl = useIntl();
  const locale = useAppSelector((state) => state.ui.locale);
  const token = useThemeToken();
  const perDay = byDay(appointments);
  const weekday = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: 'UTC',
    weekday: 'short',
  });
  const dayLabel = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: 'UTC',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  const line = token.colorBorderSecondary;
  return (
    <div
      role="region"
      aria-label={intl.formatMessage({ id: 'appointments.calendar.label' })}
      style={{ overflowX: 'auto' }}
      data-testid="appointments-month-grid"
    >
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(7, minmax(110px, 1fr))',
          minWidth: 770,
          borderTop: `1px solid ${line}`,
          borderLeft: `1px solid ${line}`,
        }}
      >
        {days.slice(0, 7).map((day) => (
          <Typography.Text
            key={day}
            type="secondary"
            style={{
              padding: '4px 8px',
              borderRight: `1px solid ${line}`,
              borderBottom: `1px solid ${line}`,
              textTransform: 'capitalize',
            }}
          >
            {weekday.format(new Date(`${day}T00:00:00Z`))}
          </Typography.Text>
        ))}
        {days.map((day) => {
          const items = perDay.get(day) ?? [];
          const inMonth = day.startsWith(month);
          return (
            <div
              key={day}
              style={{
                minHeight: 112,
                padding: 4,
                borderRight: `1px solid ${line}`,
                borderBottom: `1px solid ${line}`,
                background: inMonth ? undefined : token.colorFillQuaternary,
              }}
              data-testid={`appointments-month-${day}`}
            >
              <Flex vertical gap={2}>
                <Button
                  type="text"
                  size="small"
                  onClick={() => onOpenDay(day)}
                  aria-label={dayLabel.format(new Date(`${day}T00:00:00Z`))}
                  style={{
                    alignSelf: 'flex-start',
                    fontWeight: day === today ? 600 : 400,
                    color: day === today ? token.colorPrimaryText : token.colorText,
                  }}
                >
                  {Number(day.slice(8))}
                </Button>
                {items.slice(0, SHOWN_PER_DAY).map((appointment) => {
                  const surface = statusSurface(appointment.status, token);
                  return (
                    <Link
                      key={appointment.id}
                      to={`/appointments/${appointment.id}`}
                      data-testid="appointment-block"
                      style={{
                        display: 'block',
                        padding: '0 4px',
                        borderLeft: `3px solid ${surface.border}`,
                        background: surface.background,
                        borderRadius: token.borderRadiusSM,
                        color: token.colorText,
                        fontSize: 12,
                        whiteSpace: 'nowrap',
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        textDecoration:
                          appointment.status === 'cancelled' ? 'line-through' : undefined,
                      }}
                    >
                      {clockTime(appointment.starts_at)} {appointment.customer_name}
                    </Link>
                  );
                })}
                {items.length > SHOWN_PER_DAY && (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => onOpenDay(day)}
                    style={{ alignSelf: 'flex-start', padding: 0 }}
                  >
                    {intl.formatMessage(
                      { id: 'appointments.more' },
                      { count: items.length - SHOWN_PER_DAY },
                    )}
                  </Button>
                )}
              </Flex>
            </div>
          );
        })}
      </div>
    </div>
  );
}

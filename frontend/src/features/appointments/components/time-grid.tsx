import type { AppointmentView } from '@px/contracts';
import { Flex, Typography } from 'antd';
import { type CSSProperties, type DragEvent, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { INTL_LOCALE } from '@/shared/format';
import { byDay, clockTime, dropStart, isMovable, placeDay } from '../model';
import { statusSurface, useThemeToken } from './status-tag';

/** Pixels per minute of the grid: an hour is 64 px, a 15-minute booking still shows a line. */
const PX_PER_MINUTE = 64 / 60;
const HOUR_LABEL_WIDTH = 56;

interface TimeGridProps {
  days: string[];
  appointments: AppointmentView[];
  startMinutes: number;
  endMinutes: number;
  slotMinutes: number;
  today: string;
  /** A booking dropped on another time or day. */
  onMove: (appointment: AppointmentView, startsAt: string) => void;
}

/**
 * The day and week views: a column per day with the hours down the side, each booking a block
 * coloured by status (overlapping ones side by side). A scheduled or confirmed booking can be
 * dragged to another time or day (snapped to the slot grid); each block is a link to the booking,
 * reachable by keyboard, whose page reschedules it without a mouse.
 */
export function TimeGrid({
  days,
  appointments,
  startMinutes,
  endMinutes,
  slotMinutes,
  today,
  onMove,
}: TimeGridProps) {
  const intl = useIntl();
  const locale = useAppSelector((state) => state.ui.locale);
  const token = useThemeToken();
  const navigate = useNavigate();
  const dragged = useRef<{ appointment: AppointmentView; grabMinutes: number } | null>(null);
  const perDay = byDay(appointments);
  const height = (endMinutes - startMinutes) * PX_PER_MINUTE;
  const hours = Array.from(
    { length: (endMinutes - startMinutes) / 60 },
    (_, index) => startMinutes / 60 + index,
  );
  const header = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  const line = token.colorBorderSecondary;
  const columnStyle: CSSProperties = {
    position: 'relative',
    height,
    borderLeft: `1px solid ${line}`,
    backgroundImage: `repeating-linear-gradient(to bottom, ${line} 0, ${line} 1px, transparent 1px, transparent ${30 * PX_PER_MINUTE}px)`,
  };

  const drop = (event: DragEvent<HTMLDivElement>, day: string) => {
    event.preventDefault();
    const current = dragged.current;
    dragged.current = null;
    if (!current) return;
    const top = event.currentTarget.getBoundingClientRect().top;
    const offset = (event.clientY - top) / PX_PER_MINUTE - current.grabMinutes;
    const startsAt = dropStart(day, startMinutes, offset, slotMinutes);
    if (startsAt !== current.appointment.starts_at) onMove(current.appointment, startsAt);
  };

  return (
    <div
      role="region"
      aria-label={intl.formatMessage({ id: 'appointments.calendar.label' })}
      style={{ overflowX: 'auto' }}
      data-testid="appointments-time-grid"
    >
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: `${HOUR_LABEL_WIDTH}px repeat(${days.length}, minmax(${days.length > 1 ? 96 : 240}px, 1fr))`,
          minWidth: HOUR_LABEL_WIDTH + days.length * (days.length > 1 ? 96 : 240),
        }}
      >
        <div />
        {days.map((day) => (
          <div
            key={day}
            style={{
              padding: '4px 8px',
              textAlign: 'center',
              fontWeight: day === today ? 600 : 400,
              color: day === today ? token.colorPrimaryText : token.colorText,
              borderBottom: `1px solid ${line}`,
              textTransform: 'capitalize',
            }}
          >
            {header.format(new Date(`${day}T00:00:00Z`))}
          </div>
        ))}
        <div style={{ position: 'relative', height }} aria-hidden>
          {hours.map((hour, index) => (
            <Typography.Text
              key={hour}
              type="secondary"
              style={{
                position: 'absolute',
                top: index * 60 * PX_PER_MINUTE - (index ? 8 : 0),
                right: 8,
                fontSize: 12,
              }}
            >
              {`${String(hour).padStart(2, '0')}:00`}
            </Typography.Text>
          ))}
        </div>
        {days.map((day) => (
          <div
            key={day}
            style={columnStyle}
            onDragOver={(event) => event.preventDefault()}
            onDrop={(event) => drop(event, day)}
            data-testid={`appointments-day-${day}`}
          >
            {placeDay(perDay.get(day) ?? [], startMinutes).map(
              ({ appointment, top, height: minutes, lane, lanes }) => {
                const surface = statusSurface(appointment.status, token);
                const movable = isMovable(appointment.status);
                return (
                  <a
                    key={appointment.id}
                    href={`/appointments/${appointment.id}`}
                    onClick={(event) => {
                      event.preventDefault();
                      navigate(`/appointments/${appointment.id}`);
                    }}
                    draggable={movable}
                    onDragStart={(event) => {
                      const box = event.currentTarget.getBoundingClientRect();
                      dragged.current = {
                        appointment,
                        grabMinutes: (event.clientY - box.top) / PX_PER_MINUTE,
                      };
                      event.dataTransfer.effectAllowed = 'move';
                      event.dataTransfer.setData('text/plain', appointment.id);
                    }}
                    aria-label={`${clockTime(appointment.starts_at)}–${clockTime(appointment.ends_at)}, ${appointment.customer_name}, ${appointment.service_type}, ${intl.formatMessage({ id: `appointments.status.${appointment.status}` })}`}
                    data-testid="appointment-block"
                    data-appointment-id={appointment.id}
                    style={{
                      position: 'absolute',
                      top: top * PX_PER_MINUTE,
                      height: Math.max(minutes * PX_PER_MINUTE - 2, 22),
                      left: `calc(${(100 / lanes) * lane}% + 2px)`,
                      width: `calc(${100 / lanes}% - 4px)`,
                      background: surface.background,
                      borderLeft: `3px solid ${surface.border}`,
                      borderRadius: token.borderRadiusSM,
                      padding: '2px 6px',
                      overflow: 'hidden',
                      color: token.colorText,
                      fontSize: 12,
                      lineHeight: '16px',
                      cursor: movable ? 'grab' : 'pointer',
                      textDecoration:
                        appointment.status === 'cancelled' ? 'line-through' : undefined,
                    }}
                  >
                    <Flex vertical>
                      <strong>
                        {clockTime(appointment.starts_at)} {appointment.customer_name}
                      </strong>
                      <span>
                        {appointment.service_type}
                        {appointment.license_plate ? ` · ${appointment.license_plate}` : ''}
                      </span>
                      {appointment.employee_name && <span>{appointment.employee_name}</span>}
                    </Flex>
                  </a>
                );
              },
            )}
          </div>
        ))}
      </div>
    </div>
  );
}

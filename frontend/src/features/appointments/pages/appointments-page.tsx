import { CalendarOutlined, LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { APPOINTMENT_STATUSES, type AppointmentStatus, type AppointmentView } from '@px/contracts';
import {
  Alert,
  Button,
  Card,
  Empty,
  Flex,
  Result,
  Segmented,
  Select,
  Spin,
  Typography,
  theme,
} from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { INTL_LOCALE } from '@/shared/format';
import { PageHeader } from '@/shared/ui';
import { useAppointmentPeriod, useAppointmentSettings, useUpdateAppointment } from '../api';
import { useAppointmentLiveUpdates } from '../use-appointment-live-updates';
import { AppointmentTable } from '../components/appointment-table';
import { MonthGrid } from '../components/month-grid';
import { TimeGrid } from '../components/time-grid';
import {
  type CalendarView,
  CALENDAR_VIEWS,
  calendarDays,
  calendarStateOf,
  clockTime,
  dayOfInstant,
  gridHours,
  madridToday,
  periodOf,
  shiftCalendar,
} from '../model';

/**
 * /appointments: the workshop's diary by day, week or month, or as a list; filters by mechanic
 * and status. View, day and filters live in the address. Bookings are dragged to another time
 * or day to reschedule them; each opens its page.
 */
export default function AppointmentsPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const locale = useAppSelector((state) => state.ui.locale);
  const { token } = theme.useToken();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const today = madridToday();
  const [params, setParams] = useSearchParams();
  const state = calendarStateOf(params, today);
  const period = periodOf(state.view, state.date);
  const bookings = useAppointmentPeriod({
    ...period,
    status: state.status,
    employee_id: state.employee,
  });
  const settings = useAppointmentSettings();
  const move = useUpdateAppointment();
  useAppointmentLiveUpdates();
  // The calendar shows the bookings that hold time; cancelled and missed ones when asked for
  // (the status filter), and always in the list.
  const appointments = (bookings.data ?? []).filter(
    (appointment) =>
      state.view === 'list' ||
      state.status !== undefined ||
      (appointment.status !== 'cancelled' && appointment.status !== 'no_show'),
  );

  const update = (
    change: Partial<Record<'view' | 'date' | 'employee' | 'status', string | null>>,
  ) =>
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

  const days = calendarDays(state.view === 'list' ? 'month' : state.view, state.date);
  const monthLabel = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(new Date(`${state.date.slice(0, 8)}01T00:00:00Z`));
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date(`${day}T00:00:00Z`));
  const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
  const periodLabel =
    state.view === 'day'
      ? dayLabel(state.date)
      : state.view === 'week'
        ? `${dayLabel(days[0])} – ${dayLabel(days[6])}`
        : monthLabel;

  // The mechanics of the bookings shown (and the one filtered on), for the filter's options.
  const employees = new Map<string, string>();
  for (const appointment of appointments) {
    if (appointment.employee_id && appointment.employee_name) {
      employees.set(appointment.employee_id, appointment.employee_name);
    }
  }

  const onMove = (appointment: AppointmentView, startsAt: string) => {
    move.mutate(
      { id: appointment.id, version: appointment.version, starts_at: startsAt },
      {
        onSuccess: () =>
          void message.success(
            t('appointments.moved', {
              time: clockTime(startsAt),
              date: dayLabel(dayOfInstant(startsAt)),
            }),
          ),
        onError: (error) => void message.error(extractErrorMessage(error)),
      },
    );
  };

  const filtered = Boolean(state.employee || state.status);
  const emptyText = (
    <Empty
      image={<CalendarOutlined style={{ fontSize: 48, color: token.colorTextQuaternary }} />}
      description={t(filtered ? 'appointments.emptyFiltered' : 'appointments.empty')}
      data-testid="appointments-empty"
    >
      {!filtered && (
        <Button
          type="primary"
          icon={<PlusOutlined aria-hidden />}
          onClick={() => navigate('/appointments/new')}
        >
          <FormattedMessage id="appointments.new" />
        </Button>
      )}
    </Empty>
  );

  const toolbar = (
    <Flex wrap gap={12} align="center" justify="space-between">
      <Flex wrap gap={8} align="center">
        <Segmented<CalendarView>
          value={state.view}
          onChange={(view) => update({ view })}
          options={CALENDAR_VIEWS.map((view) => ({
            value: view,
            label: t(`appointments.view.${view}`),
          }))}
          aria-label={t('appointments.view.label')}
          data-testid="appointments-view"
        />
        <Button
          icon={<LeftOutlined aria-hidden />}
          aria-label={t(`appointments.previous.${state.view}`)}
          onClick={() =>
            update({
              date: shiftCalendar(state.view === 'list' ? 'month' : state.view, state.date, -1),
            })
          }
          data-testid="appointments-previous"
        />
        <Button onClick={() => update({ date: null })} data-testid="appointments-today">
          <FormattedMessage id="appointments.today" />
        </Button>
        <Button
          icon={<RightOutlined aria-hidden />}
          aria-label={t(`appointments.next.${state.view}`)}
          onClick={() =>
            update({
              date: shiftCalendar(state.view === 'list' ? 'month' : state.view, state.date, 1),
            })
          }
          data-testid="appointments-next"
        />
        <Typography.Text strong aria-live="polite" data-testid="appointments-period">
          {capitalized(periodLabel)}
        </Typography.Text>
        {bookings.isFetching && <Spin size="small" />}
      </Flex>
      <Flex wrap gap={8}>
        <Select<string | undefined>
          allowClear
          value={state.employee}
          placeholder={t('appointments.filter.allEmployees')}
          aria-label={t('appointments.filter.employee')}
          onChange={(employee) => update({ employee: employee ?? null })}
          options={[...employees].map(([value, label]) => ({ value, label }))}
          style={{ minWidth: 200 }}
          data-testid="appointments-employee"
        />
        <Select<AppointmentStatus | undefined>
          allowClear
          value={state.status}
          placeholder={t('appointments.filter.allStatuses')}
          aria-label={t('appointments.filter.status')}
          onChange={(status) => update({ status: status ?? null })}
          options={APPOINTMENT_STATUSES.map((status) => ({
            value: status,
            label: t(`appointments.status.${status}`),
          }))}
          style={{ minWidth: 180 }}
          data-testid="appointments-status"
        />
      </Flex>
    </Flex>
  );

  const hours = gridHours(settings.data?.opening_hours, appointments);
  const body =
    bookings.isError && !bookings.data ? (
      <Result
        status="warning"
        title={t('appointments.error.load')}
        subTitle={extractErrorMessage(bookings.error)}
        extra={
          <Button type="primary" onClick={() => void bookings.refetch()}>
            <FormattedMessage id="appointments.retry" />
          </Button>
        }
        data-testid="appointments-error"
      />
    ) : state.view === 'list' ? (
      <AppointmentTable
        appointments={appointments}
        loading={bookings.isPending}
        emptyText={bookings.isPending ? ' ' : emptyText}
      />
    ) : state.view === 'month' ? (
      <MonthGrid
        days={days}
        month={state.date.slice(0, 7)}
        appointments={appointments}
        today={today}
        onOpenDay={(day) => update({ view: 'day', date: day })}
      />
    ) : (
      <>
        <TimeGrid
          days={days}
          appointments={appointments}
          startMinutes={hours.startMinutes}
          endMinutes={hours.endMinutes}
          slotMinutes={settings.data?.slot_minutes ?? 15}
          today={today}
          onMove={onMove}
        />
        {!bookings.isPending && appointments.length === 0 && emptyText}
      </>
    );

  return (
    <>
      <PageHeader
        title={t('appointments.title')}
        subtitle={t('appointments.subtitle')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => navigate('/appointments/new')}
            data-testid="new-appointment"
          >
            <FormattedMessage id="appointments.new" />
          </Button>
        }
      />
      <Card>
        <Flex vertical gap={16}>
          {toolbar}
          {bookings.isError && bookings.data && (
            <Alert
              type="warning"
              showIcon
              title={t('appointments.error.refetch')}
              action={
                <Button size="small" onClick={() => void bookings.refetch()}>
                  <FormattedMessage id="appointments.retry" />
                </Button>
              }
            />
          )}
          {body}
          {(state.view === 'day' || state.view === 'week') && (
            <Typography.Text type="secondary">
              <FormattedMessage id="appointments.calendar.dragHint" />
            </Typography.Text>
          )}
        </Flex>
      </Card>
    </>
  );
}

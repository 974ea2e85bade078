import {
  CalendarOutlined,
  CheckOutlined,
  CloseCircleOutlined,
  LoginOutlined,
  UserDeleteOutlined,
} from '@ant-design/icons';
import type { AppointmentView } from '@px/contracts';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Popconfirm,
  Result,
  Row,
  Skeleton,
  Tag,
  Timeline,
  Typography,
} from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { BUSINESS_TIME_ZONE, INTL_LOCALE } from '@/shared/format';
import { PageHeader, PlateBadge } from '@/shared/ui';
import {
  type AppointmentAction,
  useAppointment,
  useAppointmentAction,
  useUpdateAppointment,
} from '../api';
import { useAppointmentLiveUpdates } from '../use-appointment-live-updates';
import { CancelAppointmentModal } from '../components/cancel-appointment-modal';
import { RescheduleModal } from '../components/reschedule-modal';
import { AppointmentStatusTag } from '../components/status-tag';
import { actionsOf, clockTime } from '../model';

/**
 * /appointments/{id}: the booking and its actions: confirm, check in (the car arrived), reschedule,
 * no-show, cancel with a reason; the reminder's state and the booking's log.
 */
export default function AppointmentPage() {
  const { id } = useParams<{ id: string }>();
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const locale = useAppSelector((state) => state.ui.locale);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const appointment = useAppointment(id);
  const act = useAppointmentAction();
  const update = useUpdateAppointment();
  useAppointmentLiveUpdates();
  const [cancelling, setCancelling] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);

  const dateTime = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(INTL_LOCALE[locale], {
          timeZone: BUSINESS_TIME_ZONE,
          dateStyle: 'full',
          timeStyle: 'short',
        }).format(new Date(iso))
      : '—';

  if (appointment.isPending) {
    return (
      <>
        <PageHeader
          title={t('appointments.title')}
          breadcrumb={[{ label: t('appointments.title'), to: '/appointments' }]}
        />
        <Card>
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      </>
    );
  }
  if (appointment.isError) {
    const missing = isApiError(appointment.error) && appointment.error.statusCode === 404;
    return (
      <>
        <PageHeader
          title={t('appointments.title')}
          breadcrumb={[{ label: t('appointments.title'), to: '/appointments' }]}
        />
        <Result
          status={missing ? '404' : 'warning'}
          title={t(missing ? 'appointments.detail.notFound' : 'appointments.detail.error')}
          subTitle={missing ? undefined : extractErrorMessage(appointment.error)}
          extra={
            <Button type="primary" onClick={() => navigate('/appointments')}>
              <FormattedMessage id="appointments.detail.back" />
            </Button>
          }
          data-testid="appointment-error"
        />
      </>
    );
  }

  const booking: AppointmentView = appointment.data;
  const actions = actionsOf(booking.status);
  const run = (action: AppointmentAction, reason?: string) =>
    act.mutate(
      { id: booking.id, action, reason },
      {
        onSuccess: () => {
          setCancelling(false);
          void message.success(t(`appointments.action.done.${action}`));
        },
        onError: (error) => void message.error(extractErrorMessage(error)),
      },
    );
  const title = `${booking.service_type} · ${booking.customer_name}`;

  return (
    <>
      <PageHeader
        title={title}
        subtitle={dateTime(booking.starts_at)}
        breadcrumb={[
          { label: t('appointments.title'), to: '/appointments' },
          { label: booking.customer_name },
        ]}
        extra={
          <>
            {actions.includes('confirm') && (
              <Button
                icon={<CheckOutlined aria-hidden />}
                onClick={() => run('confirm')}
                loading={act.isPending}
                data-testid="action-confirm"
              >
                <FormattedMessage id="appointments.action.confirm" />
              </Button>
            )}
            {actions.includes('check-in') && (
              <Button
                type="primary"
                icon={<LoginOutlined aria-hidden />}
                // Reception receives the car and checks the booking in with it (one transaction).
                onClick={() => navigate(`/vehicle-reception?appointment=${booking.id}`)}
                data-testid="action-check-in"
              >
                <FormattedMessage id="appointments.action.check-in" />
              </Button>
            )}
            {actions.includes('edit') && (
              <Button
                icon={<CalendarOutlined aria-hidden />}
                onClick={() => setRescheduling(true)}
                data-testid="action-edit"
              >
                <FormattedMessage id="appointments.action.edit" />
              </Button>
            )}
            {actions.includes('no-show') && (
              <Popconfirm
                title={t('appointments.noShow.confirm')}
                onConfirm={() => run('no-show')}
                okText={t('appointments.action.no-show')}
                cancelText={t('appointments.cancel.keep')}
              >
                <Button icon={<UserDeleteOutlined aria-hidden />} data-testid="action-no-show">
                  <FormattedMessage id="appointments.action.no-show" />
                </Button>
              </Popconfirm>
            )}
            {actions.includes('cancel') && (
              <Button
                danger
                icon={<CloseCircleOutlined aria-hidden />}
                onClick={() => setCancelling(true)}
                data-testid="action-cancel"
              >
                <FormattedMessage id="appointments.action.cancel" />
              </Button>
            )}
          </>
        }
      />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <Card>
            <Flex vertical gap={16}>
              {booking.status === 'cancelled' && booking.cancel_reason && (
                <Alert
                  type="error"
                  showIcon
                  title={t('appointments.detail.cancelReason')}
                  description={booking.cancel_reason}
                />
              )}
              {booking.overbooked && (
                <Alert type="warning" showIcon title={t('appointments.detail.overbooked')} />
              )}
              <Descriptions
                column={{ xs: 1, sm: 2 }}
                data-testid="appointment-detail"
                items={[
                  {
                    key: 'status',
                    label: t('appointments.column.status'),
                    children: <AppointmentStatusTag status={booking.status} />,
                  },
                  {
                    key: 'when',
                    label: t('appointments.detail.when'),
                    children: `${clockTime(booking.starts_at)}–${clockTime(booking.ends_at)} (${t('appointments.detail.duration', { minutes: booking.duration_minutes })})`,
                  },
                  {
                    key: 'service',
                    label: t('appointments.column.service'),
                    children: booking.service_type,
                  },
                  {
                    key: 'customer',
                    label: t('appointments.column.customer'),
                    children: (
                      <Link to={`/customers/${booking.customer_id}`}>{booking.customer_name}</Link>
                    ),
                  },
                  {
                    key: 'phone',
                    label: t('appointments.detail.phone'),
                    children: booking.customer_phone ?? '—',
                  },
                  {
                    key: 'email',
                    label: t('appointments.detail.email'),
                    children: booking.customer_email ?? '—',
                  },
                  {
                    key: 'vehicle',
                    label: t('appointments.column.vehicle'),
                    children:
                      booking.vehicle_id && booking.license_plate ? (
                        <Flex gap={8} align="center" wrap>
                          <Link
                            to={`/vehicles/${booking.vehicle_id}`}
                            aria-label={booking.license_plate}
                          >
                            <PlateBadge plate={booking.license_plate} size="small" />
                          </Link>
                          <span>{booking.vehicle_label}</span>
                        </Flex>
                      ) : (
                        '—'
                      ),
                  },
                  {
                    key: 'employee',
                    label: t('appointments.column.employee'),
                    children: booking.employee_name ?? t('appointments.unassigned'),
                  },
                  {
                    key: 'bay',
                    label: t('appointments.field.bay'),
                    children: booking.bay_name ?? '—',
                  },
                  {
                    key: 'channel',
                    label: t('appointments.field.channel'),
                    children: t(`appointments.channel.${booking.channel}`),
                  },
                  {
                    key: 'reminder',
                    label: t('appointments.detail.reminder'),
                    children: (
                      <Flex vertical gap={4} data-testid="appointment-reminder">
                        <span>
                          <Tag
                            color={
                              booking.reminder.state === 'failed'
                                ? 'red'
                                : booking.reminder.state === 'sent'
                                  ? 'green'
                                  : 'default'
                            }
                          >
                            {t(`appointments.detail.reminder.${booking.reminder.state}`)}
                          </Tag>
                          {booking.reminder.state === 'sent' && booking.reminder.sent_at
                            ? dateTime(booking.reminder.sent_at)
                            : booking.reminder.state === 'pending' && booking.reminder.due_at
                              ? t('appointments.detail.reminder.dueAt', {
                                  at: dateTime(booking.reminder.due_at),
                                })
                              : null}
                        </span>
                        {booking.reminder.error && booking.reminder.state !== 'sent' && (
                          <Typography.Text type="danger">{booking.reminder.error}</Typography.Text>
                        )}
                      </Flex>
                    ),
                  },
                  {
                    key: 'notes',
                    label: t('appointments.field.notes'),
                    span: 'filled',
                    children: (
                      <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                        {booking.notes ?? '—'}
                      </Typography.Paragraph>
                    ),
                  },
                ]}
              />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('appointments.detail.history')}>
            <Timeline
              items={[
                {
                  key: 'created',
                  content: `${t('appointments.detail.created')} · ${dateTime(booking.created_at)}`,
                },
                ...(booking.confirmed_at
                  ? [
                      {
                        key: 'confirmed',
                        color: 'green',
                        content: `${t('appointments.detail.confirmed')} · ${dateTime(booking.confirmed_at)}`,
                      },
                    ]
                  : []),
                ...(booking.checked_in_at
                  ? [
                      {
                        key: 'checked',
                        color: 'purple',
                        content: `${t('appointments.detail.checkedIn')} · ${dateTime(booking.checked_in_at)}`,
                      },
                    ]
                  : []),
                ...(booking.completed_at
                  ? [
                      {
                        key: 'completed',
                        color: 'gray',
                        content: `${t('appointments.detail.completed')} · ${dateTime(booking.completed_at)}`,
                      },
                    ]
                  : []),
                ...(booking.no_show_at
                  ? [
                      {
                        key: 'no-show',
                        color: 'red',
                        content: `${t('appointments.detail.noShow')} · ${dateTime(booking.no_show_at)}`,
                      },
                    ]
                  : []),
                ...(booking.cancelled_at
                  ? [
                      {
                        key: 'cancelled',
                        color: 'red',
                        content: `${t('appointments.detail.cancelled')} · ${dateTime(booking.cancelled_at)}`,
                      },
                    ]
                  : []),
              ]}
            />
          </Card>
        </Col>
      </Row>
      <CancelAppointmentModal
        open={cancelling}
        saving={act.isPending}
        onCancel={() => setCancelling(false)}
        onSubmit={(reason) => run('cancel', reason)}
      />
      {rescheduling && (
        <RescheduleModal
          appointment={booking}
          open={rescheduling}
          saving={update.isPending}
          onCancel={() => setRescheduling(false)}
          onSubmit={(slot) =>
            update.mutate(
              {
                id: booking.id,
                version: booking.version,
                starts_at: slot.start,
                employee_id: booking.employee_id ?? slot.employee_ids[0] ?? null,
              },
              {
                onSuccess: () => {
                  setRescheduling(false);
                  void message.success(t('appointments.reschedule.done'));
                },
                onError: (error) => void message.error(extractErrorMessage(error)),
              },
            )
          }
        />
      )}
    </>
  );
}

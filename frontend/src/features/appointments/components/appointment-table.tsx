import type { AppointmentView } from '@px/contracts';
import { Table } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/store/hooks';
import { BUSINESS_TIME_ZONE, INTL_LOCALE } from '@/shared/format';
import { PlateBadge } from '@/shared/ui';
import { AppointmentStatusTag } from './status-tag';

interface AppointmentTableProps {
  appointments: AppointmentView[];
  loading: boolean;
  emptyText: ReactNode;
}

/** The list view: the period's bookings in time order, each a link to its page. */
export function AppointmentTable({ appointments, loading, emptyText }: AppointmentTableProps) {
  const intl = useIntl();
  const locale = useAppSelector((state) => state.ui.locale);
  const t = (id: string) => intl.formatMessage({ id });
  const when = new Intl.DateTimeFormat(INTL_LOCALE[locale], {
    timeZone: BUSINESS_TIME_ZONE,
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <Table<AppointmentView>
      rowKey="id"
      size="middle"
      loading={loading}
      dataSource={appointments}
      pagination={false}
      scroll={{ x: 860 }}
      locale={{ emptyText }}
      data-testid="appointments-table"
      columns={[
        {
          title: t('appointments.column.when'),
          key: 'when',
          render: (_, appointment) => (
            <Link to={`/appointments/${appointment.id}`}>
              {when.format(new Date(appointment.starts_at))}
            </Link>
          ),
        },
        { title: t('appointments.column.customer'), dataIndex: 'customer_name' },
        {
          title: t('appointments.column.vehicle'),
          key: 'vehicle',
          render: (_, appointment) =>
            appointment.license_plate ? (
              <PlateBadge plate={appointment.license_plate} size="small" />
            ) : (
              '—'
            ),
        },
        { title: t('appointments.column.service'), dataIndex: 'service_type' },
        {
          title: t('appointments.column.employee'),
          key: 'employee',
          render: (_, appointment) => appointment.employee_name ?? t('appointments.unassigned'),
        },
        {
          title: t('appointments.column.status'),
          key: 'status',
          render: (_, appointment) => <AppointmentStatusTag status={appointment.status} />,
        },
      ]}
    />
  );
}

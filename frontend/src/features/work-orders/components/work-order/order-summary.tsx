import type { WorkOrderDetail } from '@px/contracts';
import { Descriptions, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { useScreenFormat } from '@/shared/hooks';
import { formatWorkOrderRelativeTime } from '@/shared/format';

/** The order's texts, estimate, promised date, odometer and age, read-only. */
export function OrderSummary({ order }: { order: WorkOrderDetail }) {
  const intl = useIntl();
  const t = (key: string) => intl.formatMessage({ id: key });
  const format = useScreenFormat();
  return (
    <Descriptions
      column={{ xs: 1, md: 2 }}
      size="small"
      items={[
        {
          key: 'complaint',
          label: t('workOrders.field.complaint'),
          span: 2,
          children: order.complaint || <Typography.Text type="secondary">—</Typography.Text>,
        },
        {
          key: 'requested',
          label: t('workOrders.field.requestedWork'),
          span: 2,
          children: order.requested_work || <Typography.Text type="secondary">—</Typography.Text>,
        },
        {
          key: 'diagnosis',
          label: t('workOrders.field.diagnosis'),
          span: 2,
          children: order.diagnosis || <Typography.Text type="secondary">—</Typography.Text>,
        },
        {
          key: 'estimate',
          label: t('workOrders.field.estimate'),
          children: order.estimate_decision ? (
            <>
              {t(`workOrders.estimate.${order.estimate_decision}`)}
              {order.estimate_channel && ` · ${t(`workOrders.channel.${order.estimate_channel}`)}`}
            </>
          ) : (
            <Typography.Text type="warning">{t('workOrders.estimate.pending')}</Typography.Text>
          ),
        },
        {
          key: 'promised',
          label: t('workOrders.field.promisedAt'),
          children: order.promised_at ? format.dateTime(order.promised_at) : '—',
        },
        {
          key: 'km',
          label: t('workOrders.field.odometer'),
          children: (
            <>
              {order.odometer_in_km != null ? format.km(order.odometer_in_km) : '—'}
              {order.odometer_out_km != null && ` → ${format.km(order.odometer_out_km)}`}
            </>
          ),
        },
        {
          key: 'created',
          label: t('workOrders.field.createdAt'),
          children: formatWorkOrderRelativeTime(order.created_at, {
            locale: intl.locale === 'en' ? 'en' : 'es',
          }),
        },
      ]}
    />
  );
}

import { Descriptions, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { PlateBadge } from '@/shared/ui';
import type { ReceptionDraft } from '../reception-model';
import type { PickedVehicle } from './reception-vehicle-step';

/** What the customer signs for, read back before the signature. */
export function ReceptionSummary({
  draft,
  picked,
}: {
  draft: ReceptionDraft;
  picked: PickedVehicle | null;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, md: 2 }}
      items={[
        {
          key: 'vehicle',
          label: t('reception.field.vehicle'),
          children: picked ? <PlateBadge plate={picked.vehicle.license_plate} size="small" /> : '—',
        },
        { key: 'customer', label: t('reception.field.customer'), children: picked?.customerName },
        {
          key: 'km',
          label: t('reception.field.odometer'),
          children: `${(draft.odometerKm ?? 0).toLocaleString('es-ES')} km`,
        },
        {
          key: 'fuel',
          label: t('reception.field.fuel'),
          children: `${draft.fuelLevel ?? 0}/8`,
        },
        {
          key: 'damages',
          label: t('reception.field.damages'),
          children: t('reception.flow.marksCount', { n: draft.damages.length }),
        },
        {
          key: 'estimate',
          label: t('reception.field.estimate'),
          children: draft.estimate ? t(`reception.estimate.${draft.estimate}`) : '—',
        },
        {
          key: 'delivery',
          label: t('reception.field.expectedDelivery'),
          children: draft.expectedDeliveryDate?.split('-').reverse().join('/'),
        },
        {
          key: 'complaint',
          label: t('reception.field.complaint'),
          children: (
            <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{draft.complaint}</Typography.Text>
          ),
          span: 2,
        },
      ]}
    />
  );
}

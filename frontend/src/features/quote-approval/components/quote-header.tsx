import type { PublicQuoteView } from '@px/contracts';
import { Descriptions, Flex, Typography } from 'antd';
import { useDocumentFormat } from '@/shared/documents';

/** Who sends the quote, its number and revision, the car, and the dates that bind it. */
export function QuoteHeader({ view }: { view: PublicQuoteView }) {
  const f = useDocumentFormat();
  const items = [
    ...(view.vehicle
      ? [
          {
            key: 'vehicle',
            label: f.t('quoteApproval.header.vehicle'),
            children: (
              <span>
                <strong data-testid="quote-approval-plate">{view.vehicle.license_plate}</strong>
                {view.vehicle.label ? ` · ${view.vehicle.label}` : ''}
              </span>
            ),
          },
        ]
      : []),
    ...(view.odometer_km !== null
      ? [{ key: 'km', label: f.t('quoteApproval.header.km'), children: f.km(view.odometer_km) }]
      : []),
    { key: 'sent', label: f.t('quoteApproval.header.sentAt'), children: f.dateTime(view.sent_at) },
    ...(view.valid_until
      ? [
          {
            key: 'valid',
            label: f.t('quoteApproval.header.validUntil'),
            children: f.day(view.valid_until),
          },
        ]
      : []),
    ...(view.delivery_days !== null
      ? [
          {
            key: 'delivery',
            label: f.t('quoteApproval.header.delivery'),
            children: f.t('quoteApproval.header.deliveryDays', { days: view.delivery_days }),
          },
        ]
      : []),
  ];
  return (
    <Flex vertical gap={12}>
      <div>
        <Typography.Text strong data-testid="quote-approval-workshop">
          {view.workshop.name}
        </Typography.Text>
        <Typography.Title level={1} style={{ margin: '4px 0 0', fontSize: 24 }}>
          {f.t('quoteApproval.header.titleLead')}{' '}
          <span style={{ whiteSpace: 'nowrap' }}>{view.number}</span>{' '}
          <Typography.Text type="secondary" style={{ fontSize: 16, fontWeight: 400 }}>
            ({f.t('quoteApproval.header.revision', { revision: view.revision })})
          </Typography.Text>
        </Typography.Title>
      </div>
      <Typography.Paragraph style={{ margin: 0 }}>
        {f.t('quoteApproval.header.hello', {
          name: view.customer_name,
          workshop: view.workshop.name,
        })}
      </Typography.Paragraph>
      <Descriptions column={1} size="small" bordered items={items} />
    </Flex>
  );
}

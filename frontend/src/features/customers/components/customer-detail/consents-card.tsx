import type { CustomerDetail } from '@px/contracts';
import { Card, Flex, Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { type ScreenFormat, useScreenFormat } from '@/shared/hooks';
import { FILL, Field } from './field';

function ConsentLine({
  label,
  at,
  channel,
  given,
  format,
  testId,
}: {
  label: string;
  at: string | null;
  channel: string | null;
  given: boolean;
  format: ScreenFormat;
  testId: string;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    // Side by side when the card is wide (tablet), one under the other in a narrow column.
    <Field label={label} style={{ flex: '1 1 220px', minWidth: 0 }}>
      {given && at ? (
        <Flex vertical gap={2} data-testid={testId} data-given="true">
          <span>
            <Tag color="green" style={{ marginInlineEnd: 0 }}>
              {t('customers.consent.yes')}
            </Tag>
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 13 }}>
            {t('customers.consent.detail', {
              date: format.date(at),
              channel: channel ? t(`customers.consent.channel.${channel}`) : '—',
            })}
          </Typography.Text>
        </Flex>
      ) : (
        <span data-testid={testId} data-given="false">
          <Tag style={{ marginInlineEnd: 0 }}>{t('customers.consent.none')}</Tag>
        </span>
      )}
    </Field>
  );
}

/** The GDPR and marketing consents: given or not, when and how. */
export function ConsentsCard({ customer }: { customer: CustomerDetail }) {
  const intl = useIntl();
  const format = useScreenFormat();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Card title={t('customers.form.consents')} style={FILL}>
      <Flex wrap gap={12}>
        <ConsentLine
          label={t('customers.consent.gdpr')}
          at={customer.gdpr_consent_at}
          channel={customer.gdpr_consent_channel}
          given={!!customer.gdpr_consent_at}
          format={format}
          testId="consent-gdpr"
        />
        <ConsentLine
          label={t('customers.consent.marketing')}
          at={customer.marketing_consent_at}
          channel={customer.marketing_consent_channel}
          given={customer.marketing_consent}
          format={format}
          testId="consent-marketing"
        />
      </Flex>
    </Card>
  );
}

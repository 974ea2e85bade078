import { InfoCircleOutlined } from '@ant-design/icons';
import { Card, Checkbox, Col, Flex, Form, Row, Select, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useScreenFormat } from '@/shared/hooks';
import { CONSENT_CHANNELS } from '../../model';
import type { ConsentRecord } from '../customer-form';

interface ConsentNoteProps {
  checked: boolean;
  record: { at: string | null; channel: string | null; given: boolean } | undefined;
  testId: string;
}

/** Under a consent: since when (and how) it stands, or what saving will do to it. */
function ConsentNote({ checked, record, testId }: ConsentNoteProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const format = useScreenFormat();
  const given = !!record?.given && !!record.at;
  let note: string | null = null;
  if (checked && given && record?.at) {
    note = t('customers.consent.given', {
      date: format.date(record.at),
      channel: record.channel ? t(`customers.consent.channel.${record.channel}`) : '—',
    });
  } else if (checked) note = t('customers.form.consentWillStamp');
  else if (given) note = t('customers.form.consentWillWithdraw');
  if (!note) return null;
  return (
    <Typography.Text
      type={!checked && given ? 'warning' : 'secondary'}
      style={{ fontSize: 13, display: 'block', marginTop: 4 }}
      data-testid={testId}
    >
      <InfoCircleOutlined /> {note}
    </Typography.Text>
  );
}

interface ConsentsCardProps {
  gdpr: boolean;
  marketing: boolean;
  consents: ConsentRecord | undefined;
}

/** The GDPR and marketing consents, separately, each with its channel and its note. */
export function ConsentsCard({ gdpr, marketing, consents }: ConsentsCardProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const channelOptions = CONSENT_CHANNELS.map((channel) => ({
    value: channel,
    label: t(`customers.consent.channel.${channel}`),
  }));

  return (
    <Card title={t('customers.form.consents')}>
      <Typography.Paragraph type="secondary">
        <FormattedMessage id="customers.form.consentsHelp" />
      </Typography.Paragraph>
      <Row gutter={[24, 8]}>
        <Col xs={24} md={12}>
          <Flex vertical gap={8}>
            <Form.Item name="gdpr_consent" valuePropName="checked" noStyle>
              <Checkbox data-testid="gdpr-consent">
                <Typography.Text strong>
                  <FormattedMessage id="customers.consent.gdpr" />
                </Typography.Text>
              </Checkbox>
            </Form.Item>
            <ConsentNote
              checked={gdpr}
              record={consents && { ...consents.gdpr, given: !!consents.gdpr.at }}
              testId="gdpr-consent-note"
            />
            <Form.Item
              name="gdpr_consent_channel"
              label={t('customers.consent.channel')}
              style={{ marginBottom: 0, maxWidth: 260 }}
            >
              <Select
                options={channelOptions}
                disabled={!gdpr}
                data-testid="gdpr-consent-channel"
              />
            </Form.Item>
          </Flex>
        </Col>
        <Col xs={24} md={12}>
          <Flex vertical gap={8}>
            <Form.Item name="marketing_consent" valuePropName="checked" noStyle>
              <Checkbox data-testid="marketing-consent">
                <Typography.Text strong>
                  <FormattedMessage id="customers.consent.marketing" />
                </Typography.Text>
              </Checkbox>
            </Form.Item>
            <ConsentNote
              checked={marketing}
              record={consents?.marketing}
              testId="marketing-consent-note"
            />
            <Form.Item
              name="marketing_consent_channel"
              label={t('customers.consent.channel')}
              style={{ marginBottom: 0, maxWidth: 260 }}
            >
              <Select
                options={channelOptions}
                disabled={!marketing}
                data-testid="marketing-consent-channel"
              />
            </Form.Item>
          </Flex>
        </Col>
      </Row>
    </Card>
  );
}

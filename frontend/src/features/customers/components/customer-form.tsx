import { BankOutlined, InfoCircleOutlined, UserOutlined } from '@ant-design/icons';
import { normalizeTaxId } from '@px/contracts';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  type FormInstance,
  Input,
  Row,
  Segmented,
  Select,
  Typography,
} from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useScreenFormat } from '@/shared/hooks';
import {
  CONSENT_CHANNELS,
  type CustomerFormValues,
  taxIdProblem,
  validPhone,
  validPostalCode,
} from '../model';

/** When each consent was given and by which channel (edit only), shown next to its checkbox. */
export interface ConsentRecord {
  gdpr: { at: string | null; channel: string | null };
  marketing: { at: string | null; channel: string | null; given: boolean };
}

export interface CustomerFormProps {
  form: FormInstance<CustomerFormValues>;
  initialValues: CustomerFormValues;
  consents?: ConsentRecord;
  saving: boolean;
  /** The server's sentence for the form-level alert (field errors also go on the fields). */
  error: ReactNode;
  submitLabel: string;
  onSubmit: (values: CustomerFormValues) => void;
  onCancel: () => void;
}

const upper = (value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value);

/**
 * Create or edit a customer: who they are (person or company, tax id), how to reach them, where
 * they live, their consents (GDPR and marketing, separately), tags and notes. The rules are the
 * server's own (@px/contracts), so a bad NIF is refused here before any request.
 */
export function CustomerForm({
  form,
  initialValues,
  consents,
  saving,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: CustomerFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const format = useScreenFormat();
  const type = Form.useWatch('type', form) ?? initialValues.type;
  const gdpr = Form.useWatch('gdpr_consent', form) ?? initialValues.gdpr_consent;
  const marketing = Form.useWatch('marketing_consent', form) ?? initialValues.marketing_consent;

  const channelOptions = CONSENT_CHANNELS.map((channel) => ({
    value: channel,
    label: t(`customers.consent.channel.${channel}`),
  }));
  const phoneRule = {
    validator: (_: unknown, value: string | undefined) =>
      validPhone(value ?? '')
        ? Promise.resolve()
        : Promise.reject(new Error(t('customers.error.phone'))),
  };

  /** Under a consent: since when (and how) it stands, or what saving will do to it. */
  const consentNote = (
    checked: boolean,
    record: { at: string | null; channel: string | null; given: boolean } | undefined,
    testId: string,
  ) => {
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
  };

  return (
    <Form<CustomerFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      requiredMark="optional"
      scrollToFirstError
      data-testid="customer-form"
    >
      {error && (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginBottom: 16 }}
          data-testid="customer-save-error"
        />
      )}
      <Flex vertical gap={16}>
        <Card title={t('customers.form.identity')}>
          <Form.Item name="type" label={t('customers.field.type')}>
            <Segmented
              data-testid="customer-type"
              options={[
                { value: 'person', label: t('customers.type.person'), icon: <UserOutlined /> },
                { value: 'company', label: t('customers.type.company'), icon: <BankOutlined /> },
              ]}
            />
          </Form.Item>
          <Row gutter={16}>
            {type === 'person' ? (
              <>
                <Col xs={24} md={8}>
                  <Form.Item
                    name="first_name"
                    label={t('customers.field.first_name')}
                    rules={[
                      { required: true, whitespace: true, message: t('customers.error.firstName') },
                    ]}
                  >
                    <Input maxLength={80} autoComplete="off" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={10}>
                  <Form.Item name="last_name" label={t('customers.field.last_name')}>
                    <Input maxLength={120} autoComplete="off" />
                  </Form.Item>
                </Col>
              </>
            ) : (
              <Col xs={24} md={18}>
                <Form.Item
                  name="company_name"
                  label={t('customers.field.company_name')}
                  rules={[
                    { required: true, whitespace: true, message: t('customers.error.companyName') },
                  ]}
                >
                  <Input maxLength={200} autoComplete="off" />
                </Form.Item>
              </Col>
            )}
            <Col xs={24} md={6}>
              <Form.Item
                name="nif"
                label={t('customers.field.nif')}
                normalize={upper}
                extra={t(
                  type === 'company' ? 'customers.form.nifHintCompany' : 'customers.form.nifHint',
                )}
                validateDebounce={300}
                rules={[
                  {
                    validator: (_, value: string | undefined) => {
                      const problem = taxIdProblem(value ?? '');
                      return problem
                        ? Promise.reject(new Error(t(`customers.error.nif.${problem}`)))
                        : Promise.resolve();
                    },
                  },
                ]}
              >
                <Input
                  maxLength={15}
                  autoComplete="off"
                  onBlur={(event) => {
                    const value = event.target.value;
                    if (value.trim() && !taxIdProblem(value)) {
                      form.setFieldValue('nif', normalizeTaxId(value));
                    }
                  }}
                />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title={t('customers.form.contact')}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                name="mobile_phone"
                label={t('customers.field.mobile_phone')}
                rules={[phoneRule]}
                validateDebounce={300}
              >
                <Input inputMode="tel" maxLength={20} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="phone"
                label={t('customers.field.phone')}
                rules={[phoneRule]}
                validateDebounce={300}
              >
                <Input inputMode="tel" maxLength={20} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="email"
                label={t('customers.field.email')}
                rules={[{ type: 'email', message: t('customers.error.email') }]}
                validateDebounce={300}
              >
                <Input inputMode="email" maxLength={254} autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="address" label={t('customers.field.address')}>
                <Input maxLength={200} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={8} md={4}>
              <Form.Item
                name="postal_code"
                label={t('customers.field.postal_code')}
                validateDebounce={300}
                rules={[
                  {
                    validator: (_, value: string | undefined) =>
                      validPostalCode(value ?? '')
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('customers.error.postalCode'))),
                  },
                ]}
              >
                <Input inputMode="numeric" maxLength={5} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={16} md={8}>
              <Form.Item name="city" label={t('customers.field.city')}>
                <Input maxLength={100} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={16} md={12}>
              <Form.Item name="province" label={t('customers.field.province')}>
                <Input maxLength={100} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={8} md={4}>
              <Form.Item
                name="country"
                label={t('customers.field.country')}
                normalize={upper}
                rules={[
                  { required: true, message: t('customers.error.country') },
                  { pattern: /^[A-Za-z]{2}$/, message: t('customers.error.country') },
                ]}
              >
                <Input maxLength={2} autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
        </Card>

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
                {consentNote(
                  gdpr,
                  consents && { ...consents.gdpr, given: !!consents.gdpr.at },
                  'gdpr-consent-note',
                )}
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
                {consentNote(marketing, consents?.marketing, 'marketing-consent-note')}
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

        <Card title={t('customers.form.other')}>
          <Form.Item
            name="tags"
            label={t('customers.field.tags')}
            extra={t('customers.form.tagsHint')}
          >
            <Select
              mode="tags"
              maxCount={20}
              tokenSeparators={[',', ';']}
              open={false}
              suffixIcon={null}
              placeholder={t('customers.form.tagsPlaceholder')}
              aria-label={t('customers.field.tags')}
            />
          </Form.Item>
          <Form.Item name="notes" label={t('customers.field.notes')} style={{ marginBottom: 0 }}>
            <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={5000} showCount />
          </Form.Item>
        </Card>

        <Flex justify="end" gap={8}>
          <Button onClick={onCancel} data-testid="customer-cancel">
            <FormattedMessage id="customers.action.cancel" />
          </Button>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="customer-submit">
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

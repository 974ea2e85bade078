import { BankOutlined, UserOutlined } from '@ant-design/icons';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Form,
  Input,
  Row,
  Segmented,
  Select,
  Typography,
} from 'antd';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  CONSENT_CHANNELS,
  type CustomerFormValues,
  validPhone,
  validPostalCode,
  validTaxId,
} from '../model';

export interface CustomerFormProps {
  initialValues: CustomerFormValues;
  /** When editing: when each consent was given, shown next to it. */
  consentDates?: { gdpr: string | null; marketing: string | null };
  saving: boolean;
  /** The server's sentence for the form-level alert (field errors go on the fields). */
  error: React.ReactNode;
  submitLabel: string;
  onSubmit: (values: CustomerFormValues) => void;
  onCancel: () => void;
  form: ReturnType<typeof Form.useForm<CustomerFormValues>>[0];
}

/** Create or edit a customer: identity, contact, address, consents, notes and tags. */
export function CustomerForm({
  initialValues,
  consentDates,
  saving,
  error,
  submitLabel,
  onSubmit,
  onCancel,
  form,
}: CustomerFormProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const type = Form.useWatch('type', form) ?? initialValues.type;
  const gdpr = Form.useWatch('gdpr_consent', form);
  const marketing = Form.useWatch('marketing_consent', form);

  useEffect(() => {
    form.setFieldsValue(initialValues);
  }, [form, initialValues]);

  const channelOptions = CONSENT_CHANNELS.map((channel) => ({
    value: channel,
    label: t(`customers.consent.channel.${channel}`),
  }));
  const since = (iso: string | null | undefined) =>
    iso
      ? t('customers.form.consentSince', {
          date: new Date(iso).toLocaleDateString(intl.locale === 'en' ? 'en-GB' : 'es-ES'),
        })
      : null;

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      requiredMark="optional"
      scrollToFirstError
      data-testid="customer-form"
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Flex vertical gap={16}>
        <Card title={t('customers.form.identity')}>
          <Form.Item name="type" label={t('customers.field.type')}>
            <Segmented
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
                    <Input maxLength={80} autoFocus />
                  </Form.Item>
                </Col>
                <Col xs={24} md={10}>
                  <Form.Item name="last_name" label={t('customers.field.last_name')}>
                    <Input maxLength={120} />
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
                  <Input maxLength={200} autoFocus />
                </Form.Item>
              </Col>
            )}
            <Col xs={24} md={6}>
              <Form.Item
                name="nif"
                label={t('customers.field.nif')}
                rules={[
                  {
                    validator: (_, value: string) =>
                      validTaxId(value ?? '')
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('customers.error.nif'))),
                  },
                ]}
              >
                <Input maxLength={15} style={{ textTransform: 'uppercase' }} />
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
                rules={[
                  {
                    validator: (_, value: string) =>
                      validPhone(value ?? '')
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('customers.error.phone'))),
                  },
                ]}
              >
                <Input inputMode="tel" maxLength={20} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="phone"
                label={t('customers.field.phone')}
                rules={[
                  {
                    validator: (_, value: string) =>
                      validPhone(value ?? '')
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('customers.error.phone'))),
                  },
                ]}
              >
                <Input inputMode="tel" maxLength={20} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="email"
                label={t('customers.field.email')}
                rules={[{ type: 'email', message: t('customers.error.email') }]}
              >
                <Input inputMode="email" maxLength={254} />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="address" label={t('customers.field.address')}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={8} md={4}>
              <Form.Item
                name="postal_code"
                label={t('customers.field.postal_code')}
                rules={[
                  {
                    validator: (_, value: string) =>
                      validPostalCode(value ?? '')
                        ? Promise.resolve()
                        : Promise.reject(new Error(t('customers.error.postalCode'))),
                  },
                ]}
              >
                <Input inputMode="numeric" maxLength={5} />
              </Form.Item>
            </Col>
            <Col xs={16} md={8}>
              <Form.Item name="city" label={t('customers.field.city')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={16} md={12}>
              <Form.Item name="province" label={t('customers.field.province')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={8} md={4}>
              <Form.Item
                name="country"
                label={t('customers.field.country')}
                rules={[{ pattern: /^[A-Za-z]{2}$/, message: t('customers.error.country') }]}
              >
                <Input maxLength={2} style={{ textTransform: 'uppercase' }} />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title={t('customers.form.consents')}>
          <Typography.Paragraph type="secondary">
            <FormattedMessage id="customers.form.consentsHelp" />
          </Typography.Paragraph>
          <Row gutter={16} align="middle">
            <Col xs={24} md={12}>
              <Form.Item name="gdpr_consent" valuePropName="checked" style={{ marginBottom: 8 }}>
                <Checkbox data-testid="gdpr-consent">
                  <FormattedMessage id="customers.consent.gdpr" />{' '}
                  <Typography.Text type="secondary">{since(consentDates?.gdpr)}</Typography.Text>
                </Checkbox>
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="gdpr_consent_channel"
                label={t('customers.consent.channel')}
                hidden={!gdpr}
              >
                <Select options={channelOptions} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="marketing_consent"
                valuePropName="checked"
                style={{ marginBottom: 8 }}
              >
                <Checkbox>
                  <FormattedMessage id="customers.consent.marketing" />{' '}
                  <Typography.Text type="secondary">
                    {since(consentDates?.marketing)}
                  </Typography.Text>
                </Checkbox>
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="marketing_consent_channel"
                label={t('customers.consent.channel')}
                hidden={!marketing}
              >
                <Select options={channelOptions} />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card title={t('customers.form.other')}>
          <Form.Item name="tags" label={t('customers.field.tags')}>
            <Select
              mode="tags"
              maxCount={20}
              tokenSeparators={[',']}
              open={false}
              suffixIcon={null}
            />
          </Form.Item>
          <Form.Item name="notes" label={t('customers.field.notes')}>
            <Input.TextArea rows={3} maxLength={5000} showCount />
          </Form.Item>
        </Card>

        <Flex justify="end" gap={8}>
          <Button onClick={onCancel}>
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

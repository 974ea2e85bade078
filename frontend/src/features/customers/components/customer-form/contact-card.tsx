import { Card, Col, Form, Input, Row } from 'antd';
import { useIntl } from 'react-intl';
import { validPhone, validPostalCode } from '../../model';
import { upper } from './upper';

/** How to reach the customer (phones, email) and where they live. */
export function ContactCard() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const phoneRule = {
    validator: (_: unknown, value: string | undefined) =>
      validPhone(value ?? '')
        ? Promise.resolve()
        : Promise.reject(new Error(t('customers.error.phone'))),
  };

  return (
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
  );
}

import { BankOutlined, UserOutlined } from '@ant-design/icons';
import { normalizeTaxId } from '@px/contracts';
import { Card, Col, Form, type FormInstance, Input, Row, Segmented } from 'antd';
import { useIntl } from 'react-intl';
import { type CustomerFormValues, taxIdProblem } from '../../model';
import { upper } from './upper';

interface IdentityCardProps {
  form: FormInstance<CustomerFormValues>;
  type: CustomerFormValues['type'];
}

/** Who the customer is: person or company, the name(s) that go with it, and the tax id. */
export function IdentityCard({ form, type }: IdentityCardProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
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
  );
}

import { normalizeTaxId } from '@px/contracts';
import { Col, Form, type FormInstance, Input, Row, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { type EmployeeFormValues, nifProblem } from '../../model';

const upper = (value: string | undefined) => (value ?? '').toUpperCase();

/** Who the employee is: name, code, NIF/NIE (checked as it is typed), e-mail and phone. */
export function PersonFields({
  form,
  creating,
}: {
  form: FormInstance<EmployeeFormValues>;
  creating: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section aria-labelledby="employee-form-person">
      {/* The drawer's first heading: no heading margin under the drawer's own title. */}
      <Typography.Title level={5} id="employee-form-person" style={{ marginTop: 0 }}>
        {t('employees.form.section.person')}
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Form.Item
            name="first_name"
            label={t('employees.field.first_name')}
            rules={[{ required: true, whitespace: true, message: t('employees.error.firstName') }]}
          >
            <Input maxLength={80} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={14}>
          <Form.Item name="last_name" label={t('employees.field.last_name')}>
            <Input maxLength={120} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item
            name="nif"
            label={t('employees.field.nif')}
            normalize={upper}
            extra={t('employees.field.nifHint')}
            validateDebounce={300}
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const problem = nifProblem(value ?? '');
                  return problem
                    ? Promise.reject(new Error(t(`employees.error.nif.${problem}`)))
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
                if (value.trim() && !nifProblem(value)) {
                  form.setFieldValue('nif', normalizeTaxId(value));
                }
              }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={14}>
          <Form.Item
            name="code"
            label={t('employees.field.code')}
            extra={creating ? t('employees.field.codeHint') : undefined}
            normalize={upper}
          >
            <Input maxLength={20} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={14}>
          <Form.Item
            name="email"
            label={t('employees.field.email')}
            rules={[{ type: 'email', message: t('employees.error.email') }]}
          >
            <Input type="email" maxLength={254} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={10}>
          <Form.Item name="phone" label={t('employees.field.phone')}>
            <Input type="tel" maxLength={30} autoComplete="off" />
          </Form.Item>
        </Col>
      </Row>
    </section>
  );
}

import type { EmployeePosition, EmployeeTrade, LaborRateCategory } from '@px/contracts';
import { LABOR_RATE_CATEGORIES } from '@px/contracts';
import {
  Col,
  DatePicker,
  Form,
  type FormInstance,
  InputNumber,
  Row,
  Select,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { useIntl } from 'react-intl';
import { EMPLOYEE_POSITIONS, type EmployeeFormValues, TRADES_OF_POSITION } from '../../model';

/** The job: position and trade (the trade follows the position), hire date, cost and category. */
export function JobFields({ form }: { form: FormInstance<EmployeeFormValues> }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const position = Form.useWatch('position', form) as EmployeePosition | undefined;
  const trades = position ? TRADES_OF_POSITION[position] : [];

  const choosePosition = (next: EmployeePosition) => {
    const current = form.getFieldValue('trade') as EmployeeTrade | undefined;
    const allowed = TRADES_OF_POSITION[next];
    if (!current || !allowed.includes(current)) form.setFieldValue('trade', allowed[0]);
  };

  return (
    <section aria-labelledby="employee-form-job">
      <Typography.Title level={5} id="employee-form-job">
        {t('employees.form.section.job')}
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="position"
            label={t('employees.field.position')}
            rules={[{ required: true, message: t('employees.error.position') }]}
          >
            <Select<EmployeePosition>
              onChange={choosePosition}
              options={EMPLOYEE_POSITIONS.map((value) => ({
                value,
                label: t(`employees.position.${value}`),
              }))}
              data-testid="employee-position"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="trade" label={t('employees.field.trade')}>
            <Select<EmployeeTrade>
              disabled={trades.length < 2}
              options={trades.map((value) => ({ value, label: t(`employees.trade.${value}`) }))}
              data-testid="employee-trade"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="hire_date"
            label={t('employees.field.hire_date')}
            getValueProps={(value?: string | null) => ({ value: value ? dayjs(value) : null })}
            normalize={(value: dayjs.Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null)}
          >
            <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="hourly_cost_eur" label={t('employees.field.hourly_cost')}>
            <InputNumber<number>
              min={0}
              max={1000}
              step={0.5}
              precision={2}
              decimalSeparator=","
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="labor_rate_category" label={t('employees.field.labor_rate_category')}>
            <Select<LaborRateCategory>
              allowClear
              options={LABOR_RATE_CATEGORIES.map((value) => ({
                value,
                label: t(`employees.category.${value}`),
              }))}
            />
          </Form.Item>
        </Col>
      </Row>
    </section>
  );
}

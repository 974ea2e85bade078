import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Typography,
} from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CustomerPicker } from '@/features/customers/components/customer-picker';
import { PlateBadge } from '@/shared/ui';
import { FUELS, type VehicleFormValues, checkVin, printedPlate } from '../model';

export interface VehicleFormProps {
  form: ReturnType<typeof Form.useForm<VehicleFormValues>>[0];
  initialValues: VehicleFormValues;
  creating: boolean;
  ownerLabel?: string;
  saving: boolean;
  error: ReactNode;
  submitLabel: string;
  onSubmit: (values: VehicleFormValues) => void;
  onCancel: () => void;
}

const COUNTRIES = ['ES', 'PT', 'FR', 'AD', 'DE', 'IT', 'GB', 'NL', 'BE', 'CH', 'MA'];
const THIS_YEAR = new Date().getFullYear();

/** Create or edit a vehicle: identity (plate, VIN), description, owner and ITV. */
export function VehicleForm({
  form,
  initialValues,
  creating,
  ownerLabel,
  saving,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: VehicleFormProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const plate = Form.useWatch('license_plate', form) ?? '';
  const country = Form.useWatch('plate_country', form) ?? 'ES';
  const printed = plate.trim() ? printedPlate(plate, country) : null;
  const regionNames = new Intl.DisplayNames([intl.locale], { type: 'region' });
  const countryName = (code: string) => regionNames.of(code) ?? code;

  const errorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    form.setFieldsValue(initialValues);
  }, [form, initialValues]);

  // The submit button is at the bottom: bring a save error into view on a tablet.
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [error]);

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      requiredMark="optional"
      scrollToFirstError
      data-testid="vehicle-form"
    >
      {error && (
        <div ref={errorRef}>
          <Alert
            type="error"
            showIcon
            title={error}
            style={{ marginBottom: 16 }}
            data-testid="vehicle-save-error"
          />
        </div>
      )}
      <Flex vertical gap={16}>
        <Card title={t('vehicles.form.identity')}>
          <Row gutter={16}>
            <Col xs={8} md={4}>
              <Form.Item name="plate_country" label={t('vehicles.field.plate_country')}>
                <Select
                  showSearch={{
                    filterOption: (input, option) =>
                      `${option?.value ?? ''} ${option?.title ?? ''}`
                        .toLowerCase()
                        .includes(input.toLowerCase()),
                  }}
                  popupMatchSelectWidth={220}
                  options={COUNTRIES.map((code) => ({
                    value: code,
                    label: code,
                    title: countryName(code),
                  }))}
                  optionRender={(option) => (
                    <Flex gap={8}>
                      <Typography.Text strong>{option.value}</Typography.Text>
                      <Typography.Text type="secondary">{option.data.title}</Typography.Text>
                    </Flex>
                  )}
                />
              </Form.Item>
            </Col>
            <Col xs={16} md={8}>
              <Form.Item
                name="license_plate"
                label={t('vehicles.field.license_plate')}
                dependencies={['plate_country']}
                normalize={(value?: string) => value?.toUpperCase()}
                rules={[
                  { required: true, whitespace: true, message: t('vehicles.error.plateRequired') },
                  {
                    validator: (_, value: string) => {
                      const code: string = form.getFieldValue('plate_country') || 'ES';
                      if (!value?.trim() || printedPlate(value, code)) return Promise.resolve();
                      return Promise.reject(
                        new Error(
                          t(code === 'ES' ? 'vehicles.error.plate' : 'vehicles.error.plateForeign'),
                        ),
                      );
                    },
                  },
                ]}
                extra={
                  printed ? (
                    <Flex gap={6} align="center" style={{ marginTop: 4 }}>
                      <Typography.Text type="secondary">
                        {t('vehicles.form.printedAs')}
                      </Typography.Text>
                      <PlateBadge plate={printed} country={country} size="small" />
                    </Flex>
                  ) : undefined
                }
              >
                <Input maxLength={20} autoFocus={creating} spellCheck={false} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="vin"
                label={t('vehicles.field.vin')}
                normalize={(value?: string) => value?.toUpperCase()}
                rules={[
                  {
                    validator: (_, value: string) =>
                      checkVin(value ?? '') === 'invalid'
                        ? Promise.reject(new Error(t('vehicles.error.vin')))
                        : Promise.resolve(),
                  },
                  {
                    // ISO 3779's check digit is optional in Europe: a warning, never a refusal.
                    warningOnly: true,
                    validator: (_, value: string) =>
                      checkVin(value ?? '') === 'check_digit_warning'
                        ? Promise.reject(new Error(t('vehicles.warning.vinCheckDigit')))
                        : Promise.resolve(),
                  },
                ]}
              >
                <Input
                  maxLength={20}
                  spellCheck={false}
                  autoComplete="off"
                  style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' }}
                />
              </Form.Item>
            </Col>
          </Row>
          <Row gutter={16}>
            <Col xs={12} md={6}>
              <Form.Item
                name="make"
                label={t('vehicles.field.make')}
                rules={[{ required: true, whitespace: true, message: t('vehicles.error.make') }]}
              >
                <Input maxLength={60} />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item
                name="model"
                label={t('vehicles.field.model')}
                rules={[{ required: true, whitespace: true, message: t('vehicles.error.model') }]}
              >
                <Input maxLength={80} />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="vehicle_version" label={t('vehicles.field.vehicle_version')}>
                <Input maxLength={120} />
              </Form.Item>
            </Col>
            <Col xs={8} md={4}>
              <Form.Item name="year" label={t('vehicles.field.year')}>
                <InputNumber min={1900} max={THIS_YEAR + 1} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={16} md={6}>
              <Form.Item name="fuel" label={t('vehicles.field.fuel')}>
                <Select
                  allowClear
                  options={FUELS.map((fuel) => ({
                    value: fuel,
                    label: t(`vehicles.fuel.${fuel}`),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="colour" label={t('vehicles.field.colour')}>
                <Input maxLength={40} />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name="engine" label={t('vehicles.field.engine')}>
                <Input maxLength={60} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card title={t('vehicles.form.ownerAndService')}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item name="customer_id" label={t('vehicles.field.owner')}>
                <CustomerPicker initialLabel={ownerLabel} data-testid="owner-picker" />
              </Form.Item>
            </Col>
            {creating && (
              <Col xs={12} md={6}>
                <Form.Item name="odometer_km" label={t('vehicles.field.odometer_km')}>
                  <InputNumber
                    min={0}
                    max={2_000_000}
                    precision={0}
                    style={{ width: '100%' }}
                    suffix="km"
                  />
                </Form.Item>
              </Col>
            )}
            <Col xs={12} md={6}>
              <Form.Item
                name="next_itv_date"
                label={t('vehicles.field.next_itv_date')}
                getValueProps={(value?: string | null) => ({ value: value ? dayjs(value) : null })}
                normalize={(value: dayjs.Dayjs | null) =>
                  value ? value.format('YYYY-MM-DD') : null
                }
              >
                <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item name="notes" label={t('vehicles.field.notes')}>
            <Input.TextArea rows={3} maxLength={5000} showCount />
          </Form.Item>
        </Card>
        <Flex justify="end" gap={8}>
          <Button onClick={onCancel}>
            <FormattedMessage id="vehicles.action.cancel" />
          </Button>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="vehicle-submit">
            {submitLabel}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

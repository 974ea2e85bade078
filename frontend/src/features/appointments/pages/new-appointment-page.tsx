import { PlusOutlined } from '@ant-design/icons';
import {
  APPOINTMENT_CHANNELS,
  type AvailabilitySlot,
  MAX_APPOINTMENT_MINUTES,
  MIN_APPOINTMENT_MINUTES,
  PERMISSIONS,
} from '@px/contracts';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
} from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { useCustomerVehicles } from '@/features/customers/api';
import { CustomerPicker } from '@/features/customers/components/customer-picker';
import { useServiceTypeOptions } from '@/features/setup/api';
import {
  QuickCustomerModal,
  QuickVehicleModal,
} from '@/features/work-orders/components/quick-create';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';
import { useFeedback } from '@/shared/feedback';
import { PageHeader } from '@/shared/ui';
import { useAvailability, useBays, useBookAppointment } from '../api';
import { SlotPicker } from '../components/slot-picker';
import { clockTime, madridToday } from '../model';

interface BookingValues {
  customer_id?: string;
  vehicle_id?: string;
  service_type_id?: string;
  date?: string;
  duration_minutes?: number;
  employee_id?: string;
  bay_id?: string;
  channel: string;
  notes?: string;
  override?: boolean;
}

/** How antd's DatePicker holds a 'YYYY-MM-DD' field, and back. */
const dateProps = {
  getValueProps: (value?: string | null) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: dayjs.Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null),
};

/**
 * /appointments/new (the palette's "new appointment"): customer and vehicle (picked, or created on
 * the spot), service type (its duration, editable), the day, a mechanic or any, a bay or any; the
 * slot finder answers the free times and the desk taps one. `?date=` and `?customer=` prefill it.
 */
export default function NewAppointmentPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { hasPermission } = usePermissions();
  const [form] = Form.useForm<BookingValues>();
  const [customerLabel, setCustomerLabel] = useState<string>();
  const [quickCustomer, setQuickCustomer] = useState(false);
  const [quickVehicleFor, setQuickVehicleFor] = useState<string | null>(null);
  const [slot, setSlot] = useState<AvailabilitySlot>();
  const today = madridToday();

  const customerId = Form.useWatch('customer_id', form);
  const serviceTypeId = Form.useWatch('service_type_id', form);
  const date = Form.useWatch('date', form);
  const duration = Form.useWatch('duration_minutes', form);
  const employeeId = Form.useWatch('employee_id', form);
  const bayId = Form.useWatch('bay_id', form);

  const vehicles = useCustomerVehicles(customerId);
  const serviceTypes = useServiceTypeOptions();
  const bays = useBays();
  const availability = useAvailability(
    serviceTypeId && date
      ? {
          date,
          service_type_id: serviceTypeId,
          employee_id: employeeId,
          duration_minutes: duration,
        }
      : null,
  );
  const book = useBookAppointment();
  const canOverride = hasPermission(PERMISSIONS.appointments.appointments.override);

  const submit = async () => {
    const values = await form.validateFields();
    if (!slot) {
      form.setFields([{ name: 'date', errors: [t('appointments.form.slotRequired')] }]);
      return;
    }
    try {
      const appointment = await book.mutateAsync({
        customer_id: values.customer_id!,
        vehicle_id: values.vehicle_id ?? null,
        service_type_id: values.service_type_id!,
        starts_at: slot.start,
        duration_minutes: values.duration_minutes,
        // "Any free mechanic" books the first one the finder found free (capacity is held).
        employee_id: values.employee_id ?? slot.employee_ids[0] ?? null,
        bay_id: values.bay_id ?? slot.bay_ids[0] ?? null,
        notes: values.notes ?? null,
        channel: values.channel,
        override: values.override || undefined,
      });
      void message.success(
        t('appointments.form.booked', {
          date: dayjs(values.date).format('DD/MM/YYYY'),
          time: clockTime(appointment.starts_at),
        }),
      );
      navigate(`/appointments/${appointment.id}`);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length) {
        form.setFields(
          error.fieldErrors.map((item) => ({
            name: (item.field === 'starts_at' ? 'date' : item.field) as keyof BookingValues,
            errors: [item.message],
          })),
        );
      }
      // Someone took the slot meanwhile: the finder is asked again.
      void availability.refetch();
    }
  };

  const resetSlot = () => setSlot(undefined);
  const employeeOptions = (availability.data?.employees ?? []).map((employee) => ({
    value: employee.id,
    label: employee.full_name,
  }));

  return (
    <>
      <PageHeader
        title={t('appointments.newTitle')}
        subtitle={t('appointments.newSubtitle')}
        breadcrumb={[
          { label: t('appointments.title'), to: '/appointments' },
          { label: t('appointments.newTitle') },
        ]}
      />
      <Card>
        <Form<BookingValues>
          form={form}
          layout="vertical"
          requiredMark
          initialValues={{
            channel: 'phone',
            date: params.get('date') && params.get('date')! >= today ? params.get('date')! : today,
          }}
          onValuesChange={(changed: Partial<BookingValues>) => {
            if (
              'service_type_id' in changed ||
              'date' in changed ||
              'duration_minutes' in changed ||
              'employee_id' in changed ||
              'bay_id' in changed
            ) {
              resetSlot();
            }
            if ('service_type_id' in changed) {
              const type = serviceTypes.data?.find(
                (option) => option.value === changed.service_type_id,
              );
              form.setFieldValue('duration_minutes', type?.duration_minutes);
            }
          }}
          data-testid="appointment-form"
        >
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label={t('appointments.field.customer')} required>
                <Flex gap={8}>
                  <Form.Item
                    name="customer_id"
                    noStyle
                    rules={[{ required: true, message: t('appointments.form.customerRequired') }]}
                  >
                    <CustomerPicker
                      aria-label={t('appointments.field.customer')}
                      style={{ flex: 1, minWidth: 0 }}
                      initialLabel={customerLabel}
                      onChange={(id, customer) => {
                        form.setFieldsValue({
                          customer_id: id ?? undefined,
                          vehicle_id: undefined,
                        });
                        setCustomerLabel(customer?.full_name);
                      }}
                      data-testid="appointment-customer"
                    />
                  </Form.Item>
                  <Button
                    icon={<PlusOutlined />}
                    onClick={() => setQuickCustomer(true)}
                    aria-label={t('workOrders.quick.customerTitle')}
                    data-testid="quick-customer"
                    style={{ minWidth: 44, height: 44 }}
                  />
                </Flex>
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('appointments.field.vehicle')}>
                <Flex gap={8}>
                  <Form.Item name="vehicle_id" noStyle>
                    <Select
                      aria-label={t('appointments.field.vehicle')}
                      style={{ flex: 1, minWidth: 0 }}
                      allowClear
                      disabled={!customerId}
                      loading={vehicles.isFetching}
                      placeholder={t(
                        customerId
                          ? 'appointments.form.vehiclePlaceholder'
                          : 'appointments.form.pickCustomerFirst',
                      )}
                      notFoundContent={t('appointments.form.noVehicles')}
                      options={(vehicles.data?.data ?? []).map((vehicle) => ({
                        value: vehicle.id,
                        label: `${vehicle.license_plate} · ${vehicle.make} ${vehicle.model}`,
                      }))}
                      data-testid="appointment-vehicle"
                    />
                  </Form.Item>
                  <Button
                    icon={<PlusOutlined />}
                    disabled={!customerId}
                    onClick={() => setQuickVehicleFor(customerId ?? null)}
                    aria-label={t('workOrders.quick.vehicleTitle')}
                    data-testid="quick-vehicle"
                    style={{ minWidth: 44, height: 44 }}
                  />
                </Flex>
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="service_type_id"
                label={t('appointments.field.serviceType')}
                rules={[{ required: true, message: t('appointments.form.serviceRequired') }]}
              >
                <Select
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={serviceTypes.isPending}
                  options={(serviceTypes.data ?? []).map((option) => ({
                    value: option.value,
                    label: option.label,
                  }))}
                  data-testid="appointment-service"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item
                name="date"
                label={t('appointments.field.date')}
                rules={[{ required: true, message: t('appointments.form.dateRequired') }]}
                {...dateProps}
              >
                <DatePicker
                  format="DD/MM/YYYY"
                  allowClear={false}
                  disabledDate={(value) => value.format('YYYY-MM-DD') < today}
                  style={{ width: '100%' }}
                  data-testid="appointment-date"
                />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="duration_minutes" label={t('appointments.field.duration')}>
                <InputNumber
                  min={MIN_APPOINTMENT_MINUTES}
                  max={MAX_APPOINTMENT_MINUTES}
                  step={15}
                  style={{ width: '100%' }}
                  data-testid="appointment-duration"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="employee_id" label={t('appointments.field.employee')}>
                <Select
                  allowClear
                  placeholder={t('appointments.form.anyEmployee')}
                  options={employeeOptions}
                  data-testid="appointment-employee"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="bay_id" label={t('appointments.field.bay')}>
                <Select
                  allowClear
                  placeholder={t('appointments.form.noBay')}
                  loading={bays.isPending}
                  options={(bays.data ?? [])
                    .filter((bay) => bay.active)
                    .map((bay) => ({ value: bay.id, label: bay.name }))}
                  data-testid="appointment-bay"
                />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label={t('appointments.form.slotsTitle')} required>
            {serviceTypeId ? (
              <SlotPicker
                availability={availability.data}
                loading={availability.isFetching}
                error={availability.error}
                onRetry={() => void availability.refetch()}
                bayId={bayId ?? null}
                value={slot?.start}
                onChange={setSlot}
              />
            ) : (
              <Alert type="info" showIcon title={t('appointments.form.pickServiceFirst')} />
            )}
          </Form.Item>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="channel" label={t('appointments.field.channel')}>
                <Select
                  options={APPOINTMENT_CHANNELS.map((channel) => ({
                    value: channel,
                    label: t(`appointments.channel.${channel}`),
                  }))}
                  data-testid="appointment-channel"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item name="notes" label={t('appointments.field.notes')}>
                <Input.TextArea
                  autoSize={{ minRows: 2, maxRows: 6 }}
                  maxLength={2000}
                  data-testid="appointment-notes"
                />
              </Form.Item>
            </Col>
          </Row>
          {canOverride && (
            <Form.Item
              name="override"
              valuePropName="checked"
              extra={t('appointments.form.overrideHint')}
            >
              <Checkbox>
                <FormattedMessage id="appointments.form.override" />
              </Checkbox>
            </Form.Item>
          )}
          {book.isError && (
            <Alert
              type="error"
              showIcon
              title={extractErrorMessage(book.error)}
              style={{ marginBottom: 16 }}
              data-testid="appointment-save-error"
            />
          )}
          <Flex gap={8} justify="flex-end" wrap>
            <Button onClick={() => navigate('/appointments')} style={{ height: 44 }}>
              <FormattedMessage id="appointments.form.cancel" />
            </Button>
            <Button
              type="primary"
              onClick={() => void submit()}
              loading={book.isPending}
              style={{ height: 44 }}
              data-testid="appointment-submit"
            >
              <FormattedMessage id="appointments.form.submit" />
            </Button>
          </Flex>
        </Form>
      </Card>
      <QuickCustomerModal
        open={quickCustomer}
        onClose={() => setQuickCustomer(false)}
        onCreated={(customer) => {
          setQuickCustomer(false);
          setCustomerLabel(customer.full_name);
          form.setFieldsValue({ customer_id: customer.id, vehicle_id: undefined });
        }}
      />
      <QuickVehicleModal
        customerId={quickVehicleFor}
        onClose={() => setQuickVehicleFor(null)}
        onCreated={(vehicle) => {
          setQuickVehicleFor(null);
          form.setFieldsValue({ vehicle_id: vehicle.id });
          void vehicles.refetch();
        }}
      />
    </>
  );
}

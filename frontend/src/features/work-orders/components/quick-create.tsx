import type { CustomerDetail, CustomerType, VehicleDetail } from '@px/contracts';
import { Alert, Form, Input, InputNumber, Modal, Segmented } from 'antd';
import { useIntl } from 'react-intl';
import { useSaveCustomer } from '@/features/customers/api';
import { useSaveVehicle } from '@/features/vehicles/api';
import { isApiError } from '@/shared/api';

const fieldErrorsOf = (error: unknown) =>
  isApiError(error)
    ? error.fieldErrors.map((item) => ({ name: item.field, errors: [item.message] }))
    : [];

interface QuickCustomerProps {
  open: boolean;
  onClose: () => void;
  onCreated: (customer: CustomerDetail) => void;
}

/** A customer created from the order form: the essentials now, the rest later at /customers. */
export function QuickCustomerModal({ open, onClose, onCreated }: QuickCustomerProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form] = Form.useForm<{
    type: CustomerType;
    first_name?: string;
    last_name?: string;
    company_name?: string;
    nif?: string;
    mobile_phone?: string;
  }>();
  const save = useSaveCustomer();
  const type = Form.useWatch('type', form) ?? 'person';

  const submit = async () => {
    const values = await form.validateFields();
    try {
      const customer = await save.mutateAsync({
        type: values.type,
        first_name: values.type === 'person' ? values.first_name : undefined,
        last_name: values.type === 'person' ? values.last_name : undefined,
        company_name: values.type === 'company' ? values.company_name : undefined,
        nif: values.nif || null,
        mobile_phone: values.mobile_phone || null,
      });
      form.resetFields();
      onCreated(customer);
    } catch (error) {
      form.setFields(fieldErrorsOf(error) as never);
    }
  };

  return (
    <Modal
      open={open}
      title={t('workOrders.quick.customerTitle')}
      okText={t('workOrders.quick.create')}
      cancelText={t('workOrders.common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ loading: save.isPending }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ type: 'person' }}>
        <Form.Item name="type">
          <Segmented
            options={[
              { value: 'person', label: t('workOrders.quick.person') },
              { value: 'company', label: t('workOrders.quick.company') },
            ]}
          />
        </Form.Item>
        {type === 'person' ? (
          <>
            <Form.Item
              name="first_name"
              label={t('workOrders.quick.firstName')}
              rules={[
                { required: true, whitespace: true, message: t('workOrders.quick.required') },
              ]}
            >
              <Input maxLength={80} />
            </Form.Item>
            <Form.Item name="last_name" label={t('workOrders.quick.lastName')}>
              <Input maxLength={120} />
            </Form.Item>
          </>
        ) : (
          <Form.Item
            name="company_name"
            label={t('workOrders.quick.companyName')}
            rules={[{ required: true, whitespace: true, message: t('workOrders.quick.required') }]}
          >
            <Input maxLength={200} />
          </Form.Item>
        )}
        <Form.Item name="nif" label={t('workOrders.quick.nif')}>
          <Input maxLength={12} />
        </Form.Item>
        <Form.Item name="mobile_phone" label={t('workOrders.quick.mobile')}>
          <Input maxLength={20} inputMode="tel" />
        </Form.Item>
        {save.isError && !fieldErrorsOf(save.error).length && (
          <Alert
            type="error"
            showIcon
            message={isApiError(save.error) ? save.error.message : t('workOrders.quick.failed')}
          />
        )}
      </Form>
    </Modal>
  );
}

interface QuickVehicleProps {
  customerId: string | null;
  onClose: () => void;
  onCreated: (vehicle: VehicleDetail) => void;
}

/** A vehicle of the chosen customer, created from the order form. */
export function QuickVehicleModal({ customerId, onClose, onCreated }: QuickVehicleProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form] = Form.useForm<{
    license_plate: string;
    make: string;
    model: string;
    odometer_km?: number;
  }>();
  const save = useSaveVehicle();

  const submit = async () => {
    if (!customerId) return;
    const values = await form.validateFields();
    try {
      const vehicle = await save.mutateAsync({
        license_plate: values.license_plate,
        plate_country: 'ES',
        vin: null,
        make: values.make,
        model: values.model,
        vehicle_version: '',
        year: null,
        fuel: null,
        colour: '',
        engine: '',
        next_itv_date: null,
        notes: '',
        customer_id: customerId,
        odometer_km: values.odometer_km ?? null,
      });
      form.resetFields();
      onCreated(vehicle);
    } catch (error) {
      form.setFields(fieldErrorsOf(error) as never);
    }
  };

  return (
    <Modal
      open={!!customerId}
      title={t('workOrders.quick.vehicleTitle')}
      okText={t('workOrders.quick.create')}
      cancelText={t('workOrders.common.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ loading: save.isPending }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="license_plate"
          label={t('workOrders.quick.plate')}
          rules={[{ required: true, whitespace: true, message: t('workOrders.quick.required') }]}
        >
          <Input maxLength={20} style={{ textTransform: 'uppercase' }} placeholder="1234 BCD" />
        </Form.Item>
        <Form.Item
          name="make"
          label={t('workOrders.quick.make')}
          rules={[{ required: true, whitespace: true, message: t('workOrders.quick.required') }]}
        >
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item
          name="model"
          label={t('workOrders.quick.model')}
          rules={[{ required: true, whitespace: true, message: t('workOrders.quick.required') }]}
        >
          <Input maxLength={80} />
        </Form.Item>
        <Form.Item name="odometer_km" label={t('workOrders.quick.km')}>
          <InputNumber min={0} max={9_999_999} style={{ width: 200 }} suffix="km" />
        </Form.Item>
        {save.isError && !fieldErrorsOf(save.error).length && (
          <Alert
            type="error"
            showIcon
            message={isApiError(save.error) ? save.error.message : t('workOrders.quick.failed')}
          />
        )}
      </Form>
    </Modal>
  );
}

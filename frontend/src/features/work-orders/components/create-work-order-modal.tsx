import { PERMISSIONS } from '@px/contracts';
import { Alert, Form, Input, Modal, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { useCustomer, useCustomerVehicles } from '@/features/customers/api';
import { isApiError } from '@/shared/api';
import { useFeedback } from '@/shared/feedback';
import { DEFAULT_ERRORS, errorText, useAssignees, useCreateWorkOrder } from '../api';
import type { CreateOrderValues } from './create-order/create-order-values';
import { CustomerVehicleFields } from './create-order/customer-vehicle-fields';
import { EstimateDecisionFields } from './create-order/estimate-decision-fields';
import { OrderTermsFields } from './order-terms-fields';
import { QuickCustomerModal, QuickVehicleModal } from './quick-create';

export interface CreateWorkOrderDefaults {
  customerId?: string;
  vehicleId?: string;
}

interface Props {
  open: boolean;
  defaults?: CreateWorkOrderDefaults;
  onClose: () => void;
}

type FormValues = CreateOrderValues;

/**
 * Opens a work order (SPEC §8 create toasts): the customer and the vehicle (picked, or created on
 * the spot), what the customer says in their words, the work asked for, priority, assignee,
 * promised date, km in, and whether the customer accepts or renounces the estimate (RD 1457/1986).
 */
export function CreateWorkOrderModal({ open, defaults, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { notification, message } = useFeedback();
  const navigate = useNavigate();
  const { hasPermission } = usePermissions();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateWorkOrder();
  const canAssign = hasPermission(PERMISSIONS.work_orders.orders.assign);
  const assignees = useAssignees(open && canAssign);
  const customerId = Form.useWatch('customer_id', form);
  const vehicleId = Form.useWatch('vehicle_id', form);
  const decision = Form.useWatch('estimate_decision', form);
  const vehicles = useCustomerVehicles(customerId);
  const defaultCustomer = useCustomer(open ? defaults?.customerId : undefined);
  const [customerLabel, setCustomerLabel] = useState<string | undefined>();
  const [quickCustomer, setQuickCustomer] = useState(false);
  const [quickVehicleFor, setQuickVehicleFor] = useState<string | null>(null);
  // One key per opening: a double click or a retried request creates one order.
  const idempotencyKey = useMemo(() => (open ? crypto.randomUUID() : ''), [open]);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    create.reset();
    setCustomerLabel(undefined);
    if (defaults?.customerId) form.setFieldValue('customer_id', defaults.customerId);
    if (defaults?.vehicleId) form.setFieldValue('vehicle_id', defaults.vehicleId);
    // Reset once per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (defaultCustomer.data) setCustomerLabel(defaultCustomer.data.full_name);
  }, [defaultCustomer.data]);

  // The vehicle's last reading is the best first guess of the km in.
  const vehicleRows = useMemo(() => vehicles.data?.data ?? [], [vehicles.data]);
  useEffect(() => {
    const vehicle = vehicleRows.find((row) => row.id === vehicleId);
    if (vehicle?.odometer_km != null && form.getFieldValue('odometer_in_km') == null) {
      form.setFieldValue('odometer_in_km', vehicle.odometer_km);
    }
  }, [vehicleId, vehicleRows, form]);

  const submit = async () => {
    const values = await form.validateFields();
    try {
      const order = await create.mutateAsync({
        idempotencyKey,
        input: {
          title: values.title,
          customer_id: values.customer_id ?? '',
          vehicle_id: values.vehicle_id ?? null,
          complaint: values.complaint ?? '',
          requested_work: values.requested_work ?? '',
          priority: values.priority,
          assigned_employee_id: values.assigned_employee_id ?? null,
          promised_at: values.promised_at ? values.promised_at.toISOString() : null,
          odometer_in_km: values.odometer_in_km ?? null,
          estimate_decision:
            values.estimate_decision === 'pending' ? null : values.estimate_decision,
          estimate_channel:
            values.estimate_decision === 'pending'
              ? null
              : (values.estimate_channel ?? 'in_person'),
        },
      });
      void message.success(t('workOrders.toast.created', { number: order.number }));
      onClose();
      navigate(`/orders/${order.id}`);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length) {
        form.setFields(
          error.fieldErrors.map((item) => ({
            name: item.field as keyof FormValues,
            errors: [item.message],
          })),
        );
      }
      notification.error({
        title: t('workOrders.toast.createFailed', {
          message: errorText(error, DEFAULT_ERRORS.create),
        }),
      });
    }
  };

  return (
    <>
      <Modal
        open={open}
        title={t('workOrders.create.title')}
        okText={t('workOrders.create.submit')}
        cancelText={t('workOrders.common.cancel')}
        onOk={() => void submit()}
        onCancel={onClose}
        okButtonProps={{ loading: create.isPending, 'data-testid': 'create-order-submit' } as never}
        width={760}
        destroyOnHidden
        data-testid="create-order-modal"
      >
        <Form<FormValues>
          form={form}
          layout="vertical"
          requiredMark="optional"
          initialValues={{
            priority: 'normal',
            estimate_decision: 'accepted',
            estimate_channel: 'in_person',
          }}
        >
          <CustomerVehicleFields
            form={form}
            customerId={customerId}
            customerLabel={customerLabel}
            onCustomerLabel={setCustomerLabel}
            vehicleRows={vehicleRows}
            vehiclesLoading={vehicles.isFetching}
            onQuickCustomer={() => setQuickCustomer(true)}
            onQuickVehicle={setQuickVehicleFor}
          />
          <Form.Item
            name="title"
            label={t('workOrders.field.title')}
            rules={[
              { required: true, whitespace: true, message: t('workOrders.create.titleRequired') },
            ]}
          >
            <Input maxLength={200} placeholder={t('workOrders.create.titlePlaceholder')} />
          </Form.Item>
          <Form.Item
            name="complaint"
            label={t('workOrders.field.complaint')}
            extra={t('workOrders.create.complaintHint')}
          >
            <Input.TextArea rows={2} maxLength={4000} />
          </Form.Item>
          <Form.Item name="requested_work" label={t('workOrders.field.requestedWork')}>
            <Input.TextArea rows={2} maxLength={4000} />
          </Form.Item>
          <OrderTermsFields />
          {canAssign && (
            <Form.Item name="assigned_employee_id" label={t('workOrders.field.assignee')}>
              <Select
                allowClear
                loading={assignees.isFetching}
                placeholder={t('workOrders.create.unassigned')}
                options={(assignees.data ?? []).map((employee) => ({
                  value: employee.id,
                  label: `${employee.full_name} (${employee.code})`,
                }))}
                data-testid="order-assignee"
              />
            </Form.Item>
          )}
          <EstimateDecisionFields decision={decision} />
          {create.isError && (
            <Alert
              type="error"
              showIcon
              message={t('workOrders.toast.createFailed', {
                message: errorText(create.error, DEFAULT_ERRORS.create),
              })}
            />
          )}
        </Form>
      </Modal>
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
          form.setFieldsValue({
            vehicle_id: vehicle.id,
            odometer_in_km: vehicle.odometer_km ?? undefined,
          });
        }}
      />
    </>
  );
}

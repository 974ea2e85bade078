import { PlusOutlined } from '@ant-design/icons';
import { Button, Col, Flex, Form, type FormInstance, Row, Select } from 'antd';
import { useIntl } from 'react-intl';
import type { useCustomerVehicles } from '@/features/customers/api';
import { CustomerPicker } from '@/features/customers/components/customer-picker';
import type { CreateOrderValues } from './create-order-values';

type VehicleRow = NonNullable<ReturnType<typeof useCustomerVehicles>['data']>['data'][number];

interface CustomerVehicleFieldsProps {
  /** The dialog's form: picking another customer clears the vehicle and the km. */
  form: FormInstance<CreateOrderValues>;
  customerId: string | undefined;
  customerLabel: string | undefined;
  onCustomerLabel: (label: string | undefined) => void;
  vehicleRows: readonly VehicleRow[];
  vehiclesLoading: boolean;
  onQuickCustomer: () => void;
  onQuickVehicle: (customerId: string | null) => void;
}

/** The new order's customer and vehicle pickers, each with a button to create one on the spot. */
export function CustomerVehicleFields({
  form,
  customerId,
  customerLabel,
  onCustomerLabel: setCustomerLabel,
  vehicleRows,
  vehiclesLoading,
  onQuickCustomer,
  onQuickVehicle,
}: CustomerVehicleFieldsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label={t('workOrders.field.customer')} required>
          <Flex gap={8}>
            <Form.Item
              name="customer_id"
              noStyle
              rules={[{ required: true, message: t('workOrders.create.customerRequired') }]}
            >
              <CustomerPicker
                aria-label={t('workOrders.field.customer')}
                style={{ flex: 1, minWidth: 0 }}
                initialLabel={customerLabel}
                onChange={(id, customer) => {
                  form.setFieldsValue({
                    customer_id: id ?? undefined,
                    vehicle_id: undefined,
                    odometer_in_km: undefined,
                  });
                  setCustomerLabel(customer?.full_name);
                }}
                data-testid="order-customer"
              />
            </Form.Item>
            <Button
              icon={<PlusOutlined />}
              onClick={onQuickCustomer}
              aria-label={t('workOrders.quick.customerTitle')}
              data-testid="quick-customer"
            />
          </Flex>
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={t('workOrders.field.vehicle')}>
          <Flex gap={8}>
            <Form.Item name="vehicle_id" noStyle>
              <Select
                aria-label={t('workOrders.field.vehicle')}
                style={{ flex: 1, minWidth: 0 }}
                allowClear
                disabled={!customerId}
                loading={vehiclesLoading}
                placeholder={t(
                  customerId
                    ? 'workOrders.create.vehiclePlaceholder'
                    : 'workOrders.create.pickCustomerFirst',
                )}
                notFoundContent={t('workOrders.create.noVehicles')}
                options={vehicleRows.map((vehicle) => ({
                  value: vehicle.id,
                  label: `${vehicle.license_plate} · ${vehicle.make} ${vehicle.model}`,
                }))}
                data-testid="order-vehicle"
              />
            </Form.Item>
            <Button
              icon={<PlusOutlined />}
              disabled={!customerId}
              onClick={() => onQuickVehicle(customerId ?? null)}
              aria-label={t('workOrders.quick.vehicleTitle')}
              data-testid="quick-vehicle"
            />
          </Flex>
        </Form.Item>
      </Col>
    </Row>
  );
}

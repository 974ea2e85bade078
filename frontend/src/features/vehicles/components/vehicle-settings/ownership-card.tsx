import { SwapOutlined, UserOutlined } from '@ant-design/icons';
import type { VehicleDetail } from '@px/contracts';
import { Alert, Avatar, Button, Card, Divider, Flex, Form, Input, Typography, theme } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { applyServerErrors } from '@/features/auth/form-errors';
import { CustomerPicker } from '@/features/customers/components/customer-picker';
import { useFeedback } from '@/shared/feedback';
import { useScreenFormat } from '@/shared/hooks';
import { HistoryTimeline, SaveErrorMessage } from '@/shared/ui';
import { useSaveVehicle, type useVehicleHistory } from '../../api';
import { formValuesOf, inputOf } from '../../model';
import { historyItemOf } from '../history-extra';

interface OwnerFormValues {
  customer_id: string | null;
  owner_change_reason: string;
}

const OWNERSHIP_KINDS = new Set(['ownership_started', 'ownership_ended']);

interface OwnershipCardProps {
  /** The vehicle's id as the address has it. */
  id: string;
  vehicle: VehicleDetail;
  /** The vehicle's history (its first page holds the ownership facts). */
  history: ReturnType<typeof useVehicleHistory>;
  canUpdate: boolean;
  refetch: () => unknown;
}

/** The current owner, the form to change it (with the reason), and the past owners. */
export function OwnershipCard({ id, vehicle, history, canUpdate, refetch }: OwnershipCardProps) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const format = useScreenFormat();
  const { token } = theme.useToken();
  const { notification } = useFeedback();
  const saveVehicle = useSaveVehicle(id);
  const [ownerForm] = Form.useForm<OwnerFormValues>();
  const [ownerError, setOwnerError] = useState<unknown>(null);

  const changeOwner = async (values: OwnerFormValues) => {
    setOwnerError(null);
    try {
      await saveVehicle.mutateAsync({
        // PUT takes the whole vehicle: its current fields, the new owner and why.
        ...inputOf(formValuesOf(vehicle), false),
        customer_id: values.customer_id ?? null,
        owner_change_reason: values.owner_change_reason?.trim() || undefined,
        version: vehicle.version,
      });
      ownerForm.resetFields();
      notification.success({ title: t('vehicles.toast.ownerChanged') });
    } catch (failure) {
      applyServerErrors(ownerForm, failure);
      setOwnerError(failure);
    }
  };

  const ownership = (history.data?.pages.flatMap((page) => page.data) ?? []).filter((entry) =>
    OWNERSHIP_KINDS.has(entry.kind),
  );

  return (
    <Card title={t('vehicles.settings.owner')}>
      <Flex gap={12} align="center" style={{ marginBottom: 16 }}>
        <Avatar
          icon={<UserOutlined />}
          style={{
            background: vehicle.customer_id ? token.colorPrimaryBg : token.colorFillSecondary,
            color: vehicle.customer_id ? token.colorPrimary : token.colorTextTertiary,
          }}
        />
        <Flex vertical>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('vehicles.settings.currentOwner')}
          </Typography.Text>
          {vehicle.customer_id && vehicle.customer_name ? (
            <Link to={`/customers/${vehicle.customer_id}`} data-testid="current-owner">
              {vehicle.customer_name}
            </Link>
          ) : (
            <Typography.Text type="secondary" data-testid="current-owner">
              {t('vehicles.noOwner')}
            </Typography.Text>
          )}
        </Flex>
      </Flex>
      {canUpdate ? (
        <Form
          form={ownerForm}
          layout="vertical"
          onFinish={(values) => void changeOwner(values)}
          data-testid="owner-form"
        >
          <Form.Item
            name="customer_id"
            label={t('vehicles.settings.newOwner')}
            rules={[{ required: true, message: t('vehicles.error.newOwner') }]}
          >
            <CustomerPicker
              excludeIds={vehicle.customer_id ? [vehicle.customer_id] : []}
              data-testid="new-owner-picker"
            />
          </Form.Item>
          <Form.Item name="owner_change_reason" label={t('vehicles.settings.reason')}>
            <Input maxLength={300} placeholder={t('vehicles.settings.reasonPlaceholder')} />
          </Form.Item>
          {ownerError ? (
            <Alert
              type="error"
              showIcon
              style={{ marginBottom: 16 }}
              title={
                <SaveErrorMessage
                  error={ownerError}
                  existingPath={(existing) => `/vehicles/${existing}`}
                  onReload={() => {
                    setOwnerError(null);
                    void refetch();
                  }}
                />
              }
            />
          ) : null}
          <Button
            type="primary"
            htmlType="submit"
            icon={<SwapOutlined />}
            loading={saveVehicle.isPending}
            data-testid="change-owner"
          >
            <FormattedMessage id="vehicles.settings.changeOwner" />
          </Button>
        </Form>
      ) : (
        <Typography.Text type="secondary">{t('vehicles.settings.readOnly')}</Typography.Text>
      )}
      <Divider titlePlacement="start" plain style={{ marginTop: 24 }}>
        {t('vehicles.settings.ownership')}
      </Divider>
      {history.isError ? (
        <Alert type="warning" showIcon title={t('vehicles.history.error')} />
      ) : (
        <HistoryTimeline
          loading={history.isPending}
          items={ownership.map((entry) => historyItemOf(entry, format))}
          emptyText={t('vehicles.settings.noOwnership')}
        />
      )}
    </Card>
  );
}

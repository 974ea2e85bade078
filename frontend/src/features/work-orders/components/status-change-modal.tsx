import type { WorkOrderStatus } from '@px/contracts';
import { Alert, Form, Input, InputNumber, Modal } from 'antd';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useFeedback } from '@/shared/feedback';
import { DEFAULT_ERRORS, errorText, useChangeStatus } from '../api';
import { StatusTag, TransitionLabel } from './status-tag';

export interface StatusChangeTarget {
  id: string;
  number: string;
  status: WorkOrderStatus;
  odometer_in_km?: number | null;
  version?: number;
}

interface Props {
  order: StatusChangeTarget | null;
  to: WorkOrderStatus | null;
  onClose: () => void;
}

/**
 * Confirms a status move that needs more than a click: the km at delivery to complete, a reason
 * to reopen (required), to put on hold or to cancel. The server applies DOMAIN's rules and says why
 * when it refuses.
 */
export function StatusChangeModal({ order, to, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { message } = useFeedback();
  const [form] = Form.useForm<{ reason?: string; odometer_out_km?: number }>();
  const change = useChangeStatus();
  const reopening = order?.status === 'completed' && to === 'in_progress';
  const completing = to === 'completed';

  useEffect(() => {
    if (order && to) {
      form.resetFields();
      change.reset();
      if (completing && order.odometer_in_km != null) {
        form.setFieldsValue({ odometer_out_km: order.odometer_in_km });
      }
    }
    // The form restarts for each move.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [order?.id, to]);

  const submit = async () => {
    if (!order || !to) return;
    const values = await form.validateFields();
    try {
      await change.mutateAsync({
        id: order.id,
        status: to,
        reason: values.reason?.trim() || null,
        ...(completing && values.odometer_out_km != null
          ? { odometer_out_km: values.odometer_out_km }
          : {}),
        ...(order.version !== undefined ? { version: order.version } : {}),
      });
      void message.success(t('workOrders.toast.updated'));
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };

  return (
    <Modal
      open={!!order && !!to}
      title={order && to ? t('workOrders.move.title', { number: order.number }) : ''}
      okText={to ? t(`workOrders.move.ok.${to}`) : undefined}
      cancelText={t('workOrders.common.cancel')}
      okButtonProps={{ danger: to === 'cancelled', loading: change.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="status-change-modal"
    >
      {order && to && (
        <Form form={form} layout="vertical" requiredMark="optional">
          <Form.Item label={t('workOrders.move.change')}>
            <TransitionLabel from={order.status} to={to} />
          </Form.Item>
          {completing && (
            <Form.Item
              name="odometer_out_km"
              label={t('workOrders.field.odometerOut')}
              extra={t('workOrders.move.odometerHint')}
              rules={[{ required: true, message: t('workOrders.move.odometerRequired') }]}
            >
              <InputNumber min={0} max={9_999_999} step={1} style={{ width: 200 }} suffix="km" />
            </Form.Item>
          )}
          {to !== 'completed' && (
            <Form.Item
              name="reason"
              label={t(reopening ? 'workOrders.move.reopenReason' : 'workOrders.move.reason')}
              rules={
                reopening
                  ? [
                      {
                        required: true,
                        whitespace: true,
                        min: 3,
                        message: t('workOrders.move.reasonRequired'),
                      },
                    ]
                  : []
              }
            >
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
          )}
          {change.isError && (
            <Alert
              type="error"
              showIcon
              data-testid="status-change-error"
              message={t('workOrders.toast.updateFailed', {
                message: errorText(change.error, DEFAULT_ERRORS.update),
              })}
            />
          )}
          {to === 'cancelled' && !change.isError && (
            <Alert type="warning" showIcon message={t('workOrders.move.cancelWarning')} />
          )}
          {reopening && (
            <div style={{ marginTop: 8 }}>
              <StatusTag status="completed" /> {t('workOrders.move.reopenHint')}
            </div>
          )}
        </Form>
      )}
    </Modal>
  );
}

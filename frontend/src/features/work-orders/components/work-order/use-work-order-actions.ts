import type { WorkOrderDetail, WorkOrderStatus } from '@px/contracts';
import { type FormInstance } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '@/shared/api';
import { useFeedback } from '@/shared/feedback';
import {
  DEFAULT_ERRORS,
  downloadRepairOrderPdf,
  errorText,
  useChangeStatus,
  useDeleteWorkOrder,
  useUpdateWorkOrder,
} from '../../api';
import { moveNeedsInput } from '../../model';
import type { HeaderValues } from './order-header-form';

/**
 * The order screen's writes: saving the edited header, status moves (asking for a reason or
 * outcome where the move needs one), assigning, the repair-order PDF and deleting. The actions
 * do nothing while the order is not loaded.
 */
export function useWorkOrderActions(
  id: string,
  order: WorkOrderDetail | undefined,
  form: FormInstance<HeaderValues>,
) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: key }, values);
  const navigate = useNavigate();
  const { message, notification, modal } = useFeedback();
  const update = useUpdateWorkOrder(id);
  const change = useChangeStatus();
  const remove = useDeleteWorkOrder();
  const [moving, setMoving] = useState<WorkOrderStatus | null>(null);
  const [printing, setPrinting] = useState(false);

  const failUpdate = (error: unknown) =>
    notification.error({
      title: t('workOrders.toast.updateFailed', {
        message: errorText(error, DEFAULT_ERRORS.update),
      }),
    });

  const save = async () => {
    if (!order) return;
    const values = await form.validateFields();
    try {
      await update.mutateAsync({
        version: order.version,
        title: values.title,
        complaint: values.complaint ?? '',
        requested_work: values.requested_work ?? '',
        diagnosis: values.diagnosis ?? '',
        priority: values.priority,
        promised_at: values.promised_at ? values.promised_at.toISOString() : null,
        odometer_in_km: values.odometer_in_km ?? null,
        estimate_decision: values.estimate_decision === 'pending' ? null : values.estimate_decision,
        estimate_channel:
          values.estimate_decision === 'pending' ? null : (values.estimate_channel ?? 'in_person'),
      });
      void message.success(t('workOrders.toast.updated'));
      navigate(`/orders/${order.id}`);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors.length) {
        form.setFields(
          error.fieldErrors.map((item) => ({
            name: item.field as keyof HeaderValues,
            errors: [item.message],
          })),
        );
      }
      failUpdate(error);
    }
  };

  const move = async (to: WorkOrderStatus) => {
    if (!order) return;
    if (moveNeedsInput(order.status, to) || to === 'on_hold') {
      setMoving(to);
      return;
    }
    try {
      await change.mutateAsync({ id: order.id, status: to, version: order.version });
      void message.success(t('workOrders.toast.updated'));
    } catch (error) {
      failUpdate(error);
    }
  };

  const assign = async (employeeId: string | null) => {
    if (!order) return;
    try {
      await update.mutateAsync({ version: order.version, assigned_employee_id: employeeId });
      void message.success(t('workOrders.toast.updated'));
    } catch (error) {
      failUpdate(error);
    }
  };

  const print = () => {
    if (!order) return;
    setPrinting(true);
    downloadRepairOrderPdf(order.id)
      .catch((error: unknown) =>
        notification.error({
          title: t('workOrders.pdf.failed'),
          description: errorText(error, ''),
        }),
      )
      .finally(() => setPrinting(false));
  };

  const confirmDelete = () => {
    if (!order) return;
    modal.confirm({
      title: t('workOrders.delete.title', { number: order.number }),
      content: t('workOrders.delete.content'),
      okText: t('workOrders.delete.ok'),
      okButtonProps: { danger: true },
      cancelText: t('workOrders.common.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync(order.id);
          void message.success(t('workOrders.delete.done', { number: order.number }));
          navigate('/orders');
        } catch (error) {
          notification.error({
            title: errorText(error, DEFAULT_ERRORS.delete),
          });
        }
      },
    });
  };

  return {
    save,
    saving: update.isPending,
    move,
    movingTo: change.isPending ? change.variables?.status : undefined,
    moving,
    closeMove: () => setMoving(null),
    assign,
    print,
    printing,
    confirmDelete,
  };
}

export type WorkOrderActions = ReturnType<typeof useWorkOrderActions>;

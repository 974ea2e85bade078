import type { PurchaseOrderView } from '@px/contracts';
import {
  Alert,
  Button,
  Col,
  DatePicker,
  Descriptions,
  Flex,
  Form,
  Input,
  Modal,
  Row,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useFeedback } from '@/shared/feedback';
import { useSavePurchaseOrder } from '../api';
import {
  NOTES_MAX_LENGTH,
  type OrderFormValues,
  type SaveFailure,
  createOrderInputOf,
  emptyOrderForm,
  linesEditable,
  orderFormValuesOf,
  saveFailureOf,
  updateOrderInputOf,
} from '../model';
import { OrderLinesEditor } from './order-lines-editor';
import { SupplierSelect } from './supplier-select';
import { useOrderFormat } from './use-order-format';

/** The form's values: the date as the picker holds it. */
type FormShape = Omit<OrderFormValues, 'expected_on'> & { expected_on: Dayjs | null };

const toShape = (values: OrderFormValues): FormShape => ({
  ...values,
  expected_on: values.expected_on ? dayjs(values.expected_on) : null,
});

const fromShape = (shape: FormShape): OrderFormValues => ({
  supplier_id: shape.supplier_id ?? null,
  expected_on: shape.expected_on ? shape.expected_on.format('YYYY-MM-DD') : null,
  notes: shape.notes ?? '',
  lines: shape.lines ?? [],
});

export interface OrderFormModalProps {
  open: boolean;
  /** The order edited; null for "Nuevo pedido". */
  order: PurchaseOrderView | null;
  onClose: () => void;
  onSaved: (order: PurchaseOrderView, created: boolean) => void;
  /** Reloads the edited order after a version conflict; answers it as it is now. */
  onReload: () => Promise<PurchaseOrderView | undefined>;
}

/**
 * "Nuevo pedido" and "Editar": the supplier, the expected delivery day, notes and the lines of a
 * draft; a sent order changes only its day and notes (what the supplier was sent is what comes).
 */
export function OrderFormModal({ open, order, onClose, onSaved, onReload }: OrderFormModalProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { message } = useFeedback();
  const format = useOrderFormat();
  const [form] = Form.useForm<FormShape>();
  const save = useSavePurchaseOrder();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const editable = order ? linesEditable(order.status) : true;
  // Read once when the form mounts (it is destroyed on close): a push while editing changes
  // nothing under the user's hands; a reload after a conflict sets the fields itself.
  const initial = toShape(order ? orderFormValuesOf(order) : emptyOrderForm());

  useEffect(() => {
    if (open) setFailure(null);
  }, [open]);

  const close = () => {
    if (save.isPending) return;
    onClose();
  };

  const submit = async (shape: FormShape) => {
    setFailure(null);
    const values = fromShape(shape);
    try {
      const saved = order
        ? await save.mutateAsync({ id: order.id, body: updateOrderInputOf(values, order) })
        : await save.mutateAsync({ id: null, body: createOrderInputOf(values) });
      void message.success(
        t(order ? 'purchaseOrders.toast.saved' : 'purchaseOrders.toast.created', {
          number: saved.number,
        }),
      );
      onSaved(saved, !order);
    } catch (error) {
      const found = saveFailureOf(error);
      if (found.fields.length > 0) {
        form.setFields(found.fields as Parameters<typeof form.setFields>[0]);
        // Jump to the first line with a problem.
        form.scrollToField(found.fields[0]!.name, { block: 'center' });
      }
      setFailure(found);
    }
  };

  const reload = async () => {
    const current = await onReload();
    if (current) form.setFieldsValue(toShape(orderFormValuesOf(current)));
    setFailure(null);
  };

  return (
    <Modal
      open={open}
      title={
        order
          ? t('purchaseOrders.form.editTitle', { number: order.number })
          : t('purchaseOrders.form.newTitle')
      }
      okText={order ? t('purchaseOrders.form.save') : t('purchaseOrders.form.create')}
      cancelText={t('purchaseOrders.back')}
      okButtonProps={{ 'data-testid': 'po-form-submit' } as never}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={save.isPending}
      destroyOnHidden
      mask={{ closable: false }}
      width={editable ? 980 : 560}
      data-testid="po-form-modal"
    >
      <Form<FormShape>
        form={form}
        layout="vertical"
        requiredMark="optional"
        initialValues={initial}
        disabled={save.isPending}
        onFinish={(values) => void submit(values)}
        scrollToFirstError={{ block: 'center' }}
      >
        {editable ? (
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item
                name="supplier_id"
                label={t('purchaseOrders.field.supplier')}
                rules={[{ required: true, message: t('purchaseOrders.validation.supplier') }]}
              >
                <SupplierSelect
                  known={order ? { id: order.supplier_id, name: order.supplier_name } : null}
                  placeholder={t('purchaseOrders.form.supplierPlaceholder')}
                  data-testid="po-form-supplier"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="expected_on" label={t('purchaseOrders.field.expectedOn')}>
                <DatePicker
                  format="DD/MM/YYYY"
                  style={{ width: '100%' }}
                  data-testid="po-form-expected"
                />
              </Form.Item>
            </Col>
          </Row>
        ) : (
          <>
            <Alert
              type="info"
              showIcon
              title={t('purchaseOrders.form.sentHint')}
              style={{ marginBottom: 16 }}
            />
            <Descriptions
              size="small"
              column={1}
              style={{ marginBottom: 16 }}
              items={[
                {
                  key: 'supplier',
                  label: t('purchaseOrders.field.supplier'),
                  children: order?.supplier_name,
                },
                {
                  key: 'total',
                  label: t('purchaseOrders.field.total'),
                  children: order
                    ? t('purchaseOrders.form.linesSummary', {
                        lines: order.line_count,
                        total: format.money(order.total_cents),
                      })
                    : null,
                },
              ]}
            />
            <Form.Item name="expected_on" label={t('purchaseOrders.field.expectedOn')}>
              <DatePicker
                format="DD/MM/YYYY"
                style={{ width: '100%' }}
                data-testid="po-form-expected"
              />
            </Form.Item>
          </>
        )}
        <Form.Item name="notes" label={t('purchaseOrders.field.notes')}>
          <Input.TextArea
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={NOTES_MAX_LENGTH}
            placeholder={t('purchaseOrders.form.notesPlaceholder')}
            data-testid="po-form-notes"
          />
        </Form.Item>
        {editable && (
          <Flex vertical gap={8}>
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('purchaseOrders.form.lines')}
            </Typography.Title>
            <OrderLinesEditor form={form} />
          </Flex>
        )}
      </Form>
      {failure && (failure.message || failure.versionConflict) && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          title={
            failure.versionConflict ? t('purchaseOrders.form.versionConflict') : failure.message
          }
          action={
            failure.versionConflict ? (
              <Button size="small" onClick={() => void reload()} data-testid="po-form-reload">
                {t('purchaseOrders.form.reload')}
              </Button>
            ) : undefined
          }
          data-testid="po-form-error"
        />
      )}
    </Modal>
  );
}

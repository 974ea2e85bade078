import { WarningOutlined } from '@ant-design/icons';
import type { PurchaseOrderLineView, PurchaseOrderView } from '@px/contracts';
import { Alert, Button, Flex, Form, InputNumber, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useFeedback } from '@/shared/feedback';
import { useReceiveOrder } from '../api';
import {
  type ReceiptInput,
  excessLineIds,
  isExcessConflict,
  pendingLines,
  quantityInputPrecision,
  quantityProblem,
  receiptDefaults,
  receiptInputOf,
  receiptLineOfServerField,
  saveFailureOf,
} from '../model';
import { useOrderFormat } from './use-order-format';

interface Values {
  quantities: Record<string, number | null>;
}

/** A refused receipt: the server's sentence; with `excess`, it waits for "Confirmar exceso". */
interface Refusal {
  message: string;
  excess: boolean;
}

export interface ReceiveModalProps {
  order: PurchaseOrderView | null;
  onClose: () => void;
}

/**
 * "Recibir": what came in, one quantity per line still awaited, each starting at its whole pending
 * quantity (0 skips a line: a partial receipt leaves the rest on order). More than pending is
 * refused by the API until the user confirms the supplier sent extra.
 */
export function ReceiveModal({ order, onClose }: ReceiveModalProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { message } = useFeedback();
  const format = useOrderFormat();
  const [form] = Form.useForm<Values>();
  const receive = useReceiveOrder();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const quantities = (Form.useWatch('quantities', form) ?? {}) as Values['quantities'];
  const open = order !== null;
  const lines = order ? pendingLines(order) : [];
  const excess = order ? new Set(excessLineIds(order, quantities)) : new Set<string>();

  const close = () => {
    if (receive.isPending) return;
    setRefusal(null);
    onClose();
  };

  const send = async (confirmExcess: boolean) => {
    if (!order) return;
    const values = form.getFieldsValue(true) as Values;
    const body: ReceiptInput = receiptInputOf(order, values.quantities ?? {}, confirmExcess);
    if (body.lines.length === 0) {
      setRefusal({ message: t('purchaseOrders.receive.nothing'), excess: false });
      return;
    }
    setRefusal(null);
    try {
      const received = await receive.mutateAsync({ id: order.id, body });
      void message.success(
        t(
          received.status === 'received'
            ? 'purchaseOrders.toast.received'
            : 'purchaseOrders.toast.partiallyReceived',
          { number: received.number },
        ),
      );
      onClose();
    } catch (error) {
      if (isExcessConflict(error)) {
        setRefusal({ message: (error as Error).message, excess: true });
        return;
      }
      const failure = saveFailureOf(error, (field) => {
        const lineId = receiptLineOfServerField(field, body);
        return lineId ? ['quantities', lineId] : null;
      });
      if (failure.fields.length > 0) {
        form.setFields(failure.fields as Parameters<typeof form.setFields>[0]);
      }
      setRefusal({
        message: failure.message ?? t('purchaseOrders.receive.checkLines'),
        excess: false,
      });
    }
  };

  const fill = (pick: (line: PurchaseOrderLineView) => number) => {
    form.setFieldsValue({
      quantities: Object.fromEntries(lines.map((line) => [line.id, pick(line)])),
    });
    setRefusal(null);
  };

  return (
    <Modal
      open={open}
      title={order ? t('purchaseOrders.receive.title', { number: order.number }) : null}
      onCancel={close}
      destroyOnHidden
      mask={{ closable: false }}
      width={820}
      data-testid="po-receive-modal"
      footer={
        <Flex wrap gap={8} justify="end">
          <Button onClick={close} disabled={receive.isPending}>
            {t('purchaseOrders.back')}
          </Button>
          {refusal?.excess ? (
            <Button
              type="primary"
              danger
              icon={<WarningOutlined aria-hidden />}
              loading={receive.isPending}
              onClick={() => void send(true)}
              data-testid="po-receive-confirm-excess"
            >
              {t('purchaseOrders.receive.confirmExcess')}
            </Button>
          ) : (
            <Button
              type="primary"
              loading={receive.isPending}
              onClick={() => form.submit()}
              data-testid="po-receive-submit"
            >
              {t('purchaseOrders.receive.submit')}
            </Button>
          )}
        </Flex>
      }
    >
      {order && (
        <Form<Values>
          form={form}
          initialValues={{ quantities: receiptDefaults(order) }}
          disabled={receive.isPending}
          onFinish={() => void send(false)}
          // A changed quantity is another receipt: an excess confirmation no longer applies.
          onValuesChange={() => setRefusal(null)}
        >
          <Flex vertical gap={12}>
            <Flex wrap gap={8} justify="space-between" align="center">
              <Typography.Text type="secondary">
                {t('purchaseOrders.receive.hint', { supplier: order.supplier_name })}
              </Typography.Text>
              <Flex gap={4}>
                <Button size="small" onClick={() => fill((line) => line.pending_quantity)}>
                  {t('purchaseOrders.receive.allPending')}
                </Button>
                <Button size="small" onClick={() => fill(() => 0)}>
                  {t('purchaseOrders.receive.none')}
                </Button>
              </Flex>
            </Flex>
            <Table<PurchaseOrderLineView>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={lines}
              scroll={{ x: 680 }}
              data-testid="po-receive-lines"
              onRow={(line) => ({ 'data-testid': `po-receive-line-${line.position}` }) as never}
              columns={[
                {
                  title: t('purchaseOrders.line.part'),
                  key: 'part',
                  render: (_, line) => (
                    <Flex vertical style={{ minWidth: 0 }}>
                      <Typography.Text strong>
                        {line.reference}
                        {line.brand ? ` · ${line.brand}` : ''}
                      </Typography.Text>
                      <Typography.Text type="secondary">{line.name}</Typography.Text>
                    </Flex>
                  ),
                },
                {
                  title: t('purchaseOrders.line.ordered'),
                  key: 'ordered',
                  align: 'right',
                  width: 100,
                  render: (_, line) => format.quantity(line.quantity, line.unit),
                },
                {
                  title: t('purchaseOrders.line.received'),
                  key: 'received',
                  align: 'right',
                  width: 100,
                  render: (_, line) => format.quantity(line.received_quantity, line.unit),
                },
                {
                  title: t('purchaseOrders.line.pending'),
                  key: 'pending',
                  align: 'right',
                  width: 100,
                  render: (_, line) => (
                    <Typography.Text strong>
                      {format.quantity(line.pending_quantity, line.unit)}
                    </Typography.Text>
                  ),
                },
                {
                  title: t('purchaseOrders.receive.now'),
                  key: 'now',
                  width: 170,
                  render: (_, line) => (
                    <Form.Item
                      name={['quantities', line.id]}
                      style={{ marginBottom: 0 }}
                      validateStatus={excess.has(line.id) ? 'warning' : undefined}
                      help={
                        excess.has(line.id) ? t('purchaseOrders.receive.excessLine') : undefined
                      }
                      rules={[
                        {
                          validator: (_rule, value: number | null) => {
                            const problem = quantityProblem(value, line.unit, true);
                            return problem
                              ? Promise.reject(new Error(t(problem)))
                              : Promise.resolve();
                          },
                        },
                      ]}
                    >
                      <InputNumber<number>
                        min={0}
                        precision={quantityInputPrecision(line.unit)}
                        inputMode={quantityInputPrecision(line.unit) === 0 ? 'numeric' : 'decimal'}
                        suffix={format.unit(line.unit)}
                        style={{ width: '100%' }}
                        aria-label={t('purchaseOrders.receive.nowOf', {
                          part: `${line.reference} ${line.name}`,
                        })}
                        data-testid="po-receive-quantity"
                      />
                    </Form.Item>
                  ),
                },
              ]}
            />
            {refusal && (
              <Alert
                type={refusal.excess ? 'warning' : 'error'}
                showIcon
                title={refusal.message}
                description={refusal.excess ? t('purchaseOrders.receive.excessHint') : undefined}
                data-testid="po-receive-error"
              />
            )}
          </Flex>
        </Form>
      )}
    </Modal>
  );
}

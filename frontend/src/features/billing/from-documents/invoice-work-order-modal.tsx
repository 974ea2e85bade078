import type { WorkOrderDetail } from '@px/contracts';
import { Checkbox, Flex, Form, Radio, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useDocumentFormat } from '@/shared/documents';
import { useFeedback } from '@/shared/feedback';
import { StepModal } from '@/shared/ui';
import { useInvoiceWorkOrder } from '../api';

interface Values {
  series: 'F' | 'S';
  line_ids: string[];
}

export interface InvoiceWorkOrderModalProps {
  order: WorkOrderDetail;
  open: boolean;
  onClose: () => void;
}

/**
 * "Facturar" on a completed work order: its lines (all ticked; a part may be invoiced now and the
 * rest later) and the series, ordinary F or a simplified ticket S. The draft opens in /facturas to
 * be checked and issued; lines already invoiced are left out by the server, which says so when
 * nothing is left.
 */
export function InvoiceWorkOrderModal({ order, open, onClose }: InvoiceWorkOrderModalProps) {
  const format = useDocumentFormat();
  const { t } = format;
  const { message } = useFeedback();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const invoice = useInvoiceWorkOrder();

  return (
    <StepModal<Values>
      name="invoice-order"
      open={open}
      title={t('invoices.fromOrder.title', { number: order.number })}
      okText={t('invoices.fromOrder.submit')}
      form={form}
      initialValues={{ series: 'F', line_ids: order.items.map((line) => line.id) }}
      pending={invoice.isPending}
      onClose={onClose}
      onSubmit={async (values) => {
        const draft = await invoice.mutateAsync({ work_order_id: order.id, ...values });
        void message.success(t('invoices.fromOrder.created'));
        navigate(`/facturas?invoice=${draft.id}`);
      }}
      intro={
        <Typography.Paragraph type="secondary">
          {t('invoices.fromOrder.intro')}
        </Typography.Paragraph>
      }
    >
      <Form.Item name="series" label={t('invoices.field.series')}>
        <Radio.Group
          optionType="button"
          options={[
            { value: 'F', label: t('invoices.series.F') },
            { value: 'S', label: t('invoices.series.S') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="line_ids"
        label={t('invoices.fromOrder.lines')}
        // A validator, not `required`: Form.Item would put aria-required on the group's div,
        // which a checkbox group's role does not allow (axe: aria-allowed-attr).
        rules={[
          {
            validator: (_rule, ids: string[] | undefined) =>
              ids?.length
                ? Promise.resolve()
                : Promise.reject(new Error(t('invoices.fromOrder.noLines'))),
          },
        ]}
      >
        <Checkbox.Group
          role="group"
          aria-label={t('invoices.fromOrder.lines')}
          style={{ width: '100%' }}
        >
          <Flex vertical gap={8} style={{ width: '100%' }}>
            {order.items.map((line) => (
              <Checkbox key={line.id} value={line.id} data-testid="invoice-order-line">
                <Flex gap={12} justify="space-between" style={{ minWidth: 0 }}>
                  <span>{line.name}</span>
                  <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                    {format.money(line.net_cents)}
                  </Typography.Text>
                </Flex>
              </Checkbox>
            ))}
          </Flex>
        </Checkbox.Group>
      </Form.Item>
    </StepModal>
  );
}

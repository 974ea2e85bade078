import { PAYMENT_METHODS, type InvoiceView, type PaymentMethod } from '@px/contracts';
import { DatePicker, Flex, Form, Input, InputNumber, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRegisterPayment } from '../api';
import {
  type PaymentFormValues,
  cashAllowed,
  madridToday,
  paymentAmountProblem,
  paymentFormDefaults,
  paymentInputOf,
} from '../model';
import { useFeedback } from '@/shared/feedback';
import { StepModal } from '@/shared/ui';
import { useDocumentFormat } from '@/shared/documents';

type PaymentShape = Omit<PaymentFormValues, 'paid_on'> & { paid_on: Dayjs | null };

const SERVER_FIELDS: Record<string, string> = { amount_cents: 'amount' };
const REFERENCE_MAX = 100;

export interface PaymentModalProps {
  invoice: InvoiceView;
  open: boolean;
  onClose: () => void;
}

/**
 * "Registrar cobro": what the customer pays now (all that is owed by default, or part of it), how
 * (cash only under 1.000,00 €, Ley 7/2012), the day and a reference (a card voucher, a transfer).
 * The server's refusals land on their fields; two desks paying at once cannot pay twice.
 */
export function PaymentModal({ invoice, open, onClose }: PaymentModalProps) {
  const format = useDocumentFormat();
  const { t } = format;
  const { message } = useFeedback();
  const [form] = Form.useForm<PaymentShape>();
  const pay = useRegisterPayment();
  const today = madridToday();
  const defaults = paymentFormDefaults(invoice, today);
  const cashForbidden = !cashAllowed(invoice.total_cents);

  const submit = async (shape: PaymentShape) => {
    const values: PaymentFormValues = {
      ...shape,
      paid_on: shape.paid_on ? shape.paid_on.format('YYYY-MM-DD') : today,
    };
    const body = paymentInputOf(values);
    const paid = await pay.mutateAsync({ id: invoice.id, body });
    void message.success(
      t(paid.balance_cents === 0 ? 'invoices.toast.paidInFull' : 'invoices.toast.paidPart', {
        amount: format.money(body.amount_cents),
        balance: format.money(paid.balance_cents),
      }),
    );
  };

  return (
    <StepModal<PaymentShape>
      name="payment"
      open={open}
      title={t('invoices.pay.title', { number: invoice.number ?? '' })}
      okText={t('invoices.pay.submit')}
      form={form}
      initialValues={{ ...defaults, paid_on: dayjs(defaults.paid_on) }}
      pending={pay.isPending}
      onClose={onClose}
      onSubmit={submit}
      serverFields={SERVER_FIELDS}
    >
      <Flex vertical gap={4} style={{ marginBottom: 16 }}>
        <Typography.Text>
          {t('invoices.pay.owed', { amount: format.money(invoice.balance_cents) })}
        </Typography.Text>
        {invoice.paid_cents > 0 && (
          <Typography.Text type="secondary">
            {t('invoices.pay.alreadyPaid', {
              paid: format.money(invoice.paid_cents),
              total: format.money(invoice.total_cents),
            })}
          </Typography.Text>
        )}
      </Flex>
      <Form.Item
        name="amount"
        label={t('invoices.pay.amount')}
        rules={[
          {
            validator: (_rule, value: number | null) => {
              const problem = paymentAmountProblem(value, invoice.balance_cents);
              return problem
                ? Promise.reject(
                    new Error(t(problem, { balance: format.money(invoice.balance_cents) })),
                  )
                : Promise.resolve();
            },
          },
        ]}
      >
        <InputNumber<number>
          min={0.01}
          step={1}
          precision={2}
          decimalSeparator=","
          inputMode="decimal"
          suffix="€"
          style={{ width: '100%' }}
          autoFocus
          data-testid="payment-amount"
        />
      </Form.Item>
      <Form.Item
        name="method"
        label={t('invoices.pay.method')}
        extra={cashForbidden ? t('invoices.pay.cashLimit') : undefined}
      >
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={PAYMENT_METHODS.map((method: PaymentMethod) => ({
            value: method,
            label: t(`invoices.method.${method}`),
            disabled: method === 'cash' && cashForbidden,
          }))}
          data-testid="payment-method"
        />
      </Form.Item>
      <Form.Item
        name="paid_on"
        label={t('invoices.pay.paidOn')}
        rules={[{ required: true, message: t('invoices.validation.paidOn') }]}
      >
        <DatePicker
          format="DD/MM/YYYY"
          allowClear={false}
          disabledDate={(day) => day.format('YYYY-MM-DD') > today}
          style={{ width: '100%' }}
          data-testid="payment-paid-on"
        />
      </Form.Item>
      <Form.Item
        name="reference"
        label={t('invoices.pay.reference')}
        extra={t('invoices.pay.referenceHint')}
      >
        <Input maxLength={REFERENCE_MAX} data-testid="payment-reference" />
      </Form.Item>
    </StepModal>
  );
}

import { type CustomerSearchResult, type InvoiceView, isValidSpanishTaxId } from '@px/contracts';
import { Alert, Col, DatePicker, Flex, Form, Input, Modal, Row, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { CustomerPicker } from '@/features/customers/components/customer-picker';
import { useFeedback } from '@/shared/feedback';
import { SaveErrorMessage } from '@/shared/ui';
import { fetchCustomer, useSaveInvoice } from '../api';
import {
  EDITABLE_SERIES,
  type InvoiceFormValues,
  LIMITS,
  SERVER_FIELD_MAP,
  draftInputOf,
  emptyInvoiceForm,
  invoiceFormValuesOf,
  recipientOfCustomer,
  seriesMessageId,
} from '../model';
import { InvoiceLinesEditor } from './invoice-lines-editor';
import { formTotals, showDocumentServerErrors, useDocumentFormat } from '@/shared/documents';

/** 400,00 € VAT included: the most a simplified invoice may total (RD 1619/2012 art. 4.1). */
const SIMPLIFIED_MAX_TOTAL_CENTS = 40_000;

/** The form's values: the dates as the pickers hold them. */
type FormShape = Omit<InvoiceFormValues, 'operation_date' | 'due_date'> & {
  operation_date: Dayjs | null;
  due_date: Dayjs | null;
};

const toShape = (values: InvoiceFormValues): FormShape => ({
  ...values,
  operation_date: values.operation_date ? dayjs(values.operation_date) : null,
  due_date: values.due_date ? dayjs(values.due_date) : null,
});

const fromShape = (shape: FormShape): InvoiceFormValues => ({
  ...emptyInvoiceForm(),
  ...shape,
  customer_id: shape.customer_id ?? null,
  operation_date: shape.operation_date ? shape.operation_date.format('YYYY-MM-DD') : null,
  due_date: shape.due_date ? shape.due_date.format('YYYY-MM-DD') : null,
  lines: shape.lines ?? [],
});

export interface InvoiceEditorProps {
  open: boolean;
  /** The draft edited; null for "Nueva factura". */
  invoice: InvoiceView | null;
  /** What the API refused when issuing the draft: its messages show on their fields. */
  issueError?: unknown;
  onClose: () => void;
  onSaved: (invoice: InvoiceView, created: boolean) => void;
  /** Reloads the edited draft after a version conflict; answers it as it is now. */
  onReload: () => Promise<InvoiceView | undefined>;
}

/**
 * "Nueva factura" and "Editar borrador": the series (F ordinary, S simplified), the customer
 * (picking one fills the recipient's name, NIF and address), the recipient, dates, payment terms,
 * notes and the lines, with the VAT per rate and the total as the server will compute them. Saves
 * a draft: numbering and the legal checks of each series come when it is issued.
 */
export function InvoiceEditor({
  open,
  invoice,
  issueError,
  onClose,
  onSaved,
  onReload,
}: InvoiceEditorProps) {
  const format = useDocumentFormat();
  const { t } = format;
  const { message } = useFeedback();
  const [form] = Form.useForm<FormShape>();
  const save = useSaveInvoice();
  const [failure, setFailure] = useState<unknown>(null);
  const picked = useRef<string | null>(null);
  const series = Form.useWatch('series', form) ?? invoice?.series ?? 'F';
  const lines = Form.useWatch('lines', form);
  const totals = formTotals(lines ?? []);
  // Read once when the form mounts (it is destroyed on close): a reload after a conflict sets
  // the fields itself.
  const initial = toShape(invoice ? invoiceFormValuesOf(invoice) : emptyInvoiceForm());
  const seriesOptions = [...new Set([...EDITABLE_SERIES, invoice?.series ?? 'F'])];

  const close = () => {
    if (save.isPending) return;
    setFailure(null);
    onClose();
  };

  const submit = async (shape: FormShape) => {
    setFailure(null);
    const body = draftInputOf(fromShape(shape));
    try {
      const saved = invoice
        ? await save.mutateAsync({ id: invoice.id, body: { ...body, version: invoice.version } })
        : await save.mutateAsync({ id: null, body });
      void message.success(t(invoice ? 'invoices.toast.saved' : 'invoices.toast.created'));
      setFailure(null);
      onSaved(saved, !invoice);
    } catch (error) {
      showDocumentServerErrors(form, error, { fieldMap: SERVER_FIELD_MAP });
      setFailure(error);
    }
  };

  const reload = async () => {
    const current = await onReload();
    if (current) form.setFieldsValue(toShape(invoiceFormValuesOf(current)));
    setFailure(null);
  };

  const pickCustomer = (id: string | null, customer: CustomerSearchResult | null) => {
    picked.current = id;
    if (!id || !customer) return;
    form.setFieldsValue(recipientOfCustomer(customer, null));
    void form.validateFields(['recipient_name', 'recipient_tax_id']).catch(() => undefined);
    fetchCustomer(id)
      .then((detail) => {
        if (picked.current !== id) return;
        form.setFieldsValue(recipientOfCustomer(customer, detail));
        void form.validateFields(['recipient_address']).catch(() => undefined);
      })
      // Without the full record the office types the address.
      .catch(() => undefined);
  };

  const requiredOnF = (messageId: string) => ({
    required: series === 'F',
    whitespace: true,
    warningOnly: true,
    message: t(messageId),
  });

  return (
    <Modal
      open={open}
      title={invoice ? t('invoices.form.editTitle') : t('invoices.form.newTitle')}
      okText={t('invoices.form.save')}
      cancelText={t('invoices.back')}
      okButtonProps={{ 'data-testid': 'invoice-form-submit' } as never}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={save.isPending}
      destroyOnHidden
      mask={{ closable: false }}
      width={1100}
      afterOpenChange={(visible) => {
        if (visible && issueError) {
          showDocumentServerErrors(form, issueError, { fieldMap: SERVER_FIELD_MAP });
          setFailure(issueError);
        }
      }}
      data-testid="invoice-form-modal"
    >
      <Form<FormShape>
        form={form}
        layout="vertical"
        requiredMark={false}
        // The form is destroyed on close: the next one starts from its own initial values.
        preserve={false}
        initialValues={initial}
        disabled={save.isPending}
        onFinish={(values) => void submit(values)}
        scrollToFirstError={{ block: 'center', focus: true }}
      >
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              name="series"
              label={t('invoices.field.series')}
              extra={t(
                series === 'R'
                  ? 'invoices.form.seriesHintR'
                  : series === 'S'
                    ? 'invoices.form.seriesHintS'
                    : 'invoices.form.seriesHintF',
              )}
            >
              <Select
                // A rectifying draft stays one: it corrects the invoice it was made from.
                disabled={series === 'R'}
                options={seriesOptions.map((value) => ({
                  value,
                  label: `${value} · ${t(seriesMessageId(value))}`,
                }))}
                data-testid="invoice-form-series"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item
              name="customer_id"
              label={t('invoices.field.customer')}
              extra={t('invoices.form.customerHint')}
            >
              <CustomerPicker
                initialLabel={invoice?.recipient.name ?? undefined}
                placeholder={t('invoices.form.customerPlaceholder')}
                // Form.Item stores the id; the picked customer fills the recipient.
                onChange={pickCustomer}
                data-testid="invoice-form-customer"
              />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5} style={{ marginTop: 0 }}>
          {t('invoices.form.recipient')}
        </Typography.Title>
        <Row gutter={16}>
          <Col xs={24} md={14}>
            <Form.Item
              name="recipient_name"
              label={t('invoices.field.recipientName')}
              rules={[requiredOnF('invoices.validation.recipientName')]}
            >
              <Input
                maxLength={LIMITS.recipientName}
                autoComplete="off"
                data-testid="invoice-form-recipient-name"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item
              name="recipient_tax_id"
              label={t('invoices.field.taxId')}
              normalize={(value: string) => value.toUpperCase()}
              rules={[
                requiredOnF('invoices.validation.taxIdRequired'),
                {
                  warningOnly: true,
                  validator: (_rule, value: string | undefined) =>
                    !value?.trim() || isValidSpanishTaxId(value)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('invoices.validation.taxIdInvalid'))),
                },
              ]}
            >
              <Input
                maxLength={LIMITS.taxId}
                autoComplete="off"
                spellCheck={false}
                style={{ fontFamily: 'ui-monospace, SFMono-Regular, monospace' }}
                data-testid="invoice-form-tax-id"
              />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item
              name="recipient_address"
              label={t('invoices.field.address')}
              rules={[requiredOnF('invoices.validation.address')]}
            >
              <Input
                maxLength={LIMITS.address}
                autoComplete="off"
                data-testid="invoice-form-address"
              />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col xs={24} sm={12} md={8}>
            <Form.Item
              name="operation_date"
              label={t('invoices.field.operationDate')}
              extra={t('invoices.form.operationDateHint')}
            >
              <DatePicker
                format="DD/MM/YYYY"
                style={{ width: '100%' }}
                data-testid="invoice-form-operation-date"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8}>
            <Form.Item name="due_date" label={t('invoices.field.dueDate')}>
              <DatePicker
                format="DD/MM/YYYY"
                style={{ width: '100%' }}
                data-testid="invoice-form-due-date"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="payment_terms" label={t('invoices.field.paymentTerms')}>
              <Input
                maxLength={LIMITS.paymentTerms}
                placeholder={t('invoices.form.paymentTermsPlaceholder')}
                data-testid="invoice-form-payment-terms"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="notes" label={t('invoices.field.notes')}>
          <Input.TextArea
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={LIMITS.notes}
            data-testid="invoice-form-notes"
          />
        </Form.Item>
        <Flex vertical gap={8}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('invoices.form.lines')}
          </Typography.Title>
          <InvoiceLinesEditor form={form} rectifying={series === 'R'} />
        </Flex>
      </Form>
      {series === 'S' && totals.totalCents > SIMPLIFIED_MAX_TOTAL_CENTS && (
        <Alert
          type="warning"
          showIcon
          style={{ marginTop: 16 }}
          title={t('invoices.form.simplifiedOverLimit', {
            limit: format.money(SIMPLIFIED_MAX_TOTAL_CENTS),
          })}
          data-testid="invoice-form-simplified-limit"
        />
      )}
      {failure !== null && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          title={
            <SaveErrorMessage
              error={failure}
              existingPath={() => '/facturas'}
              onReload={() => void reload()}
            />
          }
          data-testid="invoice-form-error"
        />
      )}
    </Modal>
  );
}

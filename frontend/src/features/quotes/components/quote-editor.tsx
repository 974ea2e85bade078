import type { QuoteView } from '@px/contracts';
import {
  Alert,
  Col,
  DatePicker,
  Flex,
  Form,
  Input,
  InputNumber,
  Modal,
  Row,
  Select,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { CustomerPicker } from '@/features/customers/components/customer-picker';
import { useFeedback } from '@/shared/feedback';
import { SaveErrorMessage } from '@/shared/ui';
import { useCustomerVehicles, useSaveQuote } from '../api';
import {
  LIMITS,
  type QuoteFormValues,
  draftInputOf,
  earliestValidUntil,
  editMakesRevision,
  emptyQuoteForm,
  madridToday,
  quoteFormValuesOf,
} from '../model';
import { QuoteLinesEditor } from './quote-lines-editor';
import { showDocumentServerErrors, useDocumentFormat } from '@/shared/documents';

/** The form's values: the validity as the picker holds it. */
type FormShape = Omit<QuoteFormValues, 'valid_until'> & { valid_until: Dayjs | null };

const toShape = (values: QuoteFormValues): FormShape => ({
  ...values,
  valid_until: values.valid_until ? dayjs(values.valid_until) : null,
});

const fromShape = (shape: FormShape): QuoteFormValues => ({
  ...emptyQuoteForm(),
  ...shape,
  customer_id: shape.customer_id ?? null,
  vehicle_id: shape.vehicle_id ?? null,
  valid_until: shape.valid_until ? shape.valid_until.format('YYYY-MM-DD') : null,
  conditions: shape.conditions ?? '',
  lines: shape.lines ?? [],
});

export interface QuoteEditorProps {
  open: boolean;
  /** The quote edited; null for "Nuevo presupuesto". */
  quote: QuoteView | null;
  /** What the API refused when sending it (the validity, most often): shown on its fields. */
  sendError?: unknown;
  onClose: () => void;
  onSaved: (quote: QuoteView, created: boolean) => void;
  /** Reloads the edited quote after a version conflict; answers it as it is now. */
  onReload: () => Promise<QuoteView | undefined>;
}

/**
 * "Nuevo presupuesto" and "Editar": the customer and one of their vehicles with its km, the lines
 * with live totals, the validity (at least 12 working days from sending), the expected delivery in
 * working days from the acceptance and the conditions. Editing a quote already sent saves revision
 * n + 1 (the customer's link stops until it is sent again), and the editor says so.
 */
export function QuoteEditor({
  open,
  quote,
  sendError,
  onClose,
  onSaved,
  onReload,
}: QuoteEditorProps) {
  const { t } = useDocumentFormat();
  const { message } = useFeedback();
  const [form] = Form.useForm<FormShape>();
  const save = useSaveQuote();
  const [failure, setFailure] = useState<unknown>(null);
  const customerId = (Form.useWatch('customer_id', form) ?? quote?.customer_id ?? null) as
    string | null;
  const vehicles = useCustomerVehicles(customerId);
  const initial = toShape(quote ? quoteFormValuesOf(quote) : emptyQuoteForm());
  const newRevision = quote !== null && editMakesRevision(quote.status);
  // Once a revision went out, the quote stays the customer's (the server refuses a change).
  const customerLocked = quote?.revisions.some((revision) => revision.sent_at !== null) ?? false;
  const earliest = earliestValidUntil(madridToday());

  const close = () => {
    if (save.isPending) return;
    setFailure(null);
    onClose();
  };

  const submit = async (shape: FormShape) => {
    setFailure(null);
    const body = draftInputOf(fromShape(shape), quote?.work_order_id ?? null);
    try {
      const saved = quote
        ? await save.mutateAsync({ id: quote.id, body: { ...body, version: quote.version } })
        : await save.mutateAsync({ id: null, body });
      void message.success(
        t(
          !quote
            ? 'quotes.toast.created'
            : newRevision
              ? 'quotes.toast.revised'
              : 'quotes.toast.saved',
          {
            revision: saved.revision,
          },
        ),
      );
      onSaved(saved, !quote);
    } catch (error) {
      showDocumentServerErrors(form, error, { lineFields: { part_id: 'part_id' } });
      setFailure(error);
    }
  };

  const reload = async () => {
    const current = await onReload();
    if (current) form.setFieldsValue(toShape(quoteFormValuesOf(current)));
    setFailure(null);
  };

  const vehicleOptions = (vehicles.data?.data ?? []).map((vehicle) => ({
    value: vehicle.id,
    label: `${vehicle.license_plate} · ${vehicle.make} ${vehicle.model}`.trim(),
  }));
  if (quote?.vehicle_id && !vehicleOptions.some((option) => option.value === quote.vehicle_id)) {
    vehicleOptions.unshift({
      value: quote.vehicle_id,
      label: [quote.license_plate, quote.vehicle_label].filter(Boolean).join(' · '),
    });
  }

  return (
    <Modal
      open={open}
      title={
        quote
          ? t(newRevision ? 'quotes.form.reviseTitle' : 'quotes.form.editTitle', {
              number: quote.number,
              revision: quote.revision + 1,
            })
          : t('quotes.form.newTitle')
      }
      okText={t(newRevision ? 'quotes.form.saveRevision' : 'quotes.form.save')}
      cancelText={t('quotes.back')}
      okButtonProps={{ 'data-testid': 'quote-form-submit' } as never}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={save.isPending}
      destroyOnHidden
      mask={{ closable: false }}
      width={1180}
      afterOpenChange={(visible) => {
        if (visible && sendError) {
          showDocumentServerErrors(form, sendError, { lineFields: { part_id: 'part_id' } });
          setFailure(sendError);
        }
      }}
      data-testid="quote-form-modal"
    >
      {newRevision && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('quotes.form.revisionNotice', { revision: quote.revision + 1 })}
          data-testid="quote-form-revision-notice"
        />
      )}
      <Form<FormShape>
        form={form}
        layout="vertical"
        requiredMark={false}
        // Destroyed on close: the next one starts from its own initial values.
        preserve={false}
        initialValues={initial}
        disabled={save.isPending}
        onFinish={(values) => void submit(values)}
        scrollToFirstError={{ block: 'center', focus: true }}
      >
        <Row gutter={16}>
          <Col xs={24} md={10}>
            {customerLocked ? (
              <Form.Item label={t('quotes.field.customer')} extra={t('quotes.form.customerLocked')}>
                {/* The id stays in the form (the body takes it); the name shows as text. */}
                <Form.Item name="customer_id" hidden>
                  <Input />
                </Form.Item>
                <Typography.Text strong data-testid="quote-form-customer-locked">
                  {quote?.customer_name}
                </Typography.Text>
              </Form.Item>
            ) : (
              <Form.Item
                name="customer_id"
                label={t('quotes.field.customer')}
                rules={[{ required: true, message: t('quotes.validation.customer') }]}
              >
                <CustomerPicker
                  initialLabel={quote?.customer_name}
                  placeholder={t('quotes.form.customerPlaceholder')}
                  onChange={() => form.setFieldsValue({ vehicle_id: null })}
                  data-testid="quote-form-customer"
                />
              </Form.Item>
            )}
          </Col>
          <Col xs={24} sm={14} md={9}>
            <Form.Item name="vehicle_id" label={t('quotes.field.vehicle')}>
              <Select<string>
                allowClear
                disabled={!customerId}
                loading={vehicles.isFetching}
                placeholder={t(
                  customerId ? 'quotes.form.vehiclePlaceholder' : 'quotes.form.vehicleFirst',
                )}
                notFoundContent={t('quotes.form.noVehicles')}
                options={vehicleOptions}
                onChange={(id?: string) => {
                  // The vehicle's last known km is a starting point the desk corrects.
                  const km = vehicles.data?.data.find((vehicle) => vehicle.id === id)?.odometer_km;
                  if (km !== undefined && km !== null && !form.getFieldValue('odometer_km')) {
                    form.setFieldsValue({ odometer_km: km });
                  }
                }}
                data-testid="quote-form-vehicle"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={10} md={5}>
            <Form.Item name="odometer_km" label={t('quotes.field.odometer')}>
              <InputNumber<number>
                min={0}
                max={LIMITS.odometerKm}
                precision={0}
                inputMode="numeric"
                suffix="km"
                style={{ width: '100%' }}
                data-testid="quote-form-km"
              />
            </Form.Item>
          </Col>
        </Row>
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('quotes.form.lines')}
          </Typography.Title>
          <QuoteLinesEditor form={form} />
        </Flex>
        <Row gutter={16}>
          <Col xs={24} sm={12} md={8}>
            <Form.Item
              name="valid_until"
              label={t('quotes.field.validUntil')}
              extra={t('quotes.form.validUntilHint')}
            >
              <DatePicker
                format="DD/MM/YYYY"
                style={{ width: '100%' }}
                disabledDate={(day) => day.format('YYYY-MM-DD') < earliest}
                placeholder={t('quotes.form.validUntilPlaceholder')}
                data-testid="quote-form-valid-until"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} md={8}>
            <Form.Item
              name="delivery_days"
              label={t('quotes.field.deliveryDays')}
              extra={t('quotes.form.deliveryDaysHint')}
            >
              <InputNumber<number>
                min={1}
                max={LIMITS.deliveryDays}
                precision={0}
                inputMode="numeric"
                style={{ width: '100%' }}
                data-testid="quote-form-delivery-days"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="conditions" label={t('quotes.field.conditions')}>
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 6 }}
            maxLength={LIMITS.conditions}
            placeholder={t('quotes.form.conditionsPlaceholder')}
            data-testid="quote-form-conditions"
          />
        </Form.Item>
      </Form>
      {failure !== null && (
        <Alert
          type="error"
          showIcon
          title={
            <SaveErrorMessage
              error={failure}
              existingPath={() => '/quotes'}
              onReload={() => void reload()}
            />
          }
          data-testid="quote-form-error"
        />
      )}
    </Modal>
  );
}

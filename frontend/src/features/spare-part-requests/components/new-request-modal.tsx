import { PART_UNIT_LABELS, type SparePartRequestView } from '@px/contracts';
import {
  Alert,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Modal,
  Radio,
  Select,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { applyServerErrors } from '@/features/auth/form-errors';
import { PartPicker } from '@/features/inventory';
import { isApiError } from '@/shared/api';
import { useFeedback } from '@/shared/feedback';
import { useDebouncedText } from '@/shared/hooks';
import { SEARCH_DEBOUNCE_MS } from '@/shared/query-config';
import { useCreateSparePartRequest, useOpenWorkOrders } from '../api';
import {
  DESCRIPTION_MAX_LENGTH,
  NOTE_MAX_LENGTH,
  type RequestPart,
  type RequestPrefill,
  quantityPrecision,
  quantityProblem,
} from '../model';
import { useRequestFormat } from './use-request-format';

/** The order a request is for when the modal is opened from it (no choosing then). */
export interface FixedWorkOrder {
  id: string;
  number: string;
  title: string;
}

interface NewRequestModalProps {
  open: boolean;
  onClose: () => void;
  workOrder?: FixedWorkOrder | null;
  prefill?: RequestPrefill | null;
  onCreated?: (request: SparePartRequestView) => void;
}

interface Values {
  work_order_id?: string;
  source: 'catalogue' | 'free';
  part_id?: string | null;
  description?: string;
  quantity?: number | null;
  note?: string;
}

const FIELDS = ['work_order_id', 'part_id', 'description', 'quantity', 'note'];

/**
 * "Nueva solicitud": which of the user's open orders it is for, a catalogue part (searched, with
 * what the shelf has) or a description of what is needed, how much, and a note for the desk.
 * The API's field errors show on their fields; its other refusals (an order closed meanwhile)
 * above the buttons.
 */
export function NewRequestModal({
  open,
  onClose,
  workOrder,
  prefill,
  onCreated,
}: NewRequestModalProps) {
  const intl = useIntl();
  const [form] = Form.useForm<Values>();
  const create = useCreateSparePartRequest();
  const close = () => {
    if (!create.isPending) onClose();
  };
  return (
    <Modal
      open={open}
      title={
        workOrder
          ? intl.formatMessage({ id: 'spareParts.new.titleFor' }, { number: workOrder.number })
          : intl.formatMessage({ id: 'spareParts.new.title' })
      }
      okText={intl.formatMessage({ id: 'spareParts.new.submit' })}
      cancelText={intl.formatMessage({ id: 'spareParts.common.back' })}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={create.isPending}
      okButtonProps={{ 'data-testid': 'new-request-submit' } as never}
      destroyOnHidden
      mask={{ closable: false }}
      width={600}
      data-testid="new-request-modal"
    >
      {open && (
        <NewRequestForm
          form={form}
          create={create}
          workOrder={workOrder}
          prefill={prefill}
          onClose={onClose}
          onCreated={onCreated}
        />
      )}
    </Modal>
  );
}

function NewRequestForm({
  form,
  create,
  workOrder,
  prefill,
  onClose,
  onCreated,
}: Omit<NewRequestModalProps, 'open'> & {
  form: FormInstance<Values>;
  create: ReturnType<typeof useCreateSparePartRequest>;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const { message } = useFeedback();
  const format = useRequestFormat();
  const [error, setError] = useState<string | null>(null);
  const [part, setPart] = useState<RequestPart | null>(prefill?.part ?? null);
  const [orderSearch, setOrderSearch] = useState('');
  const [, setOrderText] = useDebouncedText(orderSearch, setOrderSearch, SEARCH_DEBOUNCE_MS);
  const orders = useOpenWorkOrders(orderSearch, !workOrder);
  const source = Form.useWatch('source', form) ?? 'catalogue';
  const unit = source === 'catalogue' && part ? part.unit : 'ud';

  const submit = async (values: Values) => {
    setError(null);
    try {
      const created = await create.mutateAsync({
        work_order_id: workOrder?.id ?? values.work_order_id!,
        // The line it was asked from, while its part is still the one asked for.
        work_order_line_id:
          source === 'catalogue' && prefill?.part && values.part_id === prefill.part.id
            ? prefill.work_order_line_id
            : null,
        part_id: source === 'catalogue' ? (values.part_id ?? null) : null,
        description: source === 'free' ? values.description?.trim() : null,
        quantity: values.quantity!,
        note: values.note?.trim() || null,
      });
      void message.success(t('spareParts.toast.created', { number: created.work_order_number }));
      onCreated?.(created);
      onClose();
    } catch (failure) {
      const text = applyServerErrors(form, failure);
      const onFields =
        isApiError(failure) &&
        failure.fieldErrors.length > 0 &&
        failure.fieldErrors.every((item) => FIELDS.includes(item.field));
      if (!onFields) setError(text);
    }
  };

  const orderOptions = (orders.data?.data ?? []).map((order) => ({
    value: order.id,
    label: [order.number, order.title, order.license_plate].filter(Boolean).join(' · '),
  }));

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      requiredMark="optional"
      initialValues={{
        source: 'catalogue',
        part_id: prefill?.part?.id ?? null,
        quantity: prefill?.quantity ?? 1,
      }}
      onFinish={(values) => void submit(values)}
      disabled={create.isPending}
      data-testid="new-request-form"
    >
      {workOrder ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
          {t('spareParts.new.forOrder', { number: workOrder.number, title: workOrder.title })}
        </Typography.Paragraph>
      ) : (
        <Form.Item
          name="work_order_id"
          label={t('spareParts.form.order')}
          rules={[{ required: true, message: t('spareParts.form.orderRequired') }]}
          extra={t('spareParts.form.orderHint')}
        >
          <Select
            showSearch={{ filterOption: false, onSearch: setOrderText }}
            loading={orders.isFetching}
            placeholder={t('spareParts.form.orderPlaceholder')}
            notFoundContent={orders.isPending ? null : t('spareParts.form.orderNone')}
            options={orderOptions}
            data-testid="new-request-order"
          />
        </Form.Item>
      )}
      <Form.Item name="source" label={t('spareParts.form.what')} required>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={[
            { value: 'catalogue', label: t('spareParts.form.sourceCatalogue') },
            { value: 'free', label: t('spareParts.form.sourceFree') },
          ]}
          data-testid="new-request-source"
        />
      </Form.Item>
      {source === 'catalogue' ? (
        <Form.Item
          name="part_id"
          label={t('spareParts.form.part')}
          rules={[{ required: true, message: t('spareParts.form.partRequired') }]}
        >
          <PartPicker<RequestPart>
            part={prefill?.part ?? null}
            onPick={setPart}
            data-testid="new-request-part"
          />
        </Form.Item>
      ) : (
        <Form.Item
          name="description"
          label={t('spareParts.form.description')}
          rules={[
            { required: true, whitespace: true, message: t('spareParts.form.descriptionRequired') },
          ]}
        >
          <Input
            maxLength={DESCRIPTION_MAX_LENGTH}
            placeholder={t('spareParts.form.descriptionPlaceholder')}
            autoComplete="off"
            data-testid="new-request-description"
          />
        </Form.Item>
      )}
      <Form.Item
        name="quantity"
        label={t('spareParts.form.quantity')}
        required
        extra={
          source === 'catalogue' && part
            ? t('spareParts.form.available', {
                quantity: format.quantity(part.available, part.unit),
                available: Number(part.available),
              })
            : undefined
        }
        rules={[
          {
            validator: (_, value: number | null | undefined) => {
              const problem = quantityProblem(value, unit);
              return problem ? Promise.reject(new Error(t(problem))) : Promise.resolve();
            },
          },
        ]}
      >
        <InputNumber<number>
          min={0}
          precision={quantityPrecision(unit)}
          suffix={PART_UNIT_LABELS[unit]}
          inputMode={quantityPrecision(unit) === 0 ? 'numeric' : 'decimal'}
          style={{ width: 200 }}
          data-testid="new-request-quantity"
        />
      </Form.Item>
      <Form.Item name="note" label={t('spareParts.form.note')}>
        <Input.TextArea
          rows={2}
          maxLength={NOTE_MAX_LENGTH}
          placeholder={t('spareParts.form.notePlaceholder')}
          data-testid="new-request-note"
        />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} data-testid="new-request-error" />}
    </Form>
  );
}

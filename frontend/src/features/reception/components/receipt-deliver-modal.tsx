import { EuroOutlined } from '@ant-design/icons';
import type { CustomerReceiptView } from '@px/contracts';
import { Alert, Flex, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { applyServerErrors } from '@/features/auth/form-errors';
import { isApiError } from '@/shared/api';
import { useScreenFormat } from '@/shared/hooks';
import { useDeliverVehicle } from '../api';
import {
  DELIVERY_FIELD_MAP,
  type DeliveryFormValues,
  deliveryDefaults,
  deliveryInput,
} from '../receipts-model';
import { SignatureField } from './signature-field';

const MAX_ODOMETER_KM = 2_000_000;
const MAX_NOTES_LENGTH = 4_000;
const MAX_SIGNER_NAME_LENGTH = 160;

export interface ReceiptDeliverModalProps {
  receipt: CustomerReceiptView;
  open: boolean;
  onClose: () => void;
  /** After the delivery was recorded (the page shows its confirmation). */
  onDelivered: (receipt: CustomerReceiptView) => void;
}

/**
 * "Entregar": the car handed back. Kilometres out (never fewer than in), observations, who
 * collects it and their signature on the tablet; the server's field errors show on their fields.
 * Billing is not built yet, so the payment line only says it is pending.
 */
export function ReceiptDeliverModal({
  receipt,
  open,
  onClose,
  onDelivered,
}: ReceiptDeliverModalProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const format = useScreenFormat();
  const [form] = Form.useForm<DeliveryFormValues>();
  const deliver = useDeliverVehicle(receipt.id);
  const [error, setError] = useState<string | null>(null);
  const minKm = receipt.odometer_km;

  const close = () => {
    if (deliver.isPending) return;
    setError(null);
    onClose();
  };

  const submit = async (values: DeliveryFormValues) => {
    setError(null);
    try {
      const delivered = await deliver.mutateAsync(deliveryInput(values));
      onDelivered(delivered);
    } catch (failure) {
      const message = applyServerErrors(form, failure, DELIVERY_FIELD_MAP);
      const onFields =
        isApiError(failure) &&
        failure.fieldErrors.length > 0 &&
        failure.fieldErrors.every((item) => item.field in DELIVERY_FIELD_MAP);
      // Errors shown on their fields need no second copy above the buttons.
      if (!onFields) setError(message);
    }
  };

  return (
    <Modal
      open={open}
      title={t('reception.receipts.deliver.title', { plate: receipt.license_plate })}
      okText={t('reception.receipts.deliver.submit')}
      cancelText={t('reception.receipts.action.cancel')}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={deliver.isPending}
      mask={{ closable: false }}
      destroyOnHidden
      width={640}
    >
      <Form<DeliveryFormValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={deliveryDefaults(receipt)}
        onFinish={(values) => void submit(values)}
        disabled={deliver.isPending}
        data-testid="deliver-form"
      >
        <Form.Item
          name="odometer_km"
          label={t('reception.receipts.deliver.odometer')}
          extra={t('reception.receipts.deliver.odometerIn', { km: format.km(minKm) })}
          rules={[
            { required: true, message: t('reception.receipts.deliver.odometerRequired') },
            {
              type: 'number',
              min: minKm,
              message: t('reception.receipts.deliver.odometerLower', { km: format.km(minKm) }),
            },
          ]}
        >
          <InputNumber<number>
            min={minKm}
            max={MAX_ODOMETER_KM}
            precision={0}
            suffix="km"
            inputMode="numeric"
            style={{ width: '100%' }}
            data-testid="deliver-odometer"
          />
        </Form.Item>
        <Form.Item name="notes" label={t('reception.receipts.deliver.notes')}>
          <Input.TextArea
            rows={3}
            maxLength={MAX_NOTES_LENGTH}
            placeholder={t('reception.receipts.deliver.notesPlaceholder')}
            data-testid="deliver-notes"
          />
        </Form.Item>
        <Form.Item
          name="signer_name"
          label={t('reception.receipts.deliver.signer')}
          rules={[
            {
              required: true,
              whitespace: true,
              min: 2,
              message: t('reception.receipts.deliver.signerRequired'),
            },
          ]}
        >
          <Input
            maxLength={MAX_SIGNER_NAME_LENGTH}
            autoComplete="off"
            data-testid="deliver-signer"
          />
        </Form.Item>
        <Form.Item
          name="signature"
          rules={[
            {
              validator: (_, value: DeliveryFormValues['signature']) =>
                value && value.strokes.length > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('reception.receipts.deliver.signatureRequired'))),
            },
          ]}
        >
          <DeliverySignature label={t('reception.receipts.deliver.signature')} />
        </Form.Item>
      </Form>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary" data-testid="deliver-payment">
          <EuroOutlined aria-hidden style={{ marginInlineEnd: 8 }} />
          {t('reception.receipts.deliver.payment')}
        </Typography.Text>
        {error && <Alert type="error" showIcon title={error} data-testid="deliver-error" />}
      </Flex>
    </Modal>
  );
}

/** The signature box as a form control (Form.Item hands it `value` and `onChange`). */
function DeliverySignature({
  label,
  value,
  onChange,
  disabled,
}: {
  label: string;
  value?: DeliveryFormValues['signature'];
  onChange?: (value: DeliveryFormValues['signature']) => void;
  disabled?: boolean;
}) {
  return (
    <SignatureField
      value={value ?? null}
      onChange={(next) => onChange?.(next)}
      label={label}
      disabled={disabled}
    />
  );
}

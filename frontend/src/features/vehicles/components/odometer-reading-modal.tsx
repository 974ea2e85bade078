import { Alert, Checkbox, DatePicker, Form, Input, InputNumber, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { applyServerErrors } from '@/features/auth/form-errors';
import { isApiError } from '@/shared/api';
import { useRecordReading } from '../api';
import { useScreenFormat } from '@/shared/hooks';

interface ReadingFormValues {
  km: number;
  read_at: dayjs.Dayjs | null;
  is_correction: boolean;
  reason: string;
}

export interface OdometerReadingModalProps {
  vehicleId: string;
  open: boolean;
  lastKm: number | null;
  onClose: () => void;
  onSaved: () => void;
}

const FORM_FIELDS = new Set(['km', 'read_at', 'is_correction', 'reason']);

/**
 * Records a reading. A figure lower than the last one is refused by the server unless it is marked
 * as a correction with a reason: when that happens the modal shows the server's sentence on the
 * kilometres and offers exactly that ("Es una corrección" and a required reason).
 */
export function OdometerReadingModal({
  vehicleId,
  open,
  lastKm,
  onClose,
  onSaved,
}: OdometerReadingModalProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const format = useScreenFormat();
  const [form] = Form.useForm<ReadingFormValues>();
  const record = useRecordReading(vehicleId);
  const [error, setError] = useState<string | null>(null);
  const [offerCorrection, setOfferCorrection] = useState(false);
  const correction = Form.useWatch('is_correction', form);

  const reset = () => {
    form.resetFields();
    setError(null);
    setOfferCorrection(false);
  };

  const close = () => {
    reset();
    onClose();
  };

  const submit = async (values: ReadingFormValues) => {
    setError(null);
    try {
      await record.mutateAsync({
        km: values.km,
        read_at: values.read_at ? values.read_at.toISOString() : null,
        is_correction: values.is_correction ?? false,
        reason: values.is_correction ? values.reason?.trim() : null,
      });
      reset();
      onSaved();
    } catch (failure) {
      const message = applyServerErrors(form, failure);
      const fieldErrors = isApiError(failure) ? failure.fieldErrors : [];
      // "Lower than the last reading": the way out is recording it as a correction.
      if (fieldErrors.some((item) => item.field === 'km')) setOfferCorrection(true);
      // Errors shown on their fields need no second copy above the buttons.
      if (!fieldErrors.some((item) => FORM_FIELDS.has(item.field))) setError(message);
    }
  };

  return (
    <Modal
      open={open}
      title={t('vehicles.odometer.title')}
      okText={t('vehicles.odometer.save')}
      cancelText={t('vehicles.action.cancel')}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={record.isPending}
      destroyOnHidden
    >
      {lastKm !== null && (
        <Typography.Paragraph type="secondary" data-testid="odometer-last">
          {t('vehicles.odometer.last', { km: format.km(lastKm) })}
        </Typography.Paragraph>
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => void submit(values)}
        initialValues={{ is_correction: false, read_at: null }}
        data-testid="odometer-form"
      >
        <Form.Item
          name="km"
          label={t('vehicles.field.odometer_km')}
          rules={[{ required: true, message: t('vehicles.error.km') }]}
        >
          <InputNumber
            min={0}
            max={2_000_000}
            precision={0}
            style={{ width: '100%' }}
            suffix="km"
            autoFocus
          />
        </Form.Item>
        <Form.Item
          name="read_at"
          label={t('vehicles.odometer.readAt')}
          extra={t('vehicles.odometer.readAtHelp')}
        >
          <DatePicker
            showTime={{ format: 'HH:mm' }}
            format="DD/MM/YYYY HH:mm"
            disabledDate={(day) => day.isAfter(dayjs(), 'day')}
            style={{ width: '100%' }}
          />
        </Form.Item>
        {(offerCorrection || correction) && (
          <>
            <Form.Item name="is_correction" valuePropName="checked" style={{ marginBottom: 12 }}>
              <Checkbox
                data-testid="odometer-correction"
                onChange={(event) => {
                  // The refusal on the kilometres no longer applies to a correction.
                  if (event.target.checked) form.setFields([{ name: 'km', errors: [] }]);
                }}
              >
                {t('vehicles.odometer.isCorrection')}
              </Checkbox>
            </Form.Item>
            {correction && (
              <Form.Item
                name="reason"
                label={t('vehicles.odometer.reason')}
                extra={t('vehicles.odometer.reasonHelp')}
                rules={[
                  { required: true, min: 3, whitespace: true, message: t('vehicles.error.reason') },
                ]}
              >
                <Input.TextArea rows={2} maxLength={300} showCount data-testid="odometer-reason" />
              </Form.Item>
            )}
          </>
        )}
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}

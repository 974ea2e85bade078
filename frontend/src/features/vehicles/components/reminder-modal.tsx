import type { ServiceReminder } from '@px/contracts';
import { REMINDER_KINDS } from '@px/contracts';
import { Alert, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { applyServerErrors } from '@/features/auth/form-errors';
import { type ReminderInput, useSaveReminder } from '../api';

export interface ReminderModalProps {
  vehicleId: string;
  open: boolean;
  /** Editing this reminder; a new one when null. */
  reminder: ServiceReminder | null;
  onClose: () => void;
  onSaved: () => void;
}

type ReminderFormValues = Omit<ReminderInput, 'done' | 'version'>;

/** Create or edit a reminder due on a date, at a distance, or whichever comes first. */
export function ReminderModal({ vehicleId, open, reminder, onClose, onSaved }: ReminderModalProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form] = Form.useForm<ReminderFormValues>();
  const save = useSaveReminder(vehicleId);
  const [error, setError] = useState<string | null>(null);

  const initialValues: ReminderFormValues = reminder
    ? {
        kind: reminder.kind,
        description: reminder.description,
        due_date: reminder.due_date,
        due_km: reminder.due_km,
      }
    : { kind: 'service', description: '', due_date: null, due_km: null };

  const submit = async (values: ReminderFormValues) => {
    setError(null);
    try {
      await save.mutateAsync({
        ...values,
        due_date: values.due_date || null,
        due_km: values.due_km ?? null,
        ...(reminder ? { id: reminder.id, version: reminder.version } : {}),
      });
      onSaved();
    } catch (failure) {
      setError(applyServerErrors(form, failure));
    }
  };

  return (
    <Modal
      open={open}
      title={t(reminder ? 'vehicles.reminder.edit' : 'vehicles.reminder.new')}
      okText={t('vehicles.action.save')}
      cancelText={t('vehicles.action.cancel')}
      onOk={() => form.submit()}
      onCancel={() => {
        setError(null);
        onClose();
      }}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <Form
        key={reminder?.id ?? 'new'}
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
        data-testid="reminder-form"
      >
        <Form.Item name="kind" label={t('vehicles.reminder.kind')}>
          <Select
            options={REMINDER_KINDS.map((kind) => ({
              value: kind,
              label: t(`vehicles.reminder.kind.${kind}`),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="description"
          label={t('vehicles.reminder.description')}
          rules={[
            { required: true, whitespace: true, min: 2, message: t('vehicles.error.description') },
          ]}
        >
          <Input maxLength={200} placeholder={t('vehicles.reminder.descriptionPlaceholder')} />
        </Form.Item>
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name="due_date"
              label={t('vehicles.reminder.dueDate')}
              getValueProps={(value?: string | null) => ({ value: value ? dayjs(value) : null })}
              normalize={(value: dayjs.Dayjs | null) => (value ? value.format('YYYY-MM-DD') : null)}
              dependencies={['due_km']}
              rules={[
                {
                  validator: (_, value) =>
                    value || form.getFieldValue('due_km') != null
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('vehicles.error.due'))),
                },
              ]}
            >
              <DatePicker format="DD/MM/YYYY" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="due_km" label={t('vehicles.reminder.dueKm')}>
              <InputNumber
                min={0}
                max={2_000_000}
                precision={0}
                style={{ width: '100%' }}
                suffix="km"
                data-testid="reminder-due-km"
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}

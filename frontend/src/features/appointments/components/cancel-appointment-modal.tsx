import { Form, Input, Modal } from 'antd';
import { useIntl } from 'react-intl';

interface CancelAppointmentModalProps {
  open: boolean;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/** Cancelling a booking asks why (the customer called, the car is not coming…). */
export function CancelAppointmentModal({
  open,
  saving,
  onCancel,
  onSubmit,
}: CancelAppointmentModalProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={t('appointments.cancel.title')}
      okText={t('appointments.cancel.submit')}
      cancelText={t('appointments.cancel.keep')}
      okButtonProps={{ danger: true, loading: saving }}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then(({ reason }) => onSubmit(reason.trim()))}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('appointments.cancel.reason')}
          rules={[
            { required: true, whitespace: true, message: t('appointments.cancel.reasonRequired') },
          ]}
        >
          <Input.TextArea
            autoSize={{ minRows: 2, maxRows: 5 }}
            maxLength={500}
            data-testid="cancel-reason"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { Alert, Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { applyServerErrors } from '@/features/auth/form-errors';
import { extractErrorMessage } from '@/shared/error-message';
import { useIntl } from 'react-intl';

export interface StepModalProps<Values> {
  /** Test ids: `<name>-modal`, `<name>-submit`, `<name>-error`. */
  name: string;
  open: boolean;
  title: string;
  okText: string;
  /** A step that cannot be undone (cancelling an invoice, rejecting a quote) says so in red. */
  danger?: boolean;
  form: FormInstance<Values>;
  initialValues: Partial<Values>;
  pending: boolean;
  onClose: () => void;
  /** Sends the step; a rejection's field errors land on their fields, its message below. */
  onSubmit: (values: Values) => Promise<void>;
  /** Server field names → the form's, when they differ (`amount_cents` → `amount`). */
  serverFields?: Record<string, string>;
  /** What the modal says above the form. */
  intro?: ReactNode;
  children: ReactNode;
}

/**
 * The shell of one step on a record (an invoice's payment, rectification or cancellation; a
 * quote's recorded answer or refusal): a modal with its form, "Volver", the server's refusal on
 * the fields and in an alert, and the form reset on every opening.
 */
export function StepModal<Values>({
  name,
  open,
  title,
  okText,
  danger = false,
  form,
  initialValues,
  pending,
  onClose,
  onSubmit,
  serverFields,
  intro,
  children,
}: StepModalProps<Values>) {
  const intl = useIntl();
  const [failure, setFailure] = useState<unknown>(null);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const submit = async (values: Values) => {
    setFailure(null);
    try {
      await onSubmit(values);
      close();
    } catch (error) {
      applyServerErrors(form, error, serverFields);
      setFailure(error);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={intl.formatMessage({ id: 'common.back' })}
      okButtonProps={{ danger, 'data-testid': `${name}-submit` } as never}
      onOk={() => form.submit()}
      onCancel={close}
      confirmLoading={pending}
      destroyOnHidden
      data-testid={`${name}-modal`}
    >
      {intro}
      <Form<Values>
        form={form}
        layout="vertical"
        requiredMark={false}
        // The form is destroyed on close: the next opening starts from its initial values.
        preserve={false}
        disabled={pending}
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
      >
        {children}
      </Form>
      {failure !== null && (
        <Alert
          type="error"
          showIcon
          title={extractErrorMessage(failure)}
          data-testid={`${name}-error`}
        />
      )}
    </Modal>
  );
}

import { LockOutlined, SaveOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sessionStarted } from '@/app/store/auth-slice';
import { useAppDispatch } from '@/app/store/hooks';
import { useFeedback } from '@/shared/feedback';
import { authKeys, changePassword } from './api';
import { applyServerErrors } from './form-errors';
import { confirmRules, passwordHint, passwordRules } from './password-rules';

interface ChangePasswordValues {
  current_password: string;
  new_password: string;
  confirm: string;
}

/**
 * POST /api/auth/change-password. The answer is a fresh session (every other session of the user
 * ends), which replaces the stored token and user.
 */
export function ChangePasswordForm({ onDone }: { onDone?: () => void }) {
  const intl = useIntl();
  const { message } = useFeedback();
  const [form] = Form.useForm<ChangePasswordValues>();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async (values: ChangePasswordValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const session = await changePassword({
        current_password: values.current_password,
        new_password: values.new_password,
      });
      queryClient.setQueryData(authKeys.me, session.user);
      dispatch(sessionStarted(session.user));
      form.resetFields();
      void message.success(intl.formatMessage({ id: 'auth.changePassword.success' }));
      onDone?.();
    } catch (caught) {
      setError(applyServerErrors(form, caught));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => void onFinish(values)}
      disabled={submitting}
      data-testid="change-password-form"
    >
      {error && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={error} />}
      <Form.Item
        name="current_password"
        label={<FormattedMessage id="auth.field.currentPassword" />}
        rules={[
          {
            required: true,
            message: intl.formatMessage({ id: 'auth.validation.passwordRequired' }),
          },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="new_password"
        label={<FormattedMessage id="auth.field.newPassword" />}
        extra={passwordHint(intl)}
        rules={passwordRules(intl)}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={<FormattedMessage id="auth.field.confirmPassword" />}
        dependencies={['new_password']}
        rules={confirmRules(intl, 'new_password')}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={submitting}>
        <FormattedMessage id="auth.changePassword.submit" />
      </Button>
    </Form>
  );
}

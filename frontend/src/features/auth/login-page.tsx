import { LockOutlined, LoginOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Form, Input, theme } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/hooks';
import { login, type LoginInput } from './api';
import { AuthCard } from './auth-card';
import { AuthErrorAlert, type AuthFormError } from './auth-error-alert';
import { applyServerErrors, retryAfterSeconds } from './form-errors';
import { useStartSession } from './use-start-session';

/** /login (SPEC §2): e-mail and password; returns to the page the user came from. */
export default function LoginPage() {
  const intl = useIntl();
  const { token } = theme.useToken();
  const [form] = Form.useForm<LoginInput>();
  const location = useLocation();
  const startSession = useStartSession();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<AuthFormError | null>(null);
  useDocumentTitle(intl.formatMessage({ id: 'auth.login.title' }));

  const onFinish = async (values: LoginInput) => {
    setSubmitting(true);
    setError(null);
    try {
      const session = await login({ email: values.email.trim(), password: values.password });
      startSession(session);
    } catch (caught) {
      setError({ message: applyServerErrors(form, caught), wait: retryAfterSeconds(caught) });
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title={<FormattedMessage id="auth.login.title" />}
      subtitle={<FormattedMessage id="auth.login.subtitle" />}
      testId="login-page"
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void onFinish(values)}
        disabled={submitting}
        size="large"
      >
        {error && <AuthErrorAlert error={error} testId="login-error" />}
        <Form.Item
          name="email"
          label={<FormattedMessage id="auth.field.email" />}
          rules={[
            {
              required: true,
              message: intl.formatMessage({ id: 'auth.validation.emailRequired' }),
            },
            { type: 'email', message: intl.formatMessage({ id: 'auth.validation.emailInvalid' }) },
          ]}
        >
          <Input prefix={<MailOutlined />} autoComplete="username" inputMode="email" autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={<FormattedMessage id="auth.field.password" />}
          rules={[
            {
              required: true,
              message: intl.formatMessage({ id: 'auth.validation.passwordRequired' }),
            },
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          icon={<LoginOutlined />}
          loading={submitting}
          data-testid="login-submit"
        >
          <FormattedMessage id="auth.login.submit" />
        </Button>
      </Form>
      <p
        style={{
          marginTop: 16,
          marginBottom: 0,
          textAlign: 'center',
          color: token.colorTextSecondary,
        }}
      >
        <FormattedMessage id="auth.login.noAccount" />{' '}
        <Link to="/register" state={location.state}>
          <FormattedMessage id="auth.login.registerLink" />
        </Link>
      </p>
    </AuthCard>
  );
}

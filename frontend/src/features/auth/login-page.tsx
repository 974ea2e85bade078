import { LockOutlined, LoginOutlined, MailOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { returnPathFrom } from '@/app/guards/auth-guards';
import { sessionStarted } from '@/app/store/auth-slice';
import { useAppDispatch } from '@/app/store/hooks';
import { useDocumentTitle } from '@/shared/hooks';
import { authKeys, login, type LoginInput } from './api';
import { AuthCard } from './auth-card';
import { applyServerErrors, retryAfterSeconds } from './form-errors';

/** /login (SPEC §2): e-mail and password; returns to the page the user came from. */
export default function LoginPage() {
  const intl = useIntl();
  const [form] = Form.useForm<LoginInput>();
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<{ message: string; wait: number | null } | null>(null);
  useDocumentTitle(
    intl.formatMessage(
      { id: 'app.documentTitle' },
      { page: intl.formatMessage({ id: 'auth.login.title' }) },
    ),
  );

  const onFinish = async (values: LoginInput) => {
    setSubmitting(true);
    setError(null);
    try {
      const session = await login({ email: values.email.trim(), password: values.password });
      queryClient.clear();
      queryClient.setQueryData(authKeys.me, session.user);
      dispatch(sessionStarted(session.user));
      navigate(returnPathFrom(location.state), { replace: true });
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
        {error && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="login-error"
            title={error.message}
            description={
              error.wait
                ? intl.formatMessage({ id: 'auth.tooManyAttempts' }, { seconds: error.wait })
                : undefined
            }
          />
        )}
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
      <Typography.Paragraph
        type="secondary"
        style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}
      >
        <FormattedMessage id="auth.login.noAccount" />{' '}
        <Link to="/register" state={location.state}>
          <FormattedMessage id="auth.login.registerLink" />
        </Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}

import { LockOutlined, LoginOutlined, MailOutlined } from '@ant-design/icons';
import { Button, Input, theme } from 'antd';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/hooks';
import { PlainField } from '@/shared/ui';
import { login, type LoginInput } from './api';
import { AuthCard } from './auth-card';
import { AuthErrorAlert, type AuthFormError } from './auth-error-alert';
import { formErrorMessage, retryAfterSeconds, serverFieldErrors } from './form-errors';
import { type LoginField, loginFieldErrors } from './login-rules';
import { useStartSession } from './use-start-session';

type FieldErrors = Partial<Record<LoginField, string>>;

/**
 * /login (SPEC §2): e-mail and password; returns to the page the user came from. The first page
 * every user loads, so its two fields are checked here (login-rules.ts) rather than with antd's
 * Form and its validator (issue 22's budget); it looks and reads as the app's other forms: the
 * errors show on sending, under their field, and each clears as the field is corrected.
 */
export default function LoginPage() {
  const intl = useIntl();
  const { token } = theme.useToken();
  const location = useLocation();
  const startSession = useStartSession();
  const [values, setValues] = useState<LoginInput>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<AuthFormError | null>(null);
  useDocumentTitle(intl.formatMessage({ id: 'auth.login.title' }));

  const checked = (next: LoginInput): FieldErrors =>
    Object.fromEntries(
      Object.entries(loginFieldErrors(next)).map(([field, id]) => [
        field,
        intl.formatMessage({ id }),
      ]),
    );

  const change = (field: LoginField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once sent, a field is checked again as it is typed in (as antd's Form does).
    if (sent || fieldErrors[field])
      setFieldErrors((current) => ({ ...current, [field]: checked(next)[field] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(true);
    const refused = checked(values);
    setFieldErrors(refused);
    if (Object.keys(refused).length > 0) return;
    setSubmitting(true);
    setError(null);
    try {
      const session = await login({ email: values.email.trim(), password: values.password });
      startSession(session);
    } catch (caught) {
      const fromServer: FieldErrors = {};
      for (const { name, message } of serverFieldErrors(caught)) {
        if (name === 'email' || name === 'password') fromServer[name] = message;
      }
      setFieldErrors(fromServer);
      setError({ message: formErrorMessage(caught), wait: retryAfterSeconds(caught) });
      setSubmitting(false);
    }
  };

  return (
    <AuthCard
      title={<FormattedMessage id="auth.login.title" />}
      subtitle={<FormattedMessage id="auth.login.subtitle" />}
      testId="login-page"
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        {error && <AuthErrorAlert error={error} testId="login-error" />}
        <PlainField label={<FormattedMessage id="auth.field.email" />} error={fieldErrors.email}>
          {(control) => (
            <Input
              {...control}
              size="large"
              prefix={<MailOutlined />}
              autoComplete="username"
              inputMode="email"
              autoFocus
              disabled={submitting}
              value={values.email}
              onChange={(event) => change('email', event.target.value)}
            />
          )}
        </PlainField>
        <PlainField
          label={<FormattedMessage id="auth.field.password" />}
          error={fieldErrors.password}
        >
          {(control) => (
            <Input.Password
              {...control}
              size="large"
              prefix={<LockOutlined />}
              autoComplete="current-password"
              disabled={submitting}
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
            />
          )}
        </PlainField>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          icon={<LoginOutlined />}
          loading={submitting}
          data-testid="login-submit"
        >
          <FormattedMessage id="auth.login.submit" />
        </Button>
      </form>
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

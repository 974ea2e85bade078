import { LockOutlined, MailOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Result, Row, Typography } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/hooks';
import { register, type RegisterInput } from './api';
import { AuthCard } from './auth-card';
import { AuthErrorAlert, type AuthFormError } from './auth-error-alert';
import { applyServerErrors, retryAfterSeconds } from './form-errors';
import { confirmRules, passwordHint, passwordRules } from './password-rules';

interface RegisterForm extends RegisterInput {
  confirm: string;
}

const NAME_MAX_LENGTH = 100;

/**
 * /register (SPEC §2): asks for an account. It is created inactive and without a role, and an
 * administrator activates it; the answer never says whether the address already had one.
 */
export default function RegisterPage() {
  const intl = useIntl();
  const [form] = Form.useForm<RegisterForm>();
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<AuthFormError | null>(null);
  useDocumentTitle(intl.formatMessage({ id: 'auth.register.title' }));

  const nameRules = (requiredId: string) => [
    { required: true, whitespace: true, message: intl.formatMessage({ id: requiredId }) },
    {
      max: NAME_MAX_LENGTH,
      message: intl.formatMessage({ id: 'auth.validation.nameMax' }, { max: NAME_MAX_LENGTH }),
    },
  ];

  const onFinish = async (values: RegisterForm) => {
    setSubmitting(true);
    setError(null);
    try {
      await register({
        email: values.email.trim(),
        password: values.password,
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
      });
      setSent(true);
    } catch (caught) {
      setError({ message: applyServerErrors(form, caught), wait: retryAfterSeconds(caught) });
      setSubmitting(false);
    }
  };

  if (sent)
    return (
      <AuthCard title={<FormattedMessage id="auth.register.title" />} testId="register-page">
        <Result
          status="success"
          title={<FormattedMessage id="auth.register.sentTitle" />}
          subTitle={<FormattedMessage id="auth.register.sentText" />}
          extra={
            <Link to="/login">
              <FormattedMessage id="auth.register.loginLink" />
            </Link>
          }
          data-testid="register-sent"
        />
      </AuthCard>
    );

  return (
    <AuthCard
      title={<FormattedMessage id="auth.register.title" />}
      subtitle={<FormattedMessage id="auth.register.subtitle" />}
      testId="register-page"
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => void onFinish(values)}
        disabled={submitting}
        size="large"
      >
        {error && <AuthErrorAlert error={error} testId="register-error" />}
        <Row gutter={12}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="first_name"
              label={<FormattedMessage id="auth.field.firstName" />}
              rules={nameRules('auth.validation.firstNameRequired')}
            >
              <Input prefix={<UserOutlined />} autoComplete="given-name" autoFocus />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="last_name"
              label={<FormattedMessage id="auth.field.lastName" />}
              rules={nameRules('auth.validation.lastNameRequired')}
            >
              <Input autoComplete="family-name" />
            </Form.Item>
          </Col>
        </Row>
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
          <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" />
        </Form.Item>
        <Form.Item
          name="password"
          label={<FormattedMessage id="auth.field.password" />}
          extra={passwordHint(intl)}
          rules={passwordRules(intl)}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={<FormattedMessage id="auth.field.confirmPassword" />}
          dependencies={['password']}
          rules={confirmRules(intl, 'password')}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          icon={<UserAddOutlined />}
          loading={submitting}
          data-testid="register-submit"
        >
          <FormattedMessage id="auth.register.submit" />
        </Button>
      </Form>
      <Typography.Paragraph
        type="secondary"
        style={{ marginTop: 16, marginBottom: 0, textAlign: 'center' }}
      >
        <FormattedMessage id="auth.register.haveAccount" />{' '}
        <Link to="/login">
          <FormattedMessage id="auth.register.loginLink" />
        </Link>
      </Typography.Paragraph>
    </AuthCard>
  );
}

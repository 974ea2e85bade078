import { LogoutOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/hooks';
import { AuthCard } from './auth-card';
import { ChangePasswordForm } from './change-password-form';
import { useLogout } from './use-logout';

/** A user with a temporary password changes it before anything else. */
export default function ChangePasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const logout = useLogout();
  useDocumentTitle(intl.formatMessage({ id: 'auth.changePassword.title' }));
  return (
    <AuthCard
      title={<FormattedMessage id="auth.changePassword.title" />}
      testId="change-password-page"
    >
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={<FormattedMessage id="auth.changePassword.required" />}
      />
      <ChangePasswordForm onDone={() => navigate('/dashboard', { replace: true })} />
      <Flex justify="end" style={{ marginTop: 8 }}>
        <Button type="link" icon={<LogoutOutlined />} onClick={() => void logout()}>
          <FormattedMessage id="shell.userMenu.logout" />
        </Button>
      </Flex>
    </AuthCard>
  );
}

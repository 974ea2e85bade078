import { Alert } from 'antd';
import { useIntl } from 'react-intl';

export interface AuthFormError {
  message: string;
  /** Seconds to wait before trying again (429), when the server said. */
  wait: number | null;
}

/** The server's message for a failed login or registration, with the wait when throttled. */
export function AuthErrorAlert({ error, testId }: { error: AuthFormError; testId: string }) {
  const intl = useIntl();
  return (
    <Alert
      type="error"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid={testId}
      title={error.message}
      description={
        error.wait
          ? intl.formatMessage({ id: 'auth.tooManyAttempts' }, { seconds: error.wait })
          : undefined
      }
    />
  );
}

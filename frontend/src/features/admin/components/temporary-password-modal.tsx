import { KeyOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Modal, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';

export interface TemporaryPasswordModalProps {
  /** null: closed. */
  password: string | null;
  email: string;
  /** "created" after a new account, "reset" after a password reset. */
  reason: 'created' | 'reset';
  onClose: () => void;
}

/** Shows a temporary password exactly once, with a copy button. */
export function TemporaryPasswordModal({
  password,
  email,
  reason,
  onClose,
}: TemporaryPasswordModalProps) {
  const intl = useIntl();
  return (
    <Modal
      open={password !== null}
      title={
        <Flex gap={8} align="center">
          <KeyOutlined />
          <FormattedMessage id="admin.users.tempPassword.title" />
        </Flex>
      }
      onCancel={onClose}
      mask={{ closable: false }}
      footer={
        <Button type="primary" onClick={onClose} data-testid="temporary-password-done">
          <FormattedMessage id="admin.users.tempPassword.done" />
        </Button>
      }
      destroyOnHidden
    >
      <Flex vertical gap={16}>
        <Typography.Paragraph style={{ margin: 0 }}>
          <FormattedMessage
            id={
              reason === 'created'
                ? 'admin.users.tempPassword.created'
                : 'admin.users.tempPassword.reset'
            }
            values={{ email: <Typography.Text strong>{email}</Typography.Text> }}
          />
        </Typography.Paragraph>
        <Typography.Text
          code
          copyable={{
            text: password ?? '',
            tooltips: [
              intl.formatMessage({ id: 'admin.users.tempPassword.copy' }),
              intl.formatMessage({ id: 'admin.users.tempPassword.copied' }),
            ],
          }}
          className="px-admin-temp-password"
          data-testid="temporary-password"
        >
          {password}
        </Typography.Text>
        <Alert
          type="warning"
          showIcon
          title={intl.formatMessage({ id: 'admin.users.tempPassword.onceOnly' })}
          description={intl.formatMessage({ id: 'admin.users.tempPassword.mustChange' })}
        />
      </Flex>
    </Modal>
  );
}

import { HomeOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { PageLoader } from '@/shared/ui';
import { DEFAULT_FALLBACK_PATH } from './route-access';

/** "Verificando permisos..." while an access check runs. */
export function CheckingPermissions() {
  const intl = useIntl();
  return <PageLoader label={intl.formatMessage({ id: 'access.checking' })} />;
}

/** "Error verificando permisos." — a failed check grants nothing (SPEC §7, §8). */
export function PermissionCheckError({ onRetry }: { onRetry?: () => void }) {
  const navigate = useNavigate();
  return (
    <Flex justify="center" style={{ padding: 24 }}>
      <Alert
        type="error"
        showIcon
        style={{ maxWidth: 560, width: '100%' }}
        data-testid="permission-check-error"
        title={<FormattedMessage id="access.checkError" />}
        description={<FormattedMessage id="access.checkErrorHint" />}
        action={
          <Flex vertical gap={8}>
            {onRetry && (
              <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
                <FormattedMessage id="common.retry" />
              </Button>
            )}
            <Button
              size="small"
              icon={<HomeOutlined />}
              onClick={() => navigate(DEFAULT_FALLBACK_PATH)}
            >
              <FormattedMessage id="access.denied.goHome" />
            </Button>
          </Flex>
        }
      />
    </Flex>
  );
}

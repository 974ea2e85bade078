import { LoadingOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex } from 'antd';
import { FormattedMessage } from 'react-intl';
import { PERMISSIONS } from '@px/contracts';
import { useAppSelector } from '@/app/store/hooks';
import { usePermissions } from '@/features/access/permissions-context';
import { isSetupBannerVisible } from './setup-state';
import { PlainText } from '@/shared/ui';
import { useFirstRunSetup } from './use-setup';

/**
 * SPEC §2 setup banner, under the top bar: "Configurando base de datos..." while the first-run
 * setup runs; on failure "Error en configuración:" with the message, "Reintentar" and a note that
 * the basic service types are used meanwhile. Hidden once setup is complete. Shown to those who
 * may complete it (system.settings.admin): the server refuses anyone else.
 */
export function SetupBanner() {
  const signedIn = useAppSelector((state) => state.auth.status === 'authenticated');
  // Only an administrator writes the workshop's defaults; staff meanwhile use the basic types.
  const { hasPermission } = usePermissions();
  const { state, retry } = useFirstRunSetup(
    signedIn && hasPermission(PERMISSIONS.system.settings.admin),
  );
  if (!isSetupBannerVisible(state)) return null;

  if (state.status === 'running') {
    return (
      <Alert
        banner
        type="info"
        icon={<LoadingOutlined />}
        showIcon
        className="px-setup-banner"
        data-testid="setup-banner"
        data-state="running"
        title={<FormattedMessage id="setup.running" />}
      />
    );
  }

  return (
    <Alert
      banner
      type="error"
      showIcon
      className="px-setup-banner"
      data-testid="setup-banner"
      data-state="error"
      role="alert"
      title={
        <Flex wrap gap={4}>
          <PlainText strong>
            <FormattedMessage id="setup.error" />
          </PlainText>
          <PlainText data-testid="setup-error-message">
            {state.status === 'error' ? state.message : ''}
          </PlainText>
        </Flex>
      }
      description={<FormattedMessage id="setup.fallbackNote" />}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={retry} data-testid="setup-retry">
          <FormattedMessage id="setup.retry" />
        </Button>
      }
    />
  );
}

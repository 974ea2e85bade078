import { ArrowLeftOutlined, HomeOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Flex, Result } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/hooks';
import { DEFAULT_FALLBACK_PATH } from './route-access';

export interface AccessDeniedProps {
  /** The address that was refused. */
  route: string;
  /** The user's role as shown to them (display name), or null for an account without a role. */
  role: string | null;
  /**
   * 'single' shows one "Volver" button (back, or the fallback when there is no history);
   * 'double' (default) shows "Volver atrás" and "Ir al inicio".
   */
  actions?: 'single' | 'double';
  fallbackPath?: string;
}

/** SPEC §2 "Access-denied screen". */
export function AccessDenied({
  route,
  role,
  actions = 'double',
  fallbackPath = DEFAULT_FALLBACK_PATH,
}: AccessDeniedProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  useDocumentTitle(intl.formatMessage({ id: 'access.denied.title' }));

  const goBack = () => {
    // history.state.idx is react-router's position in its history stack.
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallbackPath, { replace: true });
  };

  return (
    <Flex justify="center" align="center" className="px-centered-page" style={{ padding: 16 }}>
      <Card style={{ maxWidth: 640, width: '100%' }} data-testid="access-denied">
        <Result
          status="403"
          icon={<LockOutlined style={{ fontSize: 64, color: 'var(--ant-color-error)' }} />}
          // A real heading, so assistive technology (and the e2e tests) find the screen's title.
          title={
            <h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>
              <FormattedMessage id="access.denied.title" />
            </h1>
          }
          subTitle={<FormattedMessage id="access.denied.description" />}
          extra={
            <Flex wrap gap="small" justify="center">
              {actions === 'single' ? (
                <Button type="primary" icon={<ArrowLeftOutlined />} onClick={goBack}>
                  <FormattedMessage id="access.denied.back" />
                </Button>
              ) : (
                <>
                  <Button icon={<ArrowLeftOutlined />} onClick={goBack}>
                    <FormattedMessage id="access.denied.goBack" />
                  </Button>
                  <Button
                    type="primary"
                    icon={<HomeOutlined />}
                    onClick={() => navigate(fallbackPath)}
                  >
                    <FormattedMessage id="access.denied.goHome" />
                  </Button>
                </>
              )}
            </Flex>
          }
        >
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              {
                key: 'route',
                label: <FormattedMessage id="access.denied.route" />,
                children: <code data-testid="access-denied-route">{route}</code>,
              },
              {
                key: 'role',
                label: <FormattedMessage id="access.denied.role" />,
                children: (
                  <span data-testid="access-denied-role">
                    {role ?? intl.formatMessage({ id: 'access.denied.noRole' })}
                  </span>
                ),
              },
            ]}
          />
        </Result>
      </Card>
    </Flex>
  );
}

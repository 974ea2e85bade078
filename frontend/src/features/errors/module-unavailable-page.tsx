import { ArrowLeftOutlined, AppstoreAddOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { normalizePath } from '@/features/access/route-access';
import { useAccessiblePages } from '@/features/search/accessible-pages';
import { useDocumentTitle } from '@/shared/hooks';

/**
 * The one honest screen for every SPEC §2 route whose module is not installed yet (orders,
 * customers, inventory, ...): the route and its access rules exist, the screen does not.
 */
export default function ModuleUnavailablePage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  // The tab names the screen the user asked for ("Inventario · PX Taller"), as the menu calls it,
  // so two unbuilt screens are not told apart by their URL alone (WCAG 2.4.2).
  const { pages } = useAccessiblePages();
  const menuTitle = pages.find((page) => page.path === normalizePath(location.pathname))?.title;
  useDocumentTitle(menuTitle ?? intl.formatMessage({ id: 'moduleUnavailable.title' }));
  return (
    <Flex justify="center" align="center" className="px-centered-page">
      <Card style={{ maxWidth: 640, width: '100%' }} data-testid="module-unavailable">
        <Result
          icon={<AppstoreAddOutlined style={{ color: 'var(--ant-color-primary)' }} />}
          title={<FormattedMessage id="moduleUnavailable.title" />}
          subTitle={
            <Flex vertical gap={8} align="center">
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                <FormattedMessage id="moduleUnavailable.description" />
              </Typography.Paragraph>
              <Typography.Text type="secondary">
                <FormattedMessage id="notFound.requestedPath" />{' '}
                <Typography.Text code>{location.pathname}</Typography.Text>
              </Typography.Text>
            </Flex>
          }
          extra={
            <Button
              type="primary"
              icon={<ArrowLeftOutlined />}
              onClick={() => navigate('/dashboard')}
            >
              <FormattedMessage id="notFound.backToDashboard" />
            </Button>
          }
        />
      </Card>
    </Flex>
  );
}

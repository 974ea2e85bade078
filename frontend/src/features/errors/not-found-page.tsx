import { ArrowLeftOutlined, CompassOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Tag, theme, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '@/shared/hooks';

/** SPEC §2 not-found page: any unknown address. */
export default function NotFoundPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = theme.useToken();
  useDocumentTitle(intl.formatMessage({ id: 'notFound.documentTitle' }));

  return (
    <Flex justify="center" align="center" className="px-centered-page">
      <Card className="px-not-found-card" data-testid="not-found-page">
        <Result
          status="404"
          title={
            <Flex vertical align="center" gap={8}>
              <Tag color="blue" icon={<CompassOutlined />} style={{ marginInlineEnd: 0 }}>
                <FormattedMessage id="notFound.code" />
              </Tag>
              <Typography.Title level={1} style={{ margin: 0, fontSize: token.fontSizeHeading3 }}>
                <FormattedMessage id="notFound.title" />
              </Typography.Title>
            </Flex>
          }
          subTitle={
            <Flex vertical align="center" gap={8}>
              <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 16 }}>
                <FormattedMessage id="notFound.description" />
              </Typography.Paragraph>
              <Typography.Text type="secondary">
                <FormattedMessage id="notFound.requestedPath" />{' '}
                <Typography.Text code data-testid="not-found-path">
                  {location.pathname}
                </Typography.Text>
              </Typography.Text>
            </Flex>
          }
          extra={
            <Button
              type="primary"
              size="large"
              icon={<ArrowLeftOutlined />}
              onClick={() => navigate('/dashboard')}
              data-testid="back-to-dashboard"
            >
              <FormattedMessage id="notFound.backToDashboard" />
            </Button>
          }
        />
      </Card>
    </Flex>
  );
}

import { Card, Flex, Form, theme, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDocumentTitle } from '@/shared/hooks';
import { LanguagePreference, SidebarPreference, ThemePreference } from './preferences';

/** /settings: language, theme and the sidebar preference (all stored in this browser). */
export default function SettingsPage() {
  const { token } = theme.useToken();
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'settings.title' }));
  return (
    <Flex vertical gap={24} style={{ maxWidth: 720 }} data-testid="settings-page">
      <div>
        <Typography.Title
          level={1}
          style={{ marginTop: 0, marginBottom: 4, fontSize: token.fontSizeHeading2 }}
          data-testid="page-heading"
        >
          <FormattedMessage id="settings.title" />
        </Typography.Title>
        <Typography.Text type="secondary">
          <FormattedMessage id="settings.subtitle" />
        </Typography.Text>
      </div>
      <Card title={<FormattedMessage id="settings.appearance" />}>
        <Form layout="vertical" component="div">
          <Form.Item label={<FormattedMessage id="layout.language.label" />}>
            <LanguagePreference />
          </Form.Item>
          <Form.Item label={<FormattedMessage id="layout.theme.label" />}>
            <ThemePreference />
          </Form.Item>
          <Form.Item
            label={<FormattedMessage id="settings.sidebarCollapsed" />}
            extra={<FormattedMessage id="settings.sidebarCollapsedHint" />}
            style={{ marginBottom: 0 }}
          >
            <SidebarPreference />
          </Form.Item>
        </Form>
      </Card>
    </Flex>
  );
}

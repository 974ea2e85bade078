import {
  CloseCircleFilled,
  HomeOutlined,
  RedoOutlined,
  ReloadOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Alert, Button, Flex, Space } from 'antd';
import { FormattedMessage } from 'react-intl';
import { PlainText, PlainTitle, StatusPanel, StatusSurface } from '@/shared/ui';
import { navigateTo } from '@/shared/url-repair';

export interface ErrorScreenProps {
  /** The message of the caught error (already extracted and truncated). */
  message: string;
  /** Recovery attempts made so far. */
  attempts: number;
  maxAttempts: number;
  onRetry?: () => void;
  /** 'page' fills the content area; 'component' is a compact card for one section. */
  variant?: 'page' | 'component';
}

/** SPEC §2 "Error screen": what a user sees when a screen crashes. */
export function ErrorScreen({
  message,
  attempts,
  maxAttempts,
  onRetry,
  variant = 'page',
}: ErrorScreenProps) {
  const canRetry = attempts < maxAttempts && onRetry !== undefined;

  const details = (
    <Space orientation="vertical" size="middle" style={{ width: '100%', textAlign: 'start' }}>
      <Alert
        type="error"
        showIcon
        title={<FormattedMessage id="errorBoundary.messageLabel" />}
        description={
          <PlainText code style={{ wordBreak: 'break-word' }} data-testid="error-message">
            {message}
          </PlainText>
        }
      />
      <PlainText tone="secondary" data-testid="error-attempts">
        <FormattedMessage
          id="errorBoundary.attempts"
          values={{ count: attempts, max: maxAttempts }}
        />
      </PlainText>
      {!canRetry && (
        <Alert
          type="warning"
          showIcon
          title={<FormattedMessage id="errorBoundary.exhausted" />}
          data-testid="error-exhausted"
        />
      )}
    </Space>
  );

  const actions = (
    <Flex wrap gap="small" justify="center">
      {canRetry && (
        <Button type="primary" icon={<RedoOutlined />} onClick={onRetry}>
          <FormattedMessage id="errorBoundary.retry" />
        </Button>
      )}
      <Button icon={<HomeOutlined />} onClick={() => navigateTo('/')}>
        <FormattedMessage id="errorBoundary.goHome" />
      </Button>
      <Button icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
        <FormattedMessage id="errorBoundary.reload" />
      </Button>
    </Flex>
  );

  if (variant === 'component') {
    return (
      <StatusSurface role="alert" data-testid="error-boundary">
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Space>
            <WarningOutlined style={{ color: 'var(--ant-color-error)', fontSize: 20 }} />
            <PlainTitle level={5}>
              <FormattedMessage id="errorBoundary.componentTitle" />
            </PlainTitle>
          </Space>
          <PlainText tone="secondary">
            <FormattedMessage id="errorBoundary.description" />
          </PlainText>
          {details}
          {actions}
        </Space>
      </StatusSurface>
    );
  }

  return (
    <Flex justify="center" align="center" style={{ minHeight: '60vh', padding: 24 }}>
      <StatusPanel
        data-testid="error-boundary"
        role="alert"
        tone="error"
        icon={<CloseCircleFilled />}
        title={<FormattedMessage id="errorBoundary.title" />}
        description={<FormattedMessage id="errorBoundary.description" />}
        extra={actions}
      >
        {details}
      </StatusPanel>
    </Flex>
  );
}

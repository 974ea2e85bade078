import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { FormattedMessage } from 'react-intl';

export interface QueryErrorProps {
  /** The screen's own sentence wrapping the underlying message (SPEC §8). */
  message: string;
  onRetry?: () => void;
  testId?: string;
}

/** The designed error state of a list or panel that could not be loaded. */
export function QueryError({ message, onRetry, testId = 'admin-query-error' }: QueryErrorProps) {
  return (
    <Result
      status="warning"
      title={message}
      data-testid={testId}
      extra={
        onRetry && (
          <Button icon={<ReloadOutlined />} onClick={onRetry}>
            <FormattedMessage id="admin.common.retry" />
          </Button>
        )
      }
    />
  );
}

import { IdcardOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Skeleton, theme } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '@/shared/api';
import { extractErrorMessage } from '@/shared/error-message';

/** The shape of the screen while its data loads. */
export function TimesheetSkeleton() {
  const intl = useIntl();
  return (
    <Flex
      vertical
      gap={16}
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'timesheets.loading' })}
      data-testid="timesheets-loading"
    >
      <Card>
        <Skeleton active paragraph={{ rows: 1 }} />
      </Card>
      <Card>
        <Skeleton active paragraph={{ rows: 4 }} />
      </Card>
    </Flex>
  );
}

/** The account has no employee record (409 no_employee): nothing of one's own to show. */
export function isNoEmployee(error: unknown): boolean {
  if (!isApiError(error) || error.statusCode !== 409) return false;
  const details = error.details as { code?: unknown } | undefined;
  return details?.code === 'no_employee';
}

/** Why the history cannot be shown, with a retry when trying again may help. */
export function TimesheetFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { token } = theme.useToken();
  if (isNoEmployee(error)) {
    return (
      <Card data-testid="timesheets-no-employee">
        <Result
          icon={<IdcardOutlined aria-hidden style={{ color: token.colorPrimary }} />}
          title={<FormattedMessage id="timesheets.noEmployee.title" />}
          subTitle={<FormattedMessage id="timesheets.noEmployee.description" />}
        />
      </Card>
    );
  }
  return (
    <Card data-testid="timesheets-error">
      <Result
        status="warning"
        title={<FormattedMessage id="timesheets.loadError" />}
        subTitle={extractErrorMessage(error)}
        extra={
          <Button type="primary" onClick={onRetry}>
            <FormattedMessage id="timesheets.retry" />
          </Button>
        }
      />
    </Card>
  );
}

import { IdcardOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Skeleton, theme } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { extractErrorMessage } from '@/shared/error-message';
import { isForbidden, isNoEmployee } from '../model';

/** The screen's shape while the status loads. */
export function TimeClockSkeleton() {
  const intl = useIntl();
  return (
    <Flex
      vertical
      gap={16}
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({ id: 'timeClock.loading' })}
      data-testid="time-clock-loading"
    >
      <Card>
        <Skeleton active title={{ width: '45%' }} paragraph={{ rows: 0 }} />
        <Flex gap={12} wrap>
          {[0, 1, 2, 3].map((index) => (
            <Skeleton.Button key={index} active size="large" style={{ width: 200, height: 72 }} />
          ))}
        </Flex>
      </Card>
      <Card>
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    </Flex>
  );
}

/**
 * Why the status cannot be shown: the account has no employee record (a designed empty state),
 * the role may not clock, or the call failed (with a retry).
 */
export function TimeClockFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const navigate = useNavigate();
  const { token } = theme.useToken();
  const back = (
    <Button size="large" onClick={() => navigate('/dashboard')}>
      <FormattedMessage id="timeClock.backToDashboard" />
    </Button>
  );
  if (isNoEmployee(error)) {
    return (
      <Card data-testid="time-clock-no-employee">
        <Result
          icon={<IdcardOutlined aria-hidden style={{ color: token.colorPrimary }} />}
          title={<FormattedMessage id="timeClock.noEmployee.title" />}
          subTitle={<FormattedMessage id="timeClock.noEmployee.description" />}
          extra={back}
        />
      </Card>
    );
  }
  if (isForbidden(error)) {
    return (
      <Card data-testid="time-clock-forbidden">
        <Result
          icon={<LockOutlined aria-hidden style={{ color: token.colorTextSecondary }} />}
          title={<FormattedMessage id="timeClock.forbidden.title" />}
          subTitle={<FormattedMessage id="timeClock.forbidden.description" />}
          extra={back}
        />
      </Card>
    );
  }
  return (
    <Card data-testid="time-clock-error">
      <Result
        status="warning"
        title={<FormattedMessage id="timeClock.loadError.title" />}
        subTitle={extractErrorMessage(error)}
        extra={
          <Button type="primary" size="large" onClick={onRetry}>
            <FormattedMessage id="timeClock.retry" />
          </Button>
        }
      />
    </Card>
  );
}

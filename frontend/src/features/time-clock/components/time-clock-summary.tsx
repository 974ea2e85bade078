import { ArrowRightOutlined, LoginOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { PERMISSIONS } from '@px/contracts';
import { Button, Flex, Skeleton, Typography } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { usePermissions } from '@/features/access/permissions-context';
import { ACTION_MESSAGE, formatCounter, isNoEmployee, liveTodayMs, mainAction } from '../model';
import { useLiveTimeClock } from '../use-live-time-clock';
import { usePunchAction } from '../use-punch-action';
import { TimeClockStatusLine } from './status-line';

/**
 * The home panel's "Estado del fichaje": where the worker stands, today's worked time, the punch
 * that fits (entering when out, back from a break) and the way to /fichaje for the rest.
 */
export function TimeClockSummary() {
  const intl = useIntl();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const canClock = permissions.hasPermission(PERMISSIONS.timeclock.entries.clock);
  const { query, now } = useLiveTimeClock(canClock);
  const punch = usePunchAction();
  const { data, error } = query;

  const open = (
    <Button
      type="link"
      icon={<ArrowRightOutlined aria-hidden />}
      iconPlacement="end"
      style={{ paddingInline: 0 }}
      onClick={() => navigate('/fichaje')}
    >
      <FormattedMessage id="timeClock.home.open" />
    </Button>
  );

  if (permissions.isLoading || (canClock && query.isPending)) {
    return (
      <Flex vertical gap={8} data-testid="home-time-status-loading">
        <Skeleton.Input active size="large" />
        <Typography.Text type="secondary">
          <FormattedMessage id="home.loadingData" />
        </Typography.Text>
      </Flex>
    );
  }
  if (!canClock) {
    return (
      <Typography.Text type="secondary">
        <FormattedMessage id="timeClock.home.noAccess" />
      </Typography.Text>
    );
  }
  if (isNoEmployee(error) || (!data && error)) {
    return (
      <Flex vertical gap={8} align="start">
        <Typography.Text type={isNoEmployee(error) ? 'secondary' : 'danger'}>
          <FormattedMessage
            id={isNoEmployee(error) ? 'timeClock.home.noEmployee' : 'timeClock.home.loadError'}
          />
        </Typography.Text>
        {!isNoEmployee(error) && (
          <Button onClick={() => void query.refetch()}>
            <FormattedMessage id="timeClock.retry" />
          </Button>
        )}
        {open}
      </Flex>
    );
  }
  if (!data) return null;

  const action = mainAction(data.status);
  const workedTodayMs = liveTodayMs(data, now);
  return (
    <Flex vertical gap={12} align="start">
      <TimeClockStatusLine snapshot={data} />
      <Typography.Text type="secondary" style={{ fontVariantNumeric: 'tabular-nums' }}>
        <FormattedMessage
          id="timeClock.home.today"
          values={{ worked: formatCounter(workedTodayMs) }}
        />
      </Typography.Text>
      {punch.refusal && (
        <Typography.Text type="danger" role="alert">
          {punch.refusal}
        </Typography.Text>
      )}
      {action && (
        <Button
          type="primary"
          size="large"
          icon={
            action === 'clock_in' ? (
              <LoginOutlined aria-hidden />
            ) : (
              <PlayCircleOutlined aria-hidden />
            )
          }
          loading={punch.pending === action}
          onClick={() => punch.request(action, { workedTodayMs, onBreak: false })}
          data-testid="home-punch"
        >
          {intl.formatMessage({ id: `timeClock.action.${ACTION_MESSAGE[action]}` })}
        </Button>
      )}
      {open}
    </Flex>
  );
}

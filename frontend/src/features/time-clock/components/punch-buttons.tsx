import {
  CoffeeOutlined,
  LoginOutlined,
  LogoutOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import type { TimeClockAction } from '@px/contracts';
import { Button, Col, Row, theme, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ACTION_MESSAGE, disabledReason, PUNCH_ACTIONS, type TimeClockSnapshot } from '../model';
import type { PunchAction } from '../use-punch-action';

const ICONS: Record<TimeClockAction, ReactNode> = {
  clock_in: <LoginOutlined aria-hidden />,
  break_start: <CoffeeOutlined aria-hidden />,
  break_end: <PlayCircleOutlined aria-hidden />,
  clock_out: <LogoutOutlined aria-hidden />,
};

/**
 * The four punches as big buttons in fixed places (a tablet, gloves: a second tap never lands on
 * another punch). Only the ones that apply now are enabled; a disabled one says why on hover or
 * tap.
 * "Fichar salida" asks first (usePunchAction).
 */
export function PunchButtons({
  snapshot,
  punch,
  workedTodayMs,
}: {
  snapshot: TimeClockSnapshot;
  punch: PunchAction;
  workedTodayMs: number;
}) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const primary: TimeClockAction = snapshot.status === 'on_break' ? 'break_end' : 'clock_in';
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'timeClock.actions.label' })}>
      <Row gutter={[12, 12]}>
        {PUNCH_ACTIONS.map((action) => {
          const reason = disabledReason(action, snapshot.status);
          const label = intl.formatMessage({ id: `timeClock.action.${ACTION_MESSAGE[action]}` });
          const button = (
            <Button
              block
              size="large"
              type={action === primary && !reason ? 'primary' : 'default'}
              danger={action === 'clock_out' && !reason}
              icon={ICONS[action]}
              disabled={reason !== null || (punch.pending !== null && punch.pending !== action)}
              loading={punch.pending === action}
              onClick={() =>
                punch.request(action, {
                  workedTodayMs,
                  onBreak: snapshot.status === 'on_break',
                })
              }
              style={{ height: 72, fontSize: token.fontSizeHeading5, fontWeight: 600 }}
              data-testid={`punch-${action}`}
            >
              {label}
            </Button>
          );
          return (
            <Col key={action} xs={24} sm={12}>
              {reason ? (
                // A disabled button gets no pointer events: the wrapper shows why, on hover or
                // on a tap (a tablet has no hover).
                <Tooltip title={intl.formatMessage({ id: reason })} trigger={['hover', 'click']}>
                  <span style={{ display: 'block', cursor: 'not-allowed' }}>{button}</span>
                </Tooltip>
              ) : (
                button
              )}
            </Col>
          );
        })}
      </Row>
    </div>
  );
}

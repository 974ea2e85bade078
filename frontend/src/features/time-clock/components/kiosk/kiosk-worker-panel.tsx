import {
  CoffeeOutlined,
  LoginOutlined,
  LogoutOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import type { KioskClockAnswer, TimeClockAction } from '@px/contracts';
import { Alert, Button, Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { KIOSK_ACTION_MESSAGE, kioskActions } from '../../kiosk-model';
import { liveTodayMs, type TimeClockSnapshot } from '../../model';
import { useDurationText } from '../../use-duration-text';
import { TimeClockStatusLine } from '../status-line';

const ICONS: Record<TimeClockAction, ReactNode> = {
  clock_in: <LoginOutlined aria-hidden />,
  break_start: <CoffeeOutlined aria-hidden />,
  break_end: <PlayCircleOutlined aria-hidden />,
  clock_out: <LogoutOutlined aria-hidden />,
};

/**
 * The worker the PIN named: their name, where they stand, today's worked time, and only the
 * punches that apply now as big buttons (Entrar; Iniciar pausa or Terminar pausa; Salir).
 */
export function KioskWorkerPanel({
  answer,
  snapshot,
  now,
  pending,
  refusal,
  onPunch,
  onCancel,
}: {
  answer: KioskClockAnswer;
  snapshot: TimeClockSnapshot;
  now: number;
  pending: TimeClockAction | null;
  refusal: string | null;
  onPunch: (action: TimeClockAction) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const durationText = useDurationText();
  const actions = kioskActions(snapshot.status);
  const primary: TimeClockAction = snapshot.status === 'on_break' ? 'break_end' : 'clock_in';

  return (
    <Flex vertical gap={24} align="center" style={{ width: '100%' }} data-testid="kiosk-worker">
      <Flex vertical gap={8} align="center">
        <Typography.Title level={2} style={{ margin: 0, textAlign: 'center' }}>
          <FormattedMessage
            id="timeClock.kiosk.hello"
            values={{ name: answer.employee.full_name }}
          />
        </Typography.Title>
        <TimeClockStatusLine snapshot={snapshot} size="large" />
        <Typography.Text type="secondary" style={{ fontVariantNumeric: 'tabular-nums' }}>
          <FormattedMessage
            id="timeClock.kiosk.workedToday"
            values={{ worked: durationText(liveTodayMs(snapshot, now)) }}
          />
        </Typography.Text>
      </Flex>
      {refusal && (
        <Alert
          type="error"
          showIcon
          title={intl.formatMessage({ id: 'timeClock.refused' })}
          description={refusal}
          style={{ width: '100%', maxWidth: 560 }}
          data-testid="kiosk-refusal"
        />
      )}
      <div
        role="group"
        aria-label={intl.formatMessage({ id: 'timeClock.actions.label' })}
        style={{
          display: 'grid',
          gridTemplateColumns: `repeat(${Math.min(actions.length, 2)}, minmax(0, 1fr))`,
          gap: 16,
          width: '100%',
          maxWidth: 560,
        }}
      >
        {actions.map((action) => (
          <Button
            key={action}
            block
            size="large"
            type={action === primary ? 'primary' : 'default'}
            danger={action === 'clock_out'}
            icon={ICONS[action]}
            loading={pending === action}
            disabled={pending !== null && pending !== action}
            onClick={() => onPunch(action)}
            style={{ height: 104, fontSize: token.fontSizeHeading3, fontWeight: 600 }}
            data-testid={`kiosk-${action}`}
          >
            {intl.formatMessage({ id: KIOSK_ACTION_MESSAGE[action] })}
          </Button>
        ))}
      </div>
      <Button size="large" onClick={onCancel} disabled={pending !== null} style={{ minWidth: 200 }}>
        <FormattedMessage id="timeClock.kiosk.notMe" />
      </Button>
    </Flex>
  );
}

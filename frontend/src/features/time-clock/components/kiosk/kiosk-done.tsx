import { CheckCircleFilled } from '@ant-design/icons';
import type { KioskClockAnswer, TimeClockAction } from '@px/contracts';
import { Button, Flex, theme, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '@/app/store/hooks';
import { ACTION_MESSAGE, clockTime } from '../../model';

/** The punch was recorded: what and when, for whom; the pad comes back by itself shortly. */
export function KioskDone({
  answer,
  action,
  onDone,
}: {
  answer: KioskClockAnswer;
  action: TimeClockAction;
  onDone: () => void;
}) {
  const { token } = theme.useToken();
  const locale = useAppSelector((state) => state.ui.locale);
  const at = clockTime(answer.status.since ?? answer.status.server_time, locale);
  return (
    <Flex vertical gap={16} align="center" style={{ width: '100%' }} data-testid="kiosk-done">
      <CheckCircleFilled aria-hidden style={{ fontSize: 72, color: token.colorSuccessText }} />
      <Typography.Title level={2} style={{ margin: 0, textAlign: 'center' }} role="status">
        <FormattedMessage id={`timeClock.done.${ACTION_MESSAGE[action]}`} values={{ time: at }} />
      </Typography.Title>
      <Typography.Text style={{ fontSize: token.fontSizeLG }}>
        <FormattedMessage
          id={`timeClock.kiosk.goodbye.${ACTION_MESSAGE[action]}`}
          values={{ name: answer.employee.full_name }}
        />
      </Typography.Text>
      <Button size="large" type="primary" onClick={onDone} style={{ minWidth: 200, height: 56 }}>
        <FormattedMessage id="timeClock.kiosk.next" />
      </Button>
    </Flex>
  );
}

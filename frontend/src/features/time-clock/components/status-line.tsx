import { CheckCircleFilled, MinusCircleOutlined, PauseCircleFilled } from '@ant-design/icons';
import type { TimeClockStatusName } from '@px/contracts';
import { Flex, theme, Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useAppSelector } from '@/app/store/hooks';
import { clockTimeOn, statusInstant, type TimeClockSnapshot } from '../model';

const STATUS_MESSAGE: Record<TimeClockStatusName, string> = {
  out: 'timeClock.status.out',
  working: 'timeClock.status.working',
  on_break: 'timeClock.status.onBreak',
};

/**
 * "Fuera de jornada", "Trabajando desde 08:02", "En pausa desde 10:30" (Madrid, 24 h), with an
 * icon in the state's colour; the words carry the meaning, so the icon is hidden from readers. A
 * change (after a punch) is announced.
 */
export function TimeClockStatusLine({
  snapshot,
  size = 'default',
}: {
  snapshot: TimeClockSnapshot;
  size?: 'default' | 'large';
}) {
  const { token } = theme.useToken();
  const locale = useAppSelector((state) => state.ui.locale);
  const instant = statusInstant(snapshot);
  const time = instant ? clockTimeOn(instant, snapshot.today.date, locale) : '';
  const fontSize = Number(size === 'large' ? token.fontSizeHeading3 : token.fontSizeLG);
  const iconStyle = { fontSize: fontSize * 1.1 };
  const icon =
    snapshot.status === 'working' ? (
      <CheckCircleFilled aria-hidden style={{ ...iconStyle, color: token.colorSuccessText }} />
    ) : snapshot.status === 'on_break' ? (
      <PauseCircleFilled aria-hidden style={{ ...iconStyle, color: token.colorWarningText }} />
    ) : (
      <MinusCircleOutlined aria-hidden style={{ ...iconStyle, color: token.colorTextSecondary }} />
    );
  return (
    <Flex align="center" gap={size === 'large' ? 12 : 8}>
      {icon}
      <Typography.Text
        strong
        role="status"
        style={{ fontSize, lineHeight: 1.3 }}
        data-testid="time-clock-status"
        data-status={snapshot.status}
      >
        <FormattedMessage id={STATUS_MESSAGE[snapshot.status]} values={{ time }} />
      </Typography.Text>
    </Flex>
  );
}

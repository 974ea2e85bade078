import { Badge, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import { type RealtimeStatus, useRealtimeStatus } from '@/shared/realtime';

const BADGE_STATUS = {
  connected: 'success',
  connecting: 'processing',
  disconnected: 'error',
} as const satisfies Record<RealtimeStatus, string>;

/** SPEC §2: the feed's connection dot, from the real Socket.IO state (SPEC §4 "Feed connection"). */
export function ConnectionDot() {
  const intl = useIntl();
  const status = useRealtimeStatus();
  const label = intl.formatMessage({ id: `notifications.connection.${status}` });
  return (
    <Tooltip title={label}>
      <span
        role="status"
        aria-label={label}
        data-testid="notifications-connection"
        data-status={status}
        className="px-notifications__dot"
      >
        <Badge status={BADGE_STATUS[status]} />
      </span>
    </Tooltip>
  );
}

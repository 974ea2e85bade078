import {
  ArrowRightOutlined,
  InfoCircleOutlined,
  StarFilled,
  ThunderboltFilled,
} from '@ant-design/icons';
import type { WorkOrderPriority, WorkOrderStatus } from '@px/contracts';
import { Tag, Tooltip, theme } from 'antd';
import { useIntl } from 'react-intl';
import { STATUS_COLORS } from '../model';

/** SPEC §4's status badge: open blue, in progress yellow, completed green, cancelled red, on hold gray. */
export function StatusTag({ status }: { status: WorkOrderStatus }) {
  const intl = useIntl();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="work-order-status" data-status={status}>
      {intl.formatMessage({ id: `workOrders.status.${status}` })}
    </Tag>
  );
}

/** SPEC §4's priority icons: info (normal), star (preferred), zap (urgent). */
export function PriorityIcon({
  priority,
  withLabel = false,
}: {
  priority: WorkOrderPriority;
  withLabel?: boolean;
}) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const label = intl.formatMessage({ id: `workOrders.priority.${priority}` });
  const icon =
    priority === 'urgent' ? (
      <ThunderboltFilled style={{ color: token.colorError }} />
    ) : priority === 'preferred' ? (
      <StarFilled style={{ color: token.colorWarning }} />
    ) : (
      <InfoCircleOutlined style={{ color: token.colorTextTertiary }} />
    );
  return (
    <Tooltip title={withLabel ? undefined : label}>
      <span
        role="img"
        aria-label={label}
        data-testid="work-order-priority"
        data-priority={priority}
        style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}
      >
        {icon}
        {withLabel && <span>{label}</span>}
      </span>
    </Tooltip>
  );
}

/** "Abierta → En curso" in the status history. */
export function TransitionLabel({
  from,
  to,
}: {
  from: WorkOrderStatus | null;
  to: WorkOrderStatus;
}) {
  return (
    <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
      {from && <StatusTag status={from} />}
      {from && <ArrowRightOutlined />}
      <StatusTag status={to} />
    </span>
  );
}

import type { SparePartRequestStatus } from '@px/contracts';
import { Tag, theme } from 'antd';
import { useIntl } from 'react-intl';
import { REQUEST_STATUS_COLORS } from '../model';

/** A request's status as a coloured tag: Solicitada, Aprobada, Pedida, Recibida… */
export function RequestStatusTag({ status }: { status: SparePartRequestStatus }) {
  const intl = useIntl();
  return (
    <Tag
      color={REQUEST_STATUS_COLORS[status]}
      data-testid="request-status"
      data-status={status}
      style={{ marginInlineEnd: 0 }}
    >
      {intl.formatMessage({ id: `spareParts.status.${status}` })}
    </Tag>
  );
}

/** A status's accent colour from the theme (the board's column edge, the history's dots). */
export function useStatusAccent(): (status: SparePartRequestStatus) => string {
  const { token } = theme.useToken();
  return (status) =>
    ({
      requested: token.colorWarning,
      approved: token.colorPrimary,
      ordered: token.purple,
      received: token.cyan,
      delivered: token.colorSuccess,
      rejected: token.colorError,
      cancelled: token.colorTextQuaternary,
    })[status];
}

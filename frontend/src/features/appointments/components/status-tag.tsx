import type { AppointmentStatus } from '@px/contracts';
import { Tag, theme } from 'antd';
import type { GlobalToken } from 'antd';
import { useIntl } from 'react-intl';
import { STATUS_COLORS } from '../model';

/** An appointment's status as a coloured tag. */
export function AppointmentStatusTag({ status }: { status: AppointmentStatus }) {
  const intl = useIntl();
  return (
    <Tag color={STATUS_COLORS[status]} data-testid="appointment-status" data-status={status}>
      {intl.formatMessage({ id: `appointments.status.${status}` })}
    </Tag>
  );
}

/** A calendar block's background and edge for a status, from the theme (light and dark). */
export function statusSurface(
  status: AppointmentStatus,
  token: GlobalToken,
): { background: string; border: string } {
  switch (status) {
    case 'scheduled':
      return { background: token.colorInfoBg, border: token.colorInfo };
    case 'confirmed':
      return { background: token.colorSuccessBg, border: token.colorSuccess };
    case 'checked_in':
      return { background: token.colorPrimaryBgHover, border: token.colorPrimary };
    case 'cancelled':
      return { background: token.colorErrorBg, border: token.colorError };
    case 'no_show':
      return { background: token.colorWarningBg, border: token.colorWarning };
    default:
      return { background: token.colorFillTertiary, border: token.colorBorder };
  }
}

/** The theme's tokens (a hook, for the components that paint blocks). */
export const useThemeToken = () => theme.useToken().token;

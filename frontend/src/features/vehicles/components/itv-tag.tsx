import { Tag, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import { daysUntil } from '../model';

const SOON_DAYS = 30;

/** The next ITV date, red when overdue and orange within 30 days. */
export function ItvTag({ date }: { date: string | null }) {
  const intl = useIntl();
  if (!date) return <>—</>;
  const days = daysUntil(date);
  const label = new Intl.DateTimeFormat(intl.locale === 'en' ? 'en-GB' : 'es-ES', {
    dateStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  const color = days < 0 ? 'red' : days <= SOON_DAYS ? 'orange' : undefined;
  const hint =
    days < 0
      ? intl.formatMessage({ id: 'vehicles.itv.overdue' })
      : days <= SOON_DAYS
        ? intl.formatMessage({ id: 'vehicles.itv.soon' }, { days })
        : null;
  const tag = <Tag color={color}>{label}</Tag>;
  return hint ? <Tooltip title={hint}>{tag}</Tooltip> : tag;
}

import { CalendarOutlined } from '@ant-design/icons';
import { Tag, Tooltip } from 'antd';
import { useIntl } from 'react-intl';
import { useScreenFormat } from '@/shared/hooks';
import { itvStatus } from '../model';

const COLORS = { overdue: 'red', soon: 'orange', ok: undefined } as const;

/** The next ITV date, red when overdue and orange within 30 days (with the reason on hover). */
export function ItvTag({ date }: { date: string | null }) {
  const intl = useIntl();
  const format = useScreenFormat();
  if (!date) return <span aria-label={intl.formatMessage({ id: 'vehicles.itv.none' })}>—</span>;
  const { status, days } = itvStatus(date);
  const hint =
    status === 'overdue'
      ? intl.formatMessage({ id: 'vehicles.itv.overdue' })
      : status === 'soon'
        ? intl.formatMessage({ id: 'vehicles.itv.soon' }, { days })
        : null;
  const tag = (
    <Tag
      color={COLORS[status]}
      icon={status === 'ok' ? undefined : <CalendarOutlined />}
      data-testid="itv-tag"
      data-status={status}
    >
      {format.day(date)}
    </Tag>
  );
  return hint ? <Tooltip title={hint}>{tag}</Tooltip> : tag;
}

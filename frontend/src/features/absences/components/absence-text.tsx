import type { AbsenceKind, AbsenceStatus, AbsenceView } from '@px/contracts';
import { Tag } from 'antd';
import { useIntl } from 'react-intl';
import { useAppSelector } from '@/app/store/hooks';
import { KIND_COLORS, STATUS_COLORS, formatDays, periodParts } from '../model';

/** How the screen words a request: its kind, status, dates and working days. */
export function useAbsenceText() {
  const intl = useIntl();
  const locale = useAppSelector((state) => state.ui.locale);
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  return {
    t,
    kind: (kind: AbsenceKind) => t(`absences.kind.${kind}`),
    status: (status: AbsenceStatus) => t(`absences.status.${status}`),
    period: (absence: Pick<AbsenceView, 'start_date' | 'end_date' | 'half_day'>) => {
      const parts = periodParts(absence);
      if (parts.kind === 'range') return t('absences.period.range', parts);
      if (parts.kind === 'half') {
        return t('absences.period.half', {
          date: parts.date,
          half: t(`absences.halfDay.${parts.half}`),
        });
      }
      return t('absences.period.single', { date: parts.date });
    },
    days: (days: number) =>
      Number.isInteger(days)
        ? t('absences.days', { days })
        : t('absences.daysDecimal', { days: formatDays(days, locale) }),
    number: (value: number) => formatDays(value, locale),
  };
}

export function KindTag({ kind }: { kind: AbsenceKind }) {
  const text = useAbsenceText();
  return (
    <Tag color={KIND_COLORS[kind]} style={{ marginInlineEnd: 0 }} data-testid="absence-kind">
      {text.kind(kind)}
    </Tag>
  );
}

export function StatusTag({ status }: { status: AbsenceStatus }) {
  const text = useAbsenceText();
  return (
    <Tag color={STATUS_COLORS[status]} style={{ marginInlineEnd: 0 }} data-testid="absence-status">
      {text.status(status)}
    </Tag>
  );
}

import type { TimeClockHistoryEntry } from '@px/contracts';
import { Flex, type TableColumnsType, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '@/app/store/hooks';
import { clockTimeOn, useDurationText } from '@/features/time-clock';
import { shortDate } from '../model';

const NUMBERS = { fontVariantNumeric: 'tabular-nums' } as const;

/** An entry as a table row: the entry and the Madrid day it belongs to. */
export type DatedEntry = TimeClockHistoryEntry & { date: string; firstOfDay?: boolean };

/**
 * The columns of a table of entries: (the day,) entrada, salida, the breaks, the time worked and
 * (actions). A time on another day than the entry's (a night shift's end) carries its date; a
 * corrected entry and a forgotten clock-out closed by the system say so.
 */
export function useEntryColumns<Row extends DatedEntry>({
  showDay = false,
  actions,
}: {
  showDay?: boolean;
  actions?: { title: string; render: (row: Row) => ReactNode };
} = {}): TableColumnsType<Row> {
  const intl = useIntl();
  const locale = useAppSelector((state) => state.ui.locale);
  const durationText = useDurationText();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const at = (instant: string, date: string) => clockTimeOn(instant, date, locale);

  const columns: TableColumnsType<Row> = [
    {
      key: 'clock_in',
      title: t('timesheets.entry.clockIn'),
      render: (_, entry) => (
        <Flex gap={6} wrap align="center">
          <Typography.Text strong style={NUMBERS}>
            {at(entry.clock_in, entry.date)}
          </Typography.Text>
          {entry.corrected && (
            <Tag color="purple">
              {t('timesheets.entry.corrected', { count: entry.correction_count })}
            </Tag>
          )}
        </Flex>
      ),
    },
    {
      key: 'clock_out',
      title: t('timesheets.entry.clockOut'),
      render: (_, entry) =>
        entry.clock_out ? (
          <Flex gap={6} wrap align="center">
            <Typography.Text strong style={NUMBERS}>
              {at(entry.clock_out, entry.date)}
            </Typography.Text>
            {entry.auto_closed && (
              <Tag color={entry.review ? 'default' : 'gold'} data-testid="auto-closed-tag">
                {t(
                  entry.review
                    ? `timesheets.entry.autoClosed.${entry.review.review}`
                    : 'timesheets.entry.autoClosed',
                )}
              </Tag>
            )}
          </Flex>
        ) : (
          <Tag color="blue">{t('timesheets.entry.open')}</Tag>
        ),
    },
    {
      key: 'breaks',
      title: t('timesheets.entry.breaks'),
      render: (_, entry) =>
        entry.breaks.length === 0 ? (
          <Typography.Text type="secondary">{t('timesheets.entry.noBreaks')}</Typography.Text>
        ) : (
          <Flex vertical gap={2}>
            <ul style={{ margin: 0, paddingInlineStart: 18, ...NUMBERS }}>
              {entry.breaks.map((pause) => (
                <li key={pause.id}>
                  {pause.end_at
                    ? t('timesheets.entry.breakRange', {
                        from: at(pause.start_at, entry.date),
                        to: at(pause.end_at, entry.date),
                      })
                    : t('timesheets.entry.breakOpen', { from: at(pause.start_at, entry.date) })}
                </li>
              ))}
            </ul>
            <Typography.Text type="secondary">
              {t('timesheets.entry.breakTotal', { duration: durationText(entry.break_ms) })}
            </Typography.Text>
          </Flex>
        ),
    },
    {
      key: 'worked',
      title: t('timesheets.entry.worked'),
      align: 'right',
      render: (_, entry) => (
        <Typography.Text strong style={NUMBERS}>
          {durationText(entry.worked_ms)}
        </Typography.Text>
      ),
    },
  ];
  if (showDay) {
    columns.unshift({
      key: 'date',
      title: t('timesheets.entry.day'),
      render: (_, entry) =>
        entry.firstOfDay === false ? null : (
          <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
            {shortDate(entry.date, locale)}
          </Typography.Text>
        ),
    });
  }
  if (actions) {
    columns.push({
      key: 'actions',
      title: actions.title,
      align: 'right',
      render: (_, entry) => actions.render(entry),
    });
  }
  return columns;
}

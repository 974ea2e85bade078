import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Typography, theme } from 'antd';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAppSelector } from '@/app/store/hooks';
import {
  ISO_WEEKDAY_KEYS,
  type IsoWeekdayKey,
  MAX_WORK_RANGES_PER_DAY,
  type RangeForm,
  type WeekForm,
  dayMinutes,
  formatHours,
  nextRange,
  normaliseTime,
  rangeProblems,
} from '../model';

/** HH:MM typed as text (the same on every browser and locale; '24:00' ends at midnight). */
const TIME_STYLE = { width: 72, textAlign: 'center', fontVariantNumeric: 'tabular-nums' } as const;

export interface WeekEditorProps {
  week: WeekForm;
  onChange: (week: WeekForm) => void;
  disabled: boolean;
  /** Names the inputs apart when several weeks are on screen ('base', 'season-0'). */
  idPrefix: string;
  /** What the week is, for the inputs' names ("Horario" or the season's name). */
  weekLabel?: string;
  /** The server's messages per weekday (its 400's field details), shown under the day. */
  serverMessages?: Partial<Record<IsoWeekdayKey, string[]>>;
}

/**
 * A week of time ranges: per weekday up to four ranges (entry and exit, on the wall clock), each
 * removable, with the day's hours. Problems show as the ranges are typed.
 */
export function WeekEditor({
  week,
  onChange,
  disabled,
  idPrefix,
  weekLabel,
  serverMessages = {},
}: WeekEditorProps) {
  const intl = useIntl();
  const locale = useAppSelector((state) => state.ui.locale);
  const { token } = theme.useToken();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);

  const setDay = (key: IsoWeekdayKey, ranges: RangeForm[]) => onChange({ ...week, [key]: ranges });
  const setRange = (key: IsoWeekdayKey, index: number, change: Partial<RangeForm>) =>
    setDay(
      key,
      week[key].map((range, i) => (i === index ? { ...range, ...change } : range)),
    );

  return (
    <Flex vertical gap={4} role="group" aria-label={weekLabel} data-testid={`week-${idPrefix}`}>
      {ISO_WEEKDAY_KEYS.map((key) => {
        const ranges = week[key];
        const problems = rangeProblems(ranges);
        const dayName = t(`workCalendar.weekday.${key}`);
        const messages = [
          ...new Set(
            problems
              .filter((problem) => problem !== null)
              .map((problem) => t(`workCalendar.editor.problem.${problem}`)),
          ),
          ...(serverMessages[key] ?? []),
        ];
        return (
          <Flex
            key={key}
            wrap
            align="center"
            gap={8}
            style={{
              padding: '8px 0',
              borderBottom: `1px solid ${token.colorBorderSecondary}`,
            }}
            data-testid={`day-${idPrefix}-${key}`}
          >
            <Typography.Text strong style={{ width: 96 }}>
              {dayName}
            </Typography.Text>
            <Flex wrap gap={8} align="center" style={{ flex: 1, minWidth: 240 }}>
              {ranges.length === 0 && (
                <Typography.Text type="secondary">
                  <FormattedMessage id="workCalendar.editor.dayOff" />
                </Typography.Text>
              )}
              {ranges.map((range, index) => {
                const problem = problems[index];
                const status = problem ? 'error' : undefined;
                const rangeName = t('workCalendar.editor.rangeOf', {
                  day: dayName,
                  number: index + 1,
                });
                return (
                  <Flex key={index} gap={4} align="center" style={{ marginRight: 8 }}>
                    <Input
                      value={range.start}
                      status={status}
                      disabled={disabled}
                      placeholder="08:00"
                      maxLength={5}
                      aria-label={t('workCalendar.editor.startOf', { range: rangeName })}
                      aria-invalid={problem ? true : undefined}
                      onChange={(event) => setRange(key, index, { start: event.target.value })}
                      onBlur={(event) =>
                        setRange(key, index, { start: normaliseTime(event.target.value) })
                      }
                      style={TIME_STYLE}
                      data-testid={`time-${idPrefix}-${key}-${index}-start`}
                    />
                    <span aria-hidden>–</span>
                    <Input
                      value={range.end}
                      status={status}
                      disabled={disabled}
                      placeholder="13:00"
                      maxLength={5}
                      aria-label={t('workCalendar.editor.endOf', { range: rangeName })}
                      aria-invalid={problem ? true : undefined}
                      onChange={(event) => setRange(key, index, { end: event.target.value })}
                      onBlur={(event) =>
                        setRange(key, index, { end: normaliseTime(event.target.value) })
                      }
                      style={TIME_STYLE}
                      data-testid={`time-${idPrefix}-${key}-${index}-end`}
                    />
                    {!disabled && (
                      <Button
                        type="text"
                        size="small"
                        icon={<DeleteOutlined aria-hidden />}
                        aria-label={t('workCalendar.editor.removeRange', { range: rangeName })}
                        onClick={() =>
                          setDay(
                            key,
                            ranges.filter((_, i) => i !== index),
                          )
                        }
                      />
                    )}
                  </Flex>
                );
              })}
              {!disabled && ranges.length < MAX_WORK_RANGES_PER_DAY && (
                <Button
                  size="small"
                  icon={<PlusOutlined aria-hidden />}
                  aria-label={t('workCalendar.editor.addRangeTo', { day: dayName })}
                  onClick={() => setDay(key, [...ranges, nextRange(ranges)])}
                >
                  <FormattedMessage id="workCalendar.editor.addRange" />
                </Button>
              )}
            </Flex>
            <Typography.Text
              style={{ width: 64, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
              aria-label={t('workCalendar.editor.dayHoursOf', {
                day: dayName,
                hours: formatHours(dayMinutes(ranges), locale),
              })}
            >
              {formatHours(dayMinutes(ranges), locale)}
            </Typography.Text>
            {messages.length > 0 && (
              <Flex vertical style={{ flexBasis: '100%' }} role="alert">
                {messages.map((message) => (
                  <Typography.Text key={message} type="danger">
                    {message}
                  </Typography.Text>
                ))}
              </Flex>
            )}
          </Flex>
        );
      })}
    </Flex>
  );
}

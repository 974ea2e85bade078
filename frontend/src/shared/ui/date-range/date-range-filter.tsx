import { CalendarOutlined, SwapRightOutlined } from '@ant-design/icons';
import { theme } from 'antd';
import { loadOnce } from '@/shared/load-once';
import { useStandIn } from '../stand-in';

export interface DateRangeFilterProps {
  /** YYYY-MM-DD or null, both ends included. */
  from: string | null;
  to: string | null;
  onChange: (range: { from: string | null; to: string | null }) => void;
  /** The filter's accessible name ("Fechas"). */
  label: string;
  placeholders: [from: string, to: string];
  width?: number;
  testId?: string;
}

const picker = loadOnce(() =>
  import('./date-range-picker').then(({ DateRangePicker }) => DateRangePicker),
);

/** "2026-11-28" → "28/11/2026", the picker's own format. */
export function spanishDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/**
 * A list's "from – to" days filter (either end may stay open), in Spanish day order. antd's
 * RangePicker (with dayjs's calendar code, a fifth of a list screen's JavaScript, issue 22) arrives
 * when the pointer or the focus first reaches the filter; until then a stand-in with the same look
 * and the same values holds its place. The picker takes the focus if the stand-in had it, and
 * opens if the stand-in was pressed.
 */
export function DateRangeFilter(props: DateRangeFilterProps) {
  const { token } = theme.useToken();
  const { Real: Picker, handOver, handlers } = useStandIn(picker, 'date filter');

  if (Picker) return <Picker {...props} {...handOver} />;

  const { from, to, label, placeholders, width = 260, testId } = props;
  const end = (day: string | null, placeholder: string) => (
    <span
      style={{
        flex: 1,
        textAlign: 'left',
        color: day ? token.colorText : token.colorTextPlaceholder,
      }}
    >
      {day ? spanishDay(day) : placeholder}
    </span>
  );
  return (
    <button
      type="button"
      aria-label={label}
      data-testid={testId}
      data-stand-in="true"
      {...handlers}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: token.paddingXS,
        width,
        height: token.controlHeight,
        padding: `0 ${token.paddingSM - token.lineWidth}px`,
        border: `${token.lineWidth}px solid ${token.colorBorder}`,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
        font: 'inherit',
        fontSize: token.fontSize,
        cursor: 'pointer',
      }}
    >
      {end(from, placeholders[0])}
      <SwapRightOutlined aria-hidden style={{ color: token.colorTextQuaternary }} />
      {end(to, placeholders[1])}
      <CalendarOutlined aria-hidden style={{ color: token.colorTextQuaternary }} />
    </button>
  );
}

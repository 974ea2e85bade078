import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { DateRangeFilterProps } from './date-range-filter';

export interface DateRangePickerProps extends DateRangeFilterProps {
  /** The stand-in had the focus, or was pressed, before this arrived. */
  autoFocus: boolean;
  defaultOpen: boolean;
}

/** antd's RangePicker as every list's date filter draws it (loaded by DateRangeFilter). */
export function DateRangePicker({
  from,
  to,
  onChange,
  label,
  placeholders,
  width = 260,
  testId,
  autoFocus,
  defaultOpen,
}: DateRangePickerProps) {
  return (
    <DatePicker.RangePicker
      format="DD/MM/YYYY"
      value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
      allowEmpty={[true, true]}
      onChange={(range) =>
        onChange({
          from: range?.[0]?.format('YYYY-MM-DD') ?? null,
          to: range?.[1]?.format('YYYY-MM-DD') ?? null,
        })
      }
      placeholder={placeholders}
      aria-label={label}
      style={{ width }}
      data-testid={testId}
      autoFocus={autoFocus}
      defaultOpen={defaultOpen}
    />
  );
}

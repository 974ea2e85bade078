/**
 * The screen's two charts (recharts, imported by this lazily loaded screen only). Colours come
 * from antd's tokens, so both themes keep their contrast; each chart is one image for assistive
 * technology (role="img" with its figures in the label) and its table holds the same numbers.
 * recharts' own keyboard layer is off: inside an image nothing may take the focus.
 */
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from 'recharts';
import { formatEurFromCents } from '@/shared/format';
import { PREFERS_REDUCED_MOTION_QUERY, useMediaQuery } from '@/shared/hooks';

export interface ChartDatum {
  key: string;
  label: string;
  cents: number;
}

interface ChartProps {
  data: ChartDatum[];
  /** What the image says: the chart's name and its figures. */
  ariaLabel: string;
  /** Axis labels in euros, short. */
  compact: (cents: number) => string;
  /** The tooltip's series name. */
  seriesName: string;
  testId: string;
}

function useChartStyle() {
  const { token } = theme.useToken();
  const reducedMotion = useMediaQuery(PREFERS_REDUCED_MOTION_QUERY);
  const tick = { fill: token.colorTextSecondary, fontSize: token.fontSizeSM };
  const tooltip: {
    contentStyle: CSSProperties;
    labelStyle: CSSProperties;
    itemStyle: CSSProperties;
  } = {
    contentStyle: {
      background: token.colorBgElevated,
      border: `1px solid ${token.colorBorderSecondary}`,
      borderRadius: token.borderRadius,
      boxShadow: token.boxShadowSecondary,
    },
    labelStyle: { color: token.colorText, fontWeight: token.fontWeightStrong },
    itemStyle: { color: token.colorText },
  };
  return {
    token,
    tick,
    tooltip,
    animate: !reducedMotion,
    axisLine: { stroke: token.colorBorder },
    grid: token.colorBorderSecondary,
    cursor: { fill: token.colorFillTertiary },
  };
}

/** Stock value by category: horizontal bars, highest first (as the data comes). */
export function CategoryValueChart({ data, ariaLabel, compact, seriesName, testId }: ChartProps) {
  const style = useChartStyle();
  const height = Math.max(160, data.length * 34 + 40);
  return (
    <div role="img" aria-label={ariaLabel} data-testid={testId}>
      <BarChart
        layout="vertical"
        data={data}
        responsive
        accessibilityLayer={false}
        style={{ width: '100%', height }}
        margin={{ top: 4, right: 24, bottom: 4, left: 4 }}
      >
        <CartesianGrid horizontal={false} stroke={style.grid} />
        <XAxis
          type="number"
          tickFormatter={compact}
          tick={style.tick}
          axisLine={style.axisLine}
          tickLine={style.axisLine}
        />
        <YAxis
          type="category"
          dataKey="label"
          width={160}
          tick={style.tick}
          axisLine={style.axisLine}
          tickLine={false}
        />
        <Tooltip
          cursor={style.cursor}
          formatter={(value) => [formatEurFromCents(Number(value)), seriesName]}
          {...style.tooltip}
        />
        <Bar
          dataKey="cents"
          name={seriesName}
          fill={style.token.colorPrimary}
          radius={[0, 4, 4, 0]}
          maxBarSize={24}
          isAnimationActive={style.animate}
        />
      </BarChart>
    </div>
  );
}

/** Consumption by month: one bar per month of the period, oldest first. */
export function MonthlyConsumptionChart({
  data,
  ariaLabel,
  compact,
  seriesName,
  testId,
}: ChartProps) {
  const style = useChartStyle();
  return (
    <div role="img" aria-label={ariaLabel} data-testid={testId}>
      <BarChart
        data={data}
        responsive
        accessibilityLayer={false}
        style={{ width: '100%', height: 260 }}
        margin={{ top: 8, right: 8, bottom: 4, left: 4 }}
      >
        <CartesianGrid vertical={false} stroke={style.grid} />
        <XAxis
          dataKey="label"
          tick={style.tick}
          axisLine={style.axisLine}
          tickLine={style.axisLine}
          interval="preserveStartEnd"
        />
        <YAxis
          tickFormatter={compact}
          tick={style.tick}
          axisLine={style.axisLine}
          tickLine={false}
          width={72}
        />
        <Tooltip
          cursor={style.cursor}
          formatter={(value) => [formatEurFromCents(Number(value)), seriesName]}
          {...style.tooltip}
        />
        <Bar
          dataKey="cents"
          name={seriesName}
          fill={style.token.colorPrimary}
          radius={[4, 4, 0, 0]}
          maxBarSize={40}
          isAnimationActive={style.animate}
        />
      </BarChart>
    </div>
  );
}

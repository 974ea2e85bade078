import type { OdometerReading } from '@px/contracts';
import { Empty, Flex, Typography, theme } from 'antd';
import { useIntl } from 'react-intl';

const WIDTH = 720;
const HEIGHT = 240;
const PAD = { top: 16, right: 16, bottom: 28, left: 96 };

export interface ChartPoint {
  x: number;
  y: number;
  reading: OdometerReading;
}

/** Readings oldest first, placed on the chart's area (pure: unit-tested). */
export function chartPoints(
  readings: OdometerReading[],
  width = WIDTH,
  height = HEIGHT,
): ChartPoint[] {
  const sorted = [...readings].sort((a, b) => Date.parse(a.read_at) - Date.parse(b.read_at));
  if (sorted.length === 0) return [];
  const times = sorted.map((reading) => Date.parse(reading.read_at));
  const kms = sorted.map((reading) => reading.km);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const [k0, k1] = [Math.min(...kms), Math.max(...kms)];
  const innerW = width - PAD.left - PAD.right;
  const innerH = height - PAD.top - PAD.bottom;
  return sorted.map((reading, index) => ({
    x: PAD.left + (t1 === t0 ? innerW / 2 : ((times[index]! - t0) / (t1 - t0)) * innerW),
    y: PAD.top + (k1 === k0 ? innerH / 2 : innerH - ((reading.km - k0) / (k1 - k0)) * innerH),
    reading,
  }));
}

/** Kilometres over time, corrections marked; SVG so it prints and scales on a tablet. */
export function OdometerChart({ readings }: { readings: OdometerReading[] }) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const locale = intl.locale === 'en' ? 'en-GB' : 'es-ES';
  if (readings.length < 2) {
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={intl.formatMessage({ id: 'vehicles.chart.notEnough' })}
      />
    );
  }
  const points = chartPoints(readings);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const kms = readings.map((reading) => reading.km);
  const date = (iso: string) => new Date(iso).toLocaleDateString(locale);
  return (
    <Flex vertical gap={4}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={intl.formatMessage({ id: 'vehicles.chart.label' })}
        style={{ width: '100%', height: 'auto', maxHeight: 280 }}
        data-testid="odometer-chart"
      >
        <line
          x1={PAD.left}
          y1={HEIGHT - PAD.bottom}
          x2={WIDTH - PAD.right}
          y2={HEIGHT - PAD.bottom}
          stroke={token.colorBorder}
        />
        <line
          x1={PAD.left}
          y1={PAD.top}
          x2={PAD.left}
          y2={HEIGHT - PAD.bottom}
          stroke={token.colorBorder}
        />
        <text
          x={PAD.left - 8}
          y={PAD.top + 4}
          textAnchor="end"
          fontSize={12}
          fill={token.colorTextSecondary}
        >
          {Math.max(...kms).toLocaleString(locale)} km
        </text>
        <text
          x={PAD.left - 8}
          y={HEIGHT - PAD.bottom}
          textAnchor="end"
          fontSize={12}
          fill={token.colorTextSecondary}
        >
          {Math.min(...kms).toLocaleString(locale)} km
        </text>
        <text x={PAD.left} y={HEIGHT - 8} fontSize={12} fill={token.colorTextSecondary}>
          {date(first.reading.read_at)}
        </text>
        <text
          x={WIDTH - PAD.right}
          y={HEIGHT - 8}
          textAnchor="end"
          fontSize={12}
          fill={token.colorTextSecondary}
        >
          {date(last.reading.read_at)}
        </text>
        <polyline
          fill="none"
          stroke={token.colorPrimary}
          strokeWidth={2}
          points={points.map((point) => `${point.x},${point.y}`).join(' ')}
        />
        {points.map((point) => (
          <circle
            key={point.reading.id}
            cx={point.x}
            cy={point.y}
            r={point.reading.is_correction ? 6 : 4}
            fill={point.reading.is_correction ? token.colorWarning : token.colorPrimary}
          >
            <title>
              {`${date(point.reading.read_at)}: ${point.reading.km.toLocaleString(locale)} km${
                point.reading.is_correction
                  ? ` (${intl.formatMessage({ id: 'vehicles.chart.correction' })})`
                  : ''
              }`}
            </title>
          </circle>
        ))}
      </svg>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {intl.formatMessage({ id: 'vehicles.chart.legend' })}
      </Typography.Text>
    </Flex>
  );
}

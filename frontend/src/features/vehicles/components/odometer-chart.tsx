import { LineChartOutlined } from '@ant-design/icons';
import type { OdometerReading } from '@px/contracts';
import { Empty, Flex, Typography, theme } from 'antd';
import { useIntl } from 'react-intl';
import { useScreenFormat } from '@/shared/hooks';

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { top: 16, right: 20, bottom: 32, left: 88 };
const Y_TICKS = 4;

export interface ChartPoint {
  x: number;
  y: number;
  reading: OdometerReading;
}

export interface ChartScale {
  points: ChartPoint[];
  /** Round kilometre figures for the horizontal grid lines, lowest first. */
  ticks: { km: number; y: number }[];
}

/** A "nice" step (1, 2 or 5 × 10^n) so the grid reads 80.000 / 90.000 / 100.000 km. */
function niceStep(range: number, count: number): number {
  const raw = Math.max(range / count, 1);
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / magnitude;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * magnitude;
}

/**
 * Readings oldest first, placed on the chart's area, with round grid lines (pure: unit-tested).
 * The vertical axis spans round figures around the readings, so a flat line still has a scale.
 */
export function chartScale(
  readings: OdometerReading[],
  width = WIDTH,
  height = HEIGHT,
): ChartScale {
  const sorted = [...readings].sort(
    (a, b) =>
      Date.parse(a.read_at) - Date.parse(b.read_at) || a.created_at.localeCompare(b.created_at),
  );
  if (sorted.length === 0) return { points: [], ticks: [] };
  const times = sorted.map((reading) => Date.parse(reading.read_at));
  const kms = sorted.map((reading) => reading.km);
  const [t0, t1] = [Math.min(...times), Math.max(...times)];
  const step = niceStep(Math.max(...kms) - Math.min(...kms), Y_TICKS);
  let k0 = Math.floor(Math.min(...kms) / step) * step;
  let k1 = Math.ceil(Math.max(...kms) / step) * step;
  if (k1 === k0) {
    k0 = Math.max(0, k0 - step);
    k1 = k0 + 2 * step;
  }
  const innerW = width - PAD.left - PAD.right;
  const innerH = height - PAD.top - PAD.bottom;
  const yOf = (km: number) => PAD.top + innerH - ((km - k0) / (k1 - k0)) * innerH;
  const ticks: { km: number; y: number }[] = [];
  for (let km = k0; km <= k1 + step / 2; km += step) ticks.push({ km, y: yOf(km) });
  return {
    points: sorted.map((reading, index) => ({
      x: PAD.left + (t1 === t0 ? innerW / 2 : ((times[index]! - t0) / (t1 - t0)) * innerW),
      y: yOf(reading.km),
      reading,
    })),
    ticks,
  };
}

/** Kilometres over time, corrections marked; SVG so it prints, scales on a tablet and themes. */
export function OdometerChart({ readings }: { readings: OdometerReading[] }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const format = useScreenFormat();
  const { token } = theme.useToken();
  if (readings.length < 2) {
    return (
      <Empty
        image={<LineChartOutlined style={{ fontSize: 40, color: token.colorTextQuaternary }} />}
        description={t('vehicles.chart.notEnough')}
        data-testid="odometer-chart-empty"
      />
    );
  }
  const { points, ticks } = chartScale(readings);
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const middle = points.length > 2 ? points[Math.floor(points.length / 2)] : undefined;
  const axisText = { fontSize: 12, fill: token.colorTextSecondary };
  const hasCorrections = points.some((point) => point.reading.is_correction);
  return (
    <Flex vertical gap={8}>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('vehicles.chart.label')}
        className="px-vehicle-chart"
        style={{ width: '100%', height: 'auto', maxHeight: 300 }}
        data-testid="odometer-chart"
      >
        {ticks.map((tick) => (
          <g key={tick.km}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={tick.y}
              y2={tick.y}
              stroke={token.colorBorderSecondary}
              strokeDasharray={tick === ticks[0] ? undefined : '4 4'}
            />
            <text x={PAD.left - 8} y={tick.y + 4} textAnchor="end" {...axisText}>
              {format.km(tick.km)}
            </text>
          </g>
        ))}
        <text x={first.x} y={HEIGHT - 8} textAnchor="start" {...axisText}>
          {format.date(first.reading.read_at)}
        </text>
        {middle && middle.x - first.x > 110 && last.x - middle.x > 110 && (
          <text x={middle.x} y={HEIGHT - 8} textAnchor="middle" {...axisText}>
            {format.date(middle.reading.read_at)}
          </text>
        )}
        <text x={last.x} y={HEIGHT - 8} textAnchor="end" {...axisText}>
          {format.date(last.reading.read_at)}
        </text>
        <polyline
          fill="none"
          stroke={token.colorPrimary}
          strokeWidth={2.5}
          strokeLinejoin="round"
          points={points.map((point) => `${point.x},${point.y}`).join(' ')}
        />
        {points.map((point) => {
          const { reading } = point;
          const label = `${format.date(reading.read_at)}: ${format.km(reading.km)}${
            reading.is_correction ? ` (${t('vehicles.chart.correction')})` : ''
          }`;
          return reading.is_correction ? (
            <rect
              key={reading.id}
              x={point.x - 6}
              y={point.y - 6}
              width={12}
              height={12}
              transform={`rotate(45 ${point.x} ${point.y})`}
              fill={token.colorWarning}
              stroke={token.colorBgContainer}
              strokeWidth={2}
              data-testid="chart-correction"
            >
              <title>{label}</title>
            </rect>
          ) : (
            <circle
              key={reading.id}
              cx={point.x}
              cy={point.y}
              r={5}
              fill={token.colorPrimary}
              stroke={token.colorBgContainer}
              strokeWidth={2}
            >
              <title>{label}</title>
            </circle>
          );
        })}
      </svg>
      <Flex wrap gap={16} style={{ fontSize: 12 }}>
        <Flex gap={6} align="center">
          <svg width={12} height={12} aria-hidden>
            <circle cx={6} cy={6} r={5} fill={token.colorPrimary} />
          </svg>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('vehicles.chart.reading')}
          </Typography.Text>
        </Flex>
        {hasCorrections && (
          <Flex gap={6} align="center">
            <svg width={12} height={12} aria-hidden>
              <rect
                x={2}
                y={2}
                width={8}
                height={8}
                transform="rotate(45 6 6)"
                fill={token.colorWarning}
              />
            </svg>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('vehicles.chart.legend')}
            </Typography.Text>
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}

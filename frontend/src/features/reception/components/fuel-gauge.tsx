import { FUEL_LEVEL_MAX } from '@px/contracts';
import { Radio } from 'antd';
import { useIntl } from 'react-intl';

export interface FuelGaugeProps {
  /** Eighths of a tank, 0 (reserve) to FUEL_LEVEL_MAX (full); null: not read yet. */
  value: number | null;
  onChange(value: number): void;
  /** Set by a surrounding antd Form.Item. */
  id?: string;
}

const LEVELS = Array.from({ length: FUEL_LEVEL_MAX + 1 }, (_, level) => level);

const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);

/** 2/8 reads 1/4, as on a dashboard gauge. */
function fraction(level: number): string {
  const divisor = gcd(level, FUEL_LEVEL_MAX);
  return `${level / divisor}/${FUEL_LEVEL_MAX / divisor}`;
}

/**
 * The fuel gauge at reception as one big button per eighth, "Reserva" to "Lleno": a finger on a
 * tablet hits a 48 px button more surely than a slider's thumb. Native radios, so the arrow keys
 * move along it and a screen reader names the group and each level.
 */
export function FuelGauge({ value, onChange, id }: FuelGaugeProps) {
  const intl = useIntl();
  const label = (level: number) =>
    level === 0
      ? intl.formatMessage({ id: 'reception.fuel.reserve' })
      : level === FUEL_LEVEL_MAX
        ? intl.formatMessage({ id: 'reception.fuel.full' })
        : fraction(level);

  return (
    <Radio.Group
      id={id}
      // null stays "controlled, nothing chosen" (undefined would let antd keep its own choice).
      value={value}
      onChange={(event) => onChange(event.target.value as number)}
      optionType="button"
      buttonStyle="solid"
      size="large"
      aria-label={intl.formatMessage({ id: 'reception.fuel.label' })}
      style={{ display: 'flex', width: '100%' }}
      data-testid="fuel-gauge"
    >
      {LEVELS.map((level) => {
        const text = label(level);
        const spoken =
          level === 0 || level === FUEL_LEVEL_MAX
            ? text
            : intl.formatMessage({ id: 'reception.fuel.fraction' }, { fraction: text });
        return (
          <Radio.Button
            key={level}
            value={level}
            aria-label={spoken}
            style={{
              flex: level === 0 || level === FUEL_LEVEL_MAX ? '1.6 1 0' : '1 1 0',
              minWidth: 44,
              height: 48,
              lineHeight: '46px',
              paddingInline: 4,
              textAlign: 'center',
              whiteSpace: 'nowrap',
            }}
          >
            {text}
          </Radio.Button>
        );
      })}
    </Radio.Group>
  );
}

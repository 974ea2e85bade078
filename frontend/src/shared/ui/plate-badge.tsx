import { PlainText } from './plain-typography';
import type { CSSProperties } from 'react';
import { PLATE_COLOURS } from '@/app/colours';

export interface PlateBadgeProps {
  /** The plate as printed (`1234 BCD`, `M-1234-AB`). */
  plate: string;
  /** ISO alpha-2 country; Spanish plates get the blue EU band with "E". */
  country?: string;
  size?: 'small' | 'default';
}

const BAND: CSSProperties = {
  background: PLATE_COLOURS.band,
  color: PLATE_COLOURS.bandLetter,
  fontSize: '0.62em',
  fontWeight: 700,
  padding: '0 4px',
  display: 'inline-flex',
  alignItems: 'flex-end',
  alignSelf: 'stretch',
  lineHeight: 1.4,
  letterSpacing: 0,
};

/**
 * A licence plate drawn like the real one: white, black border and characters, and the EU band on
 * the left with the country letter ("E" for Spain). Reception staff recognise a car by its plate
 * before its make, so lists and headers show it this way. The colours stay fixed in dark mode:
 * they are the plate's, not the theme's.
 */
export function PlateBadge({ plate, country = 'ES', size = 'default' }: PlateBadgeProps) {
  const code = country === 'ES' ? 'E' : country;
  return (
    <span
      className="px-plate-badge"
      data-testid="plate-badge"
      aria-label={`Matrícula ${plate}`}
      style={{
        display: 'inline-flex',
        alignItems: 'stretch',
        border: `1.5px solid ${PLATE_COLOURS.border}`,
        borderRadius: 4,
        background: PLATE_COLOURS.plate,
        color: PLATE_COLOURS.characters,
        overflow: 'hidden',
        fontSize: size === 'small' ? 12 : 14,
        lineHeight: size === 'small' ? '18px' : '22px',
        whiteSpace: 'nowrap',
        verticalAlign: 'middle',
      }}
    >
      <span aria-hidden style={BAND}>
        {code}
      </span>
      <PlainText
        style={{
          color: PLATE_COLOURS.characters,
          fontFamily: '"DIN 1451", "Arial Narrow", ui-monospace, monospace',
          fontWeight: 700,
          letterSpacing: '0.06em',
          padding: size === 'small' ? '0 5px' : '0 8px',
          fontSize: 'inherit',
        }}
      >
        {plate}
      </PlainText>
    </span>
  );
}

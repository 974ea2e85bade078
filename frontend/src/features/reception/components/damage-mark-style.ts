import type { GlobalToken } from 'antd';
import type { CSSProperties } from 'react';
import type { DamageKind } from '@px/contracts';
import { MARK_TEXT } from '@/app/colours';

// How a damage mark looks, shared by the diagram and its list.

/** Marks are 32 px whatever the diagram's size: big enough for a finger (≥ 28 px). */
export const MARK_SIZE = 32;

/** Each kind's colour from the theme, so dark mode gets its own shades. */
export function kindColours(token: GlobalToken): Record<DamageKind, string> {
  return {
    scratch: token.colorWarning,
    dent: token.blue,
    broken: token.colorError,
    other: token.purple,
  };
}

/** Black or white, whichever reads better on `background` (a #rgb or #rrggbb colour). */
function inkOn(background: string): string {
  const hex = background.replace('#', '');
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex.slice(0, 6);
  if (!/^[0-9a-f]{6}$/i.test(full)) return MARK_TEXT.light;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // Contrast with white is 1.05 / (L + 0.05), with black (L + 0.05) / 0.05: pick the larger.
  return 1.05 / (luminance + 0.05) >= (luminance + 0.05) / 0.05 ? MARK_TEXT.light : MARK_TEXT.dark;
}

export function markStyle(colour: string, focused: boolean, token: GlobalToken): CSSProperties {
  const ink = inkOn(colour);
  return {
    width: MARK_SIZE,
    height: MARK_SIZE,
    borderRadius: '50%',
    background: colour,
    color: ink,
    // The ring in the number's colour keeps the mark visible on the outline's lines and either theme.
    border: `2px solid ${ink}`,
    fontWeight: 700,
    fontSize: 14,
    lineHeight: 1,
    padding: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flex: 'none',
    outline: focused ? `3px solid ${token.colorPrimary}` : undefined,
    outlineOffset: 2,
  };
}

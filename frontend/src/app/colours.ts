/**
 * Every colour of the SPA, in one place (issue 23, docs/accessibility.md). theme.ts hands them to
 * antd; components use antd's tokens or CSS variables, never literals (colours.test.ts), except the
 * few drawn outside the theme on purpose (the brand mark, the licence plate).
 */

/** PX Taller's brand colours: a workshop blue for actions, a warm orange accent for the logo. */
export const BRAND_PRIMARY = '#1f5fd1';
export const BRAND_ACCENT = '#ff8a3d';

/** A licence plate's own colours (white plate, EU band): the same in both themes, as on the car. */
export const PLATE_COLOURS = {
  plate: '#ffffff',
  characters: '#111111',
  border: '#1f1f1f',
  band: '#003399',
  bandLetter: '#ffcc00',
} as const;

/** The dark theme's primary: white button text on it stays above 4.5:1. */
export const DARK_PRIMARY = '#3b7ff0';

/** Page and top-bar backgrounds (styles.css repeats the page's for the paint before React). */
export const LAYOUT = {
  light: { page: '#f4f6fa', header: '#ffffff' },
  dark: { page: '#0f1115', header: '#161a22' },
} as const;

/**
 * Preset tag text: antd draws a tag's text in its palette's 7th shade on the 1st, and keeps each
 * shade under two names (green7 for components, green-7 for the CSS variable): both change.
 */
function tagText(shades: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(shades).flatMap(([colour, value]) => [
      [`${colour}7`, value],
      [`${colour}-7`, value],
    ]),
  );
}

/**
 * WCAG 2.1 AA text colours (issue 23, docs/accessibility.md), in one place for both themes. antd's
 * defaults draw secondary grey, placeholders, tag text, success/warning/error text and the count
 * badges below 4.5:1; these keep antd's look with darker (light theme) or lighter (dark theme)
 * shades. Each pair is checked in theme.test.ts on the backgrounds it is used on.
 */
export const LIGHT_TEXT = {
  colorTextTertiary: 'rgba(0, 0, 0, 0.58)',
  colorTextDescription: 'rgba(0, 0, 0, 0.58)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.58)',
  colorSuccessText: '#237804',
  colorWarningText: '#874d00',
  // Hover and pressed shades darker than the rest colour, not lighter: white button text stays 4.5:1.
  colorPrimaryHover: '#2a6ad6',
  colorPrimaryActive: '#1a52b8',
  colorError: '#cf1322',
  colorErrorHover: '#c41d2b',
  colorErrorActive: '#a8071a',
  colorErrorText: '#cf1322',
  ...tagText({
    green: '#237804',
    gold: '#874d00',
    orange: '#ad4e00',
    cyan: '#006d75',
    volcano: '#ad2102',
    lime: '#3f6600',
    yellow: '#876800',
  }),
};

export const DARK_LINK = '#69a1ff';

/** Text on the dark theme's solid danger buttons (the light red above): 6.6:1. */
export const DARK_ON_DANGER = '#141414';

export const DARK_TEXT = {
  colorTextTertiary: 'rgba(255, 255, 255, 0.55)',
  colorTextDescription: 'rgba(255, 255, 255, 0.55)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
  colorPrimaryHover: '#2f6fdc',
  colorPrimaryActive: '#2a6ad6',
  colorLink: DARK_LINK,
  colorLinkHover: '#8cb8ff',
  colorPrimaryText: DARK_LINK,
  colorInfoText: DARK_LINK,
  // Light enough to read on the dark surfaces; solid danger buttons write dark text on it.
  colorError: '#f37370',
  colorErrorText: '#f37370',
  ...tagText({ purple: '#ab7ae0', geekblue: '#7f9ef3' }),
};

/** White count text on the badges' red: 5.6:1 (antd's #ff4d4f gives 3.3:1). */
export const BADGE_RED = { light: '#cf1322', dark: '#c4302b' } as const;

/**
 * A drawn signature is ink on paper, the same in both themes (and so in its PNG): black strokes on
 * white, with a grey guide line to sign on.
 */
export const SIGNATURE_COLOURS = {
  ink: '#000000',
  paper: '#ffffff',
  guide: '#8c8c8c',
} as const;

/** Text on a coloured mark (the damage diagram's numbers): whichever of the two reads better. */
export const MARK_TEXT = { light: '#ffffff', dark: '#000000' } as const;

import { theme as antdTheme, type ThemeConfig } from 'antd';
import { PREFERS_DARK_QUERY, systemPrefersDark, useMediaQuery } from '@/shared/hooks';
import { useAppSelector } from './store/hooks';
import type { ResolvedTheme, ThemePreference } from './store/ui-slice';
import {
  BADGE_RED,
  BRAND_PRIMARY,
  DARK_LINK,
  DARK_ON_DANGER,
  DARK_PRIMARY,
  DARK_TEXT,
  LAYOUT,
  LIGHT_TEXT,
} from './colours';

export function resolveTheme(preference: ThemePreference, prefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}

/** The theme in effect now: the stored preference, or the system's while it is "system". */
export function useResolvedTheme(): ResolvedTheme {
  const preference = useAppSelector((state) => state.ui.theme);
  const prefersDark = useMediaQuery(PREFERS_DARK_QUERY);
  return resolveTheme(preference, prefersDark);
}

/** Lets the page background, scrollbars and form controls follow the theme outside antd too. */
export function applyDocumentTheme(resolved: ResolvedTheme): void {
  const root = document.documentElement;
  root.dataset.theme = resolved;
  root.style.colorScheme = resolved;
}

/** Applies the stored preference before React renders, so the first paint is already right. */
export function applyInitialTheme(preference: ThemePreference): void {
  applyDocumentTheme(resolveTheme(preference, systemPrefersDark()));
}

export function antdThemeConfig(resolved: ResolvedTheme, reducedMotion = false): ThemeConfig {
  const dark = resolved === 'dark';
  return {
    algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: dark ? DARK_PRIMARY : BRAND_PRIMARY,
      colorInfo: dark ? DARK_PRIMARY : BRAND_PRIMARY,
      colorBgLayout: dark ? LAYOUT.dark.page : LAYOUT.light.page,
      ...(dark ? DARK_TEXT : LIGHT_TEXT),
      borderRadius: 8,
      motion: !reducedMotion,
      fontFamily:
        "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    },
    components: {
      Layout: {
        headerBg: dark ? LAYOUT.dark.header : LAYOUT.light.header,
        headerHeight: 64,
        headerPadding: '0 24px',
        footerBg: 'transparent',
        bodyBg: dark ? LAYOUT.dark.page : LAYOUT.light.page,
      },
      Badge: { colorError: dark ? BADGE_RED.dark : BADGE_RED.light },
      ...(dark
        ? {
            Menu: { itemSelectedColor: DARK_LINK, subMenuItemSelectedColor: DARK_LINK },
            Button: { dangerColor: DARK_ON_DANGER },
            // The dark algorithm's derived primary is 3.8:1 on the dark surfaces: text drawn in
            // it (the selected tab) takes the dark link colour instead.
            Tabs: {
              itemSelectedColor: DARK_LINK,
              itemActiveColor: DARK_LINK,
              inkBarColor: DARK_LINK,
            },
          }
        : {}),
    },
  };
}

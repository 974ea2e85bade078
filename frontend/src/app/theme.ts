import { theme as antdTheme, type ThemeConfig } from 'antd';
import { PREFERS_DARK_QUERY, systemPrefersDark, useMediaQuery } from '@/shared/hooks';
import { useAppSelector } from './store/hooks';
import type { ResolvedTheme, ThemePreference } from './store/ui-slice';

/** PX Taller's brand colours: a workshop blue for actions, a warm orange accent for the logo. */
export const BRAND_PRIMARY = '#1f5fd1';
export const BRAND_ACCENT = '#ff8a3d';

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

export function antdThemeConfig(resolved: ResolvedTheme): ThemeConfig {
  const dark = resolved === 'dark';
  return {
    algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: dark ? '#3b7ff0' : BRAND_PRIMARY,
      colorInfo: dark ? '#3b7ff0' : BRAND_PRIMARY,
      colorBgLayout: dark ? '#0f1115' : '#f4f6fa',
      borderRadius: 8,
      fontFamily:
        "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    },
    components: {
      Layout: {
        headerBg: dark ? '#161a22' : '#ffffff',
        headerHeight: 64,
        headerPadding: '0 24px',
        footerBg: 'transparent',
        bodyBg: dark ? '#0f1115' : '#f4f6fa',
      },
    },
  };
}

import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { type AppLocale, DEFAULT_LOCALE, isAppLocale } from '@/shared/format';
import { readStorage, STORAGE_KEYS } from '@/shared/storage-keys';

/** 'system' follows the operating system's light/dark preference. */
export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export interface UiState {
  sidebarCollapsed: boolean;
  theme: ThemePreference;
  locale: AppLocale;
}

/** px_theme holds 'light' or 'dark'; nothing stored (or anything else) means "follow the system". */
export function parseThemePreference(raw: string | null): ThemePreference {
  return raw === 'dark' || raw === 'light' ? raw : 'system';
}

export function loadUiState(): UiState {
  const locale = readStorage(STORAGE_KEYS.locale);
  return {
    sidebarCollapsed: readStorage(STORAGE_KEYS.sidebarCollapsed) === 'true',
    theme: parseThemePreference(readStorage(STORAGE_KEYS.theme)),
    locale: isAppLocale(locale) ? locale : DEFAULT_LOCALE,
  };
}

export const uiSlice = createSlice({
  name: 'ui',
  initialState: loadUiState,
  reducers: {
    sidebarToggled(state) {
      state.sidebarCollapsed = !state.sidebarCollapsed;
    },
    sidebarCollapsedSet(state, action: PayloadAction<boolean>) {
      state.sidebarCollapsed = action.payload;
    },
    themeChanged(state, action: PayloadAction<ThemePreference>) {
      state.theme = action.payload;
    },
    localeChanged(state, action: PayloadAction<AppLocale>) {
      state.locale = action.payload;
    },
  },
});

export const { sidebarToggled, sidebarCollapsedSet, themeChanged, localeChanged } = uiSlice.actions;

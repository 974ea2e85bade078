import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import {
  clearSessionStorage,
  removeStorage,
  removeStorageWithPrefix,
  SESSION_LOCAL_KEY_PREFIXES,
  SESSION_LOCAL_KEYS,
  STORAGE_KEYS,
  writeStorage,
} from '@/shared/storage-keys';
import { appEvents } from '@/shared/events';
import { authSlice, logout, persistedAuth } from './auth-slice';
import { uiSlice } from './ui-slice';

const rootReducer = combineReducers({
  ui: uiSlice.reducer,
  auth: authSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** Writes the persisted parts of the state to localStorage when they change. */
function persist(state: RootState, previous: RootState): void {
  const { ui, auth } = state;
  if (ui.sidebarCollapsed !== previous.ui.sidebarCollapsed) {
    writeStorage(STORAGE_KEYS.sidebarCollapsed, String(ui.sidebarCollapsed));
  }
  if (ui.theme !== previous.ui.theme) {
    // "system" is stored as nothing, so SPEC §1's rule (nothing stored → follow the system) holds.
    if (ui.theme === 'system') removeStorage(STORAGE_KEYS.theme);
    else writeStorage(STORAGE_KEYS.theme, ui.theme);
  }
  if (ui.locale !== previous.ui.locale) writeStorage(STORAGE_KEYS.locale, ui.locale);
  if (auth !== previous.auth && auth.isAuthenticated) {
    writeStorage(STORAGE_KEYS.authStorage, JSON.stringify(persistedAuth(auth)));
  }
}

export function createAppStore(preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware();

  listener.startListening({
    predicate: (_action, current, previous) => current !== previous,
    effect: (_action, api) =>
      persist(api.getState() as RootState, api.getOriginalState() as RootState),
  });

  listener.startListening({
    actionCreator: logout,
    effect: () => {
      for (const key of SESSION_LOCAL_KEYS) removeStorage(key);
      for (const prefix of SESSION_LOCAL_KEY_PREFIXES) removeStorageWithPrefix(prefix);
      clearSessionStorage();
      // The realtime connection closes itself (shared/realtime), loaded only by the signed-in shell.
      appEvents.emit('signed-out', null);
    },
  });

  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(listener.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

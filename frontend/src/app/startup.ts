import { extractErrorMessage } from '@/shared/error-message';
import { logger } from '@/shared/logger';
import { readStorage, STORAGE_KEYS } from '@/shared/storage-keys';
import { installWindowOpenRepair } from '@/shared/url-repair';
import { applyInitialTheme } from './theme';
import { parseThemePreference } from './store/ui-slice';

/** SPEC §1: any service workers are unregistered on startup (none is used; old ones serve stale files). */
export async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
    if (registrations.length > 0) {
      logger.info('Service workers unregistered', { count: registrations.length });
    }
  } catch (error) {
    logger.warn('Could not unregister service workers', { message: extractErrorMessage(error) });
  }
}

let listenersInstalled = false;

/**
 * SPEC §8: global errors and unhandled promise rejections are only logged, with timestamp (added by
 * the logger), message and context. They never show UI of their own.
 */
export function installGlobalErrorListeners(): void {
  if (listenersInstalled) return;
  listenersInstalled = true;

  window.addEventListener('error', (event: ErrorEvent) => {
    logger.error('Unhandled error', {
      timestamp: new Date().toISOString(),
      message: extractErrorMessage(event.error ?? event.message),
      context: {
        source: event.filename || undefined,
        line: event.lineno || undefined,
        column: event.colno || undefined,
        url: window.location.href,
      },
    });
  });

  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    logger.error('Unhandled promise rejection', {
      timestamp: new Date().toISOString(),
      message: extractErrorMessage(event.reason),
      context: { url: window.location.href, reason: event.reason as unknown },
    });
  });
}

/** Everything that must happen before the first render (called from main.tsx). */
export function runStartup(): void {
  installGlobalErrorListeners();
  installWindowOpenRepair();
  applyInitialTheme(parseThemePreference(readStorage(STORAGE_KEYS.theme)));
  void unregisterServiceWorkers();
}

/**
 * Whether an address is the time clock's kiosk mode (`/time-clock?kiosk=1`, also `/fichaje?kiosk=1`):
 * a shared tablet at the workshop's door. The shell shows it without its menu and top bar. Kept
 * apart from the screen's code so the shell imports nothing else of the feature.
 */
export const KIOSK_PATHS: readonly string[] = ['/time-clock', '/fichaje'];

export function isKioskSearch(search: string): boolean {
  return new URLSearchParams(search).get('kiosk') === '1';
}

export function isKioskLocation({ pathname, search }: { pathname: string; search: string }) {
  return KIOSK_PATHS.includes(pathname.replace(/\/+$/, '') || '/') && isKioskSearch(search);
}

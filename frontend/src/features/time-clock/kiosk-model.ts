/**
 * The kiosk's pure rules: the PIN typed on the pad, the punches a worker may choose in each state,
 * and what the server's refusals mean there.
 */
import type { TimeClockAction, TimeClockStatusName } from '@px/contracts';
import { isApiError } from '@/shared/api';
import { isActionAllowed, PUNCH_ACTIONS } from './model';

export const KIOSK_PIN_MIN = 4;
export const KIOSK_PIN_MAX = 6;

/** After this long without a tap, the worker's screen goes back to the pad (a shared tablet). */
export const KIOSK_IDLE_MS = 30_000;
/** How long the confirmation of a punch stays before the pad comes back. */
export const KIOSK_DONE_MS = 6_000;

/** Only digits, at most six: what the pad and the keyboard may put in the PIN. */
export function cleanPin(value: string): string {
  return value.replace(/\D/g, '').slice(0, KIOSK_PIN_MAX);
}

export function appendDigit(pin: string, digit: string): string {
  return cleanPin(pin + digit);
}

export function dropDigit(pin: string): string {
  return pin.slice(0, -1);
}

/** Whether the PIN may be sent: 4 to 6 digits. */
export function isPinComplete(pin: string): boolean {
  return new RegExp(`^\\d{${KIOSK_PIN_MIN},${KIOSK_PIN_MAX}}$`).test(pin);
}

/** The punches offered at the kiosk in a state, in the buttons' fixed order. */
export function kioskActions(status: TimeClockStatusName): TimeClockAction[] {
  return PUNCH_ACTIONS.filter((action) => isActionAllowed(action, status));
}

/** The kiosk's own words for each punch (`timeClock.kiosk.action.*`): Entrar, Salir… */
export const KIOSK_ACTION_MESSAGE: Record<TimeClockAction, string> = {
  clock_in: 'timeClock.kiosk.action.clockIn',
  break_start: 'timeClock.kiosk.action.breakStart',
  break_end: 'timeClock.kiosk.action.breakEnd',
  clock_out: 'timeClock.kiosk.action.clockOut',
};

/** The seconds a paused terminal must wait (a 429's details), or null for any other failure. */
export function retryAfterOf(error: unknown): number | null {
  if (!isApiError(error) || error.statusCode !== 429) return null;
  const details = error.details as { retry_after_seconds?: unknown } | null | undefined;
  const seconds = Number(details?.retry_after_seconds);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}

/** The server did not recognise the PIN ("PIN incorrecto."). */
export function isWrongPin(error: unknown): boolean {
  return isApiError(error) && error.statusCode === 404;
}

/** "4:59": the wait left, minutes and seconds. */
export function formatWait(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

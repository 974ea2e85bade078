/**
 * SPEC §4 "Database setup": complete (the default), running, error (with retry). The first-run
 * check (GET /api/service-types/dropdown) moves it: an empty list starts the setup; its answer
 * ends it. Pure, so the transitions are unit-tested.
 */
import { ApiError } from '@/shared/api';

export type SetupState =
  { status: 'complete' } | { status: 'running' } | { status: 'error'; message: string };

export type SetupEvent =
  /** The dropdown answered: its length says whether setup is needed. */
  | { type: 'checked'; serviceTypes: number }
  /** POST /api/setup/complete was sent (first run or "Reintentar"). */
  | { type: 'started' }
  | { type: 'succeeded' }
  | { type: 'failed'; message: string };

export const INITIAL_SETUP_STATE: SetupState = { status: 'complete' };

/** SPEC §8: the failure shows the error message, or this text. */
export const UNKNOWN_SETUP_ERROR = 'Unknown setup error';

export function setupReducer(state: SetupState, event: SetupEvent): SetupState {
  switch (event.type) {
    case 'checked':
      // Only the first-run check decides; a later refetch never hides an error or a running setup.
      if (state.status !== 'complete') return state;
      return event.serviceTypes > 0 ? state : { status: 'running' };
    case 'started':
      return { status: 'running' };
    case 'succeeded':
      return state.status === 'running' ? { status: 'complete' } : state;
    case 'failed':
      return state.status === 'running'
        ? { status: 'error', message: event.message.trim() || UNKNOWN_SETUP_ERROR }
        : state;
  }
}

/** The banner shows while setup runs or after it failed; a complete setup shows nothing. */
export function isSetupBannerVisible(state: SetupState): boolean {
  return state.status !== 'complete';
}

/** The message of a failed setup call (an ApiError's, an Error's), or SPEC's fallback. */
export function setupErrorMessage(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) {
    return error.message.trim() || UNKNOWN_SETUP_ERROR;
  }
  return UNKNOWN_SETUP_ERROR;
}

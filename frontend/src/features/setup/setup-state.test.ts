import { describe, expect, it } from 'vitest';
import { ApiError } from '@/shared/api';
import {
  INITIAL_SETUP_STATE,
  isSetupBannerVisible,
  type SetupState,
  setupErrorMessage,
  setupReducer,
  UNKNOWN_SETUP_ERROR,
} from './setup-state';

describe('database setup states (SPEC §4)', () => {
  it('starts complete and stays so when service types exist', () => {
    expect(INITIAL_SETUP_STATE).toEqual({ status: 'complete' });
    expect(setupReducer(INITIAL_SETUP_STATE, { type: 'checked', serviceTypes: 9 })).toEqual({
      status: 'complete',
    });
    expect(isSetupBannerVisible(INITIAL_SETUP_STATE)).toBe(false);
  });

  it('runs when the dropdown is empty, then completes', () => {
    const running = setupReducer(INITIAL_SETUP_STATE, { type: 'checked', serviceTypes: 0 });
    expect(running).toEqual({ status: 'running' });
    expect(isSetupBannerVisible(running)).toBe(true);
    expect(setupReducer(running, { type: 'succeeded' })).toEqual({ status: 'complete' });
  });

  it('fails with the message, or SPEC’s fallback, and retries', () => {
    const running: SetupState = { status: 'running' };
    const failed = setupReducer(running, { type: 'failed', message: 'Sin conexión' });
    expect(failed).toEqual({ status: 'error', message: 'Sin conexión' });
    expect(setupReducer(running, { type: 'failed', message: '  ' })).toEqual({
      status: 'error',
      message: UNKNOWN_SETUP_ERROR,
    });
    expect(setupReducer(failed, { type: 'started' })).toEqual({ status: 'running' });
  });

  it('ignores stray events', () => {
    const failed: SetupState = { status: 'error', message: 'x' };
    expect(setupReducer(failed, { type: 'checked', serviceTypes: 0 })).toBe(failed);
    expect(setupReducer(failed, { type: 'succeeded' })).toBe(failed);
    expect(setupReducer(INITIAL_SETUP_STATE, { type: 'failed', message: 'x' })).toBe(
      INITIAL_SETUP_STATE,
    );
  });

  it('reads the error message of what was thrown', () => {
    expect(
      setupErrorMessage(
        new ApiError({ error: 'E', message: 'Base de datos caída', statusCode: 500 }),
      ),
    ).toBe('Base de datos caída');
    expect(setupErrorMessage(new Error(''))).toBe(UNKNOWN_SETUP_ERROR);
    expect(setupErrorMessage('boom')).toBe(UNKNOWN_SETUP_ERROR);
  });
});

import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { logger } from '@/shared/logger';
import { completeSetup, setupKeys, useServiceTypeOptions } from './api';
import {
  INITIAL_SETUP_STATE,
  type SetupState,
  setupErrorMessage,
  setupReducer,
} from './setup-state';

/**
 * SPEC §2 setup banner: on load the service types are read; an empty list runs
 * POST /api/setup/complete once, and "Reintentar" runs it again after a failure. A failed
 * dropdown call decides nothing (the banner stays hidden; SPEC's default is complete).
 */
export function useFirstRunSetup(enabled: boolean): { state: SetupState; retry: () => void } {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(setupReducer, INITIAL_SETUP_STATE);
  const serviceTypes = useServiceTypeOptions(enabled);
  const attempted = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback(async () => {
    dispatch({ type: 'started' });
    try {
      await completeSetup();
      if (!mounted.current) return;
      dispatch({ type: 'succeeded' });
      void queryClient.invalidateQueries({ queryKey: setupKeys.serviceTypes });
    } catch (error) {
      logger.warn('First-run setup failed', { error: String(error) });
      if (mounted.current) dispatch({ type: 'failed', message: setupErrorMessage(error) });
    }
  }, [queryClient]);

  useEffect(() => {
    if (!serviceTypes.isSuccess || attempted.current) return;
    attempted.current = true;
    if (serviceTypes.data.length === 0) void run();
  }, [serviceTypes.isSuccess, serviceTypes.data, run]);

  return { state, retry: () => void run() };
}

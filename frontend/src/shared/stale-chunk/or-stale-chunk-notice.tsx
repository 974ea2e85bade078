import type { ComponentType } from 'react';
import { clearStaleChunkGuard, isChunkLoadError } from './chunk-errors';
import { StaleChunkNotice } from './stale-chunk-notice';

// Any component type: the loaded code keeps its own props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ComponentModule = { default: ComponentType<any> };

/**
 * Wraps the loader of lazily loaded code (a screen, a dialog, a panel): when its chunk cannot be
 * fetched, typically because a new deployment replaced the hashed files, the code is replaced by
 * the "Tu sesión está desactualizada, recargando…" notice, which reloads the page once, instead of
 * an error that would take down the shell around it. Other errors are left to the error
 * boundaries. A chunk that arrives clears its own reload guard (chunk-errors.ts).
 */
export function orStaleChunkNotice<M extends ComponentModule>(
  load: () => Promise<M>,
  chunk?: string,
): () => Promise<M | ComponentModule> {
  return async () => {
    try {
      const module = await load();
      clearStaleChunkGuard(chunk);
      return module;
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      const Notice = () => <StaleChunkNotice chunk={chunk} />;
      return { default: Notice };
    }
  };
}

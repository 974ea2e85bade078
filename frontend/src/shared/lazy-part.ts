import { type ComponentType, lazy, type LazyExoticComponent, useState } from 'react';
import { withMessages } from '@/i18n/catalog';
import { loadOnce } from './load-once';
import { logger } from './logger';
import { orStaleChunkNotice } from './stale-chunk';

// Any component type: the loaded part keeps its own props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type LazyPart<C extends AnyComponent> = LazyExoticComponent<C> & {
  /** Starts fetching the part (on a hover or focus of what opens it); errors are only logged. */
  preload(): void;
};

/**
 * A part of a screen that is not drawn until the user opens it (a dialog, a drawer, a popover's
 * panel), or that only some frames draw (the sign-in frame's theme switch): its code, and the
 * words it names, load on first need instead of with the screen (issue 22's JavaScript budget).
 * `name` is the module's export.
 *
 * Usage: `const Panel = lazyPart(() => import('./notification-panel'), 'NotificationPanel');`
 * then `{useOpenedOnce(open) && <Suspense fallback={…}><Panel open={open} … /></Suspense>}`.
 */
export function lazyPart<M, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): M[K] extends AnyComponent ? LazyPart<M[K]> : never;
export function lazyPart(
  load: () => Promise<Record<string, AnyComponent>>,
  name: string,
): LazyPart<AnyComponent> {
  // A chunk that cannot be fetched (a new deployment) shows the stale-session notice where the
  // part opens, and reloads the page, rather than failing the shell around it.
  const part = loadOnce(
    orStaleChunkNotice(
      withMessages(() => load().then((module) => ({ default: module[name]! }))),
      String(name),
    ),
  );
  return Object.assign(
    lazy(() => part.load()),
    {
      preload: () => {
        part
          .load()
          .catch((error: unknown) => logger.warn('A part could not be preloaded', { error }));
      },
    },
  );
}

/**
 * True from the first time `open` is true: a lazily loaded dialog is mounted when first opened and
 * then stays mounted, so that it plays its closing and keeps its state.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

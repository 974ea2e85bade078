import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { clearStaleChunkGuard, isChunkLoadError } from './chunk-errors';
import { StaleChunkNotice } from './stale-chunk-notice';

type PageModule = { default: ComponentType };

/**
 * Lazily loads one screen (DESIGN §8: every screen is lazily loaded). When its chunk cannot be
 * fetched, typically because a new deployment replaced the hashed files, the screen is replaced
 * by the "Tu sesión está desactualizada, recargando…" notice, which reloads the page once.
 *
 * Usage: `const OrdersPage = lazyPage(() => import('@/features/work-orders/OrdersPage'), 'OrdersPage');`
 */
export function lazyPage(
  load: () => Promise<PageModule>,
  name?: string,
): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    try {
      const module = await load();
      clearStaleChunkGuard();
      return module;
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      const Notice = () => <StaleChunkNotice chunk={name} />;
      return { default: Notice };
    }
  });
}

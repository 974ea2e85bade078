import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { withMessages } from '@/i18n/catalog';
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
  const loadWithMessages = withMessages(load);
  return lazy(async () => {
    try {
      // The screen and the words its code needs arrive together (i18n/catalog), so it never
      // shows message ids.
      const module = await loadWithMessages();
      clearStaleChunkGuard();
      return module;
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      const Notice = () => <StaleChunkNotice chunk={name} />;
      return { default: Notice };
    }
  });
}

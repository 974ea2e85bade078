import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import { withMessages } from '@/i18n/catalog';
import { orStaleChunkNotice } from '@/shared/stale-chunk';

type PageModule = { default: ComponentType };

/**
 * Lazily loads one screen (DESIGN §8: every screen is lazily loaded). The screen and the words its
 * code needs arrive together (i18n/catalog), so it never shows message ids. When its chunk cannot
 * be fetched, typically because a new deployment replaced the hashed files, the screen is replaced
 * by the "Tu sesión está desactualizada, recargando…" notice, which reloads the page once.
 *
 * Usage: `const OrdersPage = lazyPage(() => import('@/features/work-orders/OrdersPage'), 'OrdersPage');`
 */
export function lazyPage(
  load: () => Promise<PageModule>,
  name?: string,
): LazyExoticComponent<ComponentType> {
  return lazy(orStaleChunkNotice(withMessages(load), name));
}

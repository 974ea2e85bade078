/**
 * Where the app's router is now, for code that runs outside a render (a debounced write). A screen
 * that is being left stays mounted until the next one's lazy chunk arrives, and its own
 * `useLocation()` still names itself; the router's state already names the new screen. The app
 * registers its router here (app/router.tsx); without one (unit tests) nothing is known.
 */
let source: (() => string) | null = null;

export function registerRouterPathname(current: (() => string) | null): void {
  source = current;
}

/** The pathname the router is on or going to; null when no router is registered. */
export function routerPathname(): string | null {
  return source ? source() : null;
}

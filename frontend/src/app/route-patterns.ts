import type { RouteObject } from 'react-router-dom';

/**
 * Every screen's path in the route table (`/orders/:id`, `/appointments/*`), with the layouts'
 * nesting resolved. The accessibility test reads this list from the running app
 * (`window.__PX_ROUTE_PATTERNS__`), so a new screen is checked without editing the test
 * (docs/accessibility.md).
 */
export function routePatterns(routes: RouteObject[], parent = ''): string[] {
  const found: string[] = [];
  for (const route of routes) {
    const path = !route.path
      ? parent
      : route.path.startsWith('/')
        ? route.path
        : `${parent.replace(/\/$/, '')}/${route.path}`;
    if (route.element && route.path && route.path !== '*') found.push(path);
    if (route.children) found.push(...routePatterns(route.children, path));
  }
  return [...new Set(found)];
}

declare global {
  interface Window {
    __PX_ROUTE_PATTERNS__?: string[];
  }
}

import { describe, expect, it } from 'vitest';
import { routePatterns } from './route-patterns';
import { routes } from './router';

describe('routePatterns', () => {
  it('lists every screen of the route table with its full path, once', () => {
    const patterns = routePatterns(routes);
    expect(patterns).toEqual(expect.arrayContaining(['/login', '/register', '/dashboard']));
    expect(patterns).toEqual(
      expect.arrayContaining(['/orders/:id', '/customers/:id/edit', '/appointments/:id', '/admin']),
    );
    expect(patterns).not.toContain('*');
    expect(new Set(patterns).size).toBe(patterns.length);
    expect(patterns.every((path) => path.startsWith('/') && !path.includes('//'))).toBe(true);
  });

  it('joins relative paths to their parent and keeps absolute ones', () => {
    const element = 'screen';
    const table = [
      {
        path: 'area',
        element,
        children: [
          { path: 'child', element },
          { path: '/top', element },
        ],
      },
      {
        element,
        children: [
          { index: true, element },
          { path: 'plain', element },
        ],
      },
    ];
    expect(routePatterns(table as never)).toEqual(['/area', '/area/child', '/top', '/plain']);
  });
});

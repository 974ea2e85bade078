// GET /api/permissions-dynamic/user/sidebar (issue 3): the guard, then the pages and the user's
// effective permissions from the Redis cache (version key + entry; SQL on a miss), filtered by the
// SPEC §2 rules. The floor makes the same SQL and Redis calls and answers the same pages.
import { ADMIN_ROLES, authenticate, demoAuthorization, grants } from '../lib/auth.mjs';

const PAGES_SQL = `select id, display_name, path, icon, description, sort_order, category_id, is_active,
  required_permission, admin_only, show_in_menu from page order by sort_order, path`;

export default {
  name: 'user-sidebar',
  description: 'Sidebar list: token check, pages SQL, cached permissions (2 Redis GETs).',
  method: 'GET',
  path: '/api/permissions-dynamic/user/sidebar',
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl),
  budget: { p95Ms: 10, rpsRatio: 0.6, connections: 10 },
  async floor(ctx, req) {
    const userId = await authenticate(ctx, req);
    if (!userId) throw new Error('unauthenticated');
    const [pages, granted] = await Promise.all([ctx.query(PAGES_SQL), grants(ctx, userId)]);
    const isAdmin = granted.roles.some((role) => ADMIN_ROLES.includes(role.name));
    const permissions = new Set(granted.permissions);
    return pages
      .filter(
        (page) =>
          page.is_active &&
          !(page.path === '/admin' || page.path.startsWith('/admin/')) &&
          (isAdmin ||
            (!page.admin_only &&
              (page.required_permission === null || permissions.has(page.required_permission)))),
      )
      .map((page) => {
        const copy = { ...page };
        delete copy.show_in_menu;
        return copy;
      });
  },
};

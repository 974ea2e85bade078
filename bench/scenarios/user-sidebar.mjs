// GET /api/permissions-dynamic/user/sidebar (issue 3): the guard, then the pages and the user's
// effective permissions from the Redis cache (version key + entry; SQL on a miss), filtered by the
// SPEC §2 rules. The floor makes the same SQL and Redis calls and answers the same pages.
import { authenticate, demoAuthorization } from '../lib/auth.mjs';

const ADMIN_ROLES = ['administrador', 'admin', 'superadmin', 'super_admin'];
const PAGES_SQL = `select id, display_name, path, icon, description, sort_order, category_id, is_active,
  required_permission, admin_only, show_in_menu from page order by sort_order, path`;
const GRANTS_SQL = `select r.id as role_id, r.name as role_name, r.display_name as role_display_name,
              r.priority as role_priority, p.name as permission
         from user_role ur
         join role r on r.id = ur.role_id
         left join role_permission rp on rp.role_id = r.id
         left join permission p on p.id = rp.permission_id and p.is_active
        where ur.user_id = $1
        order by r.priority desc, r.name`;

async function grants(ctx, userId) {
  const prefix = `${ctx.redisKeyPrefix}:cache:`;
  const version = Number((await ctx.redis.get(`${prefix}access:version`)) ?? 0);
  const key = `${prefix}access:v${version}:user:${userId}`;
  const cached = await ctx.redis.get(key);
  if (cached) return JSON.parse(cached);
  const rows = await ctx.query(GRANTS_SQL, [userId]);
  const roles = new Map();
  const permissions = new Set();
  for (const row of rows) {
    roles.set(row.role_id, {
      id: row.role_id,
      name: row.role_name,
      display_name: row.role_display_name,
      priority: row.role_priority,
    });
    if (row.permission) permissions.add(row.permission);
  }
  const value = { roles: [...roles.values()], permissions: [...permissions].sort() };
  await ctx.redis.set(key, JSON.stringify(value), 'EX', 600);
  return value;
}

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

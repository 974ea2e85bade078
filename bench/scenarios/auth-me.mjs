// GET /api/auth/me (issue 3): the guard (JWT + session SQL), then the user row, its roles and its
// employee. The floor runs the identical statements on its pg pool and answers the same AuthUser.
import { authenticate, demoAuthorization } from '../lib/auth.mjs';

const ADMIN_ROLES = ['administrador', 'admin', 'superadmin', 'super_admin'];

export default {
  name: 'auth-me',
  description: 'Current user: token check, user row, roles and employee (4 statements).',
  method: 'GET',
  path: '/api/auth/me',
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl),
  budget: { p95Ms: 10, rpsRatio: 0.6 },
  async floor(ctx, req) {
    const userId = await authenticate(ctx, req);
    if (!userId) throw new Error('unauthenticated');
    const [[user], roles, [employee]] = await Promise.all([
      ctx.query(
        'select id, email, first_name, last_name, avatar_url, active, must_change_password from app_user where id = $1',
        [userId],
      ),
      ctx.query(
        `select r.id, r.name, r.display_name from user_role ur join role r on r.id = ur.role_id
          where ur.user_id = $1 order by r.priority desc, r.name`,
        [userId],
      ),
      ctx.query(
        `select id, code, trim(first_name || ' ' || last_name) as full_name, trade
           from employee where user_id = $1 and active`,
        [userId],
      ),
    ]);
    return {
      id: user.id,
      email: user.email,
      full_name: `${user.first_name} ${user.last_name}`.trim(),
      first_name: user.first_name,
      last_name: user.last_name,
      avatar_url: user.avatar_url,
      role: roles[0] ?? null,
      roles,
      employee_id: employee?.id ?? null,
      employee: employee ?? null,
      is_admin: roles.some((role) => ADMIN_ROLES.includes(role.name)),
      must_change_password: user.must_change_password,
      active: user.active,
    };
  },
};

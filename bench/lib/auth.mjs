// What the API's guard does before any authenticated handler, done the floor's way: the same
// JWT verification (jsonwebtoken, HS256 with a pre-built key, each token's text verified once and
// kept until it expires, as AccessTokens keeps it), the same session SQL and grants SQL, their
// answers kept in process as the API keeps them (SignalledCache). Nothing changes users or roles
// during a run, so the floor needs no signals to forget them.
import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';

let key = null;
const verifiedTokens = new Map();
const sessionStates = new Map();
const userGrants = new Map();

/** The user id of a valid token whose user is active with the token's epoch; null otherwise. */
export async function authenticate(ctx, req) {
  key ??= createSecretKey(Buffer.from(process.env.JWT_SECRET ?? '', 'utf8'));
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!match) return null;
  let claims = verifiedTokens.get(match[1]);
  if (claims && Math.floor(Date.now() / 1000) >= claims.exp) return null;
  if (!claims) {
    try {
      claims = jwt.verify(match[1], key, {
        algorithms: ['HS256'],
        issuer: 'px-taller',
        audience: 'px-taller-api',
      });
    } catch {
      return null;
    }
    verifiedTokens.set(match[1], claims);
  }
  let row = sessionStates.get(claims.sub);
  if (!row) {
    [row] = await ctx.query('select active, token_epoch from app_user where id = $1', [claims.sub]);
    sessionStates.set(claims.sub, row);
  }
  return row && row.active && row.token_epoch === claims.epoch ? claims.sub : null;
}

/** Logs a demo user in through the API and returns the Authorization header for the load. */
export async function demoAuthorization(apiUrl, email = 'recepcion@taller.test') {
  const res = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: process.env.DEMO_PASSWORD || 'Demo-Taller-2026' }),
  });
  const body = await res.json();
  if (!body.success) throw new Error(`bench login failed: ${body.message}`);
  return { headers: { authorization: `Bearer ${body.data.accessToken}` } };
}

export const ADMIN_ROLES = ['administrador', 'admin', 'superadmin', 'super_admin'];

const GRANTS_SQL = `select r.id as role_id, r.name as role_name, r.display_name as role_display_name,
              r.priority as role_priority, p.name as permission
         from user_role ur
         join role r on r.id = ur.role_id
         left join role_permission rp on rp.role_id = r.id
         left join permission p on p.id = rp.permission_id and p.is_active
        where ur.user_id = $1
        order by r.priority desc, r.name`;

/** AccessPermissionResolver.grants: the user's roles and permissions, read once per process. */
export async function grants(ctx, userId) {
  const cached = userGrants.get(userId);
  if (cached) return cached;
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
  userGrants.set(userId, value);
  return value;
}

/**
 * The guard's work for a route with @RequirePermission(permission): the token and session check,
 * then the user's grants; administrator roles pass. Throws (the floor answers 500) otherwise.
 */
export async function authorize(ctx, req, permission) {
  return (await authorizeWithGrants(ctx, req, permission)).userId;
}

/** authorize, also answering the grants it resolved (the API's handlers reuse the guard's). */
export async function authorizeWithGrants(ctx, req, permission) {
  const userId = await authenticate(ctx, req);
  if (!userId) throw new Error('unauthenticated');
  const granted = await grants(ctx, userId);
  const isAdmin = granted.roles.some((role) => ADMIN_ROLES.includes(role.name));
  if (!isAdmin && !new Set(granted.permissions).has(permission)) throw new Error('forbidden');
  return { userId, granted };
}

/** CurrentUserReader's three reads (user, roles, employee) and the AuthUser it answers. */
export async function currentUser(ctx, userId) {
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
}

/**
 * authorize, answering the principal as the API's guard builds it from the token: the user and
 * the employee record the token names (`emp`, null without one).
 */
export async function authorizePrincipal(ctx, req, permission) {
  const userId = await authorize(ctx, req, permission);
  const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const claims = verifiedTokens.get(token);
  return { userId, employeeId: typeof claims?.emp === 'string' ? claims.emp : null };
}

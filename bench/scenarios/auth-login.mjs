// POST /api/auth/login (issue 3): bound by argon2id (m = 19 MiB, t = 2), so the figure that matters
// is logins per second per core. The floor does the same work by hand: the two throttle reads in
// Redis, the user by e-mail, argon2 verification, the employee, a refresh-token row and the
// last-login update in one transaction, a signed JWT, then the same user/roles/employee reads.
import { createHash, createSecretKey, randomBytes, randomUUID } from 'node:crypto';
import argon2 from 'argon2';
import jwt from 'jsonwebtoken';
import { currentUser } from '../lib/auth.mjs';

const EMAIL = 'recepcion@taller.test';
let key = null;

export default {
  name: 'auth-login',
  description: 'Login: argon2id verification plus session creation (CPU-bound: compare per core).',
  method: 'POST',
  path: '/api/auth/login',
  // Counted by the API-wide rate limit and by the strict one of sensitive routes.
  sensitiveRateLimit: true,
  body: { email: EMAIL, password: process.env.DEMO_PASSWORD || 'Demo-Taller-2026' },
  async floor(ctx, req) {
    key ??= createSecretKey(Buffer.from(process.env.JWT_SECRET ?? '', 'utf8'));
    const { email, password } = req.body;
    const prefix = `${ctx.redisKeyPrefix}:cache:`;
    await ctx.redis.get(`${prefix}login-failures:account:${email.toLowerCase()}`);
    await ctx.redis.get(`${prefix}login-failures:ip:127.0.0.1`);
    const client = await ctx.pg.connect();
    let userId;
    let employeeId = null;
    let epoch = 0;
    const familyId = randomUUID();
    try {
      await client.query('begin');
      const [found] = (
        await client.query('select id from app_user where lower(email) = lower($1)', [email])
      ).rows;
      const [user] = (
        await client.query(
          'select id, password_hash, active, token_epoch from app_user where id = $1',
          [found.id],
        )
      ).rows;
      if (!(await argon2.verify(user.password_hash, password))) throw new Error('bad password');
      userId = user.id;
      epoch = user.token_epoch;
      const [employee] = (
        await client.query(
          `select id, code, trim(first_name || ' ' || last_name) as full_name, trade from employee where user_id = $1 and active`,
          [userId],
        )
      ).rows;
      employeeId = employee?.id ?? null;
      await client.query(
        `insert into refresh_token (id, user_id, family_id, token_hash, expires_at, ip)
         values ($1, $2, $3, $4, now() + interval '12 hours', '127.0.0.1')`,
        [
          randomUUID(),
          userId,
          familyId,
          createHash('sha256').update(randomBytes(32)).digest('hex'),
        ],
      );
      await client.query(
        'update app_user set last_login_at = now(), updated_at = now() where id = $1',
        [userId],
      );
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
    await ctx.redis.del(`${prefix}login-failures:account:${email.toLowerCase()}`);
    const accessToken = jwt.sign({ sub: userId, emp: employeeId, epoch, sid: familyId }, key, {
      algorithm: 'HS256',
      expiresIn: 900,
      issuer: 'px-taller',
      audience: 'px-taller-api',
    });
    return { accessToken, expiresIn: 900, user: await currentUser(ctx, userId) };
  },
};

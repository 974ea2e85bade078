// What the API's guard does before any authenticated handler, done the floor's way: the same
// JWT verification (jsonwebtoken, HS256 with a pre-built key) and the same session SQL.
import { createSecretKey } from 'node:crypto';
import jwt from 'jsonwebtoken';

let key = null;

/** The user id of a valid token whose user is active with the token's epoch; null otherwise. */
export async function authenticate(ctx, req) {
  key ??= createSecretKey(Buffer.from(process.env.JWT_SECRET ?? '', 'utf8'));
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!match) return null;
  let claims;
  try {
    claims = jwt.verify(match[1], key, {
      algorithms: ['HS256'],
      issuer: 'px-taller',
      audience: 'px-taller-api',
    });
  } catch {
    return null;
  }
  const [row] = await ctx.query('select active, token_epoch from app_user where id = $1', [
    claims.sub,
  ]);
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

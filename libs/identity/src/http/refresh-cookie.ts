import { type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * The refresh token's cookie: HttpOnly, SameSite=Strict. Over HTTPS it is `__Host-px_refresh`
 * (Secure, Path=/, no Domain): the browser then refuses one set by a sibling subdomain or over
 * plain HTTP, so nobody can plant a session in it. Plain HTTP (localhost development) cannot carry
 * a `__Host-` cookie, so there it is `px_refresh`, sent only to /api/auth.
 */
export const REFRESH_COOKIE = 'px_refresh';
export const SECURE_REFRESH_COOKIE = '__Host-px_refresh';
const PLAIN_PATH = '/api/auth';
const EPOCH = new Date(0).toUTCString();

function overHttps(req: FastifyRequest): boolean {
  return req.protocol === 'https';
}

/** The refresh token the browser sent, if any (over HTTPS, only the `__Host-` cookie counts). */
export function readRefreshCookie(req: FastifyRequest): string | undefined {
  const name = overHttps(req) ? SECURE_REFRESH_COOKIE : REFRESH_COOKIE;
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim());
      } catch {
        return undefined; // a mangled cookie is no cookie
      }
    }
  }
  return undefined;
}

function serialize(value: string, expires: Date, secure: boolean): string {
  return [
    `${secure ? SECURE_REFRESH_COOKIE : REFRESH_COOKIE}=${encodeURIComponent(value)}`,
    `Path=${secure ? '/' : PLAIN_PATH}`,
    `Expires=${expires.toUTCString()}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** HTTPS when the request arrived over it (directly, or through a trusted proxy). */
export function setRefreshCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  refresh: { refreshToken: string; refreshExpiresAt: Date },
): void {
  void reply.header(
    'set-cookie',
    serialize(refresh.refreshToken, refresh.refreshExpiresAt, overHttps(req)),
  );
}

export function clearRefreshCookie(req: FastifyRequest, reply: FastifyReply): void {
  void reply.header('set-cookie', serialize('', new Date(EPOCH), overHttps(req)));
}

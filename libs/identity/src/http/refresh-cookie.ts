import { type FastifyReply, type FastifyRequest } from 'fastify';

/** The refresh token's cookie: httpOnly, SameSite=Strict, sent only to /api/auth. */
export const REFRESH_COOKIE = 'px_refresh';
const COOKIE_PATH = '/api/auth';
const EPOCH = new Date(0).toUTCString();

/** The refresh token the browser sent, if any. */
export function readRefreshCookie(req: FastifyRequest): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === REFRESH_COOKIE) {
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
  const attributes = [
    `${REFRESH_COOKIE}=${encodeURIComponent(value)}`,
    `Path=${COOKIE_PATH}`,
    `Expires=${expires.toUTCString()}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

/** Secure when the request arrived over https (directly, or through a trusted proxy). */
export function setRefreshCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  refresh: { refreshToken: string; refreshExpiresAt: Date },
): void {
  const secure = req.protocol === 'https';
  void reply.header(
    'set-cookie',
    serialize(refresh.refreshToken, refresh.refreshExpiresAt, secure),
  );
}

export function clearRefreshCookie(req: FastifyRequest, reply: FastifyReply): void {
  void reply.header('set-cookie', serialize('', new Date(EPOCH), req.protocol === 'https'));
}

import { type FastifyInstance } from 'fastify';
import { Authenticator } from '../auth/authenticator';
import { type PermissionResolver } from '../auth/principal';
import { buildApiError } from './api-error';

/** The API description: what an attacker would read first to map the API. */
export const API_DOCS_PREFIX = '/api/docs';

/**
 * In production the API's description (/api/docs, /api/docs/json) answers administrators only: a
 * map of every route is for operators, not for whoever reaches the server. Outside production it
 * stays open for developers. Swagger's routes are not Nest routes, so the guard cannot see them:
 * this hook checks the bearer token the same way before they run.
 */
export function installOperatorsOnlyDocs(
  fastify: FastifyInstance,
  authenticator: Authenticator,
  permissions: PermissionResolver,
): void {
  fastify.addHook('onRequest', async (request, reply) => {
    if (request.url !== API_DOCS_PREFIX && !request.url.startsWith(`${API_DOCS_PREFIX}/`)) return;
    const principal = await authenticator.principalOf(request.headers.authorization);
    const statusCode = !principal
      ? 401
      : (await permissions.resolve(principal.userId)).isAdmin
        ? null
        : 403;
    if (statusCode === null) return;
    await reply
      .code(statusCode)
      .header('content-type', 'application/json; charset=utf-8')
      .send(buildApiError({ statusCode, requestId: request.id }));
  });
}

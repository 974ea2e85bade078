// GET /api/auth/me (issue 3): the guard (JWT + session SQL), then the user row, its roles and its
// employee. The floor runs the identical statements on its pg pool and answers the same AuthUser.
import { authenticate, currentUser, demoAuthorization } from '../lib/auth.mjs';

export default {
  name: 'auth-me',
  description: 'Current user: token check, user row, roles and employee (4 statements).',
  method: 'GET',
  path: '/api/auth/me',
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl),
  budget: { p95Ms: 10, rpsRatio: 0.6, connections: 10 },
  async floor(ctx, req) {
    const userId = await authenticate(ctx, req);
    if (!userId) throw new Error('unauthenticated');
    return currentUser(ctx, userId);
  },
};

import { DEFAULT_DEMO_PASSWORD, DEMO_STAFF } from '@px/composition';
import { PasswordHasher } from '@px/identity';
import { type AppConfig, SqlClient } from '@px/platform';

/**
 * A production API that is not a demonstration (DEMO_MODE) refuses to start while a demo user can
 * still sign in with a published password: the demo seed's logins are in the README and on every
 * `npm start` screen. Answers the e-mails that can, for the message; none when there are none.
 */
export async function demoLoginsStillOpen(config: AppConfig, sql: SqlClient): Promise<string[]> {
  if (config.nodeEnv !== 'production' || config.demoMode) return [];
  const users = await sql.query<{ email: string; password_hash: string }>(
    'select email, password_hash from app_user where active and lower(email) = any ($1::text[])',
    [DEMO_STAFF.map((person) => person.email.toLowerCase())],
  );
  const hasher = new PasswordHasher();
  const known = [...new Set([DEFAULT_DEMO_PASSWORD, config.demoPassword])];
  const open: string[] = [];
  for (const user of users) {
    for (const password of known) {
      if (await hasher.verify(user.password_hash, password)) {
        open.push(user.email);
        break;
      }
    }
  }
  return open;
}

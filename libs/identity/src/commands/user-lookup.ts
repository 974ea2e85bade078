import { type EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '@px/platform';
import { User } from '../domain/user.entity';

/** Case-insensitive e-mail lookup served by the unique index on lower(email). */
export async function findUserByEmail(em: EntityManager, email: string): Promise<User | null> {
  const [row] = await runSql<{ id: string }>(
    em,
    'select id from app_user where lower(email) = lower($1)',
    [email.trim()],
  );
  return row ? em.findOne(User, row.id) : null;
}

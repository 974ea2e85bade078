import { type EntityManager } from '@mikro-orm/postgresql';
import { runSql } from '@px/platform';
import { defaultServiceTypeRows } from '../domain/first-run-setup';

/**
 * Adds the default service types that are missing (by code); returns how many it added. Shared by
 * first-run setup and the demo seeder.
 */
export async function ensureDefaultServiceTypes(em: EntityManager): Promise<number> {
  const rows = await runSql<{ code: string }>(
    em,
    `insert into service_type (id, code, name, sort_order, duration_minutes, active, created_at,
                              updated_at, version)
     select gen_random_uuid(), d.code, d.name, d.sort_order, d.duration_minutes, true, now(),
            now(), 1
       from jsonb_to_recordset($1::jsonb)
         as d (code text, name text, sort_order int, duration_minutes int)
     on conflict (code) do nothing
     returning code`,
    [JSON.stringify(defaultServiceTypeRows())],
  );
  return rows.length;
}

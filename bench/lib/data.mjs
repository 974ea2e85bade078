// Bench data steps: bulk data that no seed.js option makes (a million customers, …), generated in
// the bench database after the seed and before the API starts. One file per step,
// bench/data/<name>.mjs, whose default export is
//
//   {
//     name: 'customers-vehicles',
//     description: '…',
//     run: async ({ client, log }) => ({ skipped, ms, … }), // client: pg Client on the database
//   }
//
// A step must be idempotent (skip when its data is already there) and set-based (minutes, not
// hours). Scenarios name the steps they need (`data: ['customers-vehicles']`); the run executes the
// union once. A step can also run alone: `DATABASE_URL=… node bench/data/<name>.mjs`.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { BENCH_DIR } from './scenarios.mjs';

export const DATA_DIR = path.join(BENCH_DIR, 'data');

/** The steps named, loaded and checked; an unknown name is an error. */
export async function loadDataSteps(names) {
  const steps = [];
  for (const name of names) {
    const file = path.join(DATA_DIR, `${name}.mjs`);
    if (!fs.existsSync(file))
      throw new Error(`unknown bench data step ${name} (bench/data/${name}.mjs)`);
    const step = (await import(pathToFileURL(file).href)).default;
    if (!step || step.name !== name || typeof step.run !== 'function') {
      throw new Error(`bench/data/${name}.mjs must \`export default { name: '${name}', run }\``);
    }
    steps.push(step);
  }
  return steps;
}

/** The non-primary-key indexes of `tables` (a data step drops them for its load, rebuilds after). */
export async function secondaryIndexes(client, tables) {
  const { rows } = await client.query(
    `select i.relname as name, pg_get_indexdef(x.indexrelid) as definition
       from pg_index x
       join pg_class i on i.oid = x.indexrelid
       join pg_class t on t.oid = x.indrelid
      where t.relname = any ($1) and t.relnamespace = 'public'::regnamespace
        and not x.indisprimary
        and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
    [tables],
  );
  return rows;
}

/** Runs a data step from the command line: `DATABASE_URL=… node bench/data/<name>.mjs`. */
export async function runAlone(step) {
  const { default: pg } = await import('pg');
  if (!process.env.DATABASE_URL) {
    console.error('DATABASE_URL is required');
    process.exit(78);
  }
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await step.run({ client });
  } finally {
    await client.end();
  }
}

/**
 * Inside a data step's transaction: no row triggers (the list versions' deferred ones would queue a
 * million events and forbid the index rebuild) and no foreign-key triggers (the generated rows are
 * consistent by construction). Needs a superuser, which the bench database's owner is.
 */
export async function startBulkLoad(client) {
  await client.query('set local session_replication_role = replica');
}

/** What the triggers skipped would have done: the lists' cached totals are stale now. */
export async function bumpListVersions(client, lists) {
  await client.query('update list_version set version = version + 1 where name = any ($1)', [
    lists,
  ]);
}

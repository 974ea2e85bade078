// BENCH_KEEP_DATA=1: keep the seeded and generated bench database as a template and start later
// runs from a copy of it. Generating a million orders takes minutes; copying the files of the
// finished database takes seconds. The copy is keyed by what generates the data (the seeders and
// permission catalogues, the seed arguments and the data steps' code): a change to any of them
// makes the next run regenerate. Migrations are not part of the key: a run migrates its copy, so
// new migrations run over a million rows as they would over a workshop's data. Only the latest copy
// is kept.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../../scripts/lib/util.mjs';
import { withPgClient } from '../../scripts/lib/provision.mjs';
import { DATA_DIR } from './data.mjs';

const PREFIX = 'px_bench_data_';

/** Every file under `dir` (relative to the repository), sorted; none when it does not exist. */
function filesUnder(dir) {
  const absolute = path.join(ROOT, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath ?? entry.path, entry.name)))
    .sort();
}

/** The inputs that decide what a seeded, generated bench database holds. */
function dataInputs(stepNames) {
  const libs = fs.readdirSync(path.join(ROOT, 'libs'));
  return [
    ...libs.flatMap((lib) => filesUnder(`libs/${lib}/src/seeders`)),
    ...filesUnder('libs/access/src/catalogue'),
    'apps/cli/src/seed.ts',
    'bench/lib/data.mjs',
    ...stepNames.map((name) => path.relative(ROOT, path.join(DATA_DIR, `${name}.mjs`))),
  ];
}

/** The template database for this seed and these data steps. */
export function dataCacheName(seedArgs, stepNames) {
  const hash = createHash('sha1').update(JSON.stringify({ seedArgs, stepNames }));
  for (const file of dataInputs(stepNames)) {
    hash.update(`\u0000${file}\u0000`).update(fs.readFileSync(path.join(ROOT, file)));
  }
  return `${PREFIX}${hash.digest('hex').slice(0, 16)}`;
}

const ident = (name) => `"${name.replace(/"/g, '""')}"`;

/** Creates `database` as a copy of `template` when the template exists; true when it did. */
export async function restoreFromCache(adminUrl, database, template) {
  return withPgClient(adminUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [template]);
    if (found.rowCount === 0) return false;
    // FILE_COPY copies the files after a checkpoint instead of logging every block: seconds for
    // gigabytes.
    await client.query(
      `create database ${ident(database)} template ${ident(template)} strategy file_copy`,
    );
    return true;
  });
}

/** Keeps `database` as the template `template`, dropping older bench templates. */
export async function saveToCache(adminUrl, database, template) {
  await withPgClient(adminUrl, async (client) => {
    const { rows } = await client.query('select datname from pg_database where datname like $1', [
      `${PREFIX}%`,
    ]);
    for (const { datname } of rows) await client.query(`drop database ${ident(datname)}`);
    await client.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    await client.query(
      `create database ${ident(template)} template ${ident(database)} strategy file_copy`,
    );
  });
}

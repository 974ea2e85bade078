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

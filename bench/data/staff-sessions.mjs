// Bench data for issue 22's mixed scenario (bench/scenarios/mixed-sessions.mjs): 500 staff accounts
// who sign in with the demo password, banco.sesion<k>@taller.test, each with the role of the work
// they do at a workshop's counter and in its bays, interleaved by k so that the first N accounts
// keep the mix whatever N a run uses: k mod 10 in 0–3 reception (`recepcion`), 4–8 mechanics
// (`mecanico`, with an employee record: reception assigns them orders, they poll theirs), 9 managers
// (`jefe_taller`, with an employee record, on the dashboard). The password hash is the demo
// mechanic's (argon2id of DEMO_PASSWORD), so logging in costs what it costs a real user. Idempotent:
// skipped when the accounts are there.
//
// Alone: DATABASE_URL=postgres://… node bench/data/staff-sessions.mjs (after seed.js --demo)
import { pathToFileURL } from 'node:url';
import { runAlone } from '../lib/data.mjs';

export const STAFF_ACCOUNTS = 500;
export const STAFF_EMAIL = (k) => `banco.sesion${k}@taller.test`;
const PASSWORD_FROM = 'mecanico1@taller.test';

/** The role (and trade) of account k: 4 in 10 reception, 5 in 10 mechanics, 1 in 10 managers. */
export const STAFF_ROLE_SQL = `case when k % 10 < 4 then 'recepcion' when k % 10 < 9 then 'mecanico'
  else 'jefe_taller' end`;

const INSERT_USERS = `
  insert into app_user (email, password_hash, first_name, last_name)
  select 'banco.sesion' || k || '@taller.test', $1, 'Sesión', 'Banco ' || k
    from generate_series(1, ${STAFF_ACCOUNTS}) k
  on conflict do nothing`;

const INSERT_ROLES = `
  insert into user_role (user_id, role_id)
  select u.id, r.id
    from generate_series(1, ${STAFF_ACCOUNTS}) k
    join app_user u on u.email = 'banco.sesion' || k || '@taller.test'
    join role r on r.name = ${STAFF_ROLE_SQL}
  on conflict do nothing`;

const INSERT_EMPLOYEES = `
  insert into employee (code, first_name, last_name, trade, user_id)
  select 'BS' || lpad(k::text, 3, '0'), 'Sesión', 'Banco ' || k,
         case when k % 10 < 9 then 'mechanic' else 'manager' end, u.id
    from generate_series(1, ${STAFF_ACCOUNTS}) k
    join app_user u on u.email = 'banco.sesion' || k || '@taller.test'
   where k % 10 >= 4`;

async function run({ client, log = console.log }) {
  const {
    rows: [{ existing }],
  } = await client.query(
    `select count(*)::int as existing from app_user where email like 'banco.sesion%@taller.test'`,
  );
  if (existing >= STAFF_ACCOUNTS) {
    log(`staff-sessions: ${existing} accounts already there, skipped`);
    return { skipped: true, accounts: existing, ms: 0 };
  }
  const { rows: demo } = await client.query(
    'select password_hash from app_user where lower(email) = $1',
    [PASSWORD_FROM],
  );
  if (!demo.length) {
    throw new Error(`staff-sessions: ${PASSWORD_FROM} is missing: the step needs seed.js --demo`);
  }
  const started = Date.now();
  await client.query('begin');
  try {
    await client.query(INSERT_USERS, [demo[0].password_hash]);
    await client.query(INSERT_ROLES);
    await client.query(INSERT_EMPLOYEES);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  const ms = Date.now() - started;
  log(`staff-sessions: ${STAFF_ACCOUNTS} accounts in ${ms} ms`);
  return { skipped: false, accounts: STAFF_ACCOUNTS, ms };
}

const dataStep = {
  name: 'staff-sessions',
  description: `${STAFF_ACCOUNTS} staff accounts who sign in (4 in 10 reception, 5 in 10 mechanics, 1 in 10 managers) (issue 22).`,
  run,
};

export default dataStep;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runAlone(dataStep);
}

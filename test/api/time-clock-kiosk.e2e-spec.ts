import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import {
  type EmployeeDetail,
  type KioskClockAnswer,
  type TimeClockAction,
} from '../../libs/contracts/src';
import { EventPublisher } from '../../libs/platform/src';
import { type TestUser, createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';

/**
 * The kiosk (/time-clock?kiosk=1): a shared terminal signed in with an account that holds
 * timeclock.entries.kiosk, where each worker punches with their PIN (POST /api/time-clock/kiosk,
 * /kiosk/identify). Each test that counts wrong PINs uses its own terminal account: the pause is
 * per account and address.
 */
describe('Time clock kiosk (/api/time-clock/kiosk)', () => {
  let api: TestApi;
  let manager: string;
  let kiosk: TestUser;
  let kioskToken: string;
  let mechanicToken: string;
  let roleless: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.getConnection().execute(query, params) as Promise<T>;

  let pinSeed = 0;
  /** A fresh 6-digit PIN of this run (neither a repeat nor a run of digits). */
  const newPin = () => String(481_307 + 7_919 * ++pinSeed);

  /** Sets an employee's PIN at /api/employees, as a manager does; answers the response. */
  async function setPin(employeeId: string, pin: string | null, expected: number) {
    const current = (
      await api.http().get(`/api/employees/${employeeId}`).set(as(manager)).expect(200)
    ).body.data as EmployeeDetail;
    return api
      .http()
      .patch(`/api/employees/${employeeId}`)
      .set(as(manager))
      .send({ version: current.version, kiosk_pin: pin })
      .expect(expected);
  }

  /** A mechanic with an employee record and a kiosk PIN. */
  async function newWorker(firstName = 'Usuario'): Promise<{ user: TestUser; pin: string }> {
    const user = await createTestUser(api.app, { roles: ['mecanico'], employee: true, firstName });
    await sql('update employee set first_name = ? where id = ?', [firstName, user.employeeId]);
    const pin = newPin();
    await setPin(user.employeeId!, pin, 200);
    return { user, pin };
  }

  /** A terminal: an account with the kiosk permission (jefe de taller's default), signed in. */
  async function newTerminal(): Promise<string> {
    const user = await createTestUser(api.app, { roles: ['jefe_taller'] });
    return (await loginAs(api.app, user)).token;
  }

  function identify(token: string, body: object) {
    return api.http().post('/api/time-clock/kiosk/identify').set(as(token)).send(body);
  }

  function punch(token: string, pin: string, action: TimeClockAction | string, key?: string) {
    const request = api
      .http()
      .post('/api/time-clock/kiosk')
      .set(as(token))
      .set('User-Agent', 'Tablet de la entrada');
    if (key) void request.set('Idempotency-Key', key);
    return request.send({ pin, action });
  }

  beforeAll(async () => {
    api = await startTestApi();
    manager = (await loginAs(api.app, await createTestUser(api.app, { roles: ['jefe_taller'] })))
      .token;
    kiosk = await createTestUser(api.app, { roles: ['jefe_taller'] });
    kioskToken = (await loginAs(api.app, kiosk)).token;
    mechanicToken = (
      await loginAs(api.app, await createTestUser(api.app, { roles: ['mecanico'], employee: true }))
    ).token;
    roleless = (await loginAs(api.app, await createTestUser(api.app, { roles: [] }))).token;
  });
  afterAll(() => api.close());

  describe('punching with a PIN', () => {
    it('identifies the worker without punching, then each action punches with source kiosk', async () => {
      const { user, pin } = await newWorker('Rocío');
      const who = await identify(kioskToken, { pin }).expect(200);
      const identified = who.body.data as KioskClockAnswer;
      expect(identified.employee).toEqual({ id: user.employeeId, full_name: 'Rocío Pruebas' });
      expect(identified.status).toMatchObject({
        employee_id: user.employeeId,
        status: 'out',
        job: null,
      });
      const [{ n: none }] = await sql<{ n: number }[]>(
        'select count(*)::int as n from clock_entry where employee_id = ?',
        [user.employeeId],
      );
      expect(none).toBe(0);

      const expected: [TimeClockAction, string][] = [
        ['clock_in', 'working'],
        ['break_start', 'on_break'],
        ['break_end', 'working'],
        ['clock_out', 'out'],
      ];
      for (const [action, status] of expected) {
        const res = await punch(kioskToken, pin, action).expect(200);
        const answer = res.body.data as KioskClockAnswer;
        expect(`${action} → ${answer.status.status}`).toBe(`${action} → ${status}`);
        expect(answer.employee.full_name).toBe('Rocío Pruebas');
      }

      const [entry] = await sql<
        {
          id: string;
          source: string;
          clock_out_source: string;
          user_agent: string;
          clock_out: Date | null;
        }[]
      >(
        'select id, source, clock_out_source, user_agent, clock_out from clock_entry where employee_id = ?',
        [user.employeeId],
      );
      expect(entry).toMatchObject({
        source: 'kiosk',
        clock_out_source: 'kiosk',
        user_agent: 'Tablet de la entrada',
      });
      expect(entry.clock_out).not.toBeNull();
      const breaks = await sql<{ source: string; end_source: string }[]>(
        'select source, end_source from clock_break where clock_entry_id = ?',
        [entry.id],
      );
      expect(breaks).toEqual([{ source: 'kiosk', end_source: 'kiosk' }]);
      // The terminal's account made the punches; the worker is the one whose PIN it was.
      await api.app.get(EventPublisher).drain();
      const events = await sql<{ type: string; actor_id: string; payload: { source: string } }[]>(
        `select type, actor_id, payload from domain_event
          where payload->>'employee_id' = ? order by occurred_at`,
        [user.employeeId],
      );
      expect(events.map((event) => event.type)).toEqual(
        expect.arrayContaining(['ClockedIn', 'BreakStarted', 'BreakEnded', 'ClockedOut']),
      );
      for (const event of events.filter((e) => e.type !== 'EmployeeUpdated')) {
        expect(event).toMatchObject({ actor_id: kiosk.id, payload: { source: 'kiosk' } });
      }
    });

    it('applies the time clock’s rules: a punch that does not apply is a Spanish 409', async () => {
      const { pin } = await newWorker();
      const out = await punch(kioskToken, pin, 'clock_out').expect(409);
      expect(out.body.details).toMatchObject({ code: 'not_clocked_in' });
      expect(out.body.message).toMatch(/entrada/);
      await punch(kioskToken, pin, 'break_end').expect(409);
      await punch(kioskToken, pin, 'clock_in').expect(200);
      const again = await punch(kioskToken, pin, 'clock_in').expect(409);
      expect(again.body.details).toMatchObject({ code: 'already_clocked_in' });
      const notOnBreak = await punch(kioskToken, pin, 'break_end').expect(409);
      expect(notOnBreak.body.details).toMatchObject({ code: 'not_on_break' });
      await punch(kioskToken, pin, 'clock_out').expect(200);
    });

    it('honours Idempotency-Key: the same key twice punches once; for another worker it is a 409', async () => {
      const { user, pin } = await newWorker();
      const other = await newWorker();
      const key = `kiosko-${randomUUID()}`;
      const [first, second] = await Promise.all([
        punch(kioskToken, pin, 'clock_in', key),
        punch(kioskToken, pin, 'clock_in', key),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const [{ n }] = await sql<{ n: number }[]>(
        'select count(*)::int as n from clock_entry where employee_id = ?',
        [user.employeeId],
      );
      expect(n).toBe(1);
      const reused = await punch(kioskToken, other.pin, 'clock_in', key).expect(409);
      expect(reused.body.message).toMatch(/clave de idempotencia/);
    });

    it('answers one "PIN incorrecto." (404) for a PIN nobody has and for one of an employee who left', async () => {
      const terminal = await newTerminal();
      const { user, pin } = await newWorker();
      const wrong = await identify(terminal, { pin: newPin() }).expect(404);
      expect(wrong.body).toMatchObject({ error: 'NOT_FOUND', message: 'PIN incorrecto.' });
      await sql('update employee set active = false where id = ?', [user.employeeId]);
      const left = await punch(terminal, pin, 'clock_in').expect(404);
      expect(left.body.message).toBe('PIN incorrecto.');
      expect(left.body.details ?? null).toEqual(wrong.body.details ?? null);
    });

    it('refuses a malformed body with Spanish field errors (400), without counting an attempt', async () => {
      const terminal = await newTerminal();
      const { pin: right } = await newWorker();
      const missing = await identify(terminal, {}).expect(400);
      expect(missing.body.details).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'pin' })]),
      );
      for (const pin of ['12a4', '123', '1234567', '']) {
        const res = await identify(terminal, { pin }).expect(400);
        expect(res.body.details).toEqual([
          { field: 'pin', code: 'kioskPin', message: 'Escribe tu PIN: de 4 a 6 cifras.' },
        ]);
      }
      const numeric = await identify(terminal, { pin: 4821 }).expect(400);
      expect(numeric.body.details).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: 'pin', code: 'isString' })]),
      );
      const action = await punch(terminal, right, 'lunch').expect(400);
      expect(action.body.details).toEqual([
        expect.objectContaining({ field: 'action', code: 'isIn' }),
      ]);
      expect(action.body.details[0].message).toMatch(/clock_in, break_start, break_end, clock_out/);
      const extra = await api
        .http()
        .post('/api/time-clock/kiosk')
        .set(as(terminal))
        .send({ pin: right, action: 'clock_in', employee_id: randomUUID() })
        .expect(400);
      expect(extra.body.details[0]).toMatchObject({ field: 'employee_id' });
      // Nine refused bodies, and the terminal is not paused: none was a guess.
      await identify(terminal, { pin: right }).expect(200);
    });
  });

  describe('wrong PINs pause the terminal', () => {
    it('after 5 wrong PINs the terminal waits (429 with Retry-After), even for a right PIN', async () => {
      const terminal = await newTerminal();
      const { pin } = await newWorker();
      for (let attempt = 1; attempt <= 5; attempt++) {
        await identify(terminal, { pin: newPin() }).expect(404);
      }
      const paused = await identify(terminal, { pin }).expect(429);
      expect(paused.body).toMatchObject({ error: 'TOO_MANY_REQUESTS', retryable: true });
      expect(paused.body.message).toBe(
        'Demasiados PIN incorrectos en este terminal. Espera 5 minutos antes de volver a intentarlo.',
      );
      const retryAfter = Number(paused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(240);
      expect(retryAfter).toBeLessThanOrEqual(300);
      await punch(terminal, pin, 'clock_in').expect(429);
      // Another terminal (another account) is not paused.
      await identify(kioskToken, { pin }).expect(200);
    });

    it('counts parallel guesses one by one: of 12 at once, 5 are checked and 7 wait', async () => {
      const terminal = await newTerminal();
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => identify(terminal, { pin: newPin() })),
      );
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([...Array(5).fill(404), ...Array(7).fill(429)]);
    });

    it('a right PIN does not count, and does not clear the wrong ones before it', async () => {
      const terminal = await newTerminal();
      const { pin } = await newWorker();
      for (let attempt = 1; attempt <= 4; attempt++) {
        await identify(terminal, { pin: newPin() }).expect(404);
      }
      await identify(terminal, { pin }).expect(200);
      await punch(terminal, pin, 'clock_in').expect(200);
      // A refused punch (409) was a right PIN too.
      await punch(terminal, pin, 'clock_in').expect(409);
      await identify(terminal, { pin: newPin() }).expect(404);
      await identify(terminal, { pin }).expect(429);
    });
  });

  describe('PINs are unique', () => {
    it('refuses a PIN another employee has (409 kiosk_pin_taken on kiosk_pin), naming nobody', async () => {
      const { pin } = await newWorker('Aitana');
      const other = await createTestUser(api.app, { roles: ['mecanico'], employee: true });
      const taken = await setPin(other.employeeId!, pin, 409);
      expect(taken.body.details).toMatchObject({ code: 'kiosk_pin_taken', field: 'kiosk_pin' });
      expect(taken.body.message).toBe('Ese PIN del quiosco ya lo tiene otro empleado: elige otro.');
      expect(JSON.stringify(taken.body)).not.toMatch(/Aitana/);
      const created = await api
        .http()
        .post('/api/employees')
        .set(as(manager))
        .send({ first_name: 'Nuevo', position: 'mecanico', kiosk_pin: pin })
        .expect(409);
      expect(created.body.details).toMatchObject({ code: 'kiosk_pin_taken' });
      // Setting one's own PIN again is no conflict.
      const self = await createTestUser(api.app, { roles: ['mecanico'], employee: true });
      const own = newPin();
      await setPin(self.employeeId!, own, 200);
      await setPin(self.employeeId!, own, 200);
    });

    it('keeps the PIN of an employee who left taken (they keep it if reactivated)', async () => {
      const { user, pin } = await newWorker();
      await sql('update employee set active = false where id = ?', [user.employeeId]);
      const other = await createTestUser(api.app, { roles: ['mecanico'], employee: true });
      await setPin(other.employeeId!, pin, 409);
    });

    it('stores the PIN as an argon2id hash and its lookup bucket only', async () => {
      const { user } = await newWorker();
      const [row] = await sql<{ kiosk_pin_hash: string; kiosk_pin_bucket: number }[]>(
        'select kiosk_pin_hash, kiosk_pin_bucket from employee where id = ?',
        [user.employeeId],
      );
      expect(row.kiosk_pin_hash).toMatch(/^\$argon2id\$/);
      expect(row.kiosk_pin_bucket).toBeGreaterThanOrEqual(0);
      expect(row.kiosk_pin_bucket).toBeLessThan(256);
    });
  });

  describe('access', () => {
    const routes = ['/api/time-clock/kiosk/identify', '/api/time-clock/kiosk'];

    it('answers 401 without a session', async () => {
      for (const path of routes) {
        await api.http().post(path).send({ pin: '482915', action: 'clock_in' }).expect(401);
      }
    });

    it('answers 403 to a role without the kiosk permission (a mechanic, no roles)', async () => {
      for (const token of [mechanicToken, roleless]) {
        for (const path of routes) {
          const res = await api
            .http()
            .post(path)
            .set(as(token))
            .send({ pin: '482915', action: 'clock_in' });
          expect(`${path} → ${res.status}`).toBe(`${path} → 403`);
        }
      }
    });

    it('the catalogue grants the kiosk to the jefe de taller and the administrador by default', async () => {
      const rows = await sql<{ name: string }[]>(
        `select r.name from role r join role_permission rp on rp.role_id = r.id
           join permission p on p.id = rp.permission_id
          where p.name = 'timeclock.entries.kiosk' order by r.name`,
      );
      expect(rows.map((row) => row.name)).toEqual(
        expect.arrayContaining(['administrador', 'jefe_taller']),
      );
      expect(rows.map((row) => row.name)).not.toContain('mecanico');
    });
  });
});

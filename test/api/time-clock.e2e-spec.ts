import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import {
  type ClockCorrectionView,
  type TimeClockEntries,
  type TimeClockStatus,
  type TimesheetMonthView,
} from '../../libs/contracts/src';
import { EventPublisher } from '../../libs/platform/src';
import { isoWeekStart } from '../../libs/workforce/src/domain/clock-periods';
import { localDate, localDayEnd, localDayStart } from '../../libs/workforce/src/domain/local-day';
import { MISSING_ID as MISSING } from './support/fixtures';
import { type TestUser, createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';

const HOUR = 3_600_000;
type Action = 'clock-in' | 'clock-out' | 'break-start' | 'break-end';

describe('Time clock (/api/time-clock)', () => {
  let api: TestApi;
  let worker: TestUser;
  let workerToken: string;
  let otherWorker: TestUser;
  let office: TestUser;
  let officeToken: string;
  let manager: TestUser;
  let managerToken: string;
  let roleless: string;
  let unlinkedMechanic: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.getConnection().execute(query, params) as Promise<T>;

  /** A mechanic with an employee record (they hold timeclock.entries.clock), signed in. */
  async function newWorker(): Promise<{ user: TestUser; token: string }> {
    const user = await createTestUser(api.app, { roles: ['mecanico'], employee: true });
    return { user, token: (await loginAs(api.app, user)).token };
  }

  function punch(token: string, action: Action, body: object = {}, key?: string) {
    const request = api.http().post(`/api/time-clock/${action}`).set(as(token));
    if (key) void request.set('Idempotency-Key', key);
    return request.set('User-Agent', 'PX-Test/1.0 (kiosko taller)').send(body);
  }

  async function status(token: string): Promise<TimeClockStatus> {
    return (await api.http().get('/api/time-clock/status').set(as(token)).expect(200)).body
      .data as TimeClockStatus;
  }

  async function entries(token: string, query: Record<string, string> = {}) {
    return (await api.http().get('/api/time-clock/entries').query(query).set(as(token)).expect(200))
      .body.data as TimeClockEntries;
  }

  /** An entry written straight to the table (past days a test cannot punch). */
  async function insertEntry(
    employeeId: string,
    clockIn: string,
    clockOut: string | null,
    breaks: [string, string | null][] = [],
  ): Promise<string> {
    const id = randomUUID();
    await sql(
      'insert into clock_entry (id, employee_id, clock_in, clock_out) values (?, ?, ?, ?)',
      [id, employeeId, clockIn, clockOut],
    );
    for (const [start, end] of breaks) {
      await sql(
        'insert into clock_break (id, clock_entry_id, start_at, end_at) values (?, ?, ?, ?)',
        [randomUUID(), id, start, end],
      );
    }
    return id;
  }

  async function eventsOf(entryId: string) {
    await api.app.get(EventPublisher).drain();
    return sql<{ type: string; payload: Record<string, unknown>; actor_id: string }[]>(
      'select type, payload, actor_id from domain_event where aggregate_id = ? order by occurred_at',
      [entryId],
    );
  }

  function correct(token: string, entryId: string, body: object) {
    return api
      .http()
      .post(`/api/time-clock/entries/${entryId}/corrections`)
      .set(as(token))
      .send(body);
  }

  beforeAll(async () => {
    api = await startTestApi();
    ({ user: worker, token: workerToken } = await newWorker());
    ({ user: otherWorker } = await newWorker());
    office = await createTestUser(api.app, { roles: ['administracion'] });
    officeToken = (await loginAs(api.app, office)).token;
    manager = await createTestUser(api.app, {
      roles: ['jefe_taller'],
      employee: true,
      firstName: 'Marta',
    });
    managerToken = (await loginAs(api.app, manager)).token;
    roleless = (await loginAs(api.app, await createTestUser(api.app, { roles: [] }))).token;
    unlinkedMechanic = (
      await loginAs(api.app, await createTestUser(api.app, { roles: ['mecanico'] }))
    ).token;
  });
  afterAll(() => api.close());

  describe('punching', () => {
    it('clocks in, takes a break, comes back and clocks out, answering the status each time', async () => {
      const before = await status(workerToken);
      expect(before).toMatchObject({
        employee_id: worker.employeeId,
        status: 'out',
        since: null,
        clocked_in_at: null,
        today: { worked_ms: 0, entries: [] },
        week: { worked_ms: 0 },
      });

      const clockedIn = (await punch(workerToken, 'clock-in').expect(200)).body
        .data as TimeClockStatus;
      expect(clockedIn.status).toBe('working');
      expect(clockedIn.clocked_in_at).not.toBeNull();
      expect(clockedIn.since).toBe(clockedIn.clocked_in_at);
      expect(clockedIn.today.entries).toEqual([
        expect.objectContaining({
          employee_id: worker.employeeId,
          clock_in: clockedIn.clocked_in_at,
          clock_out: null,
          source: 'web',
          corrected: false,
          breaks: [],
        }),
      ]);
      const entryId = clockedIn.today.entries[0].id;

      const onBreak = (await punch(workerToken, 'break-start', { source: 'kiosk' }).expect(200))
        .body.data as TimeClockStatus;
      expect(onBreak.status).toBe('on_break');
      expect(onBreak.clocked_in_at).toBe(clockedIn.clocked_in_at);
      expect(onBreak.since).toBe(onBreak.today.entries[0].breaks[0].start_at);

      const back = (await punch(workerToken, 'break-end', { source: 'mobile' }).expect(200)).body
        .data as TimeClockStatus;
      expect(back.status).toBe('working');
      expect(back.since).toBe(back.today.entries[0].breaks[0].end_at);

      const out = (await punch(workerToken, 'clock-out').expect(200)).body.data as TimeClockStatus;
      expect(out.status).toBe('out');
      expect(out.clocked_in_at).toBeNull();
      const [entry] = out.today.entries;
      expect(out.since).toBe(entry.clock_out);
      expect(entry.breaks).toHaveLength(1);
      const span = Date.parse(entry.clock_out!) - Date.parse(entry.clock_in);
      const pause = Date.parse(entry.breaks[0].end_at!) - Date.parse(entry.breaks[0].start_at);
      expect(entry.break_ms).toBe(pause);
      expect(entry.worked_ms).toBe(span - pause);
      expect(out.today.worked_ms).toBeGreaterThanOrEqual(0);
      expect(out.week.week).toMatch(/^\d{4}-W\d{2}$/);
      expect(out.week.from).toBe(isoWeekStart(out.today.date));

      // Server time, source, address and device of each punch are kept.
      const [row] = await sql<Record<string, unknown>[]>(
        `select source, host(ip) as ip, user_agent, clock_out_source, clock_out_user_agent
           from clock_entry where id = ?`,
        [entryId],
      );
      expect(row).toMatchObject({
        source: 'web',
        user_agent: 'PX-Test/1.0 (kiosko taller)',
        clock_out_source: 'web',
        clock_out_user_agent: 'PX-Test/1.0 (kiosko taller)',
      });
      expect(row.ip).toMatch(/127\.0\.0\.1|::1/);
      const [pauseRow] = await sql<Record<string, unknown>[]>(
        'select source, end_source from clock_break where clock_entry_id = ?',
        [entryId],
      );
      expect(pauseRow).toEqual({ source: 'kiosk', end_source: 'mobile' });

      const events = await eventsOf(entryId);
      expect(events.map((event) => event.type)).toEqual([
        'ClockedIn',
        'BreakStarted',
        'BreakEnded',
        'ClockedOut',
      ]);
      expect(events[0]).toMatchObject({
        actor_id: worker.id,
        payload: { employee_id: worker.employeeId, entry_id: entryId, source: 'web' },
      });
      expect(events[1].payload).toMatchObject({ source: 'kiosk', break_id: expect.any(String) });
    });

    it('refuses the button that does not apply with a Spanish 409 and its code', async () => {
      const { token } = await newWorker();
      const refused = async (action: Action, code: string, message: RegExp) => {
        const res = await punch(token, action).expect(409);
        expect(res.body.details).toMatchObject({ code });
        expect(res.body.message).toMatch(message);
      };
      await refused('clock-out', 'not_clocked_in', /No has fichado la entrada/);
      await refused('break-start', 'not_clocked_in', /No has fichado la entrada/);
      await refused('break-end', 'not_clocked_in', /No has fichado la entrada/);
      await punch(token, 'clock-in').expect(200);
      await refused('clock-in', 'already_clocked_in', /Ya has fichado la entrada/);
      await refused('break-end', 'not_on_break', /No estás en pausa/);
      await punch(token, 'break-start').expect(200);
      await refused('break-start', 'already_on_break', /Ya estás en pausa/);
      expect((await status(token)).status).toBe('on_break');
    });

    it('clocking out from a break ends the break at the same instant', async () => {
      const { token, user } = await newWorker();
      await punch(token, 'clock-in').expect(200);
      await punch(token, 'break-start').expect(200);
      const out = (await punch(token, 'clock-out').expect(200)).body.data as TimeClockStatus;
      expect(out.status).toBe('out');
      const [entry] = out.today.entries;
      expect(entry.breaks[0].end_at).toBe(entry.clock_out);
      const events = await eventsOf(entry.id);
      expect(events.map((event) => event.type).sort()).toEqual([
        'BreakEnded',
        'BreakStarted',
        'ClockedIn',
        'ClockedOut',
      ]);
      expect(events.find((event) => event.type === 'BreakEnded')?.payload).toMatchObject({
        by_clock_out: true,
        employee_id: user.employeeId,
      });
    });

    it('20 parallel clock-ins of one worker create exactly one entry', async () => {
      const { token, user } = await newWorker();
      const answers = await Promise.all(Array.from({ length: 20 }, () => punch(token, 'clock-in')));
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses.filter((code) => code === 200)).toHaveLength(1);
      expect(statuses.filter((code) => code === 409)).toHaveLength(19);
      for (const res of answers.filter((answer) => answer.status === 409)) {
        expect(res.body.details).toMatchObject({ code: 'already_clocked_in' });
      }
      const [{ n }] = await sql<{ n: number }[]>(
        'select count(*)::int as n from clock_entry where employee_id = ?',
        [user.employeeId],
      );
      expect(n).toBe(1);
    });

    it('honours Idempotency-Key: the same key twice punches once, with other data it is a 409', async () => {
      const { token, user } = await newWorker();
      const key = `fichar-${randomUUID()}`;
      const [first, second] = await Promise.all([
        punch(token, 'clock-in', {}, key),
        punch(token, 'clock-in', {}, key),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body.data.status).toBe('working');
      expect(second.body.data.clocked_in_at).toBe(first.body.data.clocked_in_at);
      const [{ n }] = await sql<{ n: number }[]>(
        'select count(*)::int as n from clock_entry where employee_id = ?',
        [user.employeeId],
      );
      expect(n).toBe(1);
      const reused = await punch(token, 'clock-out', {}, key).expect(409);
      expect(reused.body.message).toMatch(/clave de idempotencia/);
      await punch(token, 'clock-out', {}, `salir-${randomUUID()}`).expect(200);
      const long = await punch(token, 'clock-in', {}, 'x'.repeat(201)).expect(400);
      expect(long.body.details[0]).toMatchObject({ field: 'Idempotency-Key' });
    });

    it('tells a user without an employee record why they cannot punch (409 no_employee)', async () => {
      for (const res of [
        await punch(unlinkedMechanic, 'clock-in').expect(409),
        await api.http().get('/api/time-clock/status').set(as(unlinkedMechanic)).expect(409),
        await api.http().get('/api/time-clock/entries').set(as(unlinkedMechanic)).expect(409),
      ]) {
        expect(res.body.details).toMatchObject({ code: 'no_employee' });
        expect(res.body.message).toMatch(/no está vinculado a ninguna ficha de empleado/);
      }
    });

    it('refuses an employee who left (409 employee_inactive)', async () => {
      const { token, user } = await newWorker();
      await sql('update employee set active = false where id = ?', [user.employeeId]);
      const res = await punch(token, 'clock-in').expect(409);
      expect(res.body.details).toMatchObject({ code: 'employee_inactive' });
    });

    it('refuses a bad body with Spanish field errors (400)', async () => {
      const res = await punch(workerToken, 'clock-in', { source: 'fax', hora: '08:00' }).expect(
        400,
      );
      expect(res.body.details.map((detail: { field: string }) => detail.field).sort()).toEqual([
        'hora',
        'source',
      ]);
      expect(res.body.details.find((d: { field: string }) => d.field === 'source').message).toMatch(
        /debe ser uno de: web, kiosk, mobile/,
      );
      // The automatic closing is the system's, never a client's.
      await punch(workerToken, 'clock-in', { source: 'auto' }).expect(400);
    });
  });

  describe('the status of the day and the week', () => {
    it('counts the part of each entry inside today and inside this ISO week, and since when out', async () => {
      const { token, user } = await newWorker();
      const now = Date.now();
      const from = new Date(now - 3 * HOUR);
      const to = new Date(now - 1 * HOUR);
      const pause = [new Date(now - 2.5 * HOUR), new Date(now - 2 * HOUR)];
      await insertEntry(user.employeeId!, from.toISOString(), to.toISOString(), [
        [pause[0].toISOString(), pause[1].toISOString()],
      ]);
      const answer = await status(token);
      const today = localDate(new Date(answer.server_time));
      const overlap = (start: number, end: number, rangeStart: Date, rangeEnd: Date) =>
        Math.max(0, Math.min(end, rangeEnd.getTime()) - Math.max(start, rangeStart.getTime()));
      const worked = (rangeStart: Date, rangeEnd: Date) =>
        overlap(from.getTime(), pause[0].getTime(), rangeStart, rangeEnd) +
        overlap(pause[1].getTime(), to.getTime(), rangeStart, rangeEnd);
      expect(answer).toMatchObject({
        status: 'out',
        since: to.toISOString(),
        clocked_in_at: null,
        today: {
          date: today,
          worked_ms: worked(localDayStart(today), localDayEnd(today)),
        },
        week: {
          from: isoWeekStart(today),
          worked_ms: worked(localDayStart(isoWeekStart(today)), localDayEnd(today)),
        },
      });
      if (from >= localDayStart(today)) {
        expect(answer.today.entries).toHaveLength(1);
        expect(answer.today.entries[0]).toMatchObject({
          worked_ms: 1.5 * HOUR,
          break_ms: 0.5 * HOUR,
        });
      }
    });

    it('is working since the clock-in of an entry left open on an earlier day', async () => {
      const { token, user } = await newWorker();
      const clockIn = '2025-06-02T06:00:00.000Z';
      await insertEntry(user.employeeId!, clockIn, null);
      const answer = await status(token);
      expect(answer).toMatchObject({ status: 'working', since: clockIn, clocked_in_at: clockIn });
      expect(answer.today.worked_ms).toBeGreaterThan(0);
    });
  });

  describe('entries', () => {
    it('shows a worker their own days with breaks and totals; someone else’s only with entries.read', async () => {
      // 10 January 2025 (CET): 08:00–16:30 with a 30-minute break, and a night 22:00–06:00.
      const day = await insertEntry(
        worker.employeeId!,
        '2025-01-10T07:00:00Z',
        '2025-01-10T15:30:00Z',
        [['2025-01-10T11:00:00Z', '2025-01-10T11:30:00Z']],
      );
      const night = await insertEntry(
        worker.employeeId!,
        '2025-01-10T21:00:00Z',
        '2025-01-11T05:00:00Z',
      );
      const own = await entries(workerToken, { from: '2025-01-10', to: '2025-01-10' });
      expect(own).toMatchObject({
        employee_id: worker.employeeId,
        from: '2025-01-10',
        to: '2025-01-10',
        worked_ms: 8 * HOUR + 2 * HOUR, // the day, and the night's part before midnight
      });
      expect(own.entries.map((entry) => entry.id)).toEqual([day, night]);
      expect(own.entries[0]).toMatchObject({
        clock_in: '2025-01-10T07:00:00.000Z',
        clock_out: '2025-01-10T15:30:00.000Z',
        breaks: [
          {
            id: expect.any(String),
            start_at: '2025-01-10T11:00:00.000Z',
            end_at: '2025-01-10T11:30:00.000Z',
          },
        ],
        break_ms: 0.5 * HOUR,
        worked_ms: 8 * HOUR,
        corrected: false,
        correction_count: 0,
        employee_name: 'Usuario Pruebas',
      });
      expect((await entries(workerToken, { from: '2025-01-11', to: '2025-01-11' })).worked_ms).toBe(
        6 * HOUR,
      );
      expect(
        (
          await entries(workerToken, {
            employee_id: worker.employeeId!,
            from: '2025-01-01',
            to: '2025-01-31',
          })
        ).entries,
      ).toHaveLength(2);

      const forbidden = await api
        .http()
        .get('/api/time-clock/entries')
        .query({ employee_id: otherWorker.employeeId })
        .set(as(workerToken))
        .expect(403);
      expect(forbidden.body.message).toMatch(/Solo puedes ver tus propios fichajes/);

      const theirs = await entries(officeToken, {
        employee_id: worker.employeeId!,
        from: '2025-01-10',
        to: '2025-01-11',
      });
      expect(theirs.entries.map((entry) => entry.id)).toEqual([day, night]);
      const everyone = await entries(officeToken, { from: '2025-01-10', to: '2025-01-10' });
      expect(everyone.employee_id).toBeNull();
      expect(everyone.entries.map((entry) => entry.id)).toEqual(
        expect.arrayContaining([day, night]),
      );
    });

    it('refuses bad filters with Spanish field errors (400)', async () => {
      const bad = await api
        .http()
        .get('/api/time-clock/entries')
        .query({ employee_id: 'yo', from: '2025-02-30' })
        .set(as(officeToken))
        .expect(400);
      expect(bad.body.details.map((detail: { field: string }) => detail.field)).toEqual([
        'employee_id',
      ]);
      const dates = await api
        .http()
        .get('/api/time-clock/entries')
        .query({ from: '2025-02-30', to: 'mañana' })
        .set(as(workerToken))
        .expect(400);
      expect(dates.body.details.map((detail: { field: string }) => detail.field)).toEqual([
        'from',
        'to',
      ]);
      const backwards = await api
        .http()
        .get('/api/time-clock/entries')
        .query({ from: '2025-03-10', to: '2025-03-01' })
        .set(as(workerToken))
        .expect(400);
      expect(backwards.body.details[0]).toMatchObject({ field: 'to', code: 'dateOrder' });
      const long = await api
        .http()
        .get('/api/time-clock/entries')
        .query({ from: '2024-01-01', to: '2025-03-01' })
        .set(as(workerToken))
        .expect(400);
      expect(long.body.details[0].message).toMatch(/366 días/);
    });
  });

  describe('corrections', () => {
    it('appends before/after, reason and author, changes the entry, and the worker sees the trail', async () => {
      const { user, token } = await newWorker();
      // Forgot to clock out on 3 February 2025, with a break left running.
      const entryId = await insertEntry(user.employeeId!, '2025-02-03T07:00:00Z', null, [
        ['2025-02-03T11:00:00Z', null],
      ]);
      const res = await correct(managerToken, entryId, {
        clock_in: '2025-02-03T08:00:00+01:00',
        clock_out: '2025-02-03T16:00:00+01:00',
        reason: '  Olvidó fichar la salida; confirmado con él.  ',
      }).expect(201);
      const correction = res.body.data as ClockCorrectionView;
      expect(correction).toEqual({
        id: expect.any(String),
        clock_entry_id: entryId,
        employee_id: user.employeeId,
        employee_name: 'Usuario Pruebas',
        before: { clock_in: '2025-02-03T07:00:00.000Z', clock_out: null },
        after: { clock_in: '2025-02-03T07:00:00.000Z', clock_out: '2025-02-03T15:00:00.000Z' },
        reason: 'Olvidó fichar la salida; confirmado con él.',
        author_user_id: manager.id,
        author_name: 'Usuario Pruebas',
        created_at: expect.any(String),
      });

      const day = await entries(token, { from: '2025-02-03', to: '2025-02-03' });
      expect(day.entries).toEqual([
        expect.objectContaining({
          id: entryId,
          clock_out: '2025-02-03T15:00:00.000Z',
          corrected: true,
          correction_count: 1,
          // The running break ends when the entry does.
          breaks: [expect.objectContaining({ end_at: '2025-02-03T15:00:00.000Z' })],
          worked_ms: 4 * HOUR,
        }),
      ]);
      expect((await status(token)).status).toBe('out');

      // A second correction by the office (no employee record: no author name).
      const second = (
        await correct(officeToken, entryId, {
          clock_in: '2025-02-03T07:30:00Z',
          clock_out: '2025-02-03T15:00:00Z',
          reason: 'Entrada según el parte firmado.',
        }).expect(201)
      ).body.data as ClockCorrectionView;
      expect(second).toMatchObject({
        before: { clock_in: '2025-02-03T07:00:00.000Z', clock_out: '2025-02-03T15:00:00.000Z' },
        after: { clock_in: '2025-02-03T07:30:00.000Z', clock_out: '2025-02-03T15:00:00.000Z' },
        author_user_id: office.id,
        author_name: null,
      });

      const trail = (await api.http().get('/api/time-clock/corrections').set(as(token)).expect(200))
        .body.data as ClockCorrectionView[];
      expect(trail.map((item) => item.id)).toEqual([second.id, correction.id]);
      const byEntry = (
        await api
          .http()
          .get('/api/time-clock/corrections')
          .query({ clock_entry_id: entryId })
          .set(as(officeToken))
          .expect(200)
      ).body.data as ClockCorrectionView[];
      expect(byEntry).toHaveLength(2);
      const officeView = (
        await api
          .http()
          .get('/api/time-clock/corrections')
          .query({ employee_id: user.employeeId })
          .set(as(officeToken))
          .expect(200)
      ).body.data as ClockCorrectionView[];
      expect(officeView.map((item) => item.id)).toEqual([second.id, correction.id]);
      await api
        .http()
        .get('/api/time-clock/corrections')
        .query({ employee_id: user.employeeId })
        .set(as(workerToken))
        .expect(403);

      const events = await eventsOf(entryId);
      expect(events.map((event) => event.type)).toEqual([
        'TimeEntryCorrected',
        'TimeEntryCorrected',
      ]);
      expect(events[0]).toMatchObject({
        actor_id: manager.id,
        payload: {
          entry_id: entryId,
          correction_id: correction.id,
          reason: 'Olvidó fichar la salida; confirmado con él.',
          after: correction.after,
        },
      });
    });

    it('refuses an implausible correction with the rule’s Spanish field errors (400)', async () => {
      const entryId = await insertEntry(
        worker.employeeId!,
        '2025-02-05T07:00:00Z',
        '2025-02-05T15:00:00Z',
      );
      const empty = await correct(managerToken, entryId, {}).expect(400);
      expect(empty.body.details).toEqual([
        { field: 'clock_in', code: 'isDate', message: 'Indica una hora de entrada válida.' },
        { field: 'clock_out', code: 'isDate', message: 'Indica una hora de salida válida.' },
        { field: 'reason', code: 'required', message: 'Indica el motivo de la corrección.' },
      ]);
      const crossed = await correct(managerToken, entryId, {
        clock_in: '2025-02-05T15:00:00Z',
        clock_out: '2025-02-05T07:00:00Z',
        reason: 'no',
      }).expect(400);
      expect(crossed.body.details.map((d: { code: string }) => d.code)).toEqual([
        'dateOrder',
        'minLength',
      ]);
      const future = new Date(Date.now() + 2 * HOUR).toISOString();
      const ahead = await correct(managerToken, entryId, {
        clock_in: '2025-02-05T07:00:00Z',
        clock_out: future,
        reason: 'Corrección al futuro',
      }).expect(400);
      expect(ahead.body.details[0]).toMatchObject({ field: 'clock_out', code: 'notFuture' });
      const zoneless = await correct(managerToken, entryId, {
        clock_in: '2025-02-05T08:00:00',
        clock_out: '2025-02-05T16:00:00Z',
        reason: 'Sin zona horaria',
      }).expect(400);
      expect(zoneless.body.details[0]).toMatchObject({ field: 'clock_in', code: 'isDate' });
      const typed = await correct(managerToken, entryId, {
        clock_in: 8,
        clock_out: '2025-02-05T16:00:00Z',
        reason: 'Tipo incorrecto',
        extra: true,
      }).expect(400);
      expect(
        [...new Set(typed.body.details.map((d: { field: string }) => d.field))].sort(),
      ).toEqual(['clock_in', 'extra']);
      const [{ n }] = await sql<{ n: number }[]>(
        'select count(*)::int as n from clock_correction where clock_entry_id = ?',
        [entryId],
      );
      expect(n).toBe(0);
    });

    it('answers 404 for a missing entry and 400 for a malformed id', async () => {
      const body = {
        clock_in: '2025-02-05T07:00:00Z',
        clock_out: '2025-02-05T15:00:00Z',
        reason: 'No existe el fichaje',
      };
      const missing = await correct(managerToken, MISSING, body).expect(404);
      expect(missing.body.message).toBe('El fichaje no existe.');
      await correct(managerToken, 'no-es-un-id', body).expect(400);
    });

    it('refuses a correction that would overlap another entry (409 overlap)', async () => {
      const { user } = await newWorker();
      await insertEntry(user.employeeId!, '2025-02-04T07:00:00Z', '2025-02-04T11:00:00Z');
      const afternoon = await insertEntry(
        user.employeeId!,
        '2025-02-04T12:00:00Z',
        '2025-02-04T16:00:00Z',
      );
      const res = await correct(managerToken, afternoon, {
        clock_in: '2025-02-04T10:00:00Z',
        clock_out: '2025-02-04T16:00:00Z',
        reason: 'Entrada adelantada',
      }).expect(409);
      expect(res.body.details).toMatchObject({ code: 'overlap' });
      const [{ n }] = await sql<{ n: number }[]>(
        'select count(*)::int as n from clock_correction where clock_entry_id = ?',
        [afternoon],
      );
      expect(n).toBe(0);
    });

    it('refuses a closed month until it is reopened (409 month_closed)', async () => {
      const { user } = await newWorker();
      const march = await insertEntry(
        user.employeeId!,
        '2025-03-12T07:00:00Z',
        '2025-03-12T15:00:00Z',
      );
      const april = await insertEntry(
        user.employeeId!,
        '2025-04-01T07:00:00Z',
        '2025-04-01T15:00:00Z',
      );
      const closed = (
        await api
          .http()
          .post('/api/time-clock/months/2025-03/close')
          .set(as(officeToken))
          .expect(200)
      ).body.data as TimesheetMonthView;
      expect(closed).toMatchObject({ month: '2025-03', closed: true, closed_by: office.id });
      // Closing it again changes nothing.
      await api
        .http()
        .post('/api/time-clock/months/2025-03/close')
        .set(as(officeToken))
        .expect(200);

      const refused = await correct(managerToken, march, {
        clock_in: '2025-03-12T07:30:00Z',
        clock_out: '2025-03-12T15:00:00Z',
        reason: 'Llegó más tarde',
      }).expect(409);
      expect(refused.body.details).toMatchObject({ code: 'month_closed', month: '2025-03' });
      expect(refused.body.message).toBe(
        'El mes de marzo de 2025 está cerrado; reábrelo para corregirlo.',
      );
      // Moving an April entry into the closed March is refused too (23:30 on 31 March in Madrid).
      const into = await correct(managerToken, april, {
        clock_in: '2025-03-31T21:30:00Z',
        clock_out: '2025-04-01T05:00:00Z',
        reason: 'Turno de noche',
      }).expect(409);
      expect(into.body.details).toMatchObject({ code: 'month_closed' });

      const months = (
        await api.http().get('/api/time-clock/months').set(as(officeToken)).expect(200)
      ).body.data as TimesheetMonthView[];
      expect(months).toContainEqual(expect.objectContaining({ month: '2025-03', closed: true }));

      const reopened = (
        await api
          .http()
          .post('/api/time-clock/months/2025-03/reopen')
          .set(as(officeToken))
          .expect(200)
      ).body.data as TimesheetMonthView;
      expect(reopened).toMatchObject({ month: '2025-03', closed: false, reopened_by: office.id });
      await correct(managerToken, march, {
        clock_in: '2025-03-12T07:30:00Z',
        clock_out: '2025-03-12T15:00:00Z',
        reason: 'Llegó más tarde',
      }).expect(201);
      const again = await api
        .http()
        .post('/api/time-clock/months/2025-03/reopen')
        .set(as(officeToken))
        .expect(409);
      expect(again.body.details).toMatchObject({ code: 'month_not_closed' });
      // One MonthClosed (the second close changed nothing) and one MonthReopened, through the outbox.
      await api.app.get(EventPublisher).drain();
      const monthEvents = await sql<{ type: string; payload: object; actor_id: string }[]>(
        `select type, payload, actor_id from domain_event
          where aggregate_type = 'timesheet_month' and payload ->> 'month' = '2025-03'
          order by occurred_at`,
      );
      expect(monthEvents).toEqual([
        {
          type: 'MonthClosed',
          payload: { month: '2025-03', user_id: office.id },
          actor_id: office.id,
        },
        {
          type: 'MonthReopened',
          payload: { month: '2025-03', user_id: office.id },
          actor_id: office.id,
        },
      ]);

      await api
        .http()
        .post('/api/time-clock/months/2999-01/close')
        .set(as(officeToken))
        .expect(400);
      const bad = await api
        .http()
        .post('/api/time-clock/months/2025-13/close')
        .set(as(officeToken))
        .expect(400);
      expect(bad.body.details[0]).toMatchObject({ field: 'month' });
    });
  });

  describe('access', () => {
    const routes: [string, string][] = [
      ['get', '/api/time-clock/status'],
      ['post', '/api/time-clock/clock-in'],
      ['post', '/api/time-clock/clock-out'],
      ['post', '/api/time-clock/break-start'],
      ['post', '/api/time-clock/break-end'],
      ['get', '/api/time-clock/entries'],
      ['get', '/api/time-clock/corrections'],
      ['post', `/api/time-clock/entries/${MISSING}/corrections`],
      ['get', '/api/time-clock/months'],
      ['post', '/api/time-clock/months/2025-01/close'],
      ['post', '/api/time-clock/months/2025-01/reopen'],
    ];

    it('answers 401 without a session on every route', async () => {
      for (const [method, path] of routes) {
        await api.http()[method as 'get'](path).send({}).expect(401);
      }
    });

    it('answers 403 to an account without the time clock’s permissions on every route', async () => {
      for (const [method, path] of routes) {
        const res = await api.http()[method as 'get'](path).set(as(roleless)).send({});
        expect(`${method} ${path} → ${res.status}`).toBe(`${method} ${path} → 403`);
      }
    });

    it('lets a mechanic punch and read their own, but not correct or close months (403)', async () => {
      await correct(workerToken, MISSING, {
        clock_in: '2025-02-05T07:00:00Z',
        clock_out: '2025-02-05T15:00:00Z',
        reason: 'Me corrijo a mí mismo',
      }).expect(403);
      await api.http().get('/api/time-clock/months').set(as(workerToken)).expect(403);
      await api
        .http()
        .post('/api/time-clock/months/2025-01/close')
        .set(as(workerToken))
        .expect(403);
    });

    it('the office reads everyone’s entries and, like every employee, clocks only its own', async () => {
      await api.http().get('/api/time-clock/entries').set(as(officeToken)).expect(200);
      // The office account of this test has no employee record: nothing of its own to punch.
      const refused = await punch(officeToken, 'clock-in').expect(409);
      expect(refused.body.details).toMatchObject({ code: 'no_employee' });
    });
  });

  describe('the register in the database', () => {
    let employeeId: string;
    let closedEntry: string;
    beforeAll(async () => {
      employeeId = (await newWorker()).user.employeeId!;
      closedEntry = await insertEntry(employeeId, '2025-05-05T07:00:00Z', '2025-05-05T15:00:00Z', [
        ['2025-05-05T10:00:00Z', '2025-05-05T10:15:00Z'],
      ]);
    });

    it('refuses an overlapping entry and a second open one written straight in SQL', async () => {
      await expect(
        insertEntry(employeeId, '2025-05-05T14:00:00Z', '2025-05-05T18:00:00Z'),
      ).rejects.toThrow(/clock_entry_no_overlap/);
      await insertEntry(employeeId, '2025-05-05T15:00:00Z', '2025-05-05T16:00:00Z'); // touching is fine
      await insertEntry(employeeId, '2025-05-06T07:00:00Z', null);
      // An open entry runs to infinity: nothing may start after it, open or not.
      await expect(insertEntry(employeeId, '2025-05-07T07:00:00Z', null)).rejects.toThrow(
        /clock_entry_one_open|clock_entry_no_overlap/,
      );
      await expect(
        insertEntry(employeeId, '2025-05-07T07:00:00Z', '2025-05-07T08:00:00Z'),
      ).rejects.toThrow(/clock_entry_no_overlap/);
    });

    it('refuses DELETE and TRUNCATE of every register table', async () => {
      await expect(sql('delete from clock_entry where id = ?', [closedEntry])).rejects.toThrow(
        /se conservan/,
      );
      await expect(
        sql('delete from clock_break where clock_entry_id = ?', [closedEntry]),
      ).rejects.toThrow(/se conservan/);
      await expect(sql('delete from clock_correction')).rejects.toThrow(/se conservan/);
      await expect(sql('truncate clock_correction')).rejects.toThrow(/se conservan/);
      await expect(sql('truncate clock_entry cascade')).rejects.toThrow(/se conservan/);
      const [{ n }] = await sql<{ n: number }[]>(
        'select count(*)::int as n from clock_entry where id = ?',
        [closedEntry],
      );
      expect(n).toBe(1);
    });

    it('refuses a direct UPDATE of an entry, a break or a correction', async () => {
      await expect(
        sql(`update clock_entry set clock_in = '2025-05-05T06:00:00Z' where id = ?`, [closedEntry]),
      ).rejects.toThrow(/solo se modifica mediante una corrección registrada/);
      await expect(
        sql(`update clock_entry set clock_out = '2025-05-05T16:00:00Z' where id = ?`, [
          closedEntry,
        ]),
      ).rejects.toThrow(/corrección registrada/);
      await expect(
        sql(`update clock_break set start_at = '2025-05-05T09:00:00Z' where clock_entry_id = ?`, [
          closedEntry,
        ]),
      ).rejects.toThrow(/solo puede cerrarse/);
      await expect(sql(`update clock_correction set reason = 'otra'`)).rejects.toThrow(
        /no se modifican/,
      );
    });

    it('lets an update through only with a matching correction written in the same transaction', async () => {
      const orm = api.app.get(MikroORM);
      const inTransaction = (
        work: (run: (q: string, p?: unknown[]) => Promise<unknown>) => Promise<void>,
      ) =>
        orm.em.fork().transactional(async (em) => {
          const run = (query: string, params: unknown[] = []) =>
            (em as EntityManager).execute(query, params);
          await work(run);
        });
      const after = { clock_in: '2025-05-05T06:30:00.000Z', clock_out: '2025-05-05T15:00:00.000Z' };
      // The setting alone is not enough.
      await expect(
        inTransaction(async (run) => {
          await run(`select set_config('px.clock_correction', ?, true)`, [randomUUID()]);
          await run('update clock_entry set clock_in = ? where id = ?', [
            after.clock_in,
            closedEntry,
          ]);
        }),
      ).rejects.toThrow(/corrección registrada/);
      // A correction whose «after» is not what the update writes is not enough either.
      await expect(
        inTransaction(async (run) => {
          const id = randomUUID();
          await run(
            `insert into clock_correction (id, clock_entry_id, employee_id, before, after, reason, author_user_id)
             values (?, ?, ?, '{}', ?::jsonb, 'Prueba', ?)`,
            [id, closedEntry, employeeId, JSON.stringify(after), worker.id],
          );
          await run(`select set_config('px.clock_correction', ?, true)`, [id]);
          await run('update clock_entry set clock_in = ? where id = ?', [
            '2025-05-05T05:00:00Z',
            closedEntry,
          ]);
        }),
      ).rejects.toThrow(/corrección registrada/);
      // The correction path: the row, the setting, then exactly its «after».
      await inTransaction(async (run) => {
        const id = randomUUID();
        await run(
          `insert into clock_correction (id, clock_entry_id, employee_id, before, after, reason, author_user_id)
           values (?, ?, ?, '{}', ?::jsonb, 'Prueba', ?)`,
          [id, closedEntry, employeeId, JSON.stringify(after), worker.id],
        );
        await run(`select set_config('px.clock_correction', ?, true)`, [id]);
        await run('update clock_entry set clock_in = ? where id = ?', [
          after.clock_in,
          closedEntry,
        ]);
      });
      const [row] = await sql<{ clock_in: Date }[]>(
        'select clock_in from clock_entry where id = ?',
        [closedEntry],
      );
      expect(new Date(row.clock_in).toISOString()).toBe(after.clock_in);
      // Outside that transaction the setting is gone.
      await expect(
        sql(`update clock_entry set clock_in = ? where id = ?`, [after.clock_in, closedEntry]),
      ).rejects.toThrow(/corrección registrada/);
    });

    it('lets an open entry be closed once (the clock-out, or the system closing it), nothing more', async () => {
      const { user } = await newWorker();
      const open = await insertEntry(user.employeeId!, '2025-05-08T07:00:00Z', null);
      // The system's closing sets the flag and when it closed (Migration20261126160000).
      await sql(
        `update clock_entry set clock_out = '2025-05-08T15:00:00Z', clock_out_source = 'auto', auto_closed = true,
                auto_closed_at = now()
          where id = ?`,
        [open],
      );
      await expect(
        sql(`update clock_entry set clock_out = '2025-05-08T16:00:00Z' where id = ?`, [open]),
      ).rejects.toThrow(/corrección registrada/);
      // Closing an open entry may not move its clock-in too.
      const another = await insertEntry(user.employeeId!, '2025-05-09T07:00:00Z', null);
      await expect(
        sql(
          `update clock_entry set clock_out = '2025-05-09T15:00:00Z', clock_in = '2025-05-09T06:00:00Z'
            where id = ?`,
          [another],
        ),
      ).rejects.toThrow(/corrección registrada/);
    });
  });
});

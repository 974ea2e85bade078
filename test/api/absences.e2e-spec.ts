import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import {
  type AbsenceCalendarView,
  type AbsenceView,
  type Paginated,
  type VacationBalanceView,
} from '../../libs/contracts/src';
import { EventPublisher } from '../../libs/platform/src';
import { holidaysOfYear } from '../../libs/workforce/src/domain/holiday-calendar';
import { addDays, isoWeekday, localDate } from '../../libs/workforce/src/domain/local-day';
import { MISSING_ID as MISSING } from './support/fixtures';
import { type TestUser, createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';

/** Next year: every date below is in the future, so no backdating limit applies. */
const YEAR = Number(localDate(new Date()).slice(0, 4)) + 1;

/** The first Monday on or after `date`. */
function mondayFrom(date: string): string {
  let day = date;
  while (isoWeekday(day) !== 1) day = addDays(day, 1);
  return day;
}

/** Madrid's public holidays of next year between two dates (the workshop's default region). */
const holidaysBetween = (from: string, to: string) =>
  holidaysOfYear(YEAR, 'MD').filter((holiday) => holiday.date >= from && holiday.date <= to);

interface Worker {
  user: TestUser;
  token: string;
  employeeId: string;
}

describe('Absences (/api/absences)', () => {
  let api: TestApi;
  let worker: Worker;
  let otherWorker: Worker;
  let manager: Worker;
  let office: Worker;
  let roleless: string;
  let unlinkedMechanic: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.getConnection().execute(query, params) as Promise<T>;

  async function newEmployee(roles: string[], firstName = 'Usuario'): Promise<Worker> {
    const user = await createTestUser(api.app, { roles, employee: true, firstName });
    await sql('update employee set first_name = ? where id = ?', [firstName, user.employeeId]);
    return { user, token: (await loginAs(api.app, user)).token, employeeId: user.employeeId! };
  }

  function request(token: string, body: object) {
    return api.http().post('/api/absences').set(as(token)).send(body);
  }

  function decide(token: string, id: string, action: 'approve' | 'reject' | 'cancel', body = {}) {
    return api.http().post(`/api/absences/${id}/${action}`).set(as(token)).send(body);
  }

  async function list(token: string, query: Record<string, string> = {}) {
    return (await api.http().get('/api/absences').query(query).set(as(token)).expect(200)).body
      .data as Paginated<AbsenceView>;
  }

  async function balance(token: string, query: Record<string, string> = {}) {
    const res = await api
      .http()
      .get('/api/absences/balance')
      .query({ year: String(YEAR), ...query })
      .set(as(token))
      .expect(200);
    return res.body.data as VacationBalanceView;
  }

  /** The outbox delivered (subscribers ran): the notifications of one request. */
  async function notificationsOf(absenceId: string) {
    await api.app.get(EventPublisher).drain();
    return sql<{ employee_id: string; type: string; title: string; message: string }[]>(
      `select employee_id, type, title, message from notification
        where dedupe_key like ? order by created_at, employee_id`,
      [`absence:${absenceId}:%`],
    );
  }

  beforeAll(async () => {
    api = await startTestApi();
    worker = await newEmployee(['mecanico'], 'Carlos');
    otherWorker = await newEmployee(['mecanico'], 'Sergio');
    manager = await newEmployee(['jefe_taller'], 'Javier');
    office = await newEmployee(['administracion'], 'Elena');
    roleless = (await loginAs(api.app, await createTestUser(api.app, { roles: [] }))).token;
    unlinkedMechanic = (
      await loginAs(api.app, await createTestUser(api.app, { roles: ['mecanico'] }))
    ).token;
  });
  afterAll(() => api.close());

  describe('a worker’s vacation, decided by a manager', () => {
    // Two weeks of June: 10 weekdays (Monday–Friday: the worker has no schedule).
    const start = mondayFrom(`${YEAR}-06-01`);
    const end = addDays(start, 11);
    let absenceId: string;

    beforeAll(() => {
      expect(holidaysBetween(start, end)).toEqual([]);
    });

    it('asks for it (201), pending, its working days counted, managers notified', async () => {
      const res = await request(worker.token, {
        kind: 'vacation',
        start_date: start,
        end_date: end,
        reason: 'Viaje familiar',
      }).expect(201);
      const absence = res.body.data as AbsenceView;
      absenceId = absence.id;
      expect(absence).toMatchObject({
        employee_id: worker.employeeId,
        employee_name: 'Carlos Pruebas',
        kind: 'vacation',
        status: 'pending',
        start_date: start,
        end_date: end,
        half_day: null,
        working_days: 10,
        reason: 'Viaje familiar',
        requested_by: worker.user.id,
        requested_by_name: 'Carlos Pruebas',
        decided_at: null,
        version: 1,
      });

      const notified = await notificationsOf(absenceId);
      // Managers by role (jefe de taller, administración), never the worker who asked. The suite's
      // database holds other files' managers too: they are told as well.
      const told = notified.map((n) => n.employee_id);
      expect(told).toEqual(expect.arrayContaining([manager.employeeId, office.employeeId]));
      expect(told).not.toContain(worker.employeeId);
      expect(notified[0]).toMatchObject({
        type: 'absence_requested',
        title: 'Solicitud de vacaciones: Carlos Pruebas',
      });
      expect(notified[0].message).toContain('10 días laborables');
    });

    it('reserves the days in the balance while pending', async () => {
      expect(await balance(worker.token)).toEqual({
        employee_id: worker.employeeId,
        employee_name: 'Carlos Pruebas',
        year: YEAR,
        entitled: 22,
        approved: 0,
        pending: 10,
        remaining: 12,
        default_schedule: true,
      });
    });

    it('shows the worker only their own; a manager everyone’s', async () => {
      await request(otherWorker.token, {
        kind: 'personal',
        start_date: start,
        end_date: start,
      }).expect(201);
      const own = await list(worker.token);
      expect(own.data.map((a) => a.employee_id)).toEqual([worker.employeeId]);
      await api
        .http()
        .get('/api/absences')
        .query({ employee_id: otherWorker.employeeId })
        .set(as(worker.token))
        .expect(403);
      const all = await list(manager.token, { from: start, to: end });
      expect(new Set(all.data.map((a) => a.employee_id))).toEqual(
        new Set([worker.employeeId, otherWorker.employeeId]),
      );
      const pendingVacation = await list(office.token, { status: 'pending', kind: 'vacation' });
      expect(pendingVacation.data.map((a) => a.id)).toEqual([absenceId]);
      expect(pendingVacation.pagination).toMatchObject({ page: 1, limit: 20, total: 1 });
    });

    it('is approved by a manager with a comment; the worker is told and the balance spent', async () => {
      const res = await decide(manager.token, absenceId, 'approve', {
        comment: 'Disfrútalas',
      }).expect(200);
      expect(res.body.data).toMatchObject({
        id: absenceId,
        status: 'approved',
        decision_comment: 'Disfrútalas',
        decided_by: manager.user.id,
        decided_by_name: 'Javier Pruebas',
        version: 2,
      });
      expect(res.body.data.decided_at).not.toBeNull();
      expect(await balance(worker.token)).toMatchObject({
        approved: 10,
        pending: 0,
        remaining: 12,
      });

      const decided = (await notificationsOf(absenceId)).filter(
        (n) => n.type === 'absence_decided',
      );
      expect(decided).toEqual([
        expect.objectContaining({
          employee_id: worker.employeeId,
          title: 'Ausencia aprobada: vacaciones',
        }),
      ]);
      expect(decided[0].message).toContain('Comentario: «Disfrútalas»');

      const events = await sql<{ type: string; actor_id: string; payload: { status: string } }[]>(
        `select type, actor_id, payload from domain_event where aggregate_id = ?
          order by occurred_at`,
        [absenceId],
      );
      expect(events.map((e) => [e.type, e.payload.status])).toEqual([
        ['AbsenceRequested', 'pending'],
        ['AbsenceApproved', 'approved'],
      ]);
      expect(events[1].actor_id).toBe(manager.user.id);
    });

    it('cannot be decided again (409), nor cancelled by the worker once approved (409)', async () => {
      const again = await decide(office.token, absenceId, 'approve').expect(409);
      expect(again.body.message).toBe('La solicitud ya está aprobada.');
      expect(again.body.details).toMatchObject({ code: 'same_status' });
      const reject = await decide(office.token, absenceId, 'reject', {
        comment: 'Tarde',
      }).expect(409);
      expect(reject.body.details).toMatchObject({ code: 'illegal_transition' });
      const cancel = await decide(worker.token, absenceId, 'cancel').expect(409);
      expect(cancel.body.details).toMatchObject({ code: 'approved_by_manager' });
    });

    it('is cancelled by a manager: the days return to the balance and the worker is told', async () => {
      const res = await decide(manager.token, absenceId, 'cancel').expect(200);
      expect(res.body.data).toMatchObject({ status: 'cancelled', cancelled_by: manager.user.id });
      expect(await balance(worker.token)).toMatchObject({ approved: 0, pending: 0, remaining: 22 });
      const cancelled = (await notificationsOf(absenceId)).filter((n) =>
        n.title.startsWith('Ausencia cancelada'),
      );
      expect(cancelled.map((n) => n.employee_id)).toEqual([worker.employeeId]);
    });
  });

  describe('rejecting and cancelling', () => {
    const day = mondayFrom(`${YEAR}-09-07`);

    it('rejects only with a comment (400 on its field), and tells the worker why', async () => {
      const { id } = (
        await request(worker.token, { kind: 'personal', start_date: day, end_date: day }).expect(
          201,
        )
      ).body.data as AbsenceView;
      const missing = await decide(manager.token, id, 'reject', { comment: '  ' }).expect(400);
      expect(missing.body.details).toEqual([
        expect.objectContaining({ field: 'comment', code: 'isNotEmpty' }),
      ]);
      const rejected = await decide(manager.token, id, 'reject', {
        comment: 'Ese día hay inventario',
      }).expect(200);
      expect(rejected.body.data).toMatchObject({
        status: 'rejected',
        decision_comment: 'Ese día hay inventario',
      });
      const told = (await notificationsOf(id)).filter((n) => n.type === 'absence_decided');
      expect(told).toEqual([
        expect.objectContaining({
          employee_id: worker.employeeId,
          title: 'Ausencia rechazada: asuntos propios',
        }),
      ]);
      // A rejected request holds no days: the same day may be asked for again.
      await request(worker.token, { kind: 'personal', start_date: day, end_date: day }).expect(201);
    });

    it('lets the worker cancel their own pending request, telling nobody', async () => {
      const next = addDays(day, 7);
      const { id } = (
        await request(worker.token, { kind: 'vacation', start_date: next, end_date: next }).expect(
          201,
        )
      ).body.data as AbsenceView;
      await decide(otherWorker.token, id, 'cancel').expect(403);
      const res = await decide(worker.token, id, 'cancel').expect(200);
      expect(res.body.data).toMatchObject({ status: 'cancelled', cancelled_by: worker.user.id });
      const again = await decide(worker.token, id, 'cancel').expect(409);
      expect(again.body.details).toMatchObject({ code: 'same_status' });
      const cancelled = (await notificationsOf(id)).filter((n) =>
        n.title.startsWith('Ausencia cancelada'),
      );
      expect(cancelled).toEqual([]);
    });
  });

  describe('a manager recording an absence for an employee', () => {
    it('records a sick leave approved at once, even in the past, and tells the worker', async () => {
      const from = addDays(localDate(new Date()), -20);
      const to = addDays(localDate(new Date()), -18);
      const res = await request(manager.token, {
        employee_id: otherWorker.employeeId,
        kind: 'sick_leave',
        start_date: from,
        end_date: to,
        reason: 'Gripe',
      }).expect(201);
      const absence = res.body.data as AbsenceView;
      expect(absence).toMatchObject({
        employee_id: otherWorker.employeeId,
        status: 'approved',
        requested_by: manager.user.id,
        decided_by: manager.user.id,
      });
      const notified = await notificationsOf(absence.id);
      expect(notified).toEqual([
        expect.objectContaining({
          employee_id: otherWorker.employeeId,
          type: 'absence_decided',
          title: 'Ausencia aprobada: baja médica',
        }),
      ]);
      expect(notified[0].message).toMatch(/^Se ha registrado tu baja médica/);
    });

    it('refuses a worker recording one for someone else (403), and an unknown employee (404)', async () => {
      const day = `${YEAR}-10-20`;
      await request(worker.token, {
        employee_id: otherWorker.employeeId,
        kind: 'sick_leave',
        start_date: day,
        end_date: day,
      }).expect(403);
      const res = await request(manager.token, {
        employee_id: MISSING,
        kind: 'sick_leave',
        start_date: day,
        end_date: day,
      }).expect(404);
      expect(res.body.message).toBe('El empleado no existe.');
    });
  });

  describe('overlaps', () => {
    let employee: Worker;
    const day = mondayFrom(`${YEAR}-11-02`);
    beforeAll(async () => {
      employee = await newEmployee(['mecanico'], 'Pablo');
    });

    it('refuses a request sharing days with a pending or approved one (409, in Spanish)', async () => {
      await request(employee.token, {
        kind: 'vacation',
        start_date: day,
        end_date: addDays(day, 4),
      }).expect(201);
      const res = await request(employee.token, {
        kind: 'personal',
        start_date: addDays(day, 4),
        end_date: addDays(day, 4),
      }).expect(409);
      expect(res.body.message).toMatch(/^Las fechas se solapan con otra solicitud \(Vacaciones/);
      expect(res.body.details).toMatchObject({
        code: 'absence_overlap',
        overlapping: [expect.objectContaining({ kind: 'vacation', status: 'pending' })],
      });
      // The same request twice is a duplicate: refused the same way.
      await request(employee.token, {
        kind: 'vacation',
        start_date: day,
        end_date: addDays(day, 4),
      }).expect(409);
    });

    it('lets the morning and the afternoon of one day coexist, not the same half twice', async () => {
      const single = addDays(day, 7);
      const half = (halfDay: string) =>
        request(employee.token, {
          kind: 'personal',
          start_date: single,
          end_date: single,
          half_day: halfDay,
        });
      const morning = (await half('morning').expect(201)).body.data as AbsenceView;
      expect(morning.working_days).toBe(0.5);
      await half('afternoon').expect(201);
      await half('morning').expect(409);
      await request(employee.token, {
        kind: 'sick_leave',
        start_date: single,
        end_date: single,
      }).expect(409);
    });

    it('is refused by the database too (exclusion constraint), whatever the code does', async () => {
      const insert = (start: string, end: string, halfDay: string | null, status = 'pending') =>
        sql(
          `insert into absence (id, employee_id, kind, status, start_date, end_date, half_day,
                                requested_by, decided_at, cancelled_at)
           values (?, ?, 'personal', ?, ?, ?, ?, ?, now(), now())`,
          [randomUUID(), employee.employeeId, status, start, end, halfDay, employee.user.id],
        );
      const free = addDays(day, 14);
      await insert(free, free, 'afternoon');
      await expect(insert(addDays(free, -1), free, null)).rejects.toThrow(/absence_no_overlap/);
      await expect(insert(free, free, 'afternoon', 'approved')).rejects.toThrow(
        /absence_no_overlap/,
      );
      await insert(free, free, 'morning');
      // Rejected and cancelled requests hold nothing.
      await insert(free, free, null, 'rejected');
      await insert(free, free, null, 'cancelled');
    });
  });

  describe('the vacation balance', () => {
    let employee: Worker;
    // Two weeks of September, the employee working Monday to Thursday from its first day.
    const start = mondayFrom(`${YEAR}-09-14`);
    const end = addDays(start, 13);
    beforeAll(async () => {
      employee = await newEmployee(['mecanico'], 'Andrés');
      const shift = [{ start: '07:00', end: '15:00' }];
      await sql(
        `insert into work_schedule (id, employee_id, valid_from, days) values (?, ?, ?, ?::jsonb)`,
        [
          randomUUID(),
          employee.employeeId,
          `${YEAR}-09-01`,
          JSON.stringify({ 1: shift, 2: shift, 3: shift, 4: shift }),
        ],
      );
      // A town fiesta on the first Tuesday.
      await sql(`insert into local_holiday (date, name) values (?, 'Fiestas patronales')`, [
        addDays(start, 1),
      ]);
    });

    it('counts the schedule’s days less holidays, with the contract’s entitlement', async () => {
      expect(holidaysBetween(start, end)).toEqual([]);
      await sql('update employee set vacation_days = 25 where id = ?', [employee.employeeId]);
      const res = await request(employee.token, {
        kind: 'vacation',
        start_date: start,
        end_date: end,
      }).expect(201);
      // 8 Monday–Thursday days, less the fiesta.
      expect(res.body.data.working_days).toBe(7);
      const half = addDays(start, 21);
      await request(employee.token, {
        kind: 'vacation',
        start_date: half,
        end_date: half,
        half_day: 'afternoon',
      }).expect(201);
      expect(await balance(employee.token)).toEqual({
        employee_id: employee.employeeId,
        employee_name: 'Andrés Pruebas',
        year: YEAR,
        entitled: 25,
        approved: 0,
        pending: 7.5,
        remaining: 17.5,
        // January to August has no schedule of the employee: Monday–Friday.
        default_schedule: true,
      });
      // A manager reads anyone's; a worker only their own.
      expect(await balance(manager.token, { employee_id: employee.employeeId })).toMatchObject({
        remaining: 17.5,
      });
      await api
        .http()
        .get('/api/absences/balance')
        .query({ employee_id: employee.employeeId })
        .set(as(worker.token))
        .expect(403);
    });

    it('refuses more vacation than remains (409, in Spanish)', async () => {
      await sql('update employee set vacation_days = 10 where id = ?', [employee.employeeId]);
      const from = mondayFrom(`${YEAR}-11-16`);
      const res = await request(employee.token, {
        kind: 'vacation',
        start_date: from,
        end_date: addDays(from, 3),
      }).expect(409);
      expect(res.body.message).toBe(
        `No quedan días de vacaciones suficientes en ${YEAR}: la solicitud ocupa 4 días laborables y quedan 2,5.`,
      );
      expect(res.body.details).toMatchObject({
        code: 'vacation_exceeded',
        year: YEAR,
        requested: 4,
        remaining: 2.5,
      });
      // Other kinds spend no vacation.
      await request(employee.token, {
        kind: 'paid_leave',
        start_date: from,
        end_date: addDays(from, 3),
      }).expect(201);
    });

    it('lets only one of parallel requests spend the same remaining days', async () => {
      const saver = await newEmployee(['mecanico'], 'Raúl');
      await sql('update employee set vacation_days = 10 where id = ?', [saver.employeeId]);
      // Five requests of about 8 working days each, on different weeks: any one fits, no two do.
      const answers = await Promise.all(
        [0, 1, 2, 3, 4].map((week) => {
          const from = mondayFrom(addDays(`${YEAR}-02-01`, week * 14));
          return request(saver.token, {
            kind: 'vacation',
            start_date: from,
            end_date: addDays(from, 9),
          });
        }),
      );
      expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409, 409]);
      for (const refused of answers.filter((res) => res.status === 409)) {
        expect(refused.body.details).toMatchObject({ code: 'vacation_exceeded' });
      }
      const [{ count }] = await sql<{ count: number }[]>(
        'select count(*)::int as count from absence where employee_id = ?',
        [saver.employeeId],
      );
      expect(count).toBe(1);
    });
  });

  describe('the team calendar', () => {
    it('shows a manager everyone away in a month, with the holidays', async () => {
      const month = `${YEAR}-11`;
      const res = await api
        .http()
        .get('/api/absences/calendar')
        .query({ month })
        .set(as(manager.token))
        .expect(200);
      const calendar = res.body.data as AbsenceCalendarView;
      expect(calendar).toMatchObject({
        month,
        from: `${YEAR}-11-01`,
        to: `${YEAR}-11-30`,
        scope: 'team',
      });
      // 1 November (Todos los Santos) is a national holiday.
      expect(calendar.holidays).toContainEqual(
        expect.objectContaining({ date: `${YEAR}-11-01`, scope: 'national' }),
      );
      expect(calendar.absences.length).toBeGreaterThan(0);
      expect(calendar.absences.every((a) => ['pending', 'approved'].includes(a.status))).toBe(true);
    });

    it('shows a worker only their own', async () => {
      const res = await api
        .http()
        .get('/api/absences/calendar')
        .query({ month: `${YEAR}-09` })
        .set(as(worker.token))
        .expect(200);
      const calendar = res.body.data as AbsenceCalendarView;
      expect(calendar.scope).toBe('own');
      expect(calendar.absences.length).toBeGreaterThan(0);
      expect(calendar.absences.every((a) => a.employee_id === worker.employeeId)).toBe(true);
    });
  });

  describe('400 with Spanish field details', () => {
    it('refuses a malformed request on its fields, changing nothing', async () => {
      const before = await list(worker.token);
      const empty = await request(worker.token, {}).expect(400);
      expect(empty.body.details).toEqual([
        { field: 'kind', code: 'isNotEmpty', message: 'Indica el tipo de ausencia.' },
        { field: 'start_date', code: 'isNotEmpty', message: 'Indica la fecha de inicio.' },
        { field: 'end_date', code: 'isNotEmpty', message: 'Indica la fecha de fin.' },
      ]);
      const unreal = await request(worker.token, {
        kind: 'vacation',
        start_date: `${YEAR}-02-30`,
        end_date: `${YEAR}-03-01`,
      }).expect(400);
      expect(unreal.body.details).toEqual([
        { field: 'start_date', code: 'isDate', message: 'La fecha de inicio no es válida.' },
      ]);
      const reversed = await request(worker.token, {
        kind: 'vacation',
        start_date: `${YEAR}-03-10`,
        end_date: `${YEAR}-03-01`,
        half_day: 'morning',
      }).expect(400);
      expect(reversed.body.details).toEqual([
        expect.objectContaining({ field: 'end_date', code: 'dateOrder' }),
        expect.objectContaining({ field: 'half_day', code: 'halfDaySingleDay' }),
      ]);
      const old = addDays(localDate(new Date()), -30);
      const backdated = await request(worker.token, {
        kind: 'vacation',
        start_date: old,
        end_date: old,
      }).expect(400);
      expect(backdated.body.details[0]).toMatchObject({
        field: 'start_date',
        code: 'tooFarInPast',
      });
      const badShapes = await request(worker.token, {
        kind: 'holidays',
        start_date: `${YEAR}-03-02`,
        end_date: `${YEAR}-03-02`,
        half_day: 'evening',
        reason: 'x'.repeat(501),
      }).expect(400);
      expect(badShapes.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
        'half_day',
        'kind',
        'reason',
      ]);
      expect(badShapes.body.details[0].message).toMatch(/^El campo/);
      const far = await request(worker.token, {
        kind: 'vacation',
        start_date: `${YEAR + 40}-03-02`,
        end_date: `${YEAR + 40}-03-02`,
      }).expect(400);
      expect(far.body.details[0]).toMatchObject({ field: 'start_date', code: 'tooFarInFuture' });
      expect((await list(worker.token)).pagination.total).toBe(before.pagination.total);
    });

    it('refuses bad filters, years, months and ids', async () => {
      const get = (path: string, query: Record<string, string>) =>
        api.http().get(path).query(query).set(as(manager.token)).expect(400);
      expect(
        (await get('/api/absences', { from: `${YEAR}-03-10`, to: `${YEAR}-03-01` })).body
          .details[0],
      ).toMatchObject({ field: 'to', code: 'dateOrder' });
      expect((await get('/api/absences', { status: 'done' })).body.details[0]).toMatchObject({
        field: 'status',
      });
      expect((await get('/api/absences', { employee_id: 'x' })).body.details[0]).toMatchObject({
        field: 'employee_id',
      });
      expect((await get('/api/absences/balance', { year: '19' })).body.details[0]).toMatchObject({
        field: 'year',
      });
      expect(
        (await get('/api/absences/calendar', { month: '2026-13' })).body.details[0],
      ).toMatchObject({ field: 'month', code: 'isMonth' });
      await decide(manager.token, 'no-es-un-id', 'approve').expect(400);
      const long = await decide(manager.token, MISSING, 'approve', {
        comment: 'x'.repeat(501),
      }).expect(400);
      expect(long.body.details[0]).toMatchObject({ field: 'comment' });
    });
  });

  describe('access', () => {
    const routes: [string, string][] = [
      ['get', '/api/absences'],
      ['get', '/api/absences/balance'],
      ['get', '/api/absences/calendar'],
      ['post', '/api/absences'],
      ['post', `/api/absences/${MISSING}/approve`],
      ['post', `/api/absences/${MISSING}/reject`],
      ['post', `/api/absences/${MISSING}/cancel`],
    ];

    it('answers 401 without a session on every route', async () => {
      for (const [method, path] of routes) {
        await api.http()[method as 'get'](path).send({}).expect(401);
      }
    });

    it('answers 403 to an account without the absences’ permissions on every route', async () => {
      for (const [method, path] of routes) {
        const res = await api.http()[method as 'get'](path).set(as(roleless)).send({});
        expect(`${method} ${path} → ${res.status}`).toBe(`${method} ${path} → 403`);
      }
    });

    it('keeps deciding for those who approve (403 to a worker)', async () => {
      await decide(worker.token, MISSING, 'approve').expect(403);
      await decide(worker.token, MISSING, 'reject', { comment: 'No' }).expect(403);
    });

    it('answers 404 for an unknown request or employee', async () => {
      const approve = await decide(manager.token, MISSING, 'approve').expect(404);
      expect(approve.body.message).toBe('La solicitud de ausencia no existe.');
      await decide(manager.token, MISSING, 'reject', { comment: 'No' }).expect(404);
      await decide(worker.token, MISSING, 'cancel').expect(404);
      await api
        .http()
        .get('/api/absences/balance')
        .query({ employee_id: MISSING })
        .set(as(manager.token))
        .expect(404);
    });

    it('answers 409 no_employee to an account without an employee record', async () => {
      const res = await request(unlinkedMechanic, {
        kind: 'vacation',
        start_date: `${YEAR}-03-02`,
        end_date: `${YEAR}-03-02`,
      }).expect(409);
      expect(res.body.details).toMatchObject({ code: 'no_employee' });
      await api.http().get('/api/absences').set(as(unlinkedMechanic)).expect(409);
    });
  });
});

import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import {
  type MyJobs,
  type TimeClockStatus,
  type WorkOrderDetail,
  type WorkOrderLine,
} from '../../libs/contracts/src';
import { EventPublisher } from '../../libs/platform/src';
import { MISSING_ID as MISSING } from './support/fixtures';
import { type TestUser, createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';
import { openFleetOrder } from './support/work-order-fixtures';

const HOUR = 3_600_000;
type Punch = 'clock-in' | 'clock-out' | 'break-start' | 'break-end';

interface JobClockRow {
  id: string;
  employee_id: string;
  work_order_id: string;
  work_order_line_id: string;
  clock_entry_id: string;
  started_at: Date;
  stopped_at: Date | null;
  stop_reason: string | null;
  source: string;
  stop_source: string | null;
}

describe('Job clock (/api/work-order-items/{id}/clock, /api/time-clock/my-jobs)', () => {
  let api: TestApi;
  let reception: string;
  let manager: TestUser;
  let managerToken: string;
  let roleless: string;
  let unlinkedMechanic: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.getConnection().execute(query, params) as Promise<T>;

  async function newWorker(): Promise<{ user: TestUser; token: string }> {
    const user = await createTestUser(api.app, { roles: ['mecanico'], employee: true });
    return { user, token: (await loginAs(api.app, user)).token };
  }

  function punch(token: string, action: Punch) {
    return api.http().post(`/api/time-clock/${action}`).set(as(token)).send({});
  }

  function jobClock(
    token: string,
    lineId: string,
    action: 'start' | 'stop',
    body: object = {},
    key?: string,
  ) {
    const request = api
      .http()
      .post(`/api/work-order-items/${lineId}/clock/${action}`)
      .set(as(token));
    if (key) void request.set('Idempotency-Key', key);
    return request.send(body);
  }

  async function status(token: string): Promise<TimeClockStatus> {
    return (await api.http().get('/api/time-clock/status').set(as(token)).expect(200)).body
      .data as TimeClockStatus;
  }

  async function myJobs(token: string): Promise<MyJobs> {
    return (await api.http().get('/api/time-clock/my-jobs').set(as(token)).expect(200)).body
      .data as MyJobs;
  }

  async function addLine(orderId: string, line: Record<string, unknown>): Promise<WorkOrderLine> {
    return (
      await api
        .http()
        .post('/api/work-order-items')
        .set(as(reception))
        .send({ work_order_id: orderId, ...line })
        .expect(201)
    ).body.data as WorkOrderLine;
  }

  /**
   * An order (accepted estimate) assigned to `assignee`, with two labor lines and a part, moved to
   * in progress unless told otherwise.
   */
  async function workOrder(
    assignee: string | null,
    { start = true }: { start?: boolean } = {},
  ): Promise<{ order: WorkOrderDetail; labor: WorkOrderLine[]; part: WorkOrderLine }> {
    const order = await openFleetOrder(api, reception, {
      estimate_decision: 'accepted',
      assigned_employee_id: assignee,
    });
    const labor = [
      await addLine(order.id, { name: 'Cambiar pastillas de freno', planned_hours: 1.5 }),
      await addLine(order.id, { name: 'Revisar suspensión', planned_hours: 0.75 }),
    ];
    const part = await addLine(order.id, {
      type: 'part',
      name: 'Juego de pastillas',
      quantity: 1,
      unit_price_cents: 4500,
    });
    if (start) {
      await api
        .http()
        .post(`/api/work-orders/${order.id}/status`)
        .set(as(reception))
        .send({ status: 'in_progress' })
        .expect(200);
    }
    return { order, labor, part };
  }

  async function detail(orderId: string): Promise<WorkOrderDetail> {
    return (await api.http().get(`/api/work-orders/${orderId}`).set(as(reception)).expect(200)).body
      .data as WorkOrderDetail;
  }

  async function jobClocks(employeeId: string): Promise<JobClockRow[]> {
    const rows = await sql<JobClockRow[]>(
      // A switch inside one millisecond leaves an empty job clock [t, t): it sorts first.
      'select * from job_clock where employee_id = ? order by started_at, stopped_at nulls last',
      [employeeId],
    );
    // Raw SQL answers timestamps as text: as Dates, like the API's instants.
    return rows.map((row) => ({
      ...row,
      started_at: new Date(row.started_at),
      stopped_at: row.stopped_at === null ? null : new Date(row.stopped_at),
    }));
  }

  async function eventsOf(aggregateId: string) {
    await api.app.get(EventPublisher).drain();
    return sql<{ type: string; payload: Record<string, unknown>; actor_id: string }[]>(
      'select type, payload, actor_id from domain_event where aggregate_id = ? order by occurred_at',
      [aggregateId],
    );
  }

  /** An attendance entry and a job clock inside it, written straight to the tables (past days). */
  async function insertJobClock(
    employeeId: string,
    orderId: string,
    lineId: string,
    startedAt: string,
    stoppedAt: string | null,
    entryOut: string | null = stoppedAt,
  ): Promise<string> {
    const entryId = randomUUID();
    const entryStart = new Date(Date.parse(startedAt) - HOUR).toISOString();
    await sql(
      'insert into clock_entry (id, employee_id, clock_in, clock_out) values (?, ?, ?, ?)',
      [entryId, employeeId, entryStart, entryOut],
    );
    const id = randomUUID();
    await sql(
      `insert into job_clock (id, employee_id, work_order_id, work_order_line_id, clock_entry_id,
                              started_at, stopped_at, stop_reason)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [id, employeeId, orderId, lineId, entryId, startedAt, stoppedAt, stoppedAt ? 'manual' : null],
    );
    return id;
  }

  beforeAll(async () => {
    api = await startTestApi();
    reception = (await loginAs(api.app, await createTestUser(api.app, { roles: ['recepcion'] })))
      .token;
    manager = await createTestUser(api.app, { roles: ['jefe_taller'], employee: true });
    managerToken = (await loginAs(api.app, manager)).token;
    roleless = (await loginAs(api.app, await createTestUser(api.app, { roles: [] }))).token;
    unlinkedMechanic = (
      await loginAs(api.app, await createTestUser(api.app, { roles: ['mecanico'] }))
    ).token;
  });
  afterAll(() => api.close());

  describe('starting and stopping', () => {
    it('clocks onto a labor line and off it; the order shows the line’s actual hours', async () => {
      const { user, token } = await newWorker();
      const { order, labor } = await workOrder(user.employeeId);
      const [line, other] = labor;
      // Hours clocked earlier: 1 h 30 min by this worker, and 1 h running now by a colleague.
      await insertJobClock(
        user.employeeId!,
        order.id,
        line.id,
        '2025-03-03T08:00:00Z',
        '2025-03-03T09:30:00Z',
      );
      const colleague = await newWorker();
      const colleagueEntry = randomUUID();
      await sql('insert into clock_entry (id, employee_id, clock_in) values (?, ?, ?)', [
        colleagueEntry,
        colleague.user.employeeId,
        new Date(Date.now() - 2 * HOUR).toISOString(),
      ]);
      await sql(
        `insert into job_clock (id, employee_id, work_order_id, work_order_line_id, clock_entry_id,
                                started_at) values (?, ?, ?, ?, ?, ?)`,
        [
          randomUUID(),
          colleague.user.employeeId,
          order.id,
          other.id,
          colleagueEntry,
          new Date(Date.now() - HOUR).toISOString(),
        ],
      );

      expect((await status(token)).job).toBeNull();
      await punch(token, 'clock-in').expect(200);
      const started = (await jobClock(token, line.id, 'start', { source: 'kiosk' }).expect(200))
        .body.data as TimeClockStatus;
      expect(started.status).toBe('working');
      expect(started.job).toEqual({
        id: expect.any(String),
        work_order_id: order.id,
        work_order_line_id: line.id,
        started_at: expect.any(String),
      });
      expect(Date.parse(started.job!.started_at)).toBeGreaterThanOrEqual(
        Date.parse(started.clocked_in_at!),
      );
      expect((await status(token)).job).toEqual(started.job);

      const jobs = await myJobs(token);
      expect(jobs).toMatchObject({ employee_id: user.employeeId, job: started.job });
      expect(jobs.orders).toEqual([
        expect.objectContaining({
          id: order.id,
          number: order.number,
          title: order.title,
          status: 'in_progress',
          license_plate: order.license_plate,
          lines: [
            {
              id: line.id,
              name: 'Cambiar pastillas de freno',
              planned_hours: 1.5,
              actual_hours: 1.5,
              finished: false,
              running: true,
            },
            {
              id: other.id,
              name: 'Revisar suspensión',
              planned_hours: 0.75,
              actual_hours: expect.any(Number),
              finished: false,
              running: false,
            },
          ],
        }),
      ]);

      const stopped = (await jobClock(token, line.id, 'stop').expect(200)).body
        .data as TimeClockStatus;
      expect(stopped.status).toBe('working');
      expect(stopped.job).toBeNull();
      const [, live] = await jobClocks(user.employeeId!);
      expect(live).toMatchObject({
        id: started.job!.id,
        work_order_id: order.id,
        work_order_line_id: line.id,
        clock_entry_id: started.today.entries[0].id,
        stop_reason: 'manual',
        source: 'kiosk',
        stop_source: 'web',
      });
      expect(live.stopped_at!.getTime()).toBeGreaterThanOrEqual(live.started_at.getTime());

      // The order's detail, its lines and a line each carry the clocked hours (2 decimals).
      const shown = await detail(order.id);
      const hours = Object.fromEntries(shown.items.map((item) => [item.id, item.actual_hours]));
      expect(hours[line.id]).toBe(1.5); // the few seconds just clocked round to 0.00
      // Running: up to now (an hour and the seconds this test has taken).
      expect(hours[other.id]).toBeGreaterThanOrEqual(1);
      expect(hours[other.id]).toBeLessThan(1.1);
      expect(shown.items.find((item) => item.type === 'part')?.actual_hours).toBe(0);
      const items = (
        await api.http().get(`/api/work-orders/${order.id}/items`).set(as(reception)).expect(200)
      ).body.data as WorkOrderLine[];
      expect(items.map((item) => item.actual_hours)).toEqual([1.5, hours[other.id], 0]);
      const renamed = (
        await api
          .http()
          .put(`/api/work-order-items/${line.id}`)
          .set(as(reception))
          .send({ name: 'Cambiar pastillas y discos' })
          .expect(200)
      ).body.data as WorkOrderLine;
      expect(renamed.actual_hours).toBe(1.5);

      const events = await eventsOf(started.job!.id);
      expect(events.map((event) => event.type)).toEqual(['JobClockStarted', 'JobClockStopped']);
      expect(events[0]).toMatchObject({
        actor_id: user.id,
        payload: {
          employee_id: user.employeeId,
          job_clock_id: started.job!.id,
          work_order_id: order.id,
          work_order_line_id: line.id,
          clock_entry_id: started.today.entries[0].id,
          started_at: started.job!.started_at,
          source: 'kiosk',
        },
      });
      expect(events[1].payload).toMatchObject({
        stop_reason: 'manual',
        stopped_at: live.stopped_at!.toISOString(),
        duration_ms: live.stopped_at!.getTime() - live.started_at.getTime(),
      });
    });

    it('starting on another line stops the running one at the same instant (switched)', async () => {
      const { user, token } = await newWorker();
      const first = await workOrder(user.employeeId);
      const second = await workOrder(user.employeeId);
      await punch(token, 'clock-in').expect(200);
      await jobClock(token, first.labor[0].id, 'start').expect(200);
      await jobClock(token, first.labor[1].id, 'start').expect(200);
      const switched = (await jobClock(token, second.labor[0].id, 'start').expect(200)).body
        .data as TimeClockStatus;
      expect(switched.job).toMatchObject({
        work_order_id: second.order.id,
        work_order_line_id: second.labor[0].id,
      });

      const rows = await jobClocks(user.employeeId!);
      expect(rows.map((row) => [row.work_order_line_id, row.stop_reason])).toEqual([
        [first.labor[0].id, 'switched'],
        [first.labor[1].id, 'switched'],
        [second.labor[0].id, null],
      ]);
      expect(rows[0].stopped_at).toEqual(rows[1].started_at);
      expect(rows[1].stopped_at).toEqual(rows[2].started_at);
      expect(rows.filter((row) => row.stopped_at === null)).toHaveLength(1);
      const stoppedEvents = await eventsOf(rows[1].id);
      expect(stoppedEvents.map((event) => event.type)).toEqual([
        'JobClockStarted',
        'JobClockStopped',
      ]);
      expect(stoppedEvents[1].payload).toMatchObject({ stop_reason: 'switched' });

      const jobs = await myJobs(token);
      expect(jobs.orders.map((order) => order.id).sort()).toEqual(
        [first.order.id, second.order.id].sort(),
      );
      const running = jobs.orders.flatMap((order) =>
        order.lines.filter((line) => line.running).map((line) => line.id),
      );
      expect(running).toEqual([second.labor[0].id]);

      // The same line again: it already runs there.
      const again = await jobClock(token, second.labor[0].id, 'start').expect(409);
      expect(again.body.details).toMatchObject({ code: 'already_on_line' });
      expect(again.body.message).toBe('Ya estás trabajando en esta línea.');
    });

    it('clocking out stops the running job clock (clock_out), and so does a break (break)', async () => {
      const { user, token } = await newWorker();
      const { labor } = await workOrder(user.employeeId);
      await punch(token, 'clock-in').expect(200);
      await jobClock(token, labor[0].id, 'start').expect(200);
      const onBreak = (await punch(token, 'break-start').expect(200)).body.data as TimeClockStatus;
      expect(onBreak.job).toBeNull();
      await punch(token, 'break-end').expect(200);
      await jobClock(token, labor[1].id, 'start').expect(200);
      const out = (await punch(token, 'clock-out').expect(200)).body.data as TimeClockStatus;
      expect(out.status).toBe('out');
      expect(out.job).toBeNull();

      const rows = await jobClocks(user.employeeId!);
      expect(rows.map((row) => row.stop_reason)).toEqual(['break', 'clock_out']);
      const [entry] = out.today.entries;
      expect(rows[0].stopped_at!.toISOString()).toBe(entry.breaks[0].start_at);
      expect(rows[1].stopped_at!.toISOString()).toBe(entry.clock_out);
      expect(rows.every((row) => row.clock_entry_id === entry.id)).toBe(true);
      const events = await eventsOf(rows[1].id);
      expect(events[1]).toMatchObject({
        type: 'JobClockStopped',
        actor_id: user.id,
        payload: { stop_reason: 'clock_out' },
      });
      // Back the next time: nothing runs until they clock onto a line again.
      await punch(token, 'clock-in').expect(200);
      expect((await status(token)).job).toBeNull();
    });

    it('stops the job clock left running when its line is removed or its order leaves in progress (auto)', async () => {
      const { user, token } = await newWorker();
      const { order, labor } = await workOrder(user.employeeId);
      await punch(token, 'clock-in').expect(200);
      await jobClock(token, labor[0].id, 'start').expect(200);
      await api
        .http()
        .delete(`/api/work-order-items/${labor[0].id}`)
        .set(as(reception))
        .expect((res) => expect(res.status).toBeLessThan(300));
      await api.app.get(EventPublisher).drain();
      expect((await status(token)).job).toBeNull();

      await jobClock(token, labor[1].id, 'start').expect(200);
      await api
        .http()
        .post(`/api/work-orders/${order.id}/status`)
        .set(as(reception))
        .send({ status: 'on_hold', reason: 'Esperando recambio' })
        .expect(200);
      await api.app.get(EventPublisher).drain();
      const rows = await jobClocks(user.employeeId!);
      expect(rows.map((row) => [row.work_order_line_id, row.stop_reason, row.stop_source])).toEqual(
        [
          [labor[0].id, 'auto', 'auto'],
          [labor[1].id, 'auto', 'auto'],
        ],
      );
      // Still clocked in: only the job clock stopped, and a redelivery stops nothing more.
      expect((await status(token)).status).toBe('working');
      const events = await eventsOf(rows[1].id);
      expect(events.map((event) => event.type)).toEqual(['JobClockStarted', 'JobClockStopped']);
    });

    it('lets whoever manages every order clock onto any order (the jefe de taller)', async () => {
      const { labor } = await workOrder(null);
      await punch(managerToken, 'clock-in').expect(200);
      const started = (await jobClock(managerToken, labor[0].id, 'start').expect(200)).body
        .data as TimeClockStatus;
      expect(started.job?.work_order_line_id).toBe(labor[0].id);
      await punch(managerToken, 'clock-out').expect(200);
    });
  });

  describe('refusals', () => {
    it('needs the worker clocked in and not on a break (409 not_clocked_in, on_break)', async () => {
      const { user, token } = await newWorker();
      const { labor } = await workOrder(user.employeeId);
      const out = await jobClock(token, labor[0].id, 'start').expect(409);
      expect(out.body.details).toMatchObject({ code: 'not_clocked_in' });
      expect(out.body.message).toBe('Ficha la entrada antes de empezar a trabajar en una línea.');
      await punch(token, 'clock-in').expect(200);
      await punch(token, 'break-start').expect(200);
      const paused = await jobClock(token, labor[0].id, 'start').expect(409);
      expect(paused.body.details).toMatchObject({ code: 'on_break' });
      expect(paused.body.message).toMatch(/Estás en pausa/);
      expect(await jobClocks(user.employeeId!)).toEqual([]);
    });

    it('refuses another worker’s order, an unassigned one, a part, a finished line and an order not in progress', async () => {
      const { user, token } = await newWorker();
      const other = await newWorker();
      await punch(token, 'clock-in').expect(200);
      const refused = async (lineId: string, code: string, message: RegExp) => {
        const res = await jobClock(token, lineId, 'start').expect(409);
        expect(res.body.details).toMatchObject({ code });
        expect(res.body.message).toMatch(message);
        return res;
      };
      const theirs = await workOrder(other.user.employeeId);
      await refused(theirs.labor[0].id, 'not_assigned', /no está asignada a ti/);
      const nobodys = await workOrder(null);
      await refused(nobodys.labor[0].id, 'not_assigned', /no está asignada a ti/);

      const mine = await workOrder(user.employeeId);
      await refused(mine.part.id, 'not_labor', /mano de obra/);
      await api
        .http()
        .put(`/api/work-order-items/${mine.labor[1].id}`)
        .set(as(reception))
        .send({ finished: true })
        .expect(200);
      await refused(mine.labor[1].id, 'line_finished', /ya está terminada/);

      const waiting = await workOrder(user.employeeId, { start: false });
      const open = await refused(waiting.labor[0].id, 'order_not_workable', /órdenes en curso/);
      expect(open.body.details).toMatchObject({ status: 'open' });
      await api
        .http()
        .post(`/api/work-orders/${mine.order.id}/status`)
        .set(as(reception))
        .send({ status: 'on_hold', reason: 'Esperando recambio' })
        .expect(200);
      const onHold = await refused(mine.labor[0].id, 'order_not_workable', /en espera/);
      expect(onHold.body.details).toMatchObject({ status: 'on_hold' });
      expect(await jobClocks(user.employeeId!)).toEqual([]);
    });

    it('refuses to stop a job clock that does not run on that line (409 no_job_clock)', async () => {
      const { user, token } = await newWorker();
      const { labor } = await workOrder(user.employeeId);
      const none = await jobClock(token, labor[0].id, 'stop').expect(409);
      expect(none.body.details).toMatchObject({ code: 'no_job_clock' });
      expect(none.body.message).toBe('No estás trabajando en esta línea.');
      await punch(token, 'clock-in').expect(200);
      await jobClock(token, labor[0].id, 'start').expect(200);
      const elsewhere = await jobClock(token, labor[1].id, 'stop').expect(409);
      expect(elsewhere.body.details).toMatchObject({ code: 'no_job_clock' });
      expect((await status(token)).job?.work_order_line_id).toBe(labor[0].id);
    });

    it('tells an account without an employee record why (409 no_employee)', async () => {
      const { labor } = await workOrder(null);
      for (const res of [
        await jobClock(unlinkedMechanic, labor[0].id, 'start').expect(409),
        await jobClock(unlinkedMechanic, labor[0].id, 'stop').expect(409),
        await api.http().get('/api/time-clock/my-jobs').set(as(unlinkedMechanic)).expect(409),
      ]) {
        expect(res.body.details).toMatchObject({ code: 'no_employee' });
      }
    });

    it('answers 400 for a malformed id or body, 401 without a session, 403 without the permission and 404 for a missing line', async () => {
      const { user, token } = await newWorker();
      const { labor } = await workOrder(user.employeeId);
      await punch(token, 'clock-in').expect(200);
      for (const action of ['start', 'stop'] as const) {
        const malformed = await jobClock(token, 'no-es-un-id', action).expect(400);
        expect(malformed.body.success).toBe(false);
        await api.http().post(`/api/work-order-items/${labor[0].id}/clock/${action}`).expect(401);
        await jobClock(roleless, labor[0].id, action).expect(403);
        const missing = await jobClock(token, MISSING, action).expect(404);
        expect(missing.body.message).toBe('La línea de la orden no existe.');
      }
      const badBody = await jobClock(token, labor[0].id, 'start', { source: 'fax' }).expect(400);
      expect(badBody.body.details[0]).toMatchObject({ field: 'source' });
      await api.http().get('/api/time-clock/my-jobs').expect(401);
      await api.http().get('/api/time-clock/my-jobs').set(as(roleless)).expect(403);
      expect(await jobClocks(user.employeeId!)).toEqual([]);
    });
  });

  describe('concurrency and retries', () => {
    it('20 parallel starts of one worker leave exactly one open job clock', async () => {
      const { user, token } = await newWorker();
      const { labor } = await workOrder(user.employeeId);
      await punch(token, 'clock-in').expect(200);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => jobClock(token, labor[0].id, 'start')),
      );
      const codes = answers.map((res) => res.status);
      expect(codes.filter((code) => code === 200)).toHaveLength(1);
      expect(codes.filter((code) => code === 409)).toHaveLength(19);
      for (const res of answers.filter((answer) => answer.status === 409)) {
        expect(res.body.details).toMatchObject({ code: 'already_on_line' });
      }
      expect(await jobClocks(user.employeeId!)).toHaveLength(1);

      // Racing over several lines: each start switches, and still only one runs.
      const lines = [labor[0].id, labor[1].id];
      const mixed = await Promise.all(
        Array.from({ length: 20 }, (_, index) => jobClock(token, lines[index % 2], 'start')),
      );
      expect(mixed.every((res) => res.status === 200 || res.status === 409)).toBe(true);
      const rows = await jobClocks(user.employeeId!);
      expect(rows.filter((row) => row.stopped_at === null)).toHaveLength(1);
      for (let i = 1; i < rows.length; i++) {
        expect(rows[i - 1].stopped_at!.getTime()).toBeLessThanOrEqual(rows[i].started_at.getTime());
      }
    });

    it('honours Idempotency-Key: the same key twice starts once; with another action it is a 409', async () => {
      const { user, token } = await newWorker();
      const { labor } = await workOrder(user.employeeId);
      await punch(token, 'clock-in').expect(200);
      const key = `trabajo-${randomUUID()}`;
      const [first, second] = await Promise.all([
        jobClock(token, labor[0].id, 'start', {}, key),
        jobClock(token, labor[0].id, 'start', {}, key),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      expect(second.body.data.job).toEqual(first.body.data.job);
      expect(await jobClocks(user.employeeId!)).toHaveLength(1);
      const reused = await jobClock(token, labor[0].id, 'stop', {}, key).expect(409);
      expect(reused.body.message).toMatch(/clave de idempotencia/);
      const stopKey = `parar-${randomUUID()}`;
      await jobClock(token, labor[0].id, 'stop', {}, stopKey).expect(200);
      await jobClock(token, labor[0].id, 'stop', {}, stopKey).expect(200);
      const long = await jobClock(token, labor[0].id, 'start', {}, 'x'.repeat(201)).expect(400);
      expect(long.body.details[0]).toMatchObject({ field: 'Idempotency-Key' });
    });
  });

  describe('what the database guarantees', () => {
    let employeeId: string;
    let orderId: string;
    let lineId: string;
    let closedClock: string;

    beforeAll(async () => {
      const { user } = await newWorker();
      employeeId = user.employeeId!;
      const { order, labor } = await workOrder(employeeId);
      orderId = order.id;
      lineId = labor[0].id;
      closedClock = await insertJobClock(
        employeeId,
        orderId,
        lineId,
        '2025-05-05T08:00:00Z',
        '2025-05-05T10:00:00Z',
      );
    });

    it('refuses DELETE and TRUNCATE of job clocks', async () => {
      await expect(sql('delete from job_clock where id = ?', [closedClock])).rejects.toThrow(
        /se conservan/,
      );
      await expect(sql('truncate job_clock')).rejects.toThrow(/se conservan/);
      const [{ n }] = await sql<{ n: number }[]>(
        'select count(*)::int as n from job_clock where id = ?',
        [closedClock],
      );
      expect(n).toBe(1);
    });

    it('refuses any UPDATE but stopping an open job clock', async () => {
      await expect(
        sql(`update job_clock set started_at = '2025-05-05T07:00:00Z' where id = ?`, [closedClock]),
      ).rejects.toThrow(/solo puede detenerse/);
      await expect(
        sql(`update job_clock set stopped_at = '2025-05-05T11:00:00Z' where id = ?`, [closedClock]),
      ).rejects.toThrow(/solo puede detenerse/);
      const open = await insertJobClock(
        employeeId,
        orderId,
        lineId,
        '2025-05-06T08:00:00Z',
        null,
        '2025-05-06T17:00:00Z',
      );
      await expect(
        sql(`update job_clock set work_order_line_id = ? where id = ?`, [randomUUID(), open]),
      ).rejects.toThrow(/solo puede detenerse/);
      await sql(
        `update job_clock set stopped_at = '2025-05-06T09:00:00Z', stop_reason = 'auto'
          where id = ?`,
        [open],
      );
    });

    it('refuses overlapping job clocks of one worker and a second open one', async () => {
      const entry = randomUUID();
      await sql('insert into clock_entry (id, employee_id, clock_in) values (?, ?, ?)', [
        entry,
        employeeId,
        '2025-05-07T06:00:00Z',
      ]);
      const insert = (startedAt: string, stoppedAt: string | null) =>
        sql(
          `insert into job_clock (id, employee_id, work_order_id, work_order_line_id,
                                  clock_entry_id, started_at, stopped_at, stop_reason)
           values (?, ?, ?, ?, ?, ?, ?, ?)`,
          [
            randomUUID(),
            employeeId,
            orderId,
            lineId,
            entry,
            startedAt,
            stoppedAt,
            stoppedAt ? 'manual' : null,
          ],
        );
      await expect(insert('2025-05-05T09:00:00Z', '2025-05-05T09:30:00Z')).rejects.toThrow(
        /job_clock_no_overlap/,
      );
      await insert('2025-05-05T10:00:00Z', '2025-05-05T10:30:00Z'); // touching is fine
      await insert('2025-05-07T07:00:00Z', null);
      await expect(insert('2025-05-07T09:00:00Z', null)).rejects.toThrow(
        /job_clock_one_open|job_clock_no_overlap/,
      );
      await expect(insert('2025-05-07T08:00:00Z', '2025-05-07T08:30:00Z')).rejects.toThrow(
        /job_clock_no_overlap/,
      );
    });
  });
});

import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import { type ClockEntryView, type TimeClockHistory } from '../../libs/contracts/src';
import { EventPublisher } from '../../libs/platform/src';
import { CloseForgottenClockOutsJob } from '../../libs/workforce/src/jobs/close-forgotten-clock-outs.job';
import { MISSING_ID as MISSING } from './support/fixtures';
import { type TestUser, createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';

const HOUR = 3_600_000;

/**
 * Forgotten clock-outs: the nightly job's handler run against the real database (the worker runs
 * the same provider), the flag and the notifications it leaves, the guard's closing path, and the
 * manager's review (POST /api/time-clock/entries/{id}/confirm, or a correction).
 */
describe('Forgotten clock-outs (nightly job, /api/time-clock/entries/{id}/confirm)', () => {
  let api: TestApi;
  let worker: TestUser;
  let workerToken: string;
  let scheduled: TestUser;
  let recent: TestUser;
  let managerToken: string;
  let manager: TestUser;
  let forgotten: string;
  let forgottenWithSchedule: string;
  let stillWorking: string;
  let normal: string;
  let closed: string[];
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.getConnection().execute(query, params) as Promise<T>;

  async function insertEntry(
    employeeId: string,
    clockIn: string,
    clockOut: string | null = null,
  ): Promise<string> {
    const id = randomUUID();
    await sql(
      'insert into clock_entry (id, employee_id, clock_in, clock_out) values (?, ?, ?, ?)',
      [id, employeeId, clockIn, clockOut],
    );
    return id;
  }

  /** The entry's closing and review columns, instants as ISO strings. */
  const entryRow = (id: string) =>
    sql<Record<string, unknown>[]>(
      `select clock_out, clock_out_source, auto_closed, auto_closed_at, review, reviewed_by
         from clock_entry where id = ?`,
      [id],
    ).then(([row]) => ({
      ...row,
      clock_out: row.clock_out ? new Date(row.clock_out as string).toISOString() : null,
      auto_closed_at: row.auto_closed_at
        ? new Date(row.auto_closed_at as string).toISOString()
        : null,
    }));

  const ownRun = () => ({
    trigger: 'test',
    employee_ids: [worker.employeeId!, scheduled.employeeId!, recent.employeeId!],
  });

  const confirm = (token: string, id: string) =>
    api.http().post(`/api/time-clock/entries/${id}/confirm`).set(as(token)).send({});

  beforeAll(async () => {
    api = await startTestApi();
    worker = await createTestUser(api.app, { roles: ['mecanico'], employee: true });
    workerToken = (await loginAs(api.app, worker)).token;
    scheduled = await createTestUser(api.app, { roles: ['mecanico'], employee: true });
    recent = await createTestUser(api.app, { roles: ['mecanico'], employee: true });
    manager = await createTestUser(api.app, { roles: ['jefe_taller'], employee: true });
    managerToken = (await loginAs(api.app, manager)).token;

    // Tuesday 4 March 2025, in at 08:00 (CET), never out; a break from 10:00 still open.
    forgotten = await insertEntry(worker.employeeId!, '2025-03-04T07:00:00Z');
    await sql('insert into clock_break (id, clock_entry_id, start_at) values (?, ?, ?)', [
      randomUUID(),
      forgotten,
      '2025-03-04T09:00:00Z',
    ]);
    normal = await insertEntry(worker.employeeId!, '2025-03-03T07:00:00Z', '2025-03-03T16:00:00Z');
    // Someone whose schedule ends at 14:00 on Wednesdays, in at 06:00 on Wednesday 5 March.
    await sql(
      `insert into work_schedule (id, employee_id, valid_from, days) values (?, ?, '2025-01-01', ?)`,
      [
        randomUUID(),
        scheduled.employeeId,
        JSON.stringify({ 3: [{ start: '06:00', end: '14:00' }] }),
      ],
    );
    forgottenWithSchedule = await insertEntry(scheduled.employeeId!, '2025-03-05T05:00:00Z');
    // In half an hour ago: not forgotten, still at work.
    stillWorking = await insertEntry(
      recent.employeeId!,
      new Date(Date.now() - HOUR / 2).toISOString(),
    );

    // Only this file's workers: other files' open entries (run in parallel) are theirs.
    ({ closed } = await api.app.get(CloseForgottenClockOutsJob).run(ownRun()));
    await api.app.get(EventPublisher).drain();
  });
  afterAll(() => api.close());

  describe('the nightly job', () => {
    it('closes the entries left open past the scheduled end plus the margin, flagged, at that end', async () => {
      expect(closed).toEqual(expect.arrayContaining([forgotten, forgottenWithSchedule]));
      expect(closed).not.toContain(stillWorking);
      // No schedule: the default split shift ends at 18:00 (CET) = 17:00 UTC.
      expect(await entryRow(forgotten)).toMatchObject({
        clock_out: '2025-03-04T17:00:00.000Z',
        clock_out_source: 'auto',
        auto_closed: true,
        auto_closed_at: expect.any(String),
        review: null,
      });
      // Its own schedule: 14:00 (CET) = 13:00 UTC.
      expect(await entryRow(forgottenWithSchedule)).toMatchObject({
        clock_out: '2025-03-05T13:00:00.000Z',
        auto_closed: true,
      });
      expect(await entryRow(stillWorking)).toMatchObject({ clock_out: null, auto_closed: false });
      // The open break ended with the entry.
      const [pause] = await sql<{ end_at: string; end_source: string }[]>(
        'select end_at, end_source from clock_break where clock_entry_id = ?',
        [forgotten],
      );
      expect(new Date(pause.end_at).toISOString()).toBe('2025-03-04T17:00:00.000Z');
      expect(pause.end_source).toBe('auto');
    });

    it('records ClockEntryAutoClosed and notifies the worker and the managers once', async () => {
      const [event] = await sql<{ type: string; payload: Record<string, unknown> }[]>(
        `select type, payload from domain_event where aggregate_id = ? and type = 'ClockEntryAutoClosed'`,
        [forgotten],
      );
      expect(event.payload).toMatchObject({
        employee_id: worker.employeeId,
        entry_id: forgotten,
        clock_out: '2025-03-04T17:00:00.000Z',
        date: '2025-03-04',
      });
      const notes = await sql<
        { employee_id: string; title: string; link: string; priority: string }[]
      >(`select employee_id, title, link, priority from notification where dedupe_key = ?`, [
        `clock-auto-closed:${forgotten}`,
      ]);
      expect(notes).toContainEqual({
        employee_id: worker.employeeId,
        title: 'Jornada cerrada automáticamente',
        link: '/time-tracking?date=2025-03-04',
        priority: 'high',
      });
      expect(notes).toContainEqual(
        expect.objectContaining({
          employee_id: manager.employeeId,
          link: `/timesheet-editing?employee=${worker.employeeId}&month=2025-03`,
        }),
      );

      // Run again (a retry, tomorrow night): nothing is closed or notified twice.
      const again = await api.app.get(CloseForgottenClockOutsJob).run(ownRun());
      expect(again.closed).not.toContain(forgotten);
      await api.app.get(EventPublisher).drain();
      const after = await sql<unknown[]>('select 1 from notification where dedupe_key = ?', [
        `clock-auto-closed:${forgotten}`,
      ]);
      expect(after).toHaveLength(notes.length);
    });

    it('is the only way to flag an entry: the guard refuses a punch closing as the system', async () => {
      await expect(
        sql(
          `update clock_entry set clock_out = now(), clock_out_source = 'web', auto_closed = true,
                  auto_closed_at = now() where id = ?`,
          [stillWorking],
        ),
      ).rejects.toThrow(/cierre automático/);
      await expect(
        sql(`update clock_entry set clock_out = now(), clock_out_source = 'auto' where id = ?`, [
          stillWorking,
        ]),
      ).rejects.toThrow(/cierre automático/);
      // Nor can an entry the system did not close be reviewed.
      await expect(
        sql(
          `update clock_entry set review = 'confirmed', reviewed_at = now(), reviewed_by = ? where id = ?`,
          [randomUUID(), normal],
        ),
      ).rejects.toThrow();
    });
  });

  describe('POST /api/time-clock/entries/{id}/confirm', () => {
    it('shows the closing as pending until a manager confirms it, once', async () => {
      const before = (
        await api
          .http()
          .get('/api/time-clock/history')
          .query({ from: '2025-03-01', to: '2025-03-31' })
          .set(as(workerToken))
          .expect(200)
      ).body.data as TimeClockHistory;
      expect(before.totals.auto_closed_pending).toBe(1);

      const confirmed = (await confirm(managerToken, forgotten).expect(200)).body
        .data as ClockEntryView;
      expect(confirmed).toMatchObject({
        id: forgotten,
        auto_closed: true,
        clock_out: '2025-03-04T17:00:00.000Z',
        review: { review: 'confirmed', reviewed_by: manager.id, reviewed_at: expect.any(String) },
      });
      const after = (
        await api
          .http()
          .get('/api/time-clock/history')
          .query({ from: '2025-03-01', to: '2025-03-31' })
          .set(as(workerToken))
          .expect(200)
      ).body.data as TimeClockHistory;
      expect(after.totals.auto_closed_pending).toBe(0);

      const twice = await confirm(managerToken, forgotten).expect(409);
      expect(twice.body.details).toMatchObject({ code: 'already_reviewed' });
      const notAuto = await confirm(managerToken, normal).expect(409);
      expect(notAuto.body.details).toMatchObject({ code: 'not_auto_closed' });
      expect(notAuto.body.message).toBe(
        'Este fichaje no lo cerró el sistema: no hay cierre automático que confirmar.',
      );
    });

    it('reviews the closing as corrected when a manager corrects it instead', async () => {
      await api
        .http()
        .post(`/api/time-clock/entries/${forgottenWithSchedule}/corrections`)
        .set(as(managerToken))
        .send({
          clock_in: '2025-03-05T05:00:00Z',
          clock_out: '2025-03-05T14:30:00Z',
          reason: 'Salió a las 15:30 según el parte de trabajo.',
        })
        .expect(201);
      expect(await entryRow(forgottenWithSchedule)).toMatchObject({
        clock_out: '2025-03-05T14:30:00.000Z',
        auto_closed: true,
        review: 'corrected',
      });
      const res = await confirm(managerToken, forgottenWithSchedule).expect(409);
      expect(res.body.details).toMatchObject({ code: 'already_reviewed' });
    });

    it('answers 400 for a malformed id, 401 without a session, 403 to a worker, 404 for none', async () => {
      const bad = await confirm(managerToken, 'no-es-un-id').expect(400);
      expect(bad.body.details[0]).toMatchObject({ field: 'id' });
      await api.http().post(`/api/time-clock/entries/${forgotten}/confirm`).expect(401);
      await confirm(workerToken, forgotten).expect(403);
      const missing = await confirm(managerToken, MISSING).expect(404);
      expect(missing.body.message).toBe('El fichaje no existe.');
    });
  });
});

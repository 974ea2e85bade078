import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import {
  type ClockCorrectionView,
  type TimeClockHistory,
  type TimesheetEmployee,
  type WorkOrderLine,
} from '../../libs/contracts/src';
import { formatSpanishDate, localDate } from '../../libs/workforce/src/domain/local-day';
import { madridTime } from '../../libs/workforce/src/domain/timesheet-report';
import { MISSING_ID as MISSING, freshDni } from './support/fixtures';
import { type TestUser, createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';
import { openFleetOrder } from './support/work-order-fixtures';

const HOUR = 3_600_000;
const REASON = 'Fichó tarde; entró a las 8 según el parte.';

describe('Registro de jornada (/api/time-clock/history, /report, /employees)', () => {
  let api: TestApi;
  let worker: TestUser;
  let workerToken: string;
  let workerNif: string;
  let workerCode: string;
  let otherWorker: TestUser;
  let otherToken: string;
  let managerToken: string;
  let officeToken: string;
  let roleless: string;
  let correction: ClockCorrectionView;
  let order: { id: string; number: string };
  let lines: WorkOrderLine[];
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.getConnection().execute(query, params) as Promise<T>;

  async function insertEntry(
    employeeId: string,
    clockIn: string,
    clockOut: string | null,
    { breaks = [], autoClosed = false }: { breaks?: [string, string][]; autoClosed?: boolean } = {},
  ): Promise<string> {
    const id = randomUUID();
    await sql(
      `insert into clock_entry (id, employee_id, clock_in, clock_out, auto_closed, clock_out_source)
       values (?, ?, ?, ?, ?, ?)`,
      [
        id,
        employeeId,
        clockIn,
        clockOut,
        autoClosed,
        autoClosed ? 'auto' : clockOut ? 'web' : null,
      ],
    );
    for (const [start, end] of breaks) {
      await sql(
        'insert into clock_break (id, clock_entry_id, start_at, end_at) values (?, ?, ?, ?)',
        [randomUUID(), id, start, end],
      );
    }
    return id;
  }

  async function insertJobClock(
    employeeId: string,
    entryId: string,
    line: WorkOrderLine,
    startedAt: string,
    stoppedAt: string,
  ): Promise<void> {
    await sql(
      `insert into job_clock (id, employee_id, work_order_id, work_order_line_id, clock_entry_id,
                              started_at, stopped_at, stop_reason)
       values (?, ?, ?, ?, ?, ?, ?, 'manual')`,
      [randomUUID(), employeeId, line.work_order_id, line.id, entryId, startedAt, stoppedAt],
    );
  }

  function history(token: string, query: Record<string, string> = {}) {
    return api.http().get('/api/time-clock/history').query(query).set(as(token));
  }

  function report(token: string, query: Record<string, string>) {
    return api.http().get('/api/time-clock/report').query(query).set(as(token));
  }

  beforeAll(async () => {
    api = await startTestApi();
    worker = await createTestUser(api.app, { roles: ['mecanico'], employee: true });
    workerToken = (await loginAs(api.app, worker)).token;
    workerNif = freshDni();
    const [{ code }] = await sql<{ code: string }[]>(
      `update employee set first_name = 'Lucía', last_name = 'Ferrer Gil', nif = ? where id = ?
       returning code`,
      [workerNif, worker.employeeId],
    );
    workerCode = code;
    otherWorker = await createTestUser(api.app, { roles: ['mecanico'], employee: true });
    otherToken = (await loginAs(api.app, otherWorker)).token;
    await sql(`update employee set first_name = 'Óscar', last_name = 'Vidal' where id = ?`, [
      otherWorker.employeeId,
    ]);
    const manager = await createTestUser(api.app, { roles: ['jefe_taller'], employee: true });
    managerToken = (await loginAs(api.app, manager)).token;
    await sql(`update employee set first_name = 'Marta', last_name = 'Jefa' where id = ?`, [
      manager.employeeId,
    ]);
    officeToken = (
      await loginAs(api.app, await createTestUser(api.app, { roles: ['administracion'] }))
    ).token;
    roleless = (await loginAs(api.app, await createTestUser(api.app, { roles: [] }))).token;
    const reception = (
      await loginAs(api.app, await createTestUser(api.app, { roles: ['recepcion'] }))
    ).token;

    const workshop = await sql<unknown[]>('select 1 from workshop');
    if (!workshop.length) {
      await sql(
        `insert into workshop (name, legal_name, nif, address_line, postal_code, city, province,
                               registry_number)
         values ('Taller PX', 'Taller de pruebas S.L.', 'B86561412', 'Calle Mayor 1', '28013',
                 'Madrid', 'Madrid', 'RI-28-000001') on conflict do nothing`,
      );
    }

    // March 2025 (Madrid: UTC+1 until the 30th, UTC+2 after).
    const w = worker.employeeId!;
    const monday = await insertEntry(w, '2025-03-03T07:00:00Z', '2025-03-03T16:00:00Z', {
      breaks: [['2025-03-03T12:00:00Z', '2025-03-03T13:00:00Z']],
    });
    const tuesday = await insertEntry(w, '2025-03-04T07:20:00Z', '2025-03-04T15:30:00Z');
    // A night from Wednesday 22:00 to Thursday 06:00, then a forgotten clock-out closed at 20:00.
    await insertEntry(w, '2025-03-05T21:00:00Z', '2025-03-06T05:00:00Z');
    await insertEntry(w, '2025-03-06T07:00:00Z', '2025-03-06T19:00:00Z', { autoClosed: true });
    await insertEntry(w, '2025-03-31T06:00:00Z', '2025-03-31T10:00:00Z');
    // Outside March: starts on 28 February at 23:30, and on 1 April.
    await insertEntry(w, '2025-02-28T22:30:00Z', '2025-03-01T01:30:00Z');
    await insertEntry(w, '2025-04-01T06:00:00Z', '2025-04-01T14:00:00Z');
    await insertEntry(otherWorker.employeeId!, '2025-03-03T08:00:00Z', '2025-03-03T12:00:00Z');

    correction = (
      await api
        .http()
        .post(`/api/time-clock/entries/${tuesday}/corrections`)
        .set(as(managerToken))
        .send({
          clock_in: '2025-03-04T07:00:00Z',
          clock_out: '2025-03-04T15:30:00Z',
          reason: REASON,
        })
        .expect(201)
    ).body.data as ClockCorrectionView;

    // Job hours on Monday: 2 h and 1.5 h on two lines of one order, 1 h on another line on Tuesday.
    const opened = await openFleetOrder(api, reception);
    order = { id: opened.id, number: opened.number };
    lines = [];
    for (const name of ['Cambiar pastillas de freno', 'Revisar suspensión']) {
      lines.push(
        (
          await api
            .http()
            .post('/api/work-order-items')
            .set(as(reception))
            .send({ work_order_id: opened.id, name, planned_hours: 2 })
            .expect(201)
        ).body.data as WorkOrderLine,
      );
    }
    await insertJobClock(w, monday, lines[0], '2025-03-03T07:30:00Z', '2025-03-03T09:30:00Z');
    await insertJobClock(w, monday, lines[1], '2025-03-03T10:00:00Z', '2025-03-03T11:30:00Z');
    await insertJobClock(w, tuesday, lines[1], '2025-03-04T08:00:00Z', '2025-03-04T09:00:00Z');
  });
  afterAll(() => api.close());

  describe('GET /api/time-clock/history', () => {
    it('answers the worker their own days: entries, breaks, corrections, job hours and totals', async () => {
      const body = (
        await history(workerToken, { from: '2025-03-01', to: '2025-03-31' }).expect(200)
      ).body.data as TimeClockHistory;
      expect(body).toMatchObject({
        employee_id: worker.employeeId,
        employee_name: 'Lucía Ferrer Gil',
        from: '2025-03-01',
        to: '2025-03-31',
      });
      expect(body.days.map((day) => [day.date, day.worked_ms, day.break_ms, day.job_ms])).toEqual([
        ['2025-03-03', 8 * HOUR, HOUR, 3.5 * HOUR],
        ['2025-03-04', 8.5 * HOUR, 0, HOUR],
        ['2025-03-05', 8 * HOUR, 0, 0],
        ['2025-03-06', 12 * HOUR, 0, 0],
        ['2025-03-31', 4 * HOUR, 0, 0],
      ]);
      expect(body.totals).toEqual({
        worked_ms: 40.5 * HOUR,
        break_ms: HOUR,
        job_ms: 4.5 * HOUR,
        days: 5,
        entries: 5,
        corrected: 1,
        auto_closed_pending: 1,
      });
      const [monday, tuesday, , autoDay] = body.days;
      expect(monday.entries[0].breaks).toEqual([
        expect.objectContaining({
          start_at: '2025-03-03T12:00:00.000Z',
          end_at: '2025-03-03T13:00:00.000Z',
        }),
      ]);
      expect(monday.jobs).toEqual([
        {
          work_order_id: order.id,
          number: order.number,
          title: 'Revisión de flota',
          license_plate: expect.any(String),
          ms: 3.5 * HOUR,
          lines: [
            { work_order_line_id: lines[0].id, name: 'Cambiar pastillas de freno', ms: 2 * HOUR },
            { work_order_line_id: lines[1].id, name: 'Revisar suspensión', ms: 1.5 * HOUR },
          ],
        },
      ]);
      expect(body.jobs).toEqual([
        expect.objectContaining({ work_order_id: order.id, ms: 4.5 * HOUR }),
      ]);
      // The worker sees who corrected their record, when, what it was and why.
      expect(tuesday.entries[0]).toMatchObject({
        clock_in: '2025-03-04T07:00:00.000Z',
        corrected: true,
        corrections: [
          {
            id: correction.id,
            before: { clock_in: '2025-03-04T07:20:00.000Z', clock_out: '2025-03-04T15:30:00.000Z' },
            after: { clock_in: '2025-03-04T07:00:00.000Z', clock_out: '2025-03-04T15:30:00.000Z' },
            reason: REASON,
            author_name: 'Marta Jefa',
            created_at: correction.created_at,
          },
        ],
      });
      expect(autoDay.entries[0]).toMatchObject({ auto_closed: true, source: 'web' });
    });

    it('lets managers and the office read anyone’s history', async () => {
      for (const token of [managerToken, officeToken]) {
        const body = (
          await history(token, {
            employee_id: worker.employeeId!,
            from: '2025-03-01',
            to: '2025-03-31',
          }).expect(200)
        ).body.data as TimeClockHistory;
        expect(body.totals.entries).toBe(5);
      }
    });

    it('refuses bad dates and ids with field details (400)', async () => {
      const dates = await history(workerToken, { from: '2025-02-30', to: 'mañana' }).expect(400);
      expect(dates.body.details.map((detail: { field: string }) => detail.field)).toEqual([
        'from',
        'to',
      ]);
      expect(dates.body.details[0].message).toBe('Indica una fecha de inicio válida (AAAA-MM-DD).');
      const id = await history(managerToken, { employee_id: 'nadie' }).expect(400);
      expect(id.body.details.map((detail: { field: string }) => detail.field)).toEqual([
        'employee_id',
      ]);
    });

    it('is for signed-in users with a time clock permission (401, 403)', async () => {
      await api.http().get('/api/time-clock/history').expect(401);
      await history(roleless).expect(403);
      const other = await history(otherToken, { employee_id: worker.employeeId! }).expect(403);
      expect(other.body.message).toMatch(/propios fichajes/);
    });

    it('answers 404 for an unknown employee and 409 to an account without one', async () => {
      const missing = await history(managerToken, { employee_id: MISSING }).expect(404);
      expect(missing.body.message).toBe('El empleado no existe.');
      const unlinked = await history(officeToken).expect(409);
      expect(unlinked.body.details).toMatchObject({ code: 'no_employee' });
    });
  });

  describe('GET /api/time-clock/report', () => {
    it('writes the worker’s month as CSV: every jornada, its breaks, totals and corrections', async () => {
      const [company] = await sql<{ legal_name: string; nif: string }[]>(
        'select legal_name, nif from workshop',
      );
      const res = await report(workerToken, { month: '2025-03', format: 'csv' }).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="registro-jornada-2025-03-${workerCode}.csv"`,
      );
      const text = res.text;
      expect(text.startsWith('\uFEFF')).toBe(true);
      const lines = text.slice(1).split('\r\n');
      const at = new Date(correction.created_at);
      const corrected =
        `"Corregido el ${formatSpanishDate(localDate(at))} a las ${madridTime(at)} por Marta Jefa ` +
        `(antes 08:20–16:30; ahora 08:00–16:30): ${REASON}"`;
      const who = `Lucía Ferrer Gil;${workerNif}`;
      expect(lines[0]).toBe('Registro de jornada;marzo de 2025');
      expect(lines[1]).toBe(`Empresa;${company.legal_name};CIF;${company.nif}`);
      expect(lines[2]).toMatch(/^Centro de trabajo;/);
      expect(lines.slice(3)).toEqual([
        '',
        'Empleado;NIF;Fecha;Entrada;Salida;Pausas;Tiempo de pausa;Tiempo trabajado;Corregido;Observaciones',
        `${who};03/03/2025;08:00;17:00;13:00–14:00;1:00;8:00;No;`,
        `${who};04/03/2025;08:00;16:30;;0:00;8:30;Sí;${corrected}`,
        `${who};05/03/2025;22:00;06/03/2025 06:00;;0:00;8:00;No;`,
        `${who};06/03/2025;08:00;20:00;;0:00;12:00;No;Cierre automático: salida no fichada (pendiente de revisión)`,
        `${who};31/03/2025;08:00;12:00;;0:00;4:00;No;`,
        `${who};Total marzo de 2025;;;;1:00;40:30;;5 jornadas`,
        '',
      ]);
    });

    it('gives the worker their own when no employee is named, and the same to a manager naming them', async () => {
      const own = await report(workerToken, { month: '2025-03' }).expect(200);
      const managers = await report(managerToken, {
        month: '2025-03',
        employee_id: worker.employeeId!,
      }).expect(200);
      expect(managers.text).toBe(own.text);
    });

    it('writes the whole workshop in one CSV with the worker on every row', async () => {
      const res = await report(managerToken, { month: '2025-03', format: 'csv' }).expect(200);
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="registro-jornada-2025-03-todos.csv"',
      );
      const rows = res.text.split('\r\n');
      expect(rows.filter((row) => row.startsWith('Lucía Ferrer Gil;'))).toHaveLength(6);
      expect(rows).toContain('Óscar Vidal;;03/03/2025;09:00;13:00;;0:00;4:00;No;');
      expect(rows).toContain('Óscar Vidal;;Total marzo de 2025;;;;0:00;4:00;;1 jornada');
    });

    it('writes a PDF, for one worker or a section per worker', async () => {
      for (const [token, query, file] of [
        [
          workerToken,
          { month: '2025-03', format: 'pdf' },
          `registro-jornada-2025-03-${workerCode}.pdf`,
        ],
        [managerToken, { month: '2025-03', format: 'pdf' }, 'registro-jornada-2025-03-todos.pdf'],
      ] as const) {
        const res = await report(token, query)
          .buffer(true)
          .parse((response, callback) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => callback(null, Buffer.concat(chunks)));
          })
          .expect(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toBe(`attachment; filename="${file}"`);
        const body = res.body as Buffer;
        expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(body.length).toBeGreaterThan(1000);
      }
    });

    it('refuses a bad month or format with Spanish field details (400)', async () => {
      const bad = await report(workerToken, { month: 'marzo', format: 'xls' }).expect(400);
      expect(bad.body.details).toEqual([
        { field: 'month', code: 'isMonth', message: 'Indica un mes válido (AAAA-MM).' },
        { field: 'format', code: 'isIn', message: 'El formato debe ser csv o pdf.' },
      ]);
      const missing = await report(workerToken, {}).expect(400);
      expect(missing.body.details).toEqual([
        { field: 'month', code: 'required', message: 'Indica el mes (AAAA-MM).' },
      ]);
      const id = await report(managerToken, { month: '2025-03', employee_id: '42' }).expect(400);
      expect(id.body.details[0]).toMatchObject({ field: 'employee_id' });
    });

    it('is refused without a session (401), to another’s record (403) and to the roleless', async () => {
      await api.http().get('/api/time-clock/report').query({ month: '2025-03' }).expect(401);
      const other = await report(otherToken, {
        month: '2025-03',
        employee_id: worker.employeeId!,
      }).expect(403);
      expect(other.body.message).toMatch(/propios fichajes/);
      await report(roleless, { month: '2025-03' }).expect(403);
    });

    it('answers 404 for an unknown employee', async () => {
      const res = await report(managerToken, { month: '2025-03', employee_id: MISSING }).expect(
        404,
      );
      expect(res.body.message).toBe('El empleado no existe.');
    });
  });

  describe('GET /api/time-clock/employees', () => {
    it('lists the employees for those who read or edit timesheets', async () => {
      const body = (
        await api.http().get('/api/time-clock/employees').set(as(managerToken)).expect(200)
      ).body.data as TimesheetEmployee[];
      expect(body).toContainEqual({
        id: worker.employeeId,
        code: workerCode,
        full_name: 'Lucía Ferrer Gil',
        nif: workerNif,
        active: true,
      });
      await api.http().get('/api/time-clock/employees').set(as(officeToken)).expect(200);
    });

    it('is refused without a session (401) and to workers (403)', async () => {
      await api.http().get('/api/time-clock/employees').expect(401);
      await api.http().get('/api/time-clock/employees').set(as(workerToken)).expect(403);
    });
  });
});

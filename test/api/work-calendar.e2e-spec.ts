import { MikroORM } from '@mikro-orm/core';
import {
  type CapacityView,
  type EmployeeWorkSchedule,
  type HolidayCalendarView,
  type HolidayRegionView,
  type WorkCalendarSettingsView,
} from '../../libs/contracts/src';
import { EventPublisher } from '../../libs/platform/src';
import { MISSING_ID as MISSING } from './support/fixtures';
import { type TestUser, createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';

const SPLIT = [
  { start: '08:00', end: '13:00' },
  { start: '15:00', end: '18:00' },
];
const WEEKDAYS = { '1': SPLIT, '2': SPLIT, '3': SPLIT, '4': SPLIT, '5': SPLIT };
const SUMMER = {
  name: 'Jornada intensiva de verano',
  from: '07-01',
  to: '08-31',
  days: Object.fromEntries(
    ['1', '2', '3', '4', '5'].map((day) => [day, [{ start: '08:00', end: '15:00' }]]),
  ),
};

/** The workshop's calendar id in the outbox (events/work-calendar.events.ts). */
const WORKSHOP_CALENDAR_ID = '023cfb39-f963-47ec-a6b7-0f2fd416f3ff';

describe('Work calendar (/api/work-schedules, /api/holidays, /api/work-calendar, /api/capacity)', () => {
  let api: TestApi;
  let manager: string;
  let office: string;
  let mechanic: TestUser;
  let mechanicToken: string;
  let roleless: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.getConnection().execute(query, params) as Promise<T>;

  beforeAll(async () => {
    api = await startTestApi();
    manager = (await loginAs(api.app, await createTestUser(api.app, { roles: ['jefe_taller'] })))
      .token;
    office = (await loginAs(api.app, await createTestUser(api.app, { roles: ['administracion'] })))
      .token;
    mechanic = await createTestUser(api.app, { roles: ['mecanico'], employee: true });
    mechanicToken = (await loginAs(api.app, mechanic)).token;
    roleless = (await loginAs(api.app, await createTestUser(api.app))).token;
  });
  afterAll(() => api.close());

  /** A new employee (an employee record with no account), by id. */
  async function newEmployee(): Promise<string> {
    const res = await api
      .http()
      .post('/api/employees')
      .set(as(manager))
      .send({ first_name: 'Horario', last_name: 'Pruebas', position: 'mecanico' })
      .expect(201);
    return (res.body.data as { id: string }).id;
  }

  function put(employeeId: string, body: object, token = manager) {
    return api.http().put(`/api/work-schedules/${employeeId}`).set(as(token)).send(body);
  }

  async function schedule(employeeId: string, token = manager): Promise<EmployeeWorkSchedule> {
    return (await api.http().get(`/api/work-schedules/${employeeId}`).set(as(token)).expect(200))
      .body.data as EmployeeWorkSchedule;
  }

  async function eventsOf(aggregateId: string) {
    await api.app.get(EventPublisher).drain();
    return sql<{ type: string; payload: Record<string, unknown> }[]>(
      'select type, payload from domain_event where aggregate_id = ? order by occurred_at',
      [aggregateId],
    );
  }

  describe('schedules', () => {
    it('sets a weekly pattern with summer hours, then a new one from a date ends the old one', async () => {
      const id = await newEmployee();
      const empty = await schedule(id);
      expect(empty).toMatchObject({ employee_id: id, periods: [], position: 'mecanico' });

      const first = await put(id, {
        valid_from: '2025-01-01',
        days: WEEKDAYS,
        seasons: [SUMMER],
        revision: empty.revision,
      }).expect(200);
      const set = first.body.data as EmployeeWorkSchedule;
      expect(set.periods).toEqual([
        expect.objectContaining({
          valid_from: '2025-01-01',
          valid_to: null,
          days: WEEKDAYS,
          weekly_minutes: 40 * 60,
          current: true,
          seasons: [{ ...SUMMER, weekly_minutes: 35 * 60 }],
        }),
      ]);
      expect(set.revision).not.toBe(empty.revision);

      // Fridays mornings only from 2026-03-02: the first period ends the day before.
      const fridays = { ...WEEKDAYS, '5': [{ start: '08:00', end: '14:00' }] };
      const second = await put(id, {
        valid_from: '2026-03-02',
        valid_to: null,
        days: fridays,
        revision: set.revision,
      }).expect(200);
      const periods = (second.body.data as EmployeeWorkSchedule).periods;
      expect(periods.map((p) => [p.valid_from, p.valid_to, p.weekly_minutes])).toEqual([
        ['2026-03-02', null, 38 * 60],
        ['2025-01-01', '2026-03-01', 40 * 60],
      ]);
      expect(await schedule(id)).toEqual(second.body.data);

      const events = await eventsOf(id);
      expect(events.filter((e) => e.type === 'WorkScheduleChanged')).toEqual([
        {
          type: 'WorkScheduleChanged',
          payload: { employee_id: id, valid_from: '2025-01-01', valid_to: null, period_count: 1 },
        },
        {
          type: 'WorkScheduleChanged',
          payload: { employee_id: id, valid_from: '2026-03-02', valid_to: null, period_count: 2 },
        },
      ]);
    });

    it('refuses a stale revision with 409 and changes nothing', async () => {
      const id = await newEmployee();
      const before = await schedule(id);
      await put(id, { valid_from: '2026-01-01', days: WEEKDAYS }).expect(200);
      const stale = await put(id, {
        valid_from: '2026-02-01',
        days: {},
        revision: before.revision,
      }).expect(409);
      expect(stale.body.details).toMatchObject({ code: 'stale_schedule' });
      expect(stale.body.message).toMatch(/Otra persona ha cambiado este horario/);
      expect((await schedule(id)).periods).toHaveLength(1);
    });

    it('answers 400 with Spanish field details: overlapping ranges, bad times, bad dates', async () => {
      const id = await newEmployee();
      const res = await put(id, {
        valid_from: '2026-02-30',
        days: {
          '1': [
            { start: '08:00', end: '13:00' },
            { start: '12:30', end: '18:00' },
          ],
          '2': [{ start: '25:00', end: '13:00' }],
          '3': [{ start: '15:00', end: '09:00' }],
        },
        seasons: [{ from: '13-01', to: '08-31', days: {} }],
      }).expect(400);
      expect(res.body).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
      expect(res.body.details).toEqual([
        {
          field: 'valid_from',
          code: 'isDate',
          message: 'La fecha de inicio de vigencia no es válida.',
        },
        {
          field: 'days.1.1',
          code: 'overlap',
          message: 'Los tramos del lunes se solapan: 08:00-13:00 y 12:30-18:00.',
        },
        {
          field: 'days.2.0.start',
          code: 'timeFormat',
          message: 'La hora de inicio debe tener el formato HH:MM (por ejemplo 08:00).',
        },
        {
          field: 'days.3.0.end',
          code: 'timeOrder',
          message: 'La hora de fin debe ser posterior a la de inicio.',
        },
        {
          field: 'seasons.0.from',
          code: 'monthDayFormat',
          message: 'La fecha de temporada debe tener el formato MM-DD (por ejemplo 07-01).',
        },
      ]);
      const shape = await put(id, { valid_from: '2026-01-01', days: 'L-V' }).expect(400);
      expect(shape.body.details).toEqual([expect.objectContaining({ field: 'days' })]);
      const extra = await put(id, { valid_from: '2026-01-01', days: {}, turno: 'mañana' }).expect(
        400,
      );
      expect(extra.body.details[0]).toMatchObject({ field: 'turno' });
      expect((await schedule(id)).periods).toEqual([]);
    });

    it('answers 401 without a session, 403 without the permission, 404 for an unknown employee', async () => {
      const id = await newEmployee();
      await api.http().get(`/api/work-schedules/${id}`).expect(401);
      await api.http().put(`/api/work-schedules/${id}`).send({}).expect(401);
      await api.http().get(`/api/work-schedules/${id}`).set(as(roleless)).expect(403);
      await put(id, { valid_from: '2026-01-01', days: WEEKDAYS }, roleless).expect(403);
      // The office reads anyone's schedule but does not edit it; a mechanic edits none.
      await schedule(id, office);
      await put(id, { valid_from: '2026-01-01', days: WEEKDAYS }, office).expect(403);
      await put(id, { valid_from: '2026-01-01', days: WEEKDAYS }, mechanicToken).expect(403);

      const missing = await api
        .http()
        .get(`/api/work-schedules/${MISSING}`)
        .set(as(manager))
        .expect(404);
      expect(missing.body.message).toBe('El empleado no existe.');
      await put(MISSING, { valid_from: '2026-01-01', days: WEEKDAYS }).expect(404);
      await api.http().get('/api/work-schedules/no-es-un-id').set(as(manager)).expect(400);
    });

    it('lets a mechanic read their own schedule and nobody else’s (403)', async () => {
      await put(mechanic.employeeId!, { valid_from: '2026-01-01', days: WEEKDAYS }).expect(200);
      const own = await schedule(mechanic.employeeId!, mechanicToken);
      expect(own.periods).toHaveLength(1);
      const other = await api
        .http()
        .get(`/api/work-schedules/${await newEmployee()}`)
        .set(as(mechanicToken))
        .expect(403);
      expect(other.body.message).toBe(
        'Solo puedes ver tu propio horario: ver el de otros empleados requiere el permiso «Horarios: Ver».',
      );
    });
  });

  describe('holidays', () => {
    async function holidays(query: Record<string, string>, token = manager) {
      return (await api.http().get('/api/holidays').query(query).set(as(token)).expect(200)).body
        .data as HolidayCalendarView;
    }

    it('lists Madrid’s 2026 holidays by scope, with a local one added and removed', async () => {
      const before = await holidays({ year: '2026' });
      expect(before).toMatchObject({
        year: 2026,
        region: 'MD',
        region_name: 'Comunidad de Madrid',
      });
      expect(before.holidays).toContainEqual({
        date: '2026-05-02',
        name: 'Día de la Comunidad de Madrid',
        scope: 'regional',
      });
      expect(before.holidays).toContainEqual({
        date: '2026-01-01',
        name: 'Año Nuevo',
        scope: 'national',
      });

      const added = await api
        .http()
        .post('/api/holidays/local')
        .set(as(manager))
        .send({ date: '2026-05-15', name: '  San Isidro ' })
        .expect(201);
      expect(added.body.data).toEqual({ date: '2026-05-15', name: 'San Isidro', scope: 'local' });
      const after = await holidays({ year: '2026' }, mechanicToken);
      expect(after.holidays).toContainEqual({
        date: '2026-05-15',
        name: 'San Isidro',
        scope: 'local',
      });
      expect(after.holidays).toHaveLength(before.holidays.length + 1);

      const again = await api
        .http()
        .post('/api/holidays/local')
        .set(as(manager))
        .send({ date: '2026-05-15', name: 'Otra fiesta' })
        .expect(409);
      expect(again.body.details).toMatchObject({ code: 'local_holiday_exists' });
      const regional = await api
        .http()
        .post('/api/holidays/local')
        .set(as(manager))
        .send({ date: '2026-05-02', name: 'Dos de Mayo' })
        .expect(409);
      expect(regional.body.message).toBe(
        'El 02/05/2026 ya es festivo autonómico (Día de la Comunidad de Madrid): no hace falta añadirlo.',
      );

      await api.http().delete('/api/holidays/local/2026-05-15').set(as(manager)).expect(200);
      expect((await holidays({ year: '2026' })).holidays).toEqual(before.holidays);
      const gone = await api
        .http()
        .delete('/api/holidays/local/2026-05-15')
        .set(as(manager))
        .expect(404);
      expect(gone.body.message).toBe('No hay ningún festivo local el 15/05/2026.');

      const events = (await eventsOf(WORKSHOP_CALENDAR_ID)).filter((e) =>
        e.type.startsWith('LocalHoliday'),
      );
      expect(events).toEqual([
        { type: 'LocalHolidayAdded', payload: { date: '2026-05-15', name: 'San Isidro' } },
        { type: 'LocalHolidayRemoved', payload: { date: '2026-05-15', name: 'San Isidro' } },
      ]);
    });

    it('answers another region when asked, and the regions for the setting', async () => {
      const catalonia = await holidays({ year: '2026', region: 'ct' });
      expect(catalonia.region).toBe('CT');
      expect(catalonia.holidays).toContainEqual({
        date: '2026-06-24',
        name: 'San Juan',
        scope: 'regional',
      });
      const regions = (await api.http().get('/api/holidays/regions').set(as(office)).expect(200))
        .body.data as HolidayRegionView[];
      expect(regions).toContainEqual({ code: 'MD', name: 'Comunidad de Madrid' });
    });

    it('answers 400 with field details, 401, 403 and 404', async () => {
      const bad = await api
        .http()
        .get('/api/holidays')
        .query({ year: '1900', region: 'XX' })
        .set(as(manager))
        .expect(400);
      expect(bad.body.details.map((d: { field: string }) => d.field)).toEqual(['year', 'region']);
      const body = await api
        .http()
        .post('/api/holidays/local')
        .set(as(manager))
        .send({ date: '2026-02-30', name: '' })
        .expect(400);
      expect(body.body.details).toEqual([
        { field: 'date', code: 'isDate', message: 'Indica una fecha válida (AAAA-MM-DD).' },
        {
          field: 'name',
          code: 'isNotEmpty',
          message: 'Indica el nombre del festivo (por ejemplo San Isidro).',
        },
      ]);
      await api.http().delete('/api/holidays/local/mañana').set(as(manager)).expect(400);

      await api.http().get('/api/holidays').expect(401);
      await api.http().post('/api/holidays/local').send({}).expect(401);
      await api.http().get('/api/holidays').set(as(roleless)).expect(403);
      await api.http().get('/api/holidays/regions').set(as(mechanicToken)).expect(403);
      await api
        .http()
        .post('/api/holidays/local')
        .set(as(office))
        .send({ date: '2026-09-09', name: 'Fiesta' })
        .expect(403);
      await api.http().delete('/api/holidays/local/2026-09-09').set(as(mechanicToken)).expect(403);
      await api.http().delete('/api/holidays/local/2026-09-09').set(as(manager)).expect(404);
    });
  });

  describe('calendar settings', () => {
    const settingsOf = async (token = manager) =>
      (await api.http().get('/api/work-calendar/settings').set(as(token)).expect(200)).body
        .data as WorkCalendarSettingsView;

    it('reads the defaults and changes them, recording what changed', async () => {
      expect(await settingsOf(office)).toMatchObject({
        holiday_region: 'MD',
        holiday_region_name: 'Comunidad de Madrid',
        vacation_days: 22,
        auto_close_margin_minutes: 120,
      });
      const saved = await api
        .http()
        .put('/api/work-calendar/settings')
        .set(as(manager))
        .send({ holiday_region: 'ct', vacation_days: 23.5, auto_close_margin_minutes: 90 })
        .expect(200);
      expect(saved.body.data).toMatchObject({
        holiday_region: 'CT',
        holiday_region_name: 'Cataluña',
        vacation_days: 23.5,
        auto_close_margin_minutes: 90,
      });
      // The year's holidays follow the setting.
      const year = (await api.http().get('/api/holidays').set(as(manager)).expect(200)).body
        .data as HolidayCalendarView;
      expect(year.region).toBe('CT');

      await api
        .http()
        .put('/api/work-calendar/settings')
        .set(as(manager))
        .send({ holiday_region: 'MD', vacation_days: 22, auto_close_margin_minutes: 120 })
        .expect(200);
      const events = (await eventsOf(WORKSHOP_CALENDAR_ID)).filter(
        (e) => e.type === 'WorkCalendarSettingsChanged',
      );
      expect(events.map((e) => e.payload.changed)).toEqual([
        ['holiday_region', 'vacation_days', 'auto_close_margin_minutes'],
        ['holiday_region', 'vacation_days', 'auto_close_margin_minutes'],
      ]);
    });

    it('answers 400 with field details, 401 and 403', async () => {
      const res = await api
        .http()
        .put('/api/work-calendar/settings')
        .set(as(manager))
        .send({ holiday_region: 'XX', vacation_days: 61, auto_close_margin_minutes: 800 })
        .expect(400);
      expect(res.body.details.map((d: { field: string }) => d.field)).toEqual([
        'holiday_region',
        'vacation_days',
        'auto_close_margin_minutes',
      ]);
      expect(res.body.details[0].message).toBe(
        'La comunidad autónoma indicada no existe o no tiene calendario de festivos.',
      );
      expect((await settingsOf()).holiday_region).toBe('MD');
      await api.http().get('/api/work-calendar/settings').expect(401);
      await api.http().get('/api/work-calendar/settings').set(as(mechanicToken)).expect(403);
      await api
        .http()
        .put('/api/work-calendar/settings')
        .set(as(office))
        .send({ holiday_region: 'MD', vacation_days: 22, auto_close_margin_minutes: 120 })
        .expect(403);
    });
  });

  describe('capacity', () => {
    const capacity = async (query: Record<string, string>, token = manager) =>
      (await api.http().get('/api/capacity').query(query).set(as(token)).expect(200)).body
        .data as CapacityView;

    it('counts the schedule less the holidays, per day and in total', async () => {
      const id = await newEmployee();
      await put(id, { valid_from: '2026-01-01', days: WEEKDAYS, seasons: [SUMMER] }).expect(200);
      // A town holiday on the Tuesday of the week of 1 May (national, Friday) and 2 May
      // (Madrid's, a Saturday).
      await api
        .http()
        .post('/api/holidays/local')
        .set(as(manager))
        .send({ date: '2026-04-28', name: 'Fiesta local de prueba' })
        .expect(201);
      try {
        const week = await capacity({ from: '2026-04-27', to: '2026-05-03', employee_id: id });
        expect(week).toMatchObject({ from: '2026-04-27', to: '2026-05-03' });
        expect(week.employees).toHaveLength(1);
        const [employee] = week.employees;
        expect(employee).toMatchObject({
          employee_id: id,
          full_name: 'Horario Pruebas',
          position: 'mecanico',
          planned_minutes: 5 * 480,
          available_minutes: 3 * 480,
        });
        expect(employee.days.map((d) => [d.date, d.status, d.available_minutes])).toEqual([
          ['2026-04-27', 'work', 480],
          ['2026-04-28', 'holiday', 0],
          ['2026-04-29', 'work', 480],
          ['2026-04-30', 'work', 480],
          ['2026-05-01', 'holiday', 0],
          ['2026-05-02', 'holiday', 0],
          ['2026-05-03', 'day_off', 0],
        ]);
        expect(employee.days[4]).toMatchObject({
          planned_minutes: 480,
          holiday_name: 'Día del Trabajador',
          absence_kind: null,
        });
        expect(week.days[1]).toEqual({
          date: '2026-04-28',
          holiday: { date: '2026-04-28', name: 'Fiesta local de prueba', scope: 'local' },
          planned_minutes: 480,
          available_minutes: 0,
        });
        expect(week.available_minutes).toBe(3 * 480);

        // Summer intensive hours: 7 h a day in July.
        const july = await capacity({ from: '2026-07-06', to: '2026-07-10', employee_id: id });
        expect(july.employees[0].available_minutes).toBe(5 * 420);

        // Without an employee, every active one is counted (this one among them).
        const all = await capacity({ from: '2026-04-27', to: '2026-05-03' });
        expect(all.employees.find((e) => e.employee_id === id)?.available_minutes).toBe(3 * 480);
        expect(all.available_minutes).toBe(
          all.employees.reduce((sum, e) => sum + e.available_minutes, 0),
        );
      } finally {
        await api.http().delete('/api/holidays/local/2026-04-28').set(as(manager)).expect(200);
      }
    });

    it('gives a mechanic their own capacity and refuses anyone else’s', async () => {
      await put(mechanic.employeeId!, { valid_from: '2026-01-01', days: WEEKDAYS }).expect(200);
      const own = await capacity({ from: '2026-03-02', to: '2026-03-08' }, mechanicToken);
      expect(own.employees.map((e) => [e.employee_id, e.available_minutes])).toEqual([
        [mechanic.employeeId, 5 * 480],
      ]);
      await api
        .http()
        .get('/api/capacity')
        .query({ employee_id: await newEmployee() })
        .set(as(mechanicToken))
        .expect(403);
    });

    it('answers 400 with field details, 401, 403 and 404', async () => {
      const long = await api
        .http()
        .get('/api/capacity')
        .query({ from: '2026-01-01', to: '2026-06-30' })
        .set(as(manager))
        .expect(400);
      expect(long.body.details).toEqual([
        { field: 'to', code: 'maxRange', message: 'El periodo no puede superar los 92 días.' },
      ]);
      const bad = await api
        .http()
        .get('/api/capacity')
        .query({ from: '2026-02-30', employee_id: 'nadie' })
        .set(as(manager))
        .expect(400);
      expect(bad.body.details[0]).toMatchObject({ field: 'employee_id' });
      await api.http().get('/api/capacity').expect(401);
      await api.http().get('/api/capacity').set(as(roleless)).expect(403);
      await api
        .http()
        .get('/api/capacity')
        .query({ employee_id: MISSING })
        .set(as(manager))
        .expect(404);
    });
  });
});

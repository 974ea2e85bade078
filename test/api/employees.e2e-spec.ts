import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import {
  type EmployeeDetail,
  type EmployeeSummary,
  type LinkableUser,
  type Paginated,
} from '../../libs/contracts/src';
import { EventPublisher } from '../../libs/platform/src';
import { MISSING_ID as MISSING, freshDni, freshWord } from './support/fixtures';
import { type TestUser, createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';

/** A valid NIF whose control letter is replaced by a wrong one. */
function wrongLetter(nif: string): string {
  return `${nif.slice(0, 8)}${nif[8] === 'A' ? 'B' : 'A'}`;
}

describe('Employees (/api/employees)', () => {
  let api: TestApi;
  let manager: string;
  let mechanic: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.getConnection().execute(query, params) as Promise<T>;

  beforeAll(async () => {
    api = await startTestApi();
    manager = (await loginAs(api.app, await createTestUser(api.app, { roles: ['jefe_taller'] })))
      .token;
    mechanic = (await loginAs(api.app, await createTestUser(api.app, { roles: ['mecanico'] })))
      .token;
  });
  afterAll(() => api.close());

  function post(body: Record<string, unknown>, token = manager) {
    return api.http().post('/api/employees').set(as(token)).send(body);
  }

  function patch(id: string, body: Record<string, unknown>, token = manager) {
    return api.http().patch(`/api/employees/${id}`).set(as(token)).send(body);
  }

  async function create(body: Record<string, unknown> = {}): Promise<EmployeeDetail> {
    const res = await post({
      first_name: 'Ana',
      last_name: freshWord(),
      position: 'mecanico',
      ...body,
    });
    expect(res.status).toBe(201);
    return res.body.data as EmployeeDetail;
  }

  async function list(query: Record<string, string>): Promise<Paginated<EmployeeSummary>> {
    return (await api.http().get('/api/employees').query(query).set(as(manager)).expect(200)).body
      .data as Paginated<EmployeeSummary>;
  }

  async function eventsOf(id: string) {
    await api.app.get(EventPublisher).drain();
    return sql<{ type: string; payload: Record<string, unknown> }[]>(
      'select type, payload from domain_event where aggregate_id = ? order by occurred_at',
      [id],
    );
  }

  describe('creating', () => {
    it('creates an employee with every field, normalised, a generated code and a hashed PIN', async () => {
      const nif = freshDni();
      const surname = freshWord();
      const res = await post({
        first_name: ' Lucía ',
        last_name: surname,
        nif: `${nif.slice(0, 8)}-${nif[8].toLowerCase()}`,
        email: 'Lucia.Garcia@Taller.TEST',
        phone: '+34 612 34 56 78',
        position: 'recepcion',
        hire_date: '2026-03-02',
        hourly_cost_cents: 1950,
        labor_rate_category: 'oficial_2',
        kiosk_pin: '2580',
      }).expect(201);
      const employee = res.body.data as EmployeeDetail;
      expect(employee).toMatchObject({
        code: expect.stringMatching(/^E\d{3,}$/),
        first_name: 'Lucía',
        full_name: `Lucía ${surname}`,
        nif,
        email: 'lucia.garcia@taller.test',
        phone: '612345678',
        position: 'recepcion',
        trade: 'reception',
        hire_date: '2026-03-02',
        hourly_cost_cents: 1950,
        labor_rate_category: 'oficial_2',
        active: true,
        user_id: null,
        has_kiosk_pin: true,
        version: 1,
      });
      // The PIN is never sent back, in any form; the table keeps only its argon2id hash.
      expect(JSON.stringify(res.body)).not.toMatch(/2580|kiosk_pin_hash|argon2/);
      const [row] = await sql<{ kiosk_pin_hash: string }[]>(
        'select kiosk_pin_hash from employee where id = ?',
        [employee.id],
      );
      expect(row.kiosk_pin_hash).toMatch(/^\$argon2id\$/);

      const detail = await api
        .http()
        .get(`/api/employees/${employee.id}`)
        .set(as(manager))
        .expect(200);
      expect(detail.body.data).toEqual(employee);

      const events = await eventsOf(employee.id);
      expect(events).toEqual([
        {
          type: 'EmployeeCreated',
          payload: {
            code: employee.code,
            full_name: employee.full_name,
            position: 'recepcion',
            user_id: null,
          },
        },
      ]);
    });

    it('numbers codes after the highest E-number and keeps a code given', async () => {
      const first = await create();
      const second = await create();
      expect(Number(second.code.slice(1))).toBe(Number(first.code.slice(1)) + 1);
      const code = `T-${freshWord(6).toUpperCase()}`;
      expect((await create({ code })).code).toBe(code);
      const taken = await post({
        first_name: 'Otro',
        position: 'recambios',
        code: code.toLowerCase(),
      });
      expect(taken.status).toBe(409);
      expect(taken.body.details).toMatchObject({ code: 'code_taken', field: 'code' });
    });

    it('gives a mechanic the trade asked for and refuses one that does not fit the position', async () => {
      expect((await create({ position: 'mecanico', trade: 'painter' })).trade).toBe('painter');
      const res = await post({ first_name: 'Ana', position: 'recambios', trade: 'painter' }).expect(
        400,
      );
      expect(res.body.details).toEqual([
        expect.objectContaining({
          field: 'trade',
          message: 'La especialidad no corresponde al puesto.',
        }),
      ]);
    });
  });

  describe('400 with field details', () => {
    it('refuses a NIF with a wrong control letter, in Spanish, on nif', async () => {
      const res = await post({
        first_name: 'Ana',
        position: 'mecanico',
        nif: wrongLetter(freshDni()),
      }).expect(400);
      expect(res.body).toMatchObject({ success: false, error: 'VALIDATION_ERROR' });
      expect(res.body.details).toEqual([
        {
          field: 'nif',
          code: 'taxIdControlLetter',
          message: 'La letra de control del NIF/NIE no es correcta.',
        },
      ]);
      // A company's CIF is no employee's.
      const cif = await post({ first_name: 'Ana', position: 'mecanico', nif: 'B12345674' }).expect(
        400,
      );
      expect(cif.body.details[0]).toMatchObject({ field: 'nif', code: 'isTaxId' });
    });

    it('refuses a bad e-mail', async () => {
      const res = await post({
        first_name: 'Ana',
        position: 'mecanico',
        email: 'no-es-correo',
      }).expect(400);
      expect(res.body.details).toEqual([
        expect.objectContaining({ field: 'email', code: 'isEmail' }),
      ]);
      expect(res.body.details[0].message).toMatch(/correo electrónico/);
    });

    it('refuses a PIN that is not 4–6 digits, or too easy, on create and on edit', async () => {
      const letters = await post({
        first_name: 'Ana',
        position: 'mecanico',
        kiosk_pin: '12a4',
      }).expect(400);
      expect(letters.body.details).toEqual([
        {
          field: 'kiosk_pin',
          code: 'kioskPin',
          message: 'El PIN del quiosco debe tener de 4 a 6 cifras (solo números).',
        },
      ]);
      const employee = await create();
      const long = await patch(employee.id, { version: 1, kiosk_pin: '1234567' }).expect(400);
      expect(long.body.details[0]).toMatchObject({ field: 'kiosk_pin', code: 'kioskPin' });
      const weak = await patch(employee.id, { version: 1, kiosk_pin: '1234' }).expect(400);
      expect(weak.body.details[0]).toMatchObject({ field: 'kiosk_pin', code: 'kioskPinWeak' });
      const numeric = await patch(employee.id, { version: 1, kiosk_pin: 2580 }).expect(400);
      expect(numeric.body.details[0]).toMatchObject({ field: 'kiosk_pin' });
    });

    it('reports every problem of a body at once, and the required fields', async () => {
      const res = await post({
        first_name: 'Ana',
        position: 'mecanico',
        nif: wrongLetter(freshDni()),
        phone: '12345',
        hire_date: '2026-02-30',
        kiosk_pin: '12',
      }).expect(400);
      expect(res.body.details.map((detail: { field: string }) => detail.field)).toEqual([
        'nif',
        'phone',
        'hire_date',
        'kiosk_pin',
      ]);
      const empty = await post({}).expect(400);
      const fields = empty.body.details.map((detail: { field: string }) => detail.field);
      expect(fields).toEqual(expect.arrayContaining(['first_name', 'position']));
      const unknown = await post({ first_name: 'Ana', position: 'mecanico', salary: 1 }).expect(
        400,
      );
      expect(unknown.body.details[0]).toMatchObject({ field: 'salary' });
    });

    it('refuses a PATCH without its version, and a null for a field that cannot be empty', async () => {
      const employee = await create();
      const noVersion = await patch(employee.id, { phone: '612345678' }).expect(400);
      expect(noVersion.body.details[0]).toMatchObject({ field: 'version' });
      const nullActive = await patch(employee.id, { version: 1, active: null }).expect(400);
      expect(nullActive.body.details[0]).toMatchObject({ field: 'active' });
    });
  });

  describe('access', () => {
    it('answers 401 without a session', async () => {
      await api.http().get('/api/employees').expect(401);
      await api.http().get(`/api/employees/${MISSING}`).expect(401);
      await api
        .http()
        .post('/api/employees')
        .send({ first_name: 'Ana', position: 'mecanico' })
        .expect(401);
      await api.http().patch(`/api/employees/${MISSING}`).send({ version: 1 }).expect(401);
    });

    it('answers 403 to a role without employees.employees.* (a mechanic)', async () => {
      const employee = await create();
      await api.http().get('/api/employees').set(as(mechanic)).expect(403);
      await api.http().get(`/api/employees/${employee.id}`).set(as(mechanic)).expect(403);
      await post({ first_name: 'Ana', position: 'mecanico' }, mechanic).expect(403);
      await patch(employee.id, { version: 1, active: false }, mechanic).expect(403);
      await api.http().get('/api/employees/linkable-users').set(as(mechanic)).expect(403);
    });

    it('answers 404 for an employee that does not exist, read or edited', async () => {
      const res = await api.http().get(`/api/employees/${MISSING}`).set(as(manager)).expect(404);
      expect(res.body.message).toBe('El empleado no existe.');
      await patch(MISSING, { version: 1, phone: '612345678' }).expect(404);
      await patch(MISSING, { version: 1, active: false }).expect(404);
    });

    it('has no DELETE: an employee is never deleted', async () => {
      const employee = await create();
      const res = await api.http().delete(`/api/employees/${employee.id}`).set(as(manager));
      expect(res.status).toBeGreaterThanOrEqual(400);
      await api.http().get(`/api/employees/${employee.id}`).set(as(manager)).expect(200);
    });
  });

  describe('listing', () => {
    it('searches by name, NIF and e-mail, filters by active and position, and pages', async () => {
      const word = freshWord();
      const nif = freshDni();
      const a = await create({ first_name: 'Álvaro', last_name: word, nif, position: 'mecanico' });
      const b = await create({
        first_name: 'Berta',
        last_name: word,
        email: `${word}@taller.test`,
        position: 'recepcion',
      });
      const c = await create({ first_name: 'Carla', last_name: word, position: 'recepcion' });
      await patch(c.id, { version: 1, active: false }).expect(200);

      const byName = await list({ search: `alvaro ${word}` });
      expect(byName.data.map((row) => row.id)).toEqual([a.id]);
      const byNif = await list({ search: `${nif.slice(0, 4)}.${nif.slice(4).toLowerCase()}` });
      expect(byNif.data.map((row) => row.id)).toEqual([a.id]);
      const byEmail = await list({ search: `${word}@taller` });
      expect(byEmail.data.map((row) => row.id)).toEqual([b.id]);

      const all = await list({ search: word });
      expect(all.data.map((row) => row.first_name)).toEqual(['Álvaro', 'Berta', 'Carla']);
      expect(all.pagination).toEqual({ page: 1, limit: 20, total: 3 });
      expect(all.data[0]).not.toHaveProperty('kiosk_pin_hash');
      expect((await list({ search: word, active: 'false' })).data.map((row) => row.id)).toEqual([
        c.id,
      ]);
      expect(
        (await list({ search: word, active: 'true', position: 'recepcion' })).data.map(
          (row) => row.id,
        ),
      ).toEqual([b.id]);
      const second = await list({ search: word, limit: '2', page: '2', sort: '-name' });
      expect(second.data.map((row) => row.id)).toEqual([a.id]);
      expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3 });

      const bad = await api
        .http()
        .get('/api/employees')
        .query({ position: 'jefe' })
        .set(as(manager));
      expect(bad.status).toBe(400);
      expect(bad.body.details[0]).toMatchObject({ field: 'position' });
    });

    it('gives employees written without a position (SQL fixtures) the one of their trade', async () => {
      const worker = await createTestUser(api.app, { roles: ['mecanico'], employee: true });
      const res = await api
        .http()
        .get(`/api/employees/${worker.employeeId}`)
        .set(as(manager))
        .expect(200);
      expect(res.body.data).toMatchObject({ position: 'mecanico', trade: 'mechanic', nif: null });
    });
  });

  describe('editing', () => {
    it('edits with the version read, lists what changed, and answers 409 on a stale version', async () => {
      const employee = await create({ phone: '612345678' });
      const edited = await patch(employee.id, {
        version: 1,
        phone: '699 000 111',
        position: 'jefe_taller',
        hourly_cost_cents: 2900,
      }).expect(200);
      expect(edited.body.data).toMatchObject({
        phone: '699000111',
        position: 'jefe_taller',
        trade: 'manager',
        hourly_cost_cents: 2900,
        version: 2,
      });

      const stale = await patch(employee.id, { version: 1, phone: '611111111' }).expect(409);
      expect(stale.body).toMatchObject({
        error: 'VERSION_CONFLICT',
        details: { current_version: 2 },
      });

      const events = await eventsOf(employee.id);
      expect(events.map((event) => event.type)).toEqual(['EmployeeCreated', 'EmployeeUpdated']);
      expect(events[1].payload).toEqual({
        changed: ['phone', 'position', 'trade', 'hourly_cost_cents'],
        active: true,
        user_id: null,
      });
      // Nothing changed: no new version, no event.
      const same = await patch(employee.id, { version: 2, phone: '699000111' }).expect(200);
      expect(same.body.data.version).toBe(2);
    });

    it('answers 409 naming the employee who already has the NIF/NIE', async () => {
      const nif = freshDni();
      const holder = await create({ nif });
      const other = await create();
      const res = await patch(other.id, { version: 1, nif }).expect(409);
      expect(res.body.message).toBe(
        `El NIF/NIE ${nif} ya es del empleado ${holder.code} · ${holder.full_name}.`,
      );
      expect(res.body.details).toEqual({ code: 'nif_taken', field: 'nif', existing_id: holder.id });
      const created = await post({ first_name: 'Ana', position: 'mecanico', nif }).expect(409);
      expect(created.body.details).toMatchObject({ code: 'nif_taken', existing_id: holder.id });
    });

    it('sets, changes and removes the kiosk PIN; the event names it without its value', async () => {
      const employee = await create();
      const set = await patch(employee.id, { version: 1, kiosk_pin: '9027' }).expect(200);
      expect(set.body.data).toMatchObject({ has_kiosk_pin: true, version: 2 });
      const [first] = await sql<{ kiosk_pin_hash: string }[]>(
        'select kiosk_pin_hash from employee where id = ?',
        [employee.id],
      );
      await patch(employee.id, { version: 2, kiosk_pin: '902715' }).expect(200);
      const [second] = await sql<{ kiosk_pin_hash: string }[]>(
        'select kiosk_pin_hash from employee where id = ?',
        [employee.id],
      );
      expect(second.kiosk_pin_hash).not.toBe(first.kiosk_pin_hash);
      const removed = await patch(employee.id, { version: 3, kiosk_pin: null }).expect(200);
      expect(removed.body.data).toMatchObject({ has_kiosk_pin: false, version: 4 });
      const events = await eventsOf(employee.id);
      expect(events.slice(1).map((event) => event.payload.changed)).toEqual([
        ['kiosk_pin'],
        ['kiosk_pin'],
        ['kiosk_pin'],
      ]);
      expect(JSON.stringify(events)).not.toMatch(/9027|argon2/);
    });

    it('deactivates and reactivates with PATCH active, and refuses while clocked in', async () => {
      const employee = await create();
      const off = await patch(employee.id, { version: 1, active: false }).expect(200);
      expect(off.body.data).toMatchObject({ active: false, version: 2 });
      const on = await patch(employee.id, { version: 2, active: true }).expect(200);
      expect(on.body.data).toMatchObject({ active: true, version: 3 });

      // Clocked in: an open entry (written straight to the register).
      await sql('insert into clock_entry (id, employee_id, clock_in) values (?, ?, now())', [
        randomUUID(),
        employee.id,
      ]);
      const refused = await patch(employee.id, { version: 3, active: false }).expect(409);
      expect(refused.body.details).toEqual({ code: 'clocked_in' });
      expect(refused.body.message).toMatch(/jornada abierta/);
      const mixed = await patch(employee.id, { version: 3, active: false, phone: '612345678' });
      expect(mixed.status).toBe(409);
      // Refused as a whole: the phone did not change either.
      const detail = await api
        .http()
        .get(`/api/employees/${employee.id}`)
        .set(as(manager))
        .expect(200);
      expect(detail.body.data).toMatchObject({ active: true, phone: null, version: 3 });
    });
  });

  describe('linking a user account', () => {
    let account: TestUser;

    beforeAll(async () => {
      account = await createTestUser(api.app, { roles: ['mecanico'], firstName: freshWord() });
    });

    it('links an account (its name and e-mail in the detail), and unlinks it', async () => {
      const employee = await create();
      const linked = await patch(employee.id, { version: 1, user_id: account.id }).expect(200);
      expect(linked.body.data).toMatchObject({
        user_id: account.id,
        user_email: account.email,
        user_full_name: expect.stringContaining('Pruebas'),
        version: 2,
      });
      const users = await api
        .http()
        .get('/api/employees/linkable-users')
        .query({ search: account.email })
        .set(as(manager))
        .expect(200);
      expect(users.body.data as LinkableUser[]).toEqual([
        {
          id: account.id,
          email: account.email,
          full_name: expect.any(String),
          employee_id: employee.id,
        },
      ]);

      // The accounts list (/users) names the linked employee.
      const owner = (
        await loginAs(api.app, await createTestUser(api.app, { roles: ['administrador'] }))
      ).token;
      const listed = await api
        .http()
        .get('/api/users')
        .query({ search: account.email })
        .set(as(owner))
        .expect(200);
      expect(listed.body.data.data).toEqual([
        expect.objectContaining({
          id: account.id,
          employee_id: employee.id,
          employee: {
            id: employee.id,
            code: employee.code,
            full_name: employee.full_name,
            active: true,
          },
        }),
      ]);

      // One user, one employee.
      const other = await create();
      const taken = await patch(other.id, { version: 1, user_id: account.id }).expect(409);
      expect(taken.body.details).toEqual({
        code: 'user_already_linked',
        field: 'user_id',
        existing_id: employee.id,
      });
      expect(taken.body.message).toBe(
        `Esa cuenta de usuario ya está vinculada al empleado ${employee.code} · ${employee.full_name}.`,
      );
      await post({ first_name: 'Ana', position: 'mecanico', user_id: account.id }).expect(409);

      const unlinked = await patch(employee.id, { version: 2, user_id: null }).expect(200);
      expect(unlinked.body.data).toMatchObject({ user_id: null, user_email: null, version: 3 });
      await patch(other.id, { version: 1, user_id: account.id }).expect(200);
    });

    it('refuses an account that does not exist (400 on user_id) or an id that is not one', async () => {
      const employee = await create();
      const missing = await patch(employee.id, { version: 1, user_id: MISSING }).expect(400);
      expect(missing.body.details).toEqual([
        { field: 'user_id', code: 'userExists', message: 'La cuenta de usuario no existe.' },
      ]);
      const malformed = await patch(employee.id, { version: 1, user_id: 'abc' }).expect(400);
      expect(malformed.body.details[0]).toMatchObject({ field: 'user_id', code: 'isUuid' });
    });

    it('creates an employee linked to an account: the session sees its employee', async () => {
      const user = await createTestUser(api.app, { roles: ['mecanico'] });
      const employee = await create({ user_id: user.id, position: 'mecanico' });
      expect(employee.user_id).toBe(user.id);
      const session = await loginAs(api.app, user);
      const me = await api.http().get('/api/auth/me').set(as(session.token)).expect(200);
      expect(JSON.stringify(me.body.data)).toContain(employee.id);
    });
  });
});

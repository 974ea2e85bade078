import {
  type OdometerReading,
  type ServiceReminder,
  type VehicleDetail,
  type VehicleHistoryEntry,
} from '../../libs/contracts/src';
import { SqlClient } from '../../libs/platform/src';
import { MISSING_ID as MISSING, freshPlate } from './support/fixtures';
import { createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';

/** Odometer readings, service reminders and the vehicle history (GET /api/vehicles/{id}/history). */
describe('Vehicle records (/api/vehicles/{id}/…)', () => {
  let api: TestApi;
  let reception: string;
  let mechanic: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    api = await startTestApi();
    reception = (await loginAs(api.app, await createTestUser(api.app, { roles: ['recepcion'] })))
      .token;
    mechanic = (await loginAs(api.app, await createTestUser(api.app, { roles: ['mecanico'] })))
      .token;
  });
  afterAll(() => api.close());

  async function customer(firstName: string): Promise<string> {
    const res = await api
      .http()
      .post('/api/customers')
      .set(as(reception))
      .send({ type: 'person', first_name: firstName, last_name: 'Prueba' })
      .expect(201);
    return res.body.data.id as string;
  }

  async function vehicle(fields: Record<string, unknown> = {}): Promise<VehicleDetail> {
    const res = await api
      .http()
      .post('/api/vehicles')
      .set(as(reception))
      .send({ license_plate: freshPlate(), make: 'Renault', model: 'Clio', ...fields })
      .expect(201);
    return res.body.data as VehicleDetail;
  }

  const readingsOf = async (id: string): Promise<OdometerReading[]> =>
    (await api.http().get(`/api/vehicles/${id}/odometer-readings`).set(as(mechanic)).expect(200))
      .body.data;

  it('records readings that only go up, and a lower one only as a correction with a reason', async () => {
    const car = await vehicle({ odometer_km: 100_000 });
    const up = await api
      .http()
      .post(`/api/vehicles/${car.id}/odometer-readings`)
      .set(as(reception))
      .send({ km: 101_250 })
      .expect(201);
    expect(up.body.data).toMatchObject({
      vehicle_id: car.id,
      km: 101_250,
      source: 'manual',
      is_correction: false,
      reason: null,
    });
    expect(typeof up.body.data.recorded_by_name).toBe('string');

    const lower = await api
      .http()
      .post(`/api/vehicles/${car.id}/odometer-readings`)
      .set(as(reception))
      .send({ km: 99_000 })
      .expect(400);
    expect(lower.body.details).toEqual([
      expect.objectContaining({
        field: 'km',
        message: expect.stringContaining('menor que la última lectura (101.250 km)'),
      }),
    ]);
    const noReason = await api
      .http()
      .post(`/api/vehicles/${car.id}/odometer-readings`)
      .set(as(reception))
      .send({ km: 99_000, is_correction: true })
      .expect(400);
    expect(noReason.body.details).toEqual([
      expect.objectContaining({
        field: 'reason',
        message: 'Indica el motivo de la corrección del kilometraje.',
      }),
    ]);
    expect(await readingsOf(car.id)).toHaveLength(2);

    await api
      .http()
      .post(`/api/vehicles/${car.id}/odometer-readings`)
      .set(as(reception))
      .send({ km: 99_000, is_correction: true, reason: 'Error al teclear la lectura anterior' })
      .expect(201);
    const readings = await readingsOf(car.id);
    expect(readings.map((r) => [r.km, r.is_correction, r.source])).toEqual([
      [99_000, true, 'manual'],
      [101_250, false, 'manual'],
      [100_000, false, 'vehicle_created'],
    ]);
    const detail = await api.http().get(`/api/vehicles/${car.id}`).set(as(reception)).expect(200);
    expect(detail.body.data.odometer_km).toBe(99_000);
  });

  it('answers bad readings with 400 per field, future dates included', async () => {
    const car = await vehicle();
    const res = await api
      .http()
      .post(`/api/vehicles/${car.id}/odometer-readings`)
      .set(as(reception))
      .send({ km: -5, is_correction: 'yes' })
      .expect(400);
    const fields = (res.body.details as { field: string }[]).map((d) => d.field).sort();
    expect(fields).toEqual(['is_correction', 'km']);
    const future = await api
      .http()
      .post(`/api/vehicles/${car.id}/odometer-readings`)
      .set(as(reception))
      .send({ km: 10, read_at: new Date(Date.now() + 86_400_000).toISOString() })
      .expect(400);
    expect(future.body.details[0]).toMatchObject({ field: 'read_at' });
    expect(await readingsOf(car.id)).toEqual([]);
  });

  it('keeps service reminders by date or km with their state, and marks them done', async () => {
    const car = await vehicle({ odometer_km: 149_500 });
    const base = `/api/vehicles/${car.id}/reminders`;
    const none = await api
      .http()
      .post(base)
      .set(as(reception))
      .send({ kind: 'service', description: 'Revisión' })
      .expect(400);
    expect(none.body.details[0]).toMatchObject({ field: 'due_date' });
    const byKm = (
      await api
        .http()
        .post(base)
        .set(as(reception))
        .send({ kind: 'service', description: 'Cambio de aceite', due_km: 150_000 })
        .expect(201)
    ).body.data as ServiceReminder;
    expect(byKm).toMatchObject({ kind: 'service', due_km: 150_000, state: 'due_soon', version: 1 });
    const byDate = (
      await api
        .http()
        .post(base)
        .set(as(reception))
        .send({ kind: 'itv', description: 'ITV', due_date: '2020-01-31' })
        .expect(201)
    ).body.data as ServiceReminder;
    expect(byDate.state).toBe('overdue');

    const done = await api
      .http()
      .put(`${base}/${byDate.id}`)
      .set(as(reception))
      .send({
        kind: 'itv',
        description: 'ITV pasada',
        due_date: '2020-01-31',
        done: true,
        version: 1,
      })
      .expect(200);
    expect(done.body.data).toMatchObject({ state: 'done', description: 'ITV pasada', version: 2 });
    expect(done.body.data.done_at).not.toBeNull();
    const stale = await api
      .http()
      .put(`${base}/${byDate.id}`)
      .set(as(reception))
      .send({ kind: 'itv', description: 'Otra', due_date: '2020-01-31', version: 1 })
      .expect(409);
    expect(stale.body.details).toMatchObject({ current_version: 2 });

    const list = await api.http().get(base).set(as(mechanic)).expect(200);
    expect((list.body.data as ServiceReminder[]).map((r) => [r.id, r.state])).toEqual([
      [byKm.id, 'due_soon'],
      [byDate.id, 'done'],
    ]);
    await api.http().delete(`${base}/${byKm.id}`).set(as(reception)).expect(200);
    await api.http().delete(`${base}/${byKm.id}`).set(as(reception)).expect(404);
    expect((await api.http().get(base).set(as(reception)).expect(200)).body.data).toHaveLength(1);
  });

  it('tells the history newest first: creation, owners and readings, named', async () => {
    const first = await customer('Águeda');
    const second = await customer('Bruno');
    const car = await vehicle({ customer_id: first, odometer_km: 15_000 });
    await api
      .http()
      .put(`/api/vehicles/${car.id}`)
      .set(as(reception))
      .send({
        license_plate: car.license_plate,
        make: car.make,
        model: car.model,
        customer_id: second,
        owner_change_reason: 'Venta',
        version: car.version,
      })
      .expect(200);
    await api
      .http()
      .post(`/api/vehicles/${car.id}/odometer-readings`)
      .set(as(reception))
      .send({ km: 17_500 })
      .expect(201);

    const res = await api
      .http()
      .get(`/api/vehicles/${car.id}/history`)
      .set(as(mechanic))
      .expect(200);
    const entries = res.body.data.data as VehicleHistoryEntry[];
    expect(res.body.data.pagination).toEqual({ page: 1, limit: 20, total: 6 });
    expect(entries.map((e) => e.kind)).toEqual([
      'odometer_reading',
      'ownership_started',
      'ownership_ended',
      'odometer_reading',
      'ownership_started',
      'vehicle_created',
    ]);
    expect(entries[0]!.title).toBe('Lectura del cuentakilómetros: 17.500 km');
    expect(entries[1]).toMatchObject({
      title: 'Nuevo propietario: Bruno Prueba',
      details: expect.objectContaining({ reason: 'Venta', customer_id: second }),
    });
    expect(entries[2]!.title).toBe('Deja de ser propietario: Águeda Prueba');

    const page2 = await api
      .http()
      .get(`/api/vehicles/${car.id}/history?page=2&limit=4`)
      .set(as(mechanic))
      .expect(200);
    expect((page2.body.data.data as VehicleHistoryEntry[]).map((e) => e.kind)).toEqual([
      'ownership_started',
      'vehicle_created',
    ]);
  });

  it('shows facts other modules write into the history read model', async () => {
    const car = await vehicle();
    await api.app.get(SqlClient).query(
      `insert into vehicle_history_entry (vehicle_id, occurred_at, kind, title, details, source_type, source_id)
         values ($1, now() + interval '1 minute', 'work_order_completed', 'OR WO-000123 terminada',
                 '{"work_order_id": "x"}', 'work_order', gen_random_uuid())`,
      [car.id],
    );
    const res = await api
      .http()
      .get(`/api/vehicles/${car.id}/history`)
      .set(as(reception))
      .expect(200);
    expect(res.body.data.data[0]).toMatchObject({
      kind: 'work_order_completed',
      title: 'OR WO-000123 terminada',
      source_type: 'work_order',
    });
  });

  it('answers 400 for bad paging, 401 without a session, 403 without the permission, 404 for unknown ids', async () => {
    const car = await vehicle();
    const bad = await api
      .http()
      .get(`/api/vehicles/${car.id}/history?limit=500`)
      .set(as(reception))
      .expect(400);
    expect(bad.body.details[0]).toMatchObject({ field: 'limit' });
    await api.http().get(`/api/vehicles/${car.id}/history`).expect(401);
    await api
      .http()
      .post(`/api/vehicles/${car.id}/odometer-readings`)
      .set(as(mechanic))
      .send({ km: 10 })
      .expect(403);
    await api
      .http()
      .post(`/api/vehicles/${car.id}/reminders`)
      .set(as(mechanic))
      .send({ kind: 'other', description: 'x', due_km: 1 })
      .expect(403);
    for (const path of ['history', 'odometer-readings', 'reminders']) {
      const res = await api.http().get(`/api/vehicles/${MISSING}/${path}`).set(as(reception));
      expect([path, res.status, res.body.message]).toEqual([path, 404, 'El vehículo no existe.']);
    }
    await api
      .http()
      .post(`/api/vehicles/${MISSING}/odometer-readings`)
      .set(as(reception))
      .send({ km: 10 })
      .expect(404);
    await api
      .http()
      .put(`/api/vehicles/${car.id}/reminders/${MISSING}`)
      .set(as(reception))
      .send({ kind: 'other', description: 'Algo', due_km: 1, version: 1 })
      .expect(404);
  });
});

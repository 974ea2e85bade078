import { randomInt } from 'node:crypto';
import { type VehicleDetail, type VehicleSummary } from '../../libs/contracts/src';
import { SqlClient } from '../../libs/platform/src';
import { MISSING_ID as MISSING, freshPlate, freshWord } from './support/fixtures';
import { createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';

describe('Vehicles (/api/vehicles)', () => {
  let api: TestApi;
  let reception: string;
  let mechanic: string;
  let ownerId: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    api = await startTestApi();
    reception = (await loginAs(api.app, await createTestUser(api.app, { roles: ['recepcion'] })))
      .token;
    mechanic = (await loginAs(api.app, await createTestUser(api.app, { roles: ['mecanico'] })))
      .token;
    const owner = await api
      .http()
      .post('/api/customers')
      .set(as(reception))
      .send({ type: 'person', first_name: 'Rocío', last_name: 'Vázquez' })
      .expect(201);
    ownerId = owner.body.data.id;
  });
  afterAll(() => api.close());

  async function create(fields: Record<string, unknown>): Promise<VehicleDetail> {
    const res = await api.http().post('/api/vehicles').set(as(reception)).send(fields);
    expect(res.status).toBe(201);
    return res.body.data as VehicleDetail;
  }

  it('creates a vehicle: plate printed as on the plate, owner, first odometer reading', async () => {
    const plate = freshPlate();
    const vehicle = await create({
      license_plate: plate.replace(' ', '-').toLowerCase(),
      make: 'Seat',
      model: 'León',
      year: 2019,
      fuel: 'diesel',
      vin: 'vss zzz 5fz kr000001',
      customer_id: ownerId,
      odometer_km: 84_500,
    });
    expect(vehicle).toMatchObject({
      license_plate: plate,
      plate_country: 'ES',
      plate_format: 'current',
      make: 'Seat',
      model: 'León',
      vin: 'VSSZZZ5FZKR000001',
      customer_id: ownerId,
      customer_name: 'Rocío Vázquez',
      odometer_km: 84_500,
      version: 1,
    });
    expect(typeof vehicle.vin_check_digit_ok).toBe('boolean');
    const sql = api.app.get(SqlClient);
    expect(
      await sql.query('select km from odometer_reading where vehicle_id = $1', [vehicle.id]),
    ).toEqual([{ km: 84_500 }]);
    expect(
      await sql.query('select customer_id, to_at from vehicle_ownership where vehicle_id = $1', [
        vehicle.id,
      ]),
    ).toEqual([{ customer_id: ownerId, to_at: null }]);
  });

  it('keeps foreign plates with their country and older Spanish formats as printed', async () => {
    const german = await create({
      license_plate: `B-AB ${randomInt(1000, 9999)}`,
      plate_country: 'de',
      make: 'Volkswagen',
      model: 'Golf',
    });
    expect(german).toMatchObject({ plate_country: 'DE', plate_format: 'foreign' });
    const old = await create({
      license_plate: `m ${randomInt(1000, 9999)} az`,
      make: 'Renault',
      model: '5',
    });
    expect(old.license_plate).toMatch(/^M-\d{4}-AZ$/);
  });

  it('answers a bad plate, VIN or owner with 400 per field', async () => {
    const plate = await api
      .http()
      .post('/api/vehicles')
      .set(as(reception))
      .send({ license_plate: '1234 AEI', make: 'Seat', model: 'Ibiza' })
      .expect(400);
    expect(plate.body.details[0]).toMatchObject({ field: 'license_plate' });
    expect(plate.body.details[0].message).toContain('formato español');
    const vin = await api
      .http()
      .post('/api/vehicles')
      .set(as(reception))
      .send({ license_plate: freshPlate(), make: 'Seat', model: 'Ibiza', vin: 'WVWZZZ1JZXW00000I' })
      .expect(400);
    expect(vin.body.details[0]).toMatchObject({ field: 'vin' });
    const owner = await api
      .http()
      .post('/api/vehicles')
      .set(as(reception))
      .send({ license_plate: freshPlate(), make: 'Seat', model: 'Ibiza', customer_id: MISSING })
      .expect(400);
    expect(owner.body.details[0]).toMatchObject({
      field: 'customer_id',
      message: 'El cliente indicado no existe.',
    });
  });

  it('refuses a plate already on a live vehicle, however it is written, and frees it on delete', async () => {
    const plate = freshPlate();
    const first = await create({ license_plate: plate, make: 'Kia', model: 'Ceed' });
    const dup = await api
      .http()
      .post('/api/vehicles')
      .set(as(reception))
      .send({ license_plate: plate.replace(' ', ''), make: 'Kia', model: 'Rio' })
      .expect(409);
    expect(dup.body.message).toBe(`Ya existe un vehículo con la matrícula ${plate}: Kia Ceed.`);
    expect(dup.body.details).toMatchObject({ existing_id: first.id });
    await api.http().delete(`/api/vehicles/${first.id}`).set(as(reception)).expect(200);
    await api.http().get(`/api/vehicles/${first.id}`).set(as(reception)).expect(404);
    await create({ license_plate: plate, make: 'Kia', model: 'Rio' });
  });

  it('updates with the version read and records a change of owner in the ownership history', async () => {
    const vehicle = await create({
      license_plate: freshPlate(),
      make: 'Toyota',
      model: 'Corolla',
      customer_id: ownerId,
    });
    const buyer = (
      await api
        .http()
        .post('/api/customers')
        .set(as(reception))
        .send({ type: 'company', company_name: 'Flotas del Sur SL' })
    ).body.data.id as string;
    const res = await api
      .http()
      .put(`/api/vehicles/${vehicle.id}`)
      .set(as(reception))
      .send({
        license_plate: vehicle.license_plate,
        make: 'Toyota',
        model: 'Corolla Hybrid',
        customer_id: buyer,
        owner_change_reason: 'Compraventa',
        version: vehicle.version,
      })
      .expect(200);
    expect(res.body.data).toMatchObject({
      model: 'Corolla Hybrid',
      customer_id: buyer,
      customer_name: 'Flotas del Sur SL',
      version: 2,
    });
    const owners = await api.app
      .get(SqlClient)
      .query<{ customer_id: string; closed: boolean; reason: string | null }>(
        `select customer_id, to_at is not null as closed, reason from vehicle_ownership
          where vehicle_id = $1 order by from_at, to_at nulls last`,
        [vehicle.id],
      );
    expect(owners).toEqual([
      { customer_id: ownerId, closed: true, reason: null },
      { customer_id: buyer, closed: false, reason: 'Compraventa' },
    ]);
    const stale = await api
      .http()
      .put(`/api/vehicles/${vehicle.id}`)
      .set(as(reception))
      .send({ license_plate: vehicle.license_plate, make: 'X', model: 'Y', version: 1 })
      .expect(409);
    expect(stale.body.details).toEqual({ current_version: 2 });
  });

  it('lists by owner and searches by plate ignoring spaces and dashes, exact plate first', async () => {
    const plate = freshPlate();
    const vehicle = await create({
      license_plate: plate,
      make: 'Citroën',
      model: 'Berlingo',
      customer_id: ownerId,
    });
    const owned = await api
      .http()
      .get('/api/vehicles')
      .query({ customer_id: ownerId, limit: 100 })
      .set(as(reception))
      .expect(200);
    expect(owned.body.data.data.map((v: VehicleSummary) => v.id)).toContain(vehicle.id);
    expect(
      owned.body.data.data.every((v: VehicleSummary) => v.customer_name === 'Rocío Vázquez'),
    ).toBe(true);

    const found = await api
      .http()
      .get('/api/vehicles/search')
      .query({ q: plate.replace(' ', '-').toLowerCase() })
      .set(as(reception))
      .expect(200);
    expect(found.body.data[0]).toEqual({
      id: vehicle.id,
      license_plate: plate,
      plate_country: 'ES',
      make: 'Citroën',
      model: 'Berlingo',
      year: null,
      vin: null,
      fuel: null,
      customer_id: ownerId,
      customer_name: 'Rocío Vázquez',
      odometer_km: null,
      next_itv_date: null,
    });
    const byModel = await api
      .http()
      .get('/api/vehicles/search')
      .query({ q: 'citroen berl' })
      .set(as(reception))
      .expect(200);
    expect(byModel.body.data.map((v: VehicleSummary) => v.id)).toContain(vehicle.id);
  });

  it('finds vehicles by their owner’s name, accent-insensitively', async () => {
    const surname = `Ñúñez${freshWord()}`;
    const owner = (
      await api
        .http()
        .post('/api/customers')
        .set(as(reception))
        .send({ type: 'person', first_name: 'Tomás', last_name: surname })
        .expect(201)
    ).body.data.id as string;
    const vehicle = await create({
      license_plate: freshPlate(),
      make: 'Mazda',
      model: 'CX-5',
      customer_id: owner,
    });
    const found = await api
      .http()
      .get('/api/vehicles/search')
      .query({
        q: surname
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase(),
      })
      .set(as(reception))
      .expect(200);
    expect(found.body.data).toEqual([
      expect.objectContaining({ id: vehicle.id, customer_name: `Tomás ${surname}` }),
    ]);
  });

  it('finds two characters only at the start of a plate or of the owner’s name', async () => {
    const digits = String(randomInt(100_000, 999_999));
    const owner = (
      await api
        .http()
        .post('/api/customers')
        .set(as(reception))
        .send({ type: 'person', first_name: 'Tomás', last_name: `Qj${digits}` })
        .expect(201)
    ).body.data.id as string;
    const owned = await create({
      license_plate: freshPlate(),
      make: 'Mazda',
      model: 'CX-5',
      customer_id: owner,
    });
    // Plates nobody else starts with: Ñ, Q and J are never in a Spanish plate's letters.
    const rows = await api.app.get(SqlClient).query<{ id: string }>(
      `insert into vehicle (license_plate, plate_normalized, plate_format, make, model, customer_id)
         values ($1, $1, 'foreign', 'Seat', 'Ibiza', $3), ($2, $2, 'foreign', 'Seat', 'Ibiza', $3)
       returning id`,
      [`ÑQ${digits}`, `Z${digits}ÑQ`, ownerId],
    );
    const search = async (q: string) =>
      (
        (
          await api
            .http()
            .get('/api/vehicles/search')
            .query({ q, limit: 20 })
            .set(as(reception))
            .expect(200)
        ).body.data as VehicleSummary[]
      ).map((v) => v.id);

    expect(await search('ñq')).toContain(rows[0].id);
    expect(await search('ñq')).not.toContain(rows[1].id);
    expect(await search('qj')).toContain(owned.id);
    // From three characters, anywhere in the plate.
    expect(await search(`${digits.slice(-2)}ñq`)).toContain(rows[1].id);
  });

  it('answers 401 without a session, 403 without the permission, 404 for an unknown id', async () => {
    await api.http().get('/api/vehicles').expect(401);
    await api.http().get('/api/vehicles').set(as(mechanic)).expect(200);
    await api
      .http()
      .post('/api/vehicles')
      .set(as(mechanic))
      .send({ license_plate: freshPlate(), make: 'Seat', model: 'Ibiza' })
      .expect(403);
    await api.http().get(`/api/vehicles/${MISSING}`).set(as(reception)).expect(404);
    await api.http().delete(`/api/vehicles/${MISSING}`).set(as(reception)).expect(404);
    await api.http().get('/api/vehicles').query({ fuel: 'carbón' }).set(as(reception)).expect(400);
  });
});

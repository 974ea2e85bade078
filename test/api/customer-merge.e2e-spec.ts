import {
  type CustomerDetail,
  type CustomerHistoryEntry,
  type CustomerMergeRecord,
  type VehicleHistoryEntry,
} from '../../libs/contracts/src';
import { SqlClient } from '../../libs/platform/src';
import { MISSING_ID as MISSING, freshPlate, freshDni } from './support/fixtures';
import { createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';

describe('Customer merge and history (/api/customers/{id}/merge, /history, /merges)', () => {
  let api: TestApi;
  let reception: string;
  let office: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    api = await startTestApi();
    reception = (await loginAs(api.app, await createTestUser(api.app, { roles: ['recepcion'] })))
      .token;
    office = (await loginAs(api.app, await createTestUser(api.app, { roles: ['administracion'] })))
      .token;
  });
  afterAll(() => api.close());

  async function customer(fields: Record<string, unknown>): Promise<CustomerDetail> {
    const res = await api
      .http()
      .post('/api/customers')
      .set(as(reception))
      .send({ type: 'person', ...fields })
      .expect(201);
    return res.body.data as CustomerDetail;
  }

  async function vehicle(customerId: string, km = 40_000): Promise<string> {
    const res = await api
      .http()
      .post('/api/vehicles')
      .set(as(reception))
      .send({
        license_plate: freshPlate(),
        make: 'Peugeot',
        model: '308',
        customer_id: customerId,
        odometer_km: km,
      })
      .expect(201);
    return res.body.data.id as string;
  }

  it('merges a duplicate: vehicles, ownership history and missing data move to the one kept', async () => {
    const nif = freshDni();
    const kept = await customer({
      first_name: 'Montserrat',
      last_name: 'Puig',
      phone: '934 111 222',
      tags: ['flota'],
      notes: 'Prefiere WhatsApp',
    });
    const duplicate = await customer({
      first_name: 'Montse',
      last_name: 'Puig',
      nif,
      email: 'montse.puig@example.com',
      mobile_phone: '611 222 333',
      tags: ['vip'],
      notes: 'Cliente desde 2015',
      marketing_consent: true,
      marketing_consent_channel: 'email',
    });
    const keptCar = await vehicle(kept.id);
    const dupCars = [await vehicle(duplicate.id), await vehicle(duplicate.id, 90_000)];

    const res = await api
      .http()
      .post(`/api/customers/${kept.id}/merge`)
      .set(as(reception))
      .send({ source_id: duplicate.id })
      .expect(201);
    const record = res.body.data as CustomerMergeRecord;
    expect(record).toMatchObject({
      kept_id: kept.id,
      merged_id: duplicate.id,
      merged_name: 'Montse Puig',
    });
    expect([...record.moved_vehicle_ids].sort()).toEqual([...dupCars].sort());
    expect(typeof record.actor_name).toBe('string');

    const after = (await api.http().get(`/api/customers/${kept.id}`).set(as(reception)).expect(200))
      .body.data as CustomerDetail;
    expect(after).toMatchObject({
      first_name: 'Montserrat',
      nif,
      phone: '934111222',
      email: 'montse.puig@example.com',
      mobile_phone: '611222333',
      tags: ['flota', 'vip'],
      marketing_consent: true,
      marketing_consent_channel: 'email',
      version: kept.version + 1,
    });
    expect(after.notes).toBe('Prefiere WhatsApp\n\n[Fusionado de Montse Puig] Cliente desde 2015');

    // The duplicate is gone from reads, but the kept one answers for its NIF and vehicles.
    await api.http().get(`/api/customers/${duplicate.id}`).set(as(reception)).expect(404);
    const owned = await api
      .http()
      .get(`/api/vehicles?customer_id=${kept.id}`)
      .set(as(reception))
      .expect(200);
    expect(owned.body.data.data.map((v: { id: string }) => v.id).sort()).toEqual(
      [keptCar, ...dupCars].sort(),
    );
    const search = await api
      .http()
      .get(`/api/customers/search?q=${nif}`)
      .set(as(reception))
      .expect(200);
    expect(search.body.data[0]).toMatchObject({ id: kept.id, matchType: 'nif' });
    const sql = api.app.get(SqlClient);
    expect(
      await sql.query(
        'select distinct customer_id from vehicle_ownership where vehicle_id = any ($1::uuid[])',
        [dupCars],
      ),
    ).toEqual([{ customer_id: kept.id }]);

    // The vehicle's history names the kept customer as owner from the start.
    const history = await api
      .http()
      .get(`/api/vehicles/${dupCars[0]}/history`)
      .set(as(reception))
      .expect(200);
    const started = (history.body.data.data as VehicleHistoryEntry[]).find(
      (e) => e.kind === 'ownership_started',
    );
    expect(started?.title).toBe('Nuevo propietario: Montserrat Puig');

    const merges = await api
      .http()
      .get(`/api/customers/${kept.id}/merges`)
      .set(as(office))
      .expect(200);
    expect(merges.body.data).toEqual([record]);
  });

  it("shows the customer's history: own facts and their vehicles' while they owned them", async () => {
    const seller = await customer({
      first_name: 'Iñaki',
      last_name: 'Etxeberria',
      gdpr_consent: true,
    });
    const buyer = await customer({ first_name: 'Lucía', last_name: 'Ferrer' });
    const carId = await vehicle(seller.id, 120_000);
    const car = (await api.http().get(`/api/vehicles/${carId}`).set(as(reception)).expect(200)).body
      .data;
    await api
      .http()
      .put(`/api/vehicles/${carId}`)
      .set(as(reception))
      .send({
        license_plate: car.license_plate,
        make: car.make,
        model: car.model,
        customer_id: buyer.id,
        version: car.version,
      })
      .expect(200);
    await api
      .http()
      .post(`/api/vehicles/${carId}/odometer-readings`)
      .set(as(reception))
      .send({ km: 125_000 })
      .expect(201);

    const sellerHistory = await api
      .http()
      .get(`/api/customers/${seller.id}/history`)
      .set(as(office))
      .expect(200);
    const entries = sellerHistory.body.data.data as CustomerHistoryEntry[];
    expect(entries.map((e) => e.kind)).toEqual([
      'ownership_ended',
      'odometer_reading',
      'ownership_started',
      'vehicle_created',
      'gdpr_consent',
      'customer_created',
    ]);
    expect(entries[0]).toMatchObject({ vehicle_id: carId, license_plate: car.license_plate });
    expect(entries.find((e) => e.kind === 'gdpr_consent')?.title).toBe(
      'Consentimiento RGPD en persona',
    );
    expect(sellerHistory.body.data.pagination).toEqual({ page: 1, limit: 20, total: 6 });

    // The buyer sees the car from the sale on: not the seller's reading.
    const buyerHistory = await api
      .http()
      .get(`/api/customers/${buyer.id}/history?limit=2`)
      .set(as(office))
      .expect(200);
    expect((buyerHistory.body.data.data as CustomerHistoryEntry[]).map((e) => e.kind)).toEqual([
      'odometer_reading',
      'ownership_started',
    ]);
    expect(buyerHistory.body.data.pagination.total).toBe(3);
    const buyerPage2 = await api
      .http()
      .get(`/api/customers/${buyer.id}/history?limit=2&page=2`)
      .set(as(office))
      .expect(200);
    expect((buyerPage2.body.data.data as CustomerHistoryEntry[]).map((e) => e.kind)).toEqual([
      'customer_created',
    ]);
  });

  it('refuses to merge a customer into itself, an unknown duplicate or into an unknown customer, changing nothing', async () => {
    const a = await customer({ first_name: 'Pau', last_name: 'Roca' });
    const self = await api
      .http()
      .post(`/api/customers/${a.id}/merge`)
      .set(as(reception))
      .send({ source_id: a.id })
      .expect(400);
    expect(self.body.details[0]).toMatchObject({
      field: 'source_id',
      message: 'No se puede fusionar un cliente consigo mismo.',
    });
    const badBody = await api
      .http()
      .post(`/api/customers/${a.id}/merge`)
      .set(as(reception))
      .send({ source_id: 'nope' })
      .expect(400);
    expect(badBody.body.details[0]).toMatchObject({ field: 'source_id' });
    const unknownSource = await api
      .http()
      .post(`/api/customers/${a.id}/merge`)
      .set(as(reception))
      .send({ source_id: MISSING })
      .expect(400);
    expect(unknownSource.body.details[0].message).toBe(
      'El cliente duplicado no existe o ya se fusionó.',
    );
    await api
      .http()
      .post(`/api/customers/${MISSING}/merge`)
      .set(as(reception))
      .send({ source_id: a.id })
      .expect(404);
    const still = await api.http().get(`/api/customers/${a.id}`).set(as(reception)).expect(200);
    expect(still.body.data.version).toBe(a.version);
  });

  it('answers 401 without a session, 403 without the permission, 404 for unknown customers', async () => {
    const a = await customer({ first_name: 'Xavier', last_name: 'Font' });
    const b = await customer({ first_name: 'Xavi', last_name: 'Font' });
    await api.http().post(`/api/customers/${a.id}/merge`).send({ source_id: b.id }).expect(401);
    await api.http().get(`/api/customers/${a.id}/history`).expect(401);
    // The office reads and edits customers but does not merge them (DOMAIN roles).
    await api
      .http()
      .post(`/api/customers/${a.id}/merge`)
      .set(as(office))
      .send({ source_id: b.id })
      .expect(403);
    await api.http().get(`/api/customers/${MISSING}/history`).set(as(office)).expect(404);
    await api.http().get(`/api/customers/${MISSING}/merges`).set(as(office)).expect(404);
    await api.http().get(`/api/customers/${b.id}`).set(as(office)).expect(200);
  });
});

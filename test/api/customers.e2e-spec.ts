import { randomInt } from 'node:crypto';
import { type CustomerDetail, type CustomerSearchResult } from '../../libs/contracts/src';
import { SqlClient } from '../../libs/platform/src';
import { MISSING_ID as MISSING, freshDni } from './support/fixtures';
import { createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';

/** A unique word, so searches in a shared test database find only this test's rows. */
const tag = () => `Zq${randomInt(100_000, 999_999)}`;

describe('Customers (/api/customers)', () => {
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

  async function create(fields: Record<string, unknown>): Promise<CustomerDetail> {
    const res = await api.http().post('/api/customers').set(as(reception)).send(fields).expect(201);
    return res.body.data as CustomerDetail;
  }

  async function addVehicle(customerId: string, plate: string): Promise<void> {
    await api.app.get(SqlClient).query(
      `insert into vehicle (license_plate, plate_normalized, plate_format, make, model, customer_id)
         values ($1, $2, 'current', 'Seat', 'Ibiza', $3)`,
      [plate, plate.replace(/[^A-Z0-9]/g, ''), customerId],
    );
  }

  it('creates a person with normalised tax id, phones and e-mail, and consents stamped', async () => {
    const nif = freshDni();
    const customer = await create({
      type: 'person',
      first_name: ' José ',
      last_name: 'Núñez Peña',
      nif: `${nif.slice(0, 8)}-${nif[8].toLowerCase()}`,
      email: 'Jose.Nunez@Ejemplo.ES',
      mobile_phone: '+34 612 34 56 78',
      gdpr_consent: true,
      gdpr_consent_channel: 'paper',
    });
    expect(customer).toMatchObject({
      type: 'person',
      full_name: 'José Núñez Peña',
      nif,
      email: 'jose.nunez@ejemplo.es',
      mobile_phone: '612345678',
      gdpr_consent_channel: 'paper',
      marketing_consent: false,
      version: 1,
    });
    expect(customer.gdpr_consent_at).not.toBeNull();
    const read = await api
      .http()
      .get(`/api/customers/${customer.id}`)
      .set(as(reception))
      .expect(200);
    expect(read.body.data).toEqual(customer);
  });

  it('creates a company, named by its company name', async () => {
    const customer = await create({ type: 'company', company_name: 'Transportes Ébano SL' });
    expect(customer.full_name).toBe('Transportes Ébano SL');
  });

  it('answers bad fields with 400 and a Spanish message per field, and writes nothing', async () => {
    const marker = tag();
    const res = await api
      .http()
      .post('/api/customers')
      .set(as(reception))
      .send({
        type: 'person',
        first_name: marker,
        nif: '12345678A',
        phone: '12345',
        email: 'no-es-un-correo',
        postal_code: '28',
        unknown: true,
      })
      .expect(400);
    const fields = (res.body.details as { field: string; message: string }[]).map((d) => d.field);
    expect(fields).toEqual(
      expect.arrayContaining(['nif', 'phone', 'email', 'postal_code', 'unknown']),
    );
    expect(JSON.stringify(res.body.details)).toContain('NIF, NIE o CIF válido');
    const list = await api
      .http()
      .get('/api/customers')
      .query({ search: marker })
      .set(as(reception));
    expect(list.body.data.pagination.total).toBe(0);
  });

  it('requires the first name of a person and the name of a company', async () => {
    const person = await api
      .http()
      .post('/api/customers')
      .set(as(reception))
      .send({ type: 'person' })
      .expect(400);
    expect(person.body.details[0].field).toBe('first_name');
    const company = await api
      .http()
      .post('/api/customers')
      .set(as(reception))
      .send({ type: 'company', first_name: 'Ana' })
      .expect(400);
    expect(company.body.details.map((d: { field: string }) => d.field)).toContain('company_name');
  });

  it('refuses a duplicate tax id with 409 naming the existing customer', async () => {
    const nif = freshDni();
    const first = await create({ type: 'person', first_name: 'Lucía', last_name: 'Prieto', nif });
    const res = await api
      .http()
      .post('/api/customers')
      .set(as(reception))
      .send({ type: 'person', first_name: 'Otra', nif })
      .expect(409);
    expect(res.body.message).toBe(`Ya existe un cliente con el NIF ${nif}: Lucía Prieto.`);
    expect(res.body.details).toMatchObject({ existing_id: first.id });

    const other = await create({ type: 'person', first_name: 'Otra' });
    const edit = await api
      .http()
      .put(`/api/customers/${other.id}`)
      .set(as(reception))
      .send({ type: 'person', first_name: 'Otra', nif, version: other.version })
      .expect(409);
    expect(edit.body.message).toBe(`Ya existe un cliente con el NIF ${nif}: Lucía Prieto.`);
  });

  it('updates with the version read, and answers a stale version with 409 and the current one', async () => {
    const customer = await create({ type: 'person', first_name: 'Marta' });
    const updated = await api
      .http()
      .put(`/api/customers/${customer.id}`)
      .set(as(reception))
      .send({ type: 'person', first_name: 'Marta', last_name: 'Gil', version: customer.version })
      .expect(200);
    expect(updated.body.data).toMatchObject({ full_name: 'Marta Gil', version: 2 });
    const stale = await api
      .http()
      .put(`/api/customers/${customer.id}`)
      .set(as(reception))
      .send({ type: 'person', first_name: 'Otra', version: customer.version })
      .expect(409);
    expect(stale.body).toMatchObject({
      error: 'VERSION_CONFLICT',
      details: { current_version: 2 },
    });
  });

  it('lists with accent- and case-insensitive search, type filter, sort and pagination', async () => {
    const marker = tag();
    await create({ type: 'person', first_name: 'Álvaro', last_name: `Bermúdez ${marker}` });
    await create({ type: 'person', first_name: 'alvaro', last_name: `Cano ${marker}` });
    await create({ type: 'company', company_name: `Álvaro Motor ${marker}` });
    const page = await api
      .http()
      .get('/api/customers')
      .query({ search: `ALVARO ${marker}`.split(' ')[0], type: 'person', limit: 1, page: 1 })
      .set(as(reception))
      .expect(200);
    expect(page.body.data.pagination).toMatchObject({ page: 1, limit: 1 });
    const all = await api
      .http()
      .get('/api/customers')
      .query({ search: marker, sort: '-name' })
      .set(as(reception))
      .expect(200);
    expect(all.body.data.data.map((c: CustomerDetail) => c.full_name)).toEqual([
      `Álvaro Motor ${marker}`,
      `alvaro Cano ${marker}`,
      `Álvaro Bermúdez ${marker}`,
    ]);
    expect(all.body.data.pagination.total).toBe(3);
  });

  it('searches by name, NIF and plate: exact NIF first, plates ignoring spaces and dashes', async () => {
    const marker = tag();
    const nif = freshDni();
    const owner = await create({ type: 'person', first_name: 'Pilar', last_name: marker, nif });
    await addVehicle(
      owner.id,
      `${String(randomInt(1000, 9999))} ${marker.slice(-3).replace(/\d/g, 'B')}BC`,
    );
    const byName = await api
      .http()
      .get('/api/customers/search')
      .query({ q: marker.toLowerCase() })
      .set(as(reception))
      .expect(200);
    expect(byName.body.data).toHaveLength(1);
    expect(byName.body.data[0]).toMatchObject({
      id: owner.id,
      matchType: 'name',
      matchedPlate: null,
    });

    const byNif = await api
      .http()
      .get('/api/customers/search')
      .query({ q: nif.toLowerCase() })
      .set(as(reception))
      .expect(200);
    expect(byNif.body.data[0]).toMatchObject({ id: owner.id, matchType: 'nif' });

    const plate = (
      await api.app
        .get(SqlClient)
        .one<{ license_plate: string }>(
          'select license_plate from vehicle where customer_id = $1',
          [owner.id],
        )
    )?.license_plate as string;
    const byPlate = await api
      .http()
      .get('/api/customers/search')
      .query({ q: plate.replace(' ', '-').toLowerCase(), limit: 5 })
      .set(as(reception))
      .expect(200);
    const hit = (byPlate.body.data as CustomerSearchResult[]).find((c) => c.id === owner.id);
    expect(byPlate.body.data[0].id).toBe(owner.id);
    expect(hit).toMatchObject({ matchType: 'plate', matchedPlate: plate });
  });

  it('finds two characters only at the start of a name, a surname or a plate', async () => {
    const marker = tag();
    const digits = marker.slice(2);
    const byName = await create({ type: 'person', first_name: `Qx${digits}`, last_name: 'Prieto' });
    const bySurname = await create({ type: 'person', first_name: 'Eva', last_name: `Qx${digits}` });
    const inside = await create({ type: 'person', first_name: 'Eva', last_name: `Aqx${digits}` });
    const byPlate = await create({ type: 'person', first_name: 'Íñigo', last_name: marker });
    const plateInside = await create({ type: 'person', first_name: 'Íñigo', last_name: marker });
    // Plates nobody else starts with: Ñ and Q are never in a Spanish plate's letters.
    await api.app.get(SqlClient).query(
      `insert into vehicle (license_plate, plate_normalized, plate_format, make, model, customer_id)
         values ($1, $1, 'foreign', 'Seat', 'Ibiza', $2), ($3, $3, 'foreign', 'Seat', 'Ibiza', $4)`,
      [`ÑQ${digits}`, byPlate.id, `Z${digits}ÑQ`, plateInside.id],
    );
    const search = async (q: string) =>
      (
        await api
          .http()
          .get('/api/customers/search')
          .query({ q, limit: 20 })
          .set(as(reception))
          .expect(200)
      ).body.data as CustomerSearchResult[];

    const names = (await search('qx')).map((c) => c.id);
    expect(names).toEqual(expect.arrayContaining([byName.id, bySurname.id]));
    expect(names).not.toContain(inside.id);
    const plates = await search('ñq');
    expect(plates.find((c) => c.id === byPlate.id)).toMatchObject({
      matchType: 'plate',
      matchedPlate: `ÑQ${digits}`,
    });
    expect(plates.map((c) => c.id)).not.toContain(plateInside.id);
    // From three characters, anywhere.
    expect((await search(`qx${digits}`)).map((c) => c.id)).toContain(inside.id);
    expect((await search(`${digits}ñq`)).map((c) => c.id)).toContain(plateInside.id);
  });

  it('reads a deep page from its anchor: exactly the rows OFFSET gives, also after a write', async () => {
    const marker = tag().toLowerCase();
    const sql = api.app.get(SqlClient);
    // 24,000 customers of one tag: pages 101–140 of 100 are 10,000 rows (ANCHOR_ROWS) or more
    // from both ends. Few names and creation instants (to the microsecond): ties go by id.
    await sql.query(
      `insert into customer (type, first_name, last_name, tags, created_at)
       select 'person', (array['Ana', 'Luis', 'Óscar', 'Marta'])[1 + n % 4], 'Prueba ' || n % 997,
              array[$1::text], timestamptz '2026-01-01 10:00' + (n % 5000) * interval '1 minute'
                + (n % 3) * interval '1 microsecond'
         from generate_series(1, 24000) n`,
      [marker],
    );
    const naive = async (order: string, offset: number) =>
      (
        await sql.query<{ id: string }>(
          `select c.id from customer c
            where c.deleted_at is null and c.merged_into_id is null and c.tags @> array[$1::text]
            order by ${order} limit 100 offset $2`,
          [marker, offset],
        )
      ).map((row) => row.id);
    const page = async (sort: string, n: number) => {
      const res = await api
        .http()
        .get('/api/customers')
        .query({ tag: marker, sort, page: n, limit: 100 })
        .set(as(reception))
        .expect(200);
      return {
        ids: (res.body.data.data as CustomerDetail[]).map((c) => c.id),
        total: res.body.data.pagination.total as number,
      };
    };
    const sorts: [string, string][] = [
      ['name', 'c.name_key, c.id'],
      ['-name', 'c.name_key desc, c.id desc'],
      ['-created_at', 'c.created_at desc, c.id desc'],
    ];
    try {
      for (const [sort, order] of sorts) {
        for (const n of [100, 101, 120, 140, 141, 240]) {
          const answer = await page(sort, n);
          expect(answer.total).toBe(24_000);
          expect(answer.ids).toEqual(await naive(order, (n - 1) * 100));
        }
      }
      // A customer who sorts first moves every row one place: the anchors of the new version.
      await create({ type: 'person', first_name: 'Aarón', last_name: 'Abad', tags: [marker] });
      const shifted = await page('name', 120);
      expect(shifted.total).toBe(24_001);
      expect(shifted.ids).toEqual(await naive('c.name_key, c.id', 11_900));
    } finally {
      // Out of the other tests' lists (deleting would check every table that points at them).
      await sql.query('update customer set deleted_at = now() where tags @> array[$1::text]', [
        marker,
      ]);
    }
  });

  it('returns nothing for a query shorter than 2 characters and validates limit', async () => {
    const short = await api
      .http()
      .get('/api/customers/search')
      .query({ q: 'a' })
      .set(as(reception))
      .expect(200);
    expect(short.body.data).toEqual([]);
    await api
      .http()
      .get('/api/customers/search')
      .query({ q: 'ab', limit: 500 })
      .set(as(reception))
      .expect(400);
  });

  it('deletes a customer without vehicles, and refuses one who owns or owned vehicles', async () => {
    const office = (
      await loginAs(api.app, await createTestUser(api.app, { roles: ['administracion'] }))
    ).token;
    const alone = await create({ type: 'person', first_name: 'Solo' });
    await api.http().delete(`/api/customers/${alone.id}`).set(as(office)).expect(403);
    const deleted = await api
      .http()
      .delete(`/api/customers/${alone.id}`)
      .set(as(reception))
      .expect(200);
    expect(deleted.body).toEqual({ success: true, data: null });
    await api.http().get(`/api/customers/${alone.id}`).set(as(reception)).expect(404);

    const owner = await create({ type: 'person', first_name: 'Dueño' });
    await addVehicle(owner.id, `${randomInt(1000, 9999)} XYZ`);
    const refused = await api
      .http()
      .delete(`/api/customers/${owner.id}`)
      .set(as(reception))
      .expect(409);
    expect(refused.body.message).toContain('tiene 1 vehículo a su nombre');
    await api.http().get(`/api/customers/${owner.id}`).set(as(reception)).expect(200);

    // After selling the car the customer still has history: still 409, saying why.
    const seller = await create({ type: 'person', first_name: 'Vendedor' });
    const buyer = await create({ type: 'person', first_name: 'Comprador' });
    const car = (
      await api
        .http()
        .post('/api/vehicles')
        .set(as(reception))
        .send({
          license_plate: `${randomInt(1000, 9999)} XYZ`,
          make: 'Seat',
          model: 'Ibiza',
          customer_id: seller.id,
        })
        .expect(201)
    ).body.data;
    await api
      .http()
      .put(`/api/vehicles/${car.id}`)
      .set(as(reception))
      .send({
        license_plate: car.license_plate,
        make: car.make,
        model: car.model,
        customer_id: buyer.id,
        version: car.version,
      })
      .expect(200);
    const withHistory = await api
      .http()
      .delete(`/api/customers/${seller.id}`)
      .set(as(reception))
      .expect(409);
    expect(withHistory.body.message).toContain('tiene historial en el taller');
    expect(withHistory.body.details).toEqual({ former_vehicle_count: 1 });
  });

  it('answers 401 without a session, 403 without the permission, 404 for an unknown id', async () => {
    await api.http().get('/api/customers').expect(401);
    await api.http().get('/api/customers/search').query({ q: 'ab' }).expect(401);
    await api.http().get('/api/customers').set(as(mechanic)).expect(403);
    await api.http().post('/api/customers').set(as(mechanic)).send({ type: 'person' }).expect(403);
    await api.http().get(`/api/customers/${MISSING}`).set(as(reception)).expect(404);
    await api
      .http()
      .put(`/api/customers/${MISSING}`)
      .set(as(reception))
      .send({ type: 'person', first_name: 'X', version: 1 })
      .expect(404);
    await api.http().get('/api/customers/not-an-id').set(as(reception)).expect(400);
  });
});

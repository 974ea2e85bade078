import { randomInt } from 'node:crypto';
import { type CustomerImportReport } from '../../libs/contracts/src';
import { SqlClient } from '../../libs/platform/src';
import { createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';

const SERIES = 'BCDFGHJKLMNPRSTVWXYZ';
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const freshPlate = () =>
  `${randomInt(1000, 9999)} ${Array.from({ length: 3 }, () => SERIES[randomInt(SERIES.length)]).join('')}`;
const freshDni = () => {
  const number = randomInt(10_000_000, 99_999_999);
  return `${number}${DNI_LETTERS[number % 23]}`;
};

const HEADER =
  'type;first_name;last_name;company_name;nif;email;mobile_phone;city;tags;marketing_consent;license_plate;make;model;fuel;odometer_km';

/**
 * POST /api/customers/import and GET /api/customers/export. (No 404 case: neither route names a
 * record.)
 */
describe('Customers CSV import and export', () => {
  let api: TestApi;
  let reception: string;
  let mechanic: string;
  let sql: SqlClient;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const importCsv = (csv: string, dryRun: boolean, token = reception) =>
    api.http().post('/api/customers/import').set(as(token)).send({ csv, dry_run: dryRun });
  const countByTag = async (tag: string) =>
    (
      await sql.query<{ n: number }>(
        'select count(*)::int as n from customer where $1 = any (tags)',
        [tag],
      )
    )[0]!.n;

  beforeAll(async () => {
    api = await startTestApi();
    sql = api.app.get(SqlClient);
    reception = (await loginAs(api.app, await createTestUser(api.app, { roles: ['recepcion'] })))
      .token;
    mechanic = (await loginAs(api.app, await createTestUser(api.app, { roles: ['mecanico'] })))
      .token;
  });
  afterAll(() => api.close());

  it('dry-runs a file with row errors: every error listed, nothing written', async () => {
    const tag = `lote${randomInt(1e9)}`;
    const plate = freshPlate();
    const taken = freshPlate();
    await api
      .http()
      .post('/api/vehicles')
      .set(as(reception))
      .send({ license_plate: taken, make: 'Fiat', model: 'Panda' })
      .expect(201);
    const csv = [
      HEADER,
      `particular;Ana;Gil;;12345678A;;611222333;Madrid;${tag};sí;${plate};Seat;Ibiza;diésel;1000`,
      `particular;Luis;Mora;;;;;Madrid;${tag};no;1234 AEI;Seat;León;;`,
      `particular;Eva;Ruiz;;;;;Madrid;${tag};no;${plate.replace(' ', '-')};Kia;Rio;;`,
      `particular;Pau;Roca;;;;;Madrid;${tag};no;${taken};Kia;Ceed;;`,
    ].join('\n');
    const res = await importCsv(csv, true).expect(200);
    const report = res.body.data as CustomerImportReport;
    expect(report).toMatchObject({ dry_run: true, committed: false, rows: 4 });
    expect(report.errors).toEqual([
      expect.objectContaining({ line: 2, column: 'nif' }),
      expect.objectContaining({ line: 3, column: 'license_plate' }),
      expect.objectContaining({
        line: 4,
        column: 'license_plate',
        message: `La matrícula ${plate} ya está en la línea 2 del archivo.`,
      }),
      expect.objectContaining({
        line: 5,
        column: 'license_plate',
        message: `Ya existe un vehículo con la matrícula ${taken}.`,
      }),
    ]);
    // Committing the same file is refused the same way, and writes nothing either.
    const commit = await importCsv(csv, false).expect(200);
    expect(commit.body.data).toMatchObject({ committed: false });
    expect(await countByTag(tag)).toBe(0);
  });

  it('commits a clean file: customers grouped by NIF, vehicles with owner and first reading', async () => {
    const tag = `lote${randomInt(1e9)}`;
    const nif = freshDni();
    const [p1, p2] = [freshPlate(), freshPlate()];
    const csv = [
      HEADER,
      `particular;Ana;Gil;;${nif};ana@example.com;611222333;Madrid;${tag};sí;${p1};Seat;Ibiza;diésel;120.500`,
      `particular;Ana;Gil;;${nif};ana@example.com;611222333;Madrid;${tag};sí;${p2};Kia;Rio;gasolina;`,
      `empresa;;;Transportes Rápidos SL;;;;Sevilla;${tag};no;;;;;`,
    ].join('\r\n');
    const dry = (await importCsv(csv, true).expect(200)).body.data as CustomerImportReport;
    expect(dry).toMatchObject({
      rows: 3,
      customers_to_create: 2,
      vehicles_to_create: 2,
      errors: [],
    });
    expect(await countByTag(tag)).toBe(0);

    const done = (await importCsv(csv, false).expect(200)).body.data as CustomerImportReport;
    expect(done).toMatchObject({ committed: true, customers_to_create: 2, vehicles_to_create: 2 });
    const [ana] = await sql.query<{ id: string; marketing_consent_channel: string }>(
      'select id, marketing_consent_channel from customer where nif = $1 and deleted_at is null',
      [nif],
    );
    expect(ana?.marketing_consent_channel).toBe('import');
    const cars = await sql.query<{
      license_plate: string;
      fuel: string;
      odometer_km: number | null;
    }>(
      'select license_plate, fuel, odometer_km from vehicle where customer_id = $1 order by license_plate',
      [ana!.id],
    );
    expect(cars).toEqual(
      [
        { license_plate: p1, fuel: 'diesel', odometer_km: 120_500 },
        { license_plate: p2, fuel: 'gasoline', odometer_km: null },
      ].sort((a, b) => a.license_plate.localeCompare(b.license_plate)),
    );
    expect(
      await sql.query(
        `select count(*)::int as n from vehicle_ownership o join vehicle v on v.id = o.vehicle_id
          where v.customer_id = $1 and o.customer_id = $1 and o.to_at is null`,
        [ana!.id],
      ),
    ).toEqual([{ n: 2 }]);
    expect(
      await sql.query(
        `select r.km, r.source from odometer_reading r join vehicle v on v.id = r.vehicle_id
          where v.customer_id = $1`,
        [ana!.id],
      ),
    ).toEqual([{ km: 120_500, source: 'import' }]);

    // Importing the same file again: every NIF and plate is now taken, nothing is written.
    const again = (await importCsv(csv, false).expect(200)).body.data as CustomerImportReport;
    expect(again.committed).toBe(false);
    expect(again.errors.map((e) => e.column)).toEqual(['nif', 'license_plate', 'license_plate']);
    expect(await countByTag(tag)).toBe(2);
  });

  it('refuses the whole file when one row of many is bad', async () => {
    const tag = `lote${randomInt(1e9)}`;
    const rows = Array.from(
      { length: 50 },
      (_, i) => `particular;Cliente${i};Prueba;;;;;Bilbao;${tag};no;;;;;`,
    );
    rows.push(`particular;;SinNombre;;;;;Bilbao;${tag};no;;;;;`);
    const res = (await importCsv([HEADER, ...rows].join('\n'), false).expect(200)).body
      .data as CustomerImportReport;
    expect(res).toMatchObject({ committed: false, rows: 51 });
    expect(res.errors).toEqual([
      { line: 52, column: 'first_name', message: 'Falta el nombre del cliente.' },
    ]);
    expect(await countByTag(tag)).toBe(0);
  });

  it('reports unknown columns, and refuses a bad body with 400 per field', async () => {
    const unknown = (await importCsv('nombre;apellido\nAna;Gil', true).expect(200)).body.data;
    expect(unknown.errors[0]).toMatchObject({
      line: 1,
      message: expect.stringContaining('nombre'),
    });
    const bad = await api
      .http()
      .post('/api/customers/import')
      .set(as(reception))
      .send({ dry_run: 'yes' })
      .expect(400);
    expect(
      [...new Set((bad.body.details as { field: string }[]).map((d) => d.field))].sort(),
    ).toEqual(['csv', 'dry_run']);
  });

  it('accepts a CSV of 2 MB on the import while other routes keep the 1 MB limit', async () => {
    const tag = `lote${randomInt(1e9)}`;
    const filler = 'x'.repeat(2000);
    const rows = Array.from(
      { length: 1000 },
      (_, i) => `particular;Grande${i};Prueba;${tag};${filler}`,
    );
    const csv = ['type;first_name;last_name;tags;notes', ...rows].join('\n');
    expect(Buffer.byteLength(csv)).toBeGreaterThan(2_000_000);
    const res = await importCsv(csv, true).expect(200);
    expect(res.body.data).toMatchObject({ rows: 1000, errors: [] });
    await api
      .http()
      .post('/api/customers')
      .set(as(reception))
      .send({ type: 'person', first_name: 'X', notes: 'y'.repeat(2_000_000) })
      .expect(413);
  });

  it('exports the filtered list in the import format, safe for spreadsheets, and it re-imports', async () => {
    const tag = `exp${randomInt(1e9)}`;
    const plate = freshPlate();
    const csv = [
      HEADER,
      `particular;=HYPERLINK("http://x");Gil;;;;;Madrid;${tag};no;${plate};Seat;Ibiza;diésel;5000`,
      `empresa;;;Sin Coches SL;;;;Madrid;${tag};no;;;;;`,
    ].join('\n');
    expect((await importCsv(csv, false).expect(200)).body.data.committed).toBe(true);

    const res = await api
      .http()
      .get(`/api/customers/export?tag=${tag}`)
      .set(as(reception))
      .expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="clientes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = res.text;
    expect(text.startsWith('\uFEFFtype;first_name;last_name;company_name;nif')).toBe(true);
    const lines = text.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(text).toContain(`'=HYPERLINK(""http://x"")`);
    expect(text).toContain(`;${plate};ES;`);

    // Round trip: delete what was imported, then the export imports cleanly again.
    await sql.query(
      `delete from odometer_reading where vehicle_id in (select id from vehicle where license_plate = $1)`,
      [plate],
    );
    await sql.query(
      `delete from vehicle_ownership where vehicle_id in (select id from vehicle where license_plate = $1)`,
      [plate],
    );
    await sql.query('delete from vehicle where license_plate = $1', [plate]);
    await sql.query('delete from customer where $1 = any (tags)', [tag]);
    const back = (await importCsv(text, false).expect(200)).body.data as CustomerImportReport;
    expect(back).toMatchObject({
      committed: true,
      customers_to_create: 2,
      vehicles_to_create: 1,
      errors: [],
    });
  });

  it('answers 401 without a session and 403 without the permission', async () => {
    await api.http().post('/api/customers/import').send({ csv: 'a', dry_run: true }).expect(401);
    await api.http().get('/api/customers/export').expect(401);
    await importCsv(`${HEADER}\n`, true, mechanic).expect(403);
    await api.http().get('/api/customers/export').set(as(mechanic)).expect(403);
  });
});

import { randomInt } from 'node:crypto';
import { CUSTOMER_CSV_COLUMNS, type CustomerImportReport } from '../../libs/contracts/src';
import { SqlClient } from '../../libs/platform/src';
import { freshDni, freshPlate } from './support/fixtures';
import { createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';

const HEADER =
  'type;first_name;last_name;company_name;nif;email;mobile_phone;city;tags;marketing_consent;license_plate;make;model;fuel;odometer_km';

/**
 * POST /api/customers/import and GET /api/customers/export. (No 404 case: neither route names a
 * record.)
 */
describe('Customers CSV import and export', () => {
  let api: TestApi;
  let reception: string;
  let receptionId: string;
  let office: string;
  let mechanic: string;
  let sql: SqlClient;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const importCsv = (csv: string, dryRun: boolean, token = reception) =>
    api.http().post('/api/customers/import').set(as(token)).send({ csv, dry_run: dryRun });
  const eventsOf = (actorId: string) =>
    sql.query<{ id: string; type: string; payload: unknown }>(
      'select id, type, payload from domain_event where actor_id = $1',
      [actorId],
    );
  const vehiclesWithPlates = async (plates: string[]) =>
    (
      await sql.query<{ n: number }>(
        `select count(*)::int as n from vehicle
          where deleted_at is null and plate_normalized = any ($1::text[])`,
        [plates.map((plate) => plate.replace(/[^A-Z0-9]/g, ''))],
      )
    )[0]!.n;
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
    const receptionUser = await createTestUser(api.app, { roles: ['recepcion'] });
    receptionId = receptionUser.id;
    reception = (await loginAs(api.app, receptionUser)).token;
    office = (await loginAs(api.app, await createTestUser(api.app, { roles: ['administracion'] })))
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
        message: `Ya existe un vehículo con la matrícula ${taken}: Fiat Panda.`,
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

    const eventsBefore = await eventsOf(receptionId);
    const done = (await importCsv(csv, false).expect(200)).body.data as CustomerImportReport;
    expect(done).toMatchObject({ committed: true, customers_to_create: 2, vehicles_to_create: 2 });
    // One summary event in the outbox, not one per customer or vehicle.
    const eventsAfter = await eventsOf(receptionId);
    expect(eventsAfter.filter((e) => !eventsBefore.some((b) => b.id === e.id))).toEqual([
      expect.objectContaining({
        type: 'CustomersImported',
        payload: { customers: 2, vehicles: 2 },
      }),
    ]);
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

  it('refuses a commit when the database rejects a row mid-way, and rolls everything back', async () => {
    const tag = `lote${randomInt(1e9)}`;
    const [p1, p2, p3] = [freshPlate(), freshPlate(), freshPlate()];
    const csv = [
      HEADER,
      `particular;Rosa;Vidal;;;;;Lugo;${tag};no;${p1};Seat;Ibiza;;1000`,
      `particular;Iker;Sanz;;;;;Lugo;${tag};no;${p2};Seat;León;;2000`,
      `particular;Noa;Ferrer;;;;;Lugo;${tag};no;${p3};Seat;Arona;;3000`,
    ].join('\n');
    expect((await importCsv(csv, true).expect(200)).body.data.errors).toEqual([]);
    // Another desk registers the second plate between the check and the insert: the unique
    // index refuses it. Simulated by a trigger that raises the same error for that plate.
    const refused = p2.replace(/[^A-Z0-9]/g, '');
    await sql.query(`create function px_test_taken_plate() returns trigger language plpgsql as $$
      begin
        if new.plate_normalized = '${refused}' then
          raise exception 'duplicate key value violates unique constraint "vehicle_plate_unique"'
            using errcode = 'unique_violation';
        end if;
        return new;
      end $$`);
    await sql.query(`create trigger px_test_taken_plate before insert on vehicle
      for each row execute function px_test_taken_plate()`);
    try {
      const res = await importCsv(csv, false).expect(409);
      expect(res.body).toMatchObject({
        success: false,
        error: 'CONFLICT',
        message: expect.stringContaining('No se ha importado nada'),
      });
    } finally {
      await sql.query('drop trigger px_test_taken_plate on vehicle');
      await sql.query('drop function px_test_taken_plate()');
    }
    // The customers were inserted before the vehicles: the rollback took them away too.
    expect(await countByTag(tag)).toBe(0);
    expect(await vehiclesWithPlates([p1, p2, p3])).toBe(0);
    // Nothing half-done either: the same file imports cleanly afterwards.
    expect((await importCsv(csv, false).expect(200)).body.data.committed).toBe(true);
    expect(await vehiclesWithPlates([p1, p2, p3])).toBe(3);
  });

  it('refuses the commit when a NIF was registered after the dry run, naming that customer', async () => {
    const tag = `lote${randomInt(1e9)}`;
    const nif = freshDni();
    const plate = freshPlate();
    const csv = [
      HEADER,
      `particular;Olga;Pardo;;${nif};;;Soria;${tag};no;${plate};Opel;Corsa;;`,
      `particular;Saúl;Pardo;;;;;Soria;${tag};no;;;;;`,
    ].join('\n');
    expect((await importCsv(csv, true).expect(200)).body.data.errors).toEqual([]);
    await api
      .http()
      .post('/api/customers')
      .set(as(reception))
      .send({ type: 'person', first_name: 'Olga', last_name: 'Pardo Ruiz', nif })
      .expect(201);
    const commit = (await importCsv(csv, false).expect(200)).body.data as CustomerImportReport;
    expect(commit).toMatchObject({ committed: false, customers_to_create: 2 });
    expect(commit.errors).toEqual([
      {
        line: 2,
        column: 'nif',
        message: `Ya existe un cliente con el NIF ${nif}: Olga Pardo Ruiz.`,
      },
    ]);
    expect(await countByTag(tag)).toBe(0);
    expect(await vehiclesWithPlates([plate])).toBe(0);
  });

  it('reports rows of one customer that disagree, unclosed quotes and too many cells', async () => {
    const nif = freshDni();
    const [p1, p2] = [freshPlate(), freshPlate()];
    const conflict = (
      await importCsv(
        [
          HEADER,
          `particular;Ana;Gil;;${nif};;611 222 333;Madrid;;sí;${p1};Seat;Ibiza;;`,
          `particular;Ana;Gil;;${nif};;611222333;Toledo;;sí;${p2};Seat;León;;`,
          `particular;Ana;Gil;;${nif};;611222333;Madrid;;sí;;;;;;;;`,
          `particular;Pepe;Gil;;;;;Madrid;;no;;;;;;extra`,
        ].join('\n'),
        true,
      ).expect(200)
    ).body.data as CustomerImportReport;
    expect(conflict).toMatchObject({ customers_to_create: 1, vehicles_to_create: 2 });
    expect(conflict.errors).toEqual([
      {
        line: 3,
        column: 'city',
        message: `No coincide con la línea 2, que es el mismo cliente (NIF ${nif}): «Toledo» frente a «Madrid».`,
      },
      {
        line: 5,
        column: null,
        message: 'La fila tiene 16 columnas y la cabecera 15: revisa los separadores.',
      },
    ]);
    const unclosed = (
      await importCsv(`${HEADER}\nparticular;"Ana;Gil\nparticular;Luis;Mora`, true).expect(200)
    ).body.data as CustomerImportReport;
    expect(unclosed.errors).toEqual([
      expect.objectContaining({
        line: 2,
        column: null,
        message: expect.stringContaining('comillas'),
      }),
    ]);
  });

  it('refuses more than 20,000 rows with 400, and bodies over 5 MB with 413', async () => {
    const rows = Array.from({ length: 20_001 }, (_, i) => `Cliente${i}`);
    const res = await importCsv(['first_name', ...rows].join('\n'), true).expect(400);
    expect(res.body.details).toEqual([
      {
        field: 'csv',
        code: 'csv',
        message:
          'El archivo tiene 20.001 filas; el máximo por importación es 20.000. Divídelo en varios archivos.',
      },
    ]);
    const huge = await importCsv(`first_name\n${'x'.repeat(5.5 * 1024 * 1024)}`, true).expect(413);
    expect(huge.body).toMatchObject({
      error: 'PAYLOAD_TOO_LARGE',
      details: { limit_bytes: 5 * 1024 * 1024 },
    });
  });

  it('exports the filtered list in the import format, safe for spreadsheets', async () => {
    const tag = `exp${randomInt(1e9)}`;
    const marker = `Zq${randomInt(100_000, 999_999)}`;
    const plate = freshPlate();
    const csv = [
      HEADER,
      `particular;=HYPERLINK("http://x");${marker};;;;;Madrid;${tag};no;${plate};Seat;Ibiza;diésel;5000`,
      `empresa;;;${marker} Motor SL;;;;Madrid;${tag};no;;;;;`,
      `particular;Otro;Cliente;;;;;Madrid;${tag};no;;;;;`,
    ].join('\n');
    expect((await importCsv(csv, false).expect(200)).body.data.committed).toBe(true);
    const exportCsv = (query: Record<string, string>, token = reception) =>
      api.http().get('/api/customers/export').query(query).set(as(token)).expect(200);

    const res = await exportCsv({ tag });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="clientes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = res.text;
    expect(text.startsWith(`\uFEFF${CUSTOMER_CSV_COLUMNS.join(';')}\r\n`)).toBe(true);
    expect(text.trim().split('\r\n')).toHaveLength(4);
    // Not the envelope: the file itself.
    expect(text).not.toContain('"success"');
    // A name a spreadsheet would run as a formula is written as text.
    expect(text).toContain(`"'=HYPERLINK(""http://x"")";${marker};`);
    expect(text).toContain(`;${plate};ES;;Seat;Ibiza;;;diesel;;5000;`);
    // A customer without vehicles is one row with the vehicle columns empty.
    expect(text).toContain(
      `empresa;;;${marker} Motor SL;;;;;;;Madrid;;ES;;${tag};;no;;;;;;;;;;;\r\n`,
    );

    const companies = (await exportCsv({ tag, type: 'company' })).text.trim().split('\r\n');
    expect(companies).toHaveLength(2);
    expect(companies[1]).toContain(`${marker} Motor SL`);
    const searched = (await exportCsv({ search: marker })).text.trim().split('\r\n');
    expect(searched).toHaveLength(3);
    expect(searched.join('\n')).not.toContain('Otro;Cliente');
    // The office exports (customers.customers.export) but cannot import.
    await exportCsv({ tag }, office);
  });

  it('streams an export of many batches in name order, and refuses one past the row cap', async () => {
    const tag = `big${randomInt(1e9)}`;
    // More customers than one batch of the walk (1,000), imported in one go: a file of customers
    // without vehicles (which once failed the import with a 500).
    const names = Array.from({ length: 1_150 }, (_, i) => `Lote${String(i).padStart(4, '0')}`);
    const csv = [
      HEADER,
      ...names.map((name) => `particular;${name};Prueba;;;;;Madrid;${tag};no;;;;;`),
    ].join('\n');
    expect((await importCsv(csv, false).expect(200)).body.data.committed).toBe(true);
    const res = await api
      .http()
      .get('/api/customers/export')
      .query({ tag })
      .set(as(reception))
      .expect(200);
    const rows = res.text.trim().split('\r\n').slice(1);
    const exported = rows.map((row) => row.split(';')[1]);
    // Every customer once, in name order, across the batches.
    expect(exported).toEqual(names);

    const capped = await startTestApi({ env: { CUSTOMER_EXPORT_MAX_ROWS: '1000' } });
    try {
      const refused = await capped
        .http()
        .get('/api/customers/export')
        .query({ tag })
        .set(as(reception))
        .expect(400);
      expect(refused.body).toMatchObject({ error: 'BAD_REQUEST', details: { max_rows: 1000 } });
      expect(refused.body.message).toBe(
        'La exportación tendría más de 1000 clientes: filtra la lista (búsqueda, tipo o etiqueta) y expórtala por partes.',
      );
      // Narrowed, the same list exports.
      await capped
        .http()
        .get('/api/customers/export')
        .query({ tag, search: 'Lote0001' })
        .set(as(reception))
        .expect(200);
    } finally {
      await capped.close();
    }
  });

  it('round trip: an export imports back into an empty database exactly as it was', async () => {
    const tag = `rt${randomInt(1e9)}`;
    const nif = freshDni();
    const [p1, p2] = [freshPlate(), freshPlate()];
    const csv = [
      CUSTOMER_CSV_COLUMNS.join(';'),
      [
        'particular',
        'Íñigo',
        'Núñez; "el Chato"',
        '',
        nif,
        'inigo@example.com',
        '+33 1 23 45 67 89',
        '612 345 678',
        'C/ Mayor, 1',
        '28013',
        'Madrid',
        'Madrid',
        'ES',
        '"- Paga al contado\nLlamar por la tarde"',
        `${tag}|vip`,
        '15/03/2024',
        'sí',
        p1,
        'ES',
        'WVWZZZ1JZXW000001',
        'Volkswagen',
        'Golf',
        '1.5 TSI',
        '2019',
        'híbrido',
        'Gris',
        '120.500',
        '2027-03-31',
      ]
        .map((cell) =>
          cell.includes(';') && !cell.startsWith('"') ? `"${cell.replace(/"/g, '""')}"` : cell,
        )
        .join(';'),
      [
        'particular',
        'Íñigo',
        'Núñez; "el Chato"',
        '',
        nif,
        'inigo@example.com',
        '+33 1 23 45 67 89',
        '612 345 678',
        'C/ Mayor, 1',
        '28013',
        'Madrid',
        'Madrid',
        'ES',
        '"- Paga al contado\nLlamar por la tarde"',
        `vip|${tag}`,
        '2024-03-15',
        'si',
        p2,
        'ES',
        '',
        'Renault',
        'Kangoo',
        '',
        '',
        'diesel',
        '',
        '',
        '',
      ]
        .map((cell) =>
          cell.includes(';') && !cell.startsWith('"') ? `"${cell.replace(/"/g, '""')}"` : cell,
        )
        .join(';'),
      [
        'empresa',
        '',
        '',
        '@Talleres Ñ SL',
        '',
        '',
        '',
        '',
        '',
        '',
        'Vigo',
        '',
        'ES',
        '',
        tag,
        '',
        'no',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
      ].join(';'),
    ].join('\r\n');
    const imported = (await importCsv(csv, false).expect(200)).body.data as CustomerImportReport;
    expect(imported).toMatchObject({
      committed: true,
      customers_to_create: 2,
      vehicles_to_create: 2,
      errors: [],
    });
    const exported = (
      await api.http().get('/api/customers/export').query({ tag }).set(as(reception)).expect(200)
    ).text;
    expect(exported).toContain(`'+33123456789`);
    expect(exported).toContain(`'@Talleres Ñ SL`);
    expect(exported).toContain('2024-03-15;sí');

    // "Empty database": what the import created is gone (soft-deleted: NIF and plates are free).
    await sql.query(
      `update vehicle set deleted_at = now() where plate_normalized = any ($1::text[])`,
      [[p1, p2].map((plate) => plate.replace(/[^A-Z0-9]/g, ''))],
    );
    await sql.query(
      'update customer set deleted_at = now() where $1 = any (tags) and deleted_at is null',
      [tag],
    );
    const back = (await importCsv(exported, false).expect(200)).body.data as CustomerImportReport;
    expect(back).toMatchObject({
      committed: true,
      customers_to_create: 2,
      vehicles_to_create: 2,
      errors: [],
    });
    const again = (
      await api.http().get('/api/customers/export').query({ tag }).set(as(reception)).expect(200)
    ).text;
    expect(again).toBe(exported);
  });

  it('answers 401 without a session and 403 without the permission', async () => {
    // No 404 case: neither route names a record (the import creates, the export filters a list).
    await api.http().post('/api/customers/import').send({ csv: 'a', dry_run: true }).expect(401);
    await api.http().get('/api/customers/export').expect(401);
    await importCsv(`${HEADER}\n`, true, mechanic).expect(403);
    await importCsv(`${HEADER}\n`, true, office).expect(403);
    await api.http().get('/api/customers/export').set(as(mechanic)).expect(403);
  });
});

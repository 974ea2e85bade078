import { MikroORM } from '@mikro-orm/core';
import { type PartView, type StockMovementView, type SupplierView } from '@px/contracts';
import { EventPublisher } from '../../libs/platform/src';
import { CheckStockLedgerJob } from '../../libs/inventory/src/jobs/check-stock-ledger.job';
import { MISSING_ID, freshWord, validCif } from './support/fixtures';
import { createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';

/** /api/parts and /api/suppliers through the real HTTP pipeline, on a real database. */
describe('Inventory: parts, suppliers and the stock ledger', () => {
  let api: TestApi;
  let partsDesk: string;
  let mechanic: string;
  let reception: string;
  let office: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.fork().getConnection().execute(query, params) as Promise<T>;

  const newPart = async (fields: Record<string, unknown> = {}): Promise<PartView> =>
    (
      await api
        .http()
        .post('/api/parts')
        .set(as(partsDesk))
        .send({
          reference: `REF-${freshWord()}`,
          brand: 'Bosch',
          name: `Filtro de aceite ${freshWord()}`,
          category: 'filtros',
          cost_cents: 450,
          sale_price_cents: 790,
          ...fields,
        })
        .expect(201)
    ).body.data as PartView;

  const adjust = (id: string, quantity: number, reason = 'Recuento', extra = {}) =>
    api
      .http()
      .post(`/api/parts/${id}/adjustments`)
      .set(as(partsDesk))
      .send({ quantity, reason, ...extra });

  beforeAll(async () => {
    api = await startTestApi();
    const token = async (roles: string[]) =>
      (await loginAs(api.app, await createTestUser(api.app, { roles }))).token;
    partsDesk = (
      await loginAs(
        api.app,
        await createTestUser(api.app, { roles: ['recambios'], employee: true }),
      )
    ).token;
    mechanic = await token(['mecanico']);
    reception = await token(['recepcion']);
    office = await token(['administracion']);
  });
  afterAll(() => api.close());

  describe('suppliers', () => {
    it('creates, lists, reads and edits a supplier; the NIF/CIF is checked and unique', async () => {
      const taxId = validCif(Date.now());
      const created = (
        await api
          .http()
          .post('/api/suppliers')
          .set(as(partsDesk))
          .send({
            name: `  Recambios ${freshWord()}  `,
            tax_id: `${taxId.slice(0, 1)}-${taxId.slice(1)}`,
            email: 'Pedidos@Recambios.es',
            lead_time_days: 3,
          })
          .expect(201)
      ).body.data as SupplierView;
      expect(created).toMatchObject({
        tax_id: taxId,
        email: 'pedidos@recambios.es',
        lead_time_days: 3,
        active: true,
        version: 1,
      });
      const listed = await api
        .http()
        .get('/api/suppliers')
        .query({ q: taxId })
        .set(as(partsDesk))
        .expect(200);
      expect(listed.body.data.data.map((s: SupplierView) => s.id)).toEqual([created.id]);

      const edited = await api
        .http()
        .patch(`/api/suppliers/${created.id}`)
        .set(as(partsDesk))
        .send({ payment_terms: '30 días fecha factura', version: 1 })
        .expect(200);
      expect(edited.body.data).toMatchObject({
        payment_terms: '30 días fecha factura',
        version: 2,
      });
      const stale = await api
        .http()
        .patch(`/api/suppliers/${created.id}`)
        .set(as(partsDesk))
        .send({ phone: '910000000', version: 1 })
        .expect(409);
      expect(stale.body.error).toBe('VERSION_CONFLICT');

      const twice = await api
        .http()
        .post('/api/suppliers')
        .set(as(partsDesk))
        .send({ name: 'Otro', tax_id: taxId })
        .expect(409);
      expect(twice.body.message).toContain(`Ya existe un proveedor con el NIF/CIF ${taxId}`);
    });

    it('answers 400 with the fields at fault, 401, 403 and 404', async () => {
      const bad = await api
        .http()
        .post('/api/suppliers')
        .set(as(partsDesk))
        .send({ name: 'Recambios Sur', tax_id: 'B12345678', lead_time_days: 3 })
        .expect(400);
      expect(bad.body.details).toEqual([
        expect.objectContaining({ field: 'tax_id', code: 'taxId' }),
      ]);
      const shapes = await api
        .http()
        .post('/api/suppliers')
        .set(as(partsDesk))
        .send({})
        .expect(400);
      expect(
        [...new Set(shapes.body.details.map((d: { field: string }) => d.field))].sort(),
      ).toEqual(['name', 'tax_id']);
      await api.http().get('/api/suppliers').expect(401);
      await api.http().get('/api/suppliers').set(as(mechanic)).expect(403);
      await api.http().post('/api/suppliers').set(as(reception)).send({}).expect(403);
      await api.http().get(`/api/suppliers/${MISSING_ID}`).set(as(partsDesk)).expect(404);
      await api
        .http()
        .patch(`/api/suppliers/${MISSING_ID}`)
        .set(as(partsDesk))
        .send({ version: 1 })
        .expect(404);
    });
  });

  describe('parts', () => {
    it('creates a part with an empty shelf, finds it by reference, name and barcode', async () => {
      const reference = `oc-${freshWord()}`;
      const part = await newPart({
        reference,
        name: 'Pastillas de freno delanteras',
        category: 'frenos',
        barcode: '4006633129459',
        min_stock: 2,
        max_stock: 10,
        shelf: ' B-02-1 ',
      });
      expect(part).toMatchObject({
        reference: reference.toUpperCase(),
        shelf: 'B-02-1',
        warehouse: 'Principal',
        unit: 'ud',
        vat_percent: 21,
        on_hand: 0,
        reserved: 0,
        available: 0,
        on_order: 0,
        below_minimum: true,
        stock_value_cents: 0,
      });
      for (const q of [reference, 'pastillas DE freno', '4006633129459']) {
        const found = await api.http().get('/api/parts').query({ q }).set(as(mechanic)).expect(200);
        expect(found.body.data.data.map((p: PartView) => p.id)).toContain(part.id);
      }
      const low = await api
        .http()
        .get('/api/parts')
        .query({ q: reference, below_minimum: 'true', category: 'frenos' })
        .set(as(partsDesk))
        .expect(200);
      expect(low.body.data.pagination.total).toBe(1);
      const facets = await api.http().get('/api/parts/facets').set(as(partsDesk)).expect(200);
      expect(facets.body.data.brands).toContain('Bosch');

      const duplicate = await api
        .http()
        .post('/api/parts')
        .set(as(partsDesk))
        .send({
          reference,
          brand: 'BOSCH',
          name: 'x',
          category: 'frenos',
          cost_cents: 1,
          sale_price_cents: 1,
        })
        .expect(409);
      expect(duplicate.body.message).toBe(
        `Ya existe la pieza ${reference.toUpperCase()} de BOSCH.`,
      );
    });

    it('edits catalogue fields at the version the user saw; a search sees the edit at once', async () => {
      const word = freshWord();
      const part = await newPart({ name: `Filtro habitáculo ${word}` });
      const search = async (q: string) =>
        (await api.http().get('/api/parts').query({ q }).set(as(partsDesk)).expect(200)).body.data;
      // Searched once: what it matched is kept under the catalogue's version.
      expect((await search(word)).pagination.total).toBe(1);
      const renamed = await api
        .http()
        .patch(`/api/parts/${part.id}`)
        .set(as(partsDesk))
        .send({ name: `Filtro polen ${word}`, version: part.version })
        .expect(200);
      const found = await search(`polen ${word}`);
      expect(found.data.map((p: PartView) => p.name)).toEqual([`Filtro polen ${word}`]);
      expect((await search(`habitáculo ${word}`)).pagination.total).toBe(0);
      // A balance is not the catalogue: the listed stock is read fresh.
      await adjust(part.id, 3).expect(201);
      expect((await search(word)).data[0]).toMatchObject({ on_hand: 3, available: 3 });

      const edited = await api
        .http()
        .patch(`/api/parts/${part.id}`)
        .set(as(partsDesk))
        .send({ sale_price_cents: 990, shelf: 'C-01', version: renamed.body.data.version })
        .expect(200);
      expect(edited.body.data).toMatchObject({ sale_price_cents: 990, shelf: 'C-01', version: 3 });
      await api
        .http()
        .patch(`/api/parts/${part.id}`)
        .set(as(partsDesk))
        .send({ name: 'Otro', version: part.version })
        .expect(409);
    });

    it('answers 400 with the fields at fault, 401, 403 and 404', async () => {
      const shapes = await api.http().post('/api/parts').set(as(partsDesk)).send({}).expect(400);
      expect(shapes.body.details.map((d: { field: string }) => d.field)).toEqual(
        expect.arrayContaining(['reference', 'name', 'category', 'cost_cents', 'sale_price_cents']),
      );
      const rules = await api
        .http()
        .post('/api/parts')
        .set(as(partsDesk))
        .send({
          reference: 'X1',
          name: 'Pieza',
          category: 'otros',
          cost_cents: 1,
          sale_price_cents: 1,
          barcode: '4006633129450',
          min_stock: 1.5,
          max_stock: 1,
          vat_percent: 7,
        })
        .expect(400);
      expect(rules.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
        'barcode',
        'max_stock',
        'min_stock',
        'vat_percent',
      ]);
      await api.http().get('/api/parts').expect(401);
      await api.http().post('/api/parts').send({}).expect(401);
      await api.http().get('/api/parts').set(as(office)).expect(403);
      await api
        .http()
        .patch(`/api/parts/${MISSING_ID}`)
        .set(as(reception))
        .send({ version: 1 })
        .expect(403);
      await api.http().post('/api/parts').set(as(mechanic)).send({}).expect(403);
      await api.http().get(`/api/parts/${MISSING_ID}`).set(as(partsDesk)).expect(404);
      await api
        .http()
        .patch(`/api/parts/${MISSING_ID}`)
        .set(as(partsDesk))
        .send({ version: 1 })
        .expect(404);
    });
  });

  describe('the stock ledger', () => {
    it('counts, adjusts and recomputes the average cost; every change is a movement', async () => {
      const part = await newPart({ cost_cents: 1000 });
      const counted = await adjust(part.id, 10, 'Inventario inicial', {
        unit_cost_cents: 1000,
      }).expect(201);
      expect(counted.body.data).toMatchObject({
        on_hand: 10,
        available: 10,
        average_cost_cents: 1000,
      });
      const more = await adjust(part.id, 10, 'Encontradas en el almacén 2', {
        unit_cost_cents: 1300,
      }).expect(201);
      expect(more.body.data).toMatchObject({
        on_hand: 20,
        average_cost_cents: 1150,
        stock_value_cents: 23000,
      });
      await adjust(part.id, -3, 'Pieza dañada').expect(201);

      const movements = (
        await api.http().get(`/api/parts/${part.id}/movements`).set(as(partsDesk)).expect(200)
      ).body.data;
      expect(movements.pagination.total).toBe(3);
      expect(
        movements.data.map((m: StockMovementView) => [
          m.kind,
          m.quantity,
          m.balance_after,
          m.reason,
        ]),
      ).toEqual([
        ['adjustment', -3, 17, 'Pieza dañada'],
        ['adjustment', 10, 20, 'Encontradas en el almacén 2'],
        ['initial', 10, 10, 'Inventario inicial'],
      ]);
      expect(movements.data[0]).toMatchObject({
        unit_cost_cents: 1150,
        actor_name: expect.any(String),
      });

      // The ledger is append-only: the database itself refuses to rewrite history.
      await expect(
        sql('update stock_movement set quantity = 1 where part_id = ?', [part.id]),
      ).rejects.toThrow(/append-only/);
    });

    it('refuses to take more than is available (409, nothing written); bad input is a 400', async () => {
      const part = await newPart();
      await adjust(part.id, 2).expect(201);
      const refused = await adjust(part.id, -3, 'Rotura').expect(409);
      expect(refused.body.message).toBe(
        `No hay existencias suficientes de ${part.reference} · ${part.name}: se piden 3 ud. y hay 2 ud. disponibles.`,
      );
      const noReason = await adjust(part.id, -1, '   ').expect(400);
      expect(noReason.body.details).toEqual([
        expect.objectContaining({ field: 'reason', code: 'required' }),
      ]);
      const half = await adjust(part.id, 0.5).expect(400);
      expect(half.body.details).toEqual([
        expect.objectContaining({ field: 'quantity', code: 'wholeUnits' }),
      ]);
      await adjust(part.id, 0).expect(400);
      const read = (await api.http().get(`/api/parts/${part.id}`).set(as(partsDesk))).body.data;
      expect(read.on_hand).toBe(2);
      const oil = await newPart({ unit: 'l', category: 'aceites' });
      await adjust(oil.id, 4.5).expect(201);
      await api
        .http()
        .post(`/api/parts/${MISSING_ID}/adjustments`)
        .set(as(partsDesk))
        .send({ quantity: 1, reason: 'x' })
        .expect(404);
      await api
        .http()
        .post(`/api/parts/${part.id}/adjustments`)
        .send({ quantity: 1, reason: 'x' })
        .expect(401);
      await api
        .http()
        .post(`/api/parts/${part.id}/adjustments`)
        .set(as(mechanic))
        .send({ quantity: 1, reason: 'x' })
        .expect(403);
      await api.http().get(`/api/parts/${part.id}/movements`).set(as(office)).expect(403);
      await api.http().get(`/api/parts/${MISSING_ID}/movements`).set(as(partsDesk)).expect(404);
    });

    it('100 parallel withdrawals of the last 50 units: exactly 50 succeed and the shelf ends at 0', async () => {
      const part = await newPart();
      await adjust(part.id, 50).expect(201);
      const answers = await Promise.all(
        Array.from({ length: 100 }, () => adjust(part.id, -1, 'Consumo de taller')),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(50);
      expect(statuses.filter((s) => s === 409)).toHaveLength(50);
      const [balance] = await sql<{ on_hand: string; ledger: string; movements: string }[]>(
        `select s.on_hand, (select sum(quantity) from stock_movement where part_id = s.part_id) as ledger,
                (select count(*) from stock_movement where part_id = s.part_id) as movements
           from part_stock s where s.part_id = ?`,
        [part.id],
      );
      expect(Number(balance.on_hand)).toBe(0);
      expect(Number(balance.ledger)).toBe(0);
      expect(Number(balance.movements)).toBe(51);
    });

    it('tells the parts desk once when stock falls to the minimum, again only after replenishing', async () => {
      const part = await newPart({ min_stock: 3 });
      const lowEvents = async () => {
        await api.app.get(EventPublisher).drain();
        const [row] = await sql<{ n: string }[]>(
          `select count(*) as n from domain_event where type = 'StockFellBelowMinimum' and aggregate_id = ?`,
          [part.id],
        );
        return Number(row.n);
      };
      await adjust(part.id, 10).expect(201);
      await adjust(part.id, -7).expect(201); // 3: at the minimum
      await adjust(part.id, -1).expect(201); // still low: no second alert
      expect(await lowEvents()).toBe(1);
      await adjust(part.id, 5).expect(201); // 7: replenished
      await adjust(part.id, -5).expect(201); // 2: low again
      expect(await lowEvents()).toBe(2);
      const feed = (await api.http().get('/api/notifications').set(as(partsDesk)).expect(200)).body
        .data;
      const alerts = (
        (Array.isArray(feed) ? feed : feed.data) as {
          type: string;
          title: string;
          message: string;
        }[]
      ).filter((n) => n.type === 'inventory_low_stock' && n.title.includes(part.reference));
      expect(alerts.map((n) => n.message)).toEqual([
        'Quedan 2 ud. disponibles (mínimo 3 ud.). Conviene pedirla.',
        'Quedan 3 ud. disponibles (mínimo 3 ud.). Conviene pedirla.',
      ]);
    });
    it('the nightly check reports a balance that disagrees with its ledger, to the parts desk', async () => {
      const part = await newPart();
      await adjust(part.id, 5).expect(201);
      const job = api.app.get(CheckStockLedgerJob, { strict: false });
      // Someone wrote around the commands: the cache says 6, the ledger 5.
      await sql('update part_stock set on_hand = 6 where part_id = ?', [part.id]);
      try {
        expect((await job.run({ trigger: 'test' })).drifted).toBeGreaterThanOrEqual(1);
        await api.app.get(EventPublisher).drain();
        const feed = (await api.http().get('/api/notifications').set(as(partsDesk)).expect(200))
          .body.data;
        const alerts = (
          (Array.isArray(feed) ? feed : feed.data) as { type: string; message: string }[]
        ).filter((n) => n.type === 'system_alert' && n.message.includes(part.reference));
        expect(alerts).toHaveLength(1);
      } finally {
        await sql('update part_stock set on_hand = 5 where part_id = ?', [part.id]);
      }
    });
  });

  describe('the catalogue CSV', () => {
    const importCsv = (token: string, csv: string, dryRun: boolean) =>
      api.http().post('/api/parts/import').set(as(token)).send({ csv, dry_run: dryRun });

    it('reports every bad row and imports nothing until the file is clean, then all of it', async () => {
      const brand = `Marca${freshWord()}`;
      const header = 'reference;brand;name;category;cost_cents;sale_price_cents;unit;min_stock';
      const bad = [
        header,
        `F-1;${brand};Filtro de aire;filtros;820;1450;ud;2`,
        `F-2;${brand};Aceite 5W30;aceites;doce;1450;l;1,5`,
        `F-1;${brand};Filtro repetido;filtros;820;1450;ud;2`,
        `F-3;${brand};Escobillas;limpieza;300;600;ud;0`,
      ].join('\n');
      const report = (await importCsv(partsDesk, bad, false).expect(200)).body.data;
      expect(report).toMatchObject({ committed: false, rows: 4 });
      expect(
        report.errors.map((e: { line: number; column: string }) => [e.line, e.column]),
      ).toEqual([
        [3, 'cost_cents'],
        [4, 'reference'],
        [5, 'category'],
      ]);
      expect(report.errors[1].message).toBe(`La referencia F-1 de ${brand} ya está en la línea 2.`);
      const none = await api.http().get('/api/parts').query({ brand }).set(as(partsDesk));
      expect(none.body.data.pagination.total).toBe(0);

      const clean = [
        header,
        `F-1;${brand};Filtro de aire;filtros;820;1450;ud;2`,
        `F-2;${brand};Aceite 5W30;aceites;1200;1950;l;1,5`,
        `F-3;${brand};Escobillas;consumibles;300;600;ud;0`,
      ].join('\r\n');
      const dry = (await importCsv(partsDesk, clean, true).expect(200)).body.data;
      expect(dry).toMatchObject({
        dry_run: true,
        committed: false,
        parts_to_create: 3,
        errors: [],
      });
      expect(
        (await api.http().get('/api/parts').query({ brand }).set(as(partsDesk))).body.data
          .pagination.total,
      ).toBe(0);
      const done = (await importCsv(partsDesk, clean, false).expect(200)).body.data;
      expect(done).toMatchObject({ committed: true, parts_to_create: 3, parts_to_update: 0 });

      // The export reads back the same catalogue; importing it again updates, never duplicates.
      const exported = await api
        .http()
        .get('/api/parts/export.csv')
        .query({ brand })
        .set(as(partsDesk))
        .expect(200)
        .expect('content-type', /text\/csv/);
      const lines = exported.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'reference;brand;name;category;barcode;unit;cost_cents;sale_price_cents;vat_percent;warehouse;shelf;min_stock;max_stock;preferred_supplier_tax_id;active',
      );
      expect(lines.slice(1)).toEqual([
        `F-1;${brand};Filtro de aire;filtros;;ud;820;1450;21;Principal;;2;0;;sí`,
        `F-2;${brand};Aceite 5W30;aceites;;l;1200;1950;21;Principal;;1,5;0;;sí`,
        `F-3;${brand};Escobillas;consumibles;;ud;300;600;21;Principal;;0;0;;sí`,
      ]);
      const again = (
        await importCsv(
          partsDesk,
          exported.text.replace('Filtro de aire', 'Filtro de aire K&N'),
          false,
        ).expect(200)
      ).body.data;
      expect(again).toMatchObject({ committed: true, parts_to_create: 0, parts_to_update: 3 });
      const renamed = await api
        .http()
        .get('/api/parts')
        .query({ brand, q: 'K&N' })
        .set(as(partsDesk));
      expect(renamed.body.data.data.map((p: PartView) => p.reference)).toEqual(['F-1']);
    });

    it('refuses a file with unknown or missing columns; 400, 401, 403', async () => {
      const report = (await importCsv(partsDesk, 'ref;nombre\nA;B', true).expect(200)).body.data;
      expect(report.errors.map((e: { message: string }) => e.message)).toEqual([
        expect.stringContaining('Columnas desconocidas: ref, nombre'),
        expect.stringContaining('Faltan columnas obligatorias: reference, name, category'),
      ]);
      await api.http().post('/api/parts/import').set(as(partsDesk)).send({ csv: '' }).expect(400);
      await api.http().post('/api/parts/import').send({ csv: 'a', dry_run: true }).expect(401);
      await importCsv(mechanic, 'a', true).expect(403);
      await api.http().get('/api/parts/export.csv').expect(401);
      await api.http().get('/api/parts/export.csv').set(as(office)).expect(403);
    });
  });
});

import { MikroORM } from '@mikro-orm/core';
import { type InventoryAnalytics, type PartView, localDate } from '@px/contracts';
import { EventPublisher } from '../../libs/platform/src';
import { freshWord } from './support/fixtures';
import { createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';
import { openFleetOrder } from './support/work-order-fixtures';

/**
 * GET /api/inventory/analytics through the real HTTP pipeline, on the run's database. Other test
 * files share it: the totals of the current months include their parts, so those are checked
 * through this file's own parts (and the figures' consistency); a period in 2001, where only this
 * file writes the rollup, is checked exactly.
 */
describe('Inventory analytics', () => {
  let api: TestApi;
  let desk: string;
  let partsDesk: string;
  let mechanic: string;
  let office: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.fork().getConnection().execute(query, params) as Promise<T>;
  const settle = () => api.app.get(EventPublisher).drain();

  const newPart = async (fields: Record<string, unknown> = {}): Promise<PartView> =>
    (
      await api
        .http()
        .post('/api/parts')
        .set(as(partsDesk))
        .send({
          reference: `AN-${freshWord()}`,
          brand: 'Valeo',
          name: `Kit de embrague ${freshWord()}`,
          category: 'embrague',
          cost_cents: 1000,
          sale_price_cents: 2000,
          ...fields,
        })
        .expect(201)
    ).body.data as PartView;
  const stockIn = (id: string, quantity: number, unitCostCents: number) =>
    api
      .http()
      .post(`/api/parts/${id}/adjustments`)
      .set(as(partsDesk))
      .send({ quantity, reason: 'Recuento inicial', unit_cost_cents: unitCostCents })
      .expect(201);
  const analytics = async (query: Record<string, string> = {}): Promise<InventoryAnalytics> =>
    (await api.http().get('/api/inventory/analytics').query(query).set(as(partsDesk)).expect(200))
      .body.data;

  beforeAll(async () => {
    api = await startTestApi();
    const token = async (roles: string[]) =>
      (await loginAs(api.app, await createTestUser(api.app, { roles }))).token;
    desk = await token(['jefe_taller']);
    partsDesk = await token(['recambios']);
    mechanic = await token(['mecanico']);
    office = await token(['administracion']);
  });
  afterAll(() => api.close());

  it('counts what a completed work order consumed, by part, month and category', async () => {
    // Prices no other test uses, so this part leads the month's consumption.
    const clutch = await newPart();
    await stockIn(clutch.id, 5, 1_000_000);
    const order = await openFleetOrder(api, desk, {
      estimate_decision: 'renounced',
      odometer_in_km: 50,
    });
    await api
      .http()
      .post('/api/work-order-items')
      .set(as(desk))
      .send({
        work_order_id: order.id,
        type: 'part',
        name: clutch.name,
        quantity: 2,
        unit_price_cents: 2000,
        part_id: clutch.id,
      })
      .expect(201);
    for (const change of [
      { status: 'in_progress' },
      { status: 'completed', odometer_out_km: 100 },
    ]) {
      await api
        .http()
        .post(`/api/work-orders/${order.id}/status`)
        .set(as(desk))
        .send(change)
        .expect(200);
    }
    await settle();

    const today = localDate(new Date());
    const report = await analytics();
    // The default period: the last 12 months, the current one included.
    expect(report.to).toBe(today);
    expect(report.consumption_by_month).toHaveLength(12);
    expect(report.consumption_by_month[11].month).toBe(today.slice(0, 7));
    expect(report.from).toBe(`${report.consumption_by_month[0].month}-01`);
    expect(report.consumption_by_month[11].consumed_cost_cents).toBeGreaterThanOrEqual(2_000_000);

    expect(report.top_consumed).toContainEqual({
      part_id: clutch.id,
      reference: clutch.reference,
      name: clutch.name,
      consumed_quantity: 2,
      consumed_cost_cents: 2_000_000,
    });
    // The shelf keeps 3 × 10 000 €.
    const clutches = report.value_by_category.find((c) => c.category === 'embrague');
    expect(clutches?.value_cents).toBeGreaterThanOrEqual(3_000_000);
    expect(report.stock_value_cents).toBe(
      report.value_by_category.reduce((sum, c) => sum + c.value_cents, 0),
    );
    expect(report.consumed_cost_cents).toBe(
      report.consumption_by_month.reduce((sum, m) => sum + m.consumed_cost_cents, 0),
    );
    expect(report.abc.a.parts).toBeGreaterThanOrEqual(1);
    expect(report.abc.a.share + report.abc.b.share + report.abc.c.share).toBeCloseTo(1, 3);
    // The figures follow their definitions.
    expect(report.rotation).toBe(
      Math.round((report.consumed_cost_cents / report.average_stock_value_cents) * 100) / 100,
    );
    expect(report.days_of_cover).toBe(
      Math.round((report.stock_value_cents / (report.consumed_cost_cents / report.days)) * 10) / 10,
    );
    // A work order's part is not dead stock: it moved today.
    expect(report.dead_stock.items.map((i) => i.part_id)).not.toContain(clutch.id);
  });

  it('reads a past period from the rollup, in whole months: exact consumption and ABC', async () => {
    const [big, middle, small] = [await newPart(), await newPart(), await newPart()];
    // What the rollup holds (written by the stock commands in real life): 2001, only this test.
    const rows: [string, string, number, number][] = [
      [big.id, '2001-02-01', 8, 80_000],
      [big.id, '2001-03-01', 2, 10_000],
      [middle.id, '2001-03-01', 3, 15_000],
      [small.id, '2001-03-01', 1, 5_000],
      // Outside the period: neither counted nor shown.
      [big.id, '2001-04-01', 50, 999_000],
      [small.id, '2000-12-01', 50, 999_000],
    ];
    for (const [partId, month, quantity, cost] of rows) {
      await sql(
        `insert into part_stock_month
           (part_id, month, net_quantity, consumed_quantity, consumed_cost_cents, movements)
         values (?, ?, ?, ?, ?, 1)`,
        [partId, month, -quantity, quantity, cost],
      );
    }
    const report = await analytics({ from: '2001-01-15', to: '2001-03-10' });
    expect(report).toMatchObject({
      from: '2001-01-15',
      to: '2001-03-10',
      days: 31 + 28 + 31,
      consumed_cost_cents: 110_000,
      consumption_by_month: [
        { month: '2001-01', consumed_cost_cents: 0 },
        { month: '2001-02', consumed_cost_cents: 80_000 },
        { month: '2001-03', consumed_cost_cents: 30_000 },
      ],
      top_consumed: [
        {
          part_id: big.id,
          reference: big.reference,
          name: big.name,
          consumed_quantity: 10,
          consumed_cost_cents: 90_000,
        },
        expect.objectContaining({ part_id: middle.id, consumed_cost_cents: 15_000 }),
        expect.objectContaining({ part_id: small.id, consumed_quantity: 1 }),
      ],
    });
    expect(report.top_consumed).toHaveLength(3);
    // 90 000 of 110 000 starts at 0 % (A); 15 000 starts at 81.8 % (B); 5 000 at 95.5 % (C).
    expect(report.abc.a).toEqual({ parts: 1, consumed_cost_cents: 90_000, share: 0.8182 });
    expect(report.abc.b).toEqual({ parts: 1, consumed_cost_cents: 15_000, share: 0.1364 });
    expect(report.abc.c).toMatchObject({ consumed_cost_cents: 5_000, share: 0.0455 });
    // C also holds every active part that consumed nothing (other tests' included).
    expect(report.abc.c.parts).toBeGreaterThanOrEqual(1);
    expect(report.days_of_cover).toBe(
      Math.round((report.stock_value_cents / (110_000 / 90)) * 10) / 10,
    );
  });

  it('lists stock that has not moved in 180 days as dead, most valuable first', async () => {
    const dead = await newPart({ category: 'carroceria', name: `Paragolpes ${freshWord()}` });
    const quiet = await newPart({ category: 'carroceria', name: `Aleta ${freshWord()}` });
    await stockIn(dead.id, 4, 50_000_000);
    await stockIn(quiet.id, 4, 49_000_000);
    // The cached balance's last movement, as if the shelf had been left alone.
    await sql(
      `update part_stock set last_movement_at = now() - interval '200 days' where part_id = ?`,
      [dead.id],
    );
    await sql(
      `update part_stock set last_movement_at = now() - interval '170 days' where part_id = ?`,
      [quiet.id],
    );
    const report = await analytics();
    expect(report.dead_stock.items).toContainEqual({
      part_id: dead.id,
      reference: dead.reference,
      name: dead.name,
      category: 'carroceria',
      on_hand: 4,
      value_cents: 200_000_000,
      last_movement_at: expect.any(String),
    });
    const listed = report.dead_stock.items.find((i) => i.part_id === dead.id);
    expect(Date.now() - Date.parse(listed?.last_movement_at ?? '')).toBeGreaterThan(
      199 * 86_400_000,
    );
    // 170 days is not dead yet (and it would be listed: it is worth almost as much).
    expect(report.dead_stock.items.map((i) => i.part_id)).not.toContain(quiet.id);
    expect(report.dead_stock.parts).toBeGreaterThanOrEqual(1);
    expect(report.dead_stock.value_cents).toBeGreaterThanOrEqual(200_000_000);
    const values = report.dead_stock.items.map((i) => i.value_cents);
    expect(values).toEqual([...values].sort((x, y) => y - x));
    expect(report.dead_stock.items.length).toBeLessThanOrEqual(20);
  });

  it('answers 400 with the fields at fault, 401 and 403', async () => {
    const get = (query: Record<string, string>) =>
      api.http().get('/api/inventory/analytics').query(query).set(as(partsDesk)).expect(400);

    const reversed = await get({ from: '2027-03-02', to: '2027-03-01' });
    expect(reversed.body.error).toBe('VALIDATION_ERROR');
    expect(reversed.body.details).toEqual([
      {
        field: 'to',
        code: 'dateOrder',
        message: 'La fecha «hasta» no puede ser anterior a la fecha «desde».',
      },
    ]);
    const shapes = await get({ from: '17/03/2027', to: 'ayer' });
    expect(shapes.body.details.map((d: { field: string; code: string }) => d.field)).toEqual([
      'from',
      'to',
    ]);
    expect(shapes.body.details[0].code).toBe('matches');
    const unreal = await get({ from: '2027-02-30' });
    expect(unreal.body.details).toEqual([
      expect.objectContaining({ field: 'from', code: 'isDate' }),
    ]);
    const long = await get({ from: '2020-01-01', to: '2023-01-01' });
    expect(long.body.details).toEqual([
      expect.objectContaining({ field: 'to', code: 'periodTooLong' }),
    ]);
    await api
      .http()
      .get('/api/inventory/analytics')
      .query({ from: '2020-01-01', to: '2022-12-31' })
      .set(as(partsDesk))
      .expect(200);

    await api.http().get('/api/inventory/analytics').expect(401);
    // The office has no inventory permission; a mechanic sees parts but not the stock's figures.
    await api.http().get('/api/inventory/analytics').set(as(office)).expect(403);
    await api.http().get('/api/inventory/analytics').set(as(mechanic)).expect(403);
    await api.http().get('/api/inventory/analytics').set(as(desk)).expect(200);
  });
});

import { MikroORM } from '@mikro-orm/core';
import { CommandBus } from '@nestjs/cqrs';
import { type PartView, type WorkOrderEventPayload, type WorkOrderStockView } from '@px/contracts';
import { SyncWorkOrderStockCommand } from '../../libs/inventory/src/commands/sync-work-order-stock.command';
import { EventPublisher } from '../../libs/platform/src';
import { MISSING_ID, freshWord } from './support/fixtures';
import { createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';
import { openFleetOrder } from './support/work-order-fixtures';

/**
 * Work-order part lines and the shelf (DOMAIN): adding one reserves, changing it re-reserves,
 * removing it or cancelling the order releases, completing consumes exactly its lines.
 */
describe('Inventory: work-order part lines reserve and consume', () => {
  let api: TestApi;
  let desk: string;
  let partsDesk: string;
  let mechanic: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.fork().getConnection().execute(query, params) as Promise<T>;
  const settle = () => api.app.get(EventPublisher).drain();

  const stockedPart = async (onHand: number): Promise<PartView> => {
    const part = (
      await api
        .http()
        .post('/api/parts')
        .set(as(partsDesk))
        .send({
          reference: `DISC-${freshWord()}`,
          brand: 'Brembo',
          name: 'Disco de freno ventilado',
          category: 'frenos',
          cost_cents: 3200,
          sale_price_cents: 5900,
        })
        .expect(201)
    ).body.data as PartView;
    await api
      .http()
      .post(`/api/parts/${part.id}/adjustments`)
      .set(as(partsDesk))
      .send({ quantity: onHand, reason: 'Inventario inicial', unit_cost_cents: 3200 })
      .expect(201);
    return part;
  };
  const part = async (id: string): Promise<PartView> =>
    (await api.http().get(`/api/parts/${id}`).set(as(partsDesk)).expect(200)).body.data;
  const orderStock = async (id: string, token = desk): Promise<WorkOrderStockView> =>
    (await api.http().get(`/api/inventory/work-orders/${id}`).set(as(token)).expect(200)).body.data;
  const addLine = async (orderId: string, partId: string, quantity: number): Promise<string> =>
    (
      await api
        .http()
        .post('/api/work-order-items')
        .set(as(desk))
        .send({
          work_order_id: orderId,
          type: 'part',
          name: 'Disco de freno ventilado',
          quantity,
          unit_price_cents: 5900,
          part_id: partId,
        })
        .expect(201)
    ).body.data.id;

  beforeAll(async () => {
    api = await startTestApi();
    const token = async (roles: string[]) =>
      (await loginAs(api.app, await createTestUser(api.app, { roles }))).token;
    desk = await token(['jefe_taller']);
    partsDesk = await token(['recambios']);
    mechanic = (
      await loginAs(api.app, await createTestUser(api.app, { roles: ['mecanico'], employee: true }))
    ).token;
  });
  afterAll(() => api.close());

  it('reserves what the shelf covers, flags the rest "sin stock", follows changes and removals', async () => {
    const disc = await stockedPart(5);
    const order = await openFleetOrder(api, desk, {
      estimate_decision: 'renounced',
      odometer_in_km: 50,
    });
    const first = await addLine(order.id, disc.id, 3);
    await settle();
    expect(await part(disc.id)).toMatchObject({ on_hand: 5, reserved: 3, available: 2 });

    const second = await addLine(order.id, disc.id, 4);
    await settle();
    expect((await orderStock(order.id)).lines).toEqual([
      expect.objectContaining({ work_order_line_id: first, quantity: 3, reserved: 3, short: 0 }),
      expect.objectContaining({ work_order_line_id: second, quantity: 4, reserved: 2, short: 2 }),
    ]);
    expect(await part(disc.id)).toMatchObject({ reserved: 5, available: 0 });

    // The first line needs one disc only: what it frees goes to the line that lacked it.
    await api
      .http()
      .put(`/api/work-order-items/${first}`)
      .set(as(desk))
      .send({ quantity: 1 })
      .expect(200);
    await settle();
    expect((await orderStock(order.id)).lines.map((l) => [l.reserved, l.short])).toEqual([
      [1, 0],
      [4, 0],
    ]);

    await api.http().delete(`/api/work-order-items/${second}`).set(as(desk)).expect(200);
    await settle();
    expect(await part(disc.id)).toMatchObject({ on_hand: 5, reserved: 1, available: 4 });

    // Completing consumes exactly its lines: one movement per line, the reservation released.
    await api
      .http()
      .post(`/api/work-orders/${order.id}/status`)
      .set(as(desk))
      .send({ status: 'in_progress' })
      .expect(200);
    await api
      .http()
      .post(`/api/work-orders/${order.id}/status`)
      .set(as(desk))
      .send({ status: 'completed', odometer_out_km: 100 })
      .expect(200);
    await settle();
    expect(await part(disc.id)).toMatchObject({ on_hand: 4, reserved: 0, available: 4 });
    const movements = await sql<{ kind: string; quantity: string; work_order_line_id: string }[]>(
      `select kind, quantity, work_order_line_id from stock_movement
        where work_order_id = ? order by occurred_at`,
      [order.id],
    );
    expect(movements.map((m) => [m.kind, Number(m.quantity), m.work_order_line_id])).toEqual([
      ['consumption', -1, first],
    ]);
    expect((await orderStock(order.id)).lines).toEqual([
      expect.objectContaining({ quantity: 1, reserved: 0, consumed: 1, short: 0 }),
    ]);

    // A redelivered completion consumes nothing more.
    const [completion] = await sql<{ payload: WorkOrderEventPayload }[]>(
      `select payload from domain_event where aggregate_id = ? and type = 'WorkOrderCompleted'`,
      [order.id],
    );
    await api.app
      .get(CommandBus)
      .execute(new SyncWorkOrderStockCommand(completion.payload.order, null, new Date()));
    expect((await part(disc.id)).on_hand).toBe(4);
  });

  it('releases everything when the order is cancelled', async () => {
    const disc = await stockedPart(2);
    const order = await openFleetOrder(api, desk);
    await addLine(order.id, disc.id, 2);
    await settle();
    expect((await part(disc.id)).available).toBe(0);
    await api
      .http()
      .post(`/api/work-orders/${order.id}/status`)
      .set(as(desk))
      .send({ status: 'cancelled', reason: 'El cliente no repara' })
      .expect(200);
    await settle();
    expect(await part(disc.id)).toMatchObject({ on_hand: 2, reserved: 0, available: 2 });
  });

  it("answers 401, 403 and 404; a mechanic sees only their own orders' stock", async () => {
    const order = await openFleetOrder(api, desk);
    await api.http().get(`/api/inventory/work-orders/${order.id}`).expect(401);
    const office = (
      await loginAs(api.app, await createTestUser(api.app, { roles: ['administracion'] }))
    ).token;
    await api.http().get(`/api/inventory/work-orders/${order.id}`).set(as(office)).expect(403);
    await api.http().get(`/api/inventory/work-orders/${MISSING_ID}`).set(as(desk)).expect(404);
    await api.http().get(`/api/inventory/work-orders/${order.id}`).set(as(mechanic)).expect(404);
  });
});

import {
  type PartView,
  type PurchaseOrderView,
  type SparePartRequestView,
  type SupplierView,
} from '@px/contracts';
import { EventPublisher } from '../../libs/platform/src';
import { MISSING_ID, freshWord, validCif, binaryBody } from './support/fixtures';
import { createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';
import { openFleetOrder } from './support/work-order-fixtures';

/** Spare-part requests and purchase orders through HTTP on a real database. */
describe('Inventory: spare-part requests and purchase orders', () => {
  let api: TestApi;
  let desk: string;
  let manager: string;
  let mechanic: string;
  let mechanicEmployee: string | null;
  let otherMechanic: string;
  let office: string;
  let supplier: SupplierView;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const settle = () => api.app.get(EventPublisher).drain();

  const newPart = async (fields: Record<string, unknown> = {}): Promise<PartView> =>
    (
      await api
        .http()
        .post('/api/parts')
        .set(as(desk))
        .send({
          reference: `PAST-${freshWord()}`,
          brand: 'Ferodo',
          name: 'Pastillas de freno traseras',
          category: 'frenos',
          cost_cents: 1800,
          sale_price_cents: 3500,
          preferred_supplier_id: supplier.id,
          ...fields,
        })
        .expect(201)
    ).body.data;
  const part = async (id: string): Promise<PartView> =>
    (await api.http().get(`/api/parts/${id}`).set(as(desk)).expect(200)).body.data;
  const request = (token: string, body: Record<string, unknown>) =>
    api.http().post('/api/spare-part-requests').set(as(token)).send(body);
  const act = (id: string, action: string, body: Record<string, unknown> = {}, token = desk) =>
    api.http().post(`/api/spare-part-requests/${id}/${action}`).set(as(token)).send(body);
  const purchaseOrder = async (id: string): Promise<PurchaseOrderView> =>
    (await api.http().get(`/api/purchase-orders/${id}`).set(as(desk)).expect(200)).body.data;
  const notificationsOf = async (token: string) => {
    const feed = (await api.http().get('/api/notifications').set(as(token)).expect(200)).body.data;
    return (Array.isArray(feed) ? feed : feed.data) as {
      type: string;
      title: string;
      link: string;
    }[];
  };

  beforeAll(async () => {
    api = await startTestApi();
    const login = async (roles: string[], employee = false) => {
      const user = await createTestUser(api.app, { roles, employee });
      return { user, token: (await loginAs(api.app, user)).token };
    };
    desk = (await login(['recambios'], true)).token;
    manager = (await login(['jefe_taller'])).token;
    const mech = await login(['mecanico'], true);
    mechanic = mech.token;
    mechanicEmployee = mech.user.employeeId;
    otherMechanic = (await login(['mecanico'], true)).token;
    office = (await login(['administracion'])).token;
    supplier = (
      await api
        .http()
        .post('/api/suppliers')
        .set(as(desk))
        .send({
          name: `Frenos ${freshWord()} SL`,
          tax_id: validCif(Date.now() + 7),
          lead_time_days: 1,
        })
        .expect(201)
    ).body.data;
  });
  afterAll(() => api.close());

  const mechanicOrder = () =>
    openFleetOrder(api, manager, { assigned_employee_id: mechanicEmployee });

  it('a mechanic asks, the desk orders; half arrives, then the rest: the request is received once whole', async () => {
    const pads = await newPart();
    const order = await mechanicOrder();
    const asked = await request(mechanic, {
      work_order_id: order.id,
      part_id: pads.id,
      quantity: 4,
      note: 'Las del eje trasero',
    }).expect(201);
    const req = asked.body.data as SparePartRequestView;
    expect(req).toMatchObject({
      status: 'requested',
      description: 'Pastillas de freno traseras',
      work_order_number: order.number,
      requested_by_name: expect.any(String),
    });
    await settle();
    expect((await notificationsOf(desk)).map((n) => n.title)).toContain(
      `Solicitud de recambio para ${order.number}`,
    );

    const ordered = (await act(req.id, 'order').expect(200)).body.data as SparePartRequestView;
    expect(ordered).toMatchObject({
      status: 'ordered',
      purchase_order_number: expect.stringMatching(/^PC-\d{4}-\d{5}$/),
    });
    const po = await purchaseOrder(ordered.purchase_order_id!);
    expect(po).toMatchObject({
      status: 'draft',
      supplier_id: supplier.id,
      line_count: 1,
      total_cents: 7200,
    });
    expect(po.lines[0]).toMatchObject({ part_id: pads.id, quantity: 4, pending_quantity: 4 });

    await api.http().post(`/api/purchase-orders/${po.id}/send`).set(as(desk)).expect(200);
    expect((await part(pads.id)).on_order).toBe(4);

    const half = await api
      .http()
      .post(`/api/purchase-orders/${po.id}/receipts`)
      .set(as(desk))
      .send({ lines: [{ line_id: po.lines[0].id, quantity: 2 }] })
      .expect(201);
    expect(half.body.data).toMatchObject({ status: 'partially_received' });
    expect(half.body.data.lines[0]).toMatchObject({ received_quantity: 2, pending_quantity: 2 });
    expect(await part(pads.id)).toMatchObject({
      on_hand: 2,
      on_order: 2,
      average_cost_cents: 1800,
    });
    const waiting = await api
      .http()
      .get(`/api/spare-part-requests/${req.id}`)
      .set(as(mechanic))
      .expect(200);
    expect(waiting.body.data.status).toBe('ordered');

    const more = await api
      .http()
      .post(`/api/purchase-orders/${po.id}/receipts`)
      .set(as(desk))
      .send({ lines: [{ line_id: po.lines[0].id, quantity: 3 }] })
      .expect(409);
    expect(more.body.message).toContain('Se reciben más unidades de las pendientes (2)');
    await api
      .http()
      .post(`/api/purchase-orders/${po.id}/receipts`)
      .set(as(desk))
      .send({ lines: [{ line_id: po.lines[0].id, quantity: 2 }] })
      .expect(201);
    expect((await purchaseOrder(po.id)).status).toBe('received');
    expect(await part(pads.id)).toMatchObject({ on_hand: 4, on_order: 0 });
    const received = await api
      .http()
      .get(`/api/spare-part-requests/${req.id}`)
      .set(as(mechanic))
      .expect(200);
    expect(received.body.data).toMatchObject({
      status: 'received',
      received_at: expect.any(String),
    });
    await settle();
    const told = await notificationsOf(mechanic);
    expect(told.map((n) => n.type)).toEqual(
      expect.arrayContaining(['spare_part_ordered', 'spare_part_received']),
    );

    // Delivering it hands the part to the order: a consumption to the order, off the shelf.
    await act(req.id, 'deliver').expect(200);
    expect(await part(pads.id)).toMatchObject({ on_hand: 0 });
  });

  it('serves from the shelf (409 when it is not there), rejects with a reason, lets the requester cancel', async () => {
    const pads = await newPart();
    const order = await mechanicOrder();
    const first = (
      await request(mechanic, { work_order_id: order.id, part_id: pads.id, quantity: 1 }).expect(
        201,
      )
    ).body.data as SparePartRequestView;
    const empty = await act(first.id, 'serve').expect(409);
    expect(empty.body.message).toContain('No hay existencias suficientes');
    await api
      .http()
      .post(`/api/parts/${pads.id}/adjustments`)
      .set(as(desk))
      .send({ quantity: 3, reason: 'Recuento' })
      .expect(201);
    const served = (await act(first.id, 'serve').expect(200)).body.data;
    expect(served).toMatchObject({ status: 'delivered', approved_at: expect.any(String) });
    expect((await part(pads.id)).on_hand).toBe(2);

    const free = (
      await request(mechanic, {
        work_order_id: order.id,
        description: 'Muelle de capó',
        quantity: 1,
      }).expect(201)
    ).body.data as SparePartRequestView;
    expect(free).toMatchObject({ part_id: null, description: 'Muelle de capó' });
    const noReason = await act(free.id, 'reject', { reason: ' ' }).expect(400);
    expect(noReason.body.details[0].field).toBe('reason');
    const rejected = (
      await act(free.id, 'reject', { reason: 'Se pide con la carrocería' }).expect(200)
    ).body.data;
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Se pide con la carrocería',
    });
    const again = await act(free.id, 'approve').expect(409);
    expect(again.body.message).toBe('La solicitud ya está rechazada: no se puede cambiar.');

    const third = (
      await request(mechanic, { work_order_id: order.id, part_id: pads.id, quantity: 1 }).expect(
        201,
      )
    ).body.data as SparePartRequestView;
    await act(third.id, 'cancel', {}, otherMechanic).expect(403);
    expect((await act(third.id, 'cancel', {}, mechanic).expect(200)).body.data.status).toBe(
      'cancelled',
    );
  });

  it('proposes purchase orders from parts below their minimum and approved requests', async () => {
    const filter = await newPart({
      min_stock: 2,
      max_stock: 6,
      category: 'filtros',
      name: 'Filtro de habitáculo',
    });
    const report = (
      await api.http().post('/api/purchase-orders/proposals').set(as(desk)).expect(201)
    ).body.data;
    const mine = report.created.find((c: { supplier_id: string }) => c.supplier_id === supplier.id);
    expect(mine).toBeDefined();
    const po = await purchaseOrder(mine.id);
    expect(po.lines.find((l) => l.part_id === filter.id)).toMatchObject({ quantity: 6 });
  });

  it('validates input (400 with fields), refuses what the status does not allow (409)', async () => {
    const pads = await newPart();
    const order = await mechanicOrder();
    const bad = await request(mechanic, {
      work_order_id: order.id,
      part_id: pads.id,
      quantity: 1.5,
    }).expect(400);
    expect(bad.body.details[0]).toMatchObject({ field: 'quantity', code: 'wholeUnits' });
    const nothing = await request(mechanic, { work_order_id: order.id, quantity: 1 }).expect(400);
    expect(nothing.body.details[0].field).toBe('description');
    await request(mechanic, { quantity: 1 }).expect(400);

    const po = await api
      .http()
      .post('/api/purchase-orders')
      .set(as(desk))
      .send({
        supplier_id: supplier.id,
        lines: [
          { part_id: pads.id, quantity: 0.5 },
          { part_id: MISSING_ID, quantity: 1 },
        ],
      })
      .expect(400);
    expect(po.body.details.map((d: { field: string }) => d.field)).toEqual([
      'lines.0.quantity',
      'lines.1.part_id',
    ]);
    const draft = (
      await api
        .http()
        .post('/api/purchase-orders')
        .set(as(desk))
        .send({ supplier_id: supplier.id, lines: [] })
        .expect(201)
    ).body.data as PurchaseOrderView;
    const empty = await api
      .http()
      .post(`/api/purchase-orders/${draft.id}/send`)
      .set(as(desk))
      .expect(409);
    expect(empty.body.message).toBe(
      'El pedido no tiene líneas: añade las piezas antes de enviarlo.',
    );
    const edited = await api
      .http()
      .patch(`/api/purchase-orders/${draft.id}`)
      .set(as(desk))
      .send({
        lines: [{ part_id: pads.id, quantity: 3, unit_cost_cents: 1500 }],
        notes: 'Urgente',
        version: draft.version,
      })
      .expect(200);
    expect(edited.body.data).toMatchObject({ total_cents: 4500, notes: 'Urgente' });
    const pdf = await api
      .http()
      .get(`/api/purchase-orders/${draft.id}/pdf`)
      .set(as(desk))
      .buffer(true)
      .parse(binaryBody)
      .expect(200)
      .expect('content-type', 'application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const notYet = await api
      .http()
      .post(`/api/purchase-orders/${draft.id}/receipts`)
      .set(as(desk))
      .send({ lines: [{ line_id: edited.body.data.lines[0].id, quantity: 1 }] })
      .expect(409);
    expect(notYet.body.message).toContain('El pedido está borrador');
    expect(
      (await api.http().post(`/api/purchase-orders/${draft.id}/cancel`).set(as(desk)).expect(200))
        .body.data.status,
    ).toBe('cancelled');
    const listed = await api
      .http()
      .get('/api/purchase-orders')
      .query({ status: 'cancelled', supplier_id: supplier.id })
      .set(as(desk))
      .expect(200);
    expect(listed.body.data.data.map((o: PurchaseOrderView) => o.id)).toContain(draft.id);
  });

  it('answers 401, 403 and 404, and a mechanic sees only their own requests', async () => {
    const pads = await newPart();
    const order = await mechanicOrder();
    const mine = (
      await request(mechanic, { work_order_id: order.id, part_id: pads.id, quantity: 1 }).expect(
        201,
      )
    ).body.data as SparePartRequestView;
    await api.http().get(`/api/spare-part-requests/${mine.id}`).set(as(otherMechanic)).expect(404);
    const theirs = await api
      .http()
      .get('/api/spare-part-requests')
      .set(as(otherMechanic))
      .expect(200);
    expect(theirs.body.data.data.map((r: SparePartRequestView) => r.id)).not.toContain(mine.id);
    const board = await api
      .http()
      .get('/api/spare-part-requests')
      .query({ status: 'requested', work_order_id: order.id })
      .set(as(desk))
      .expect(200);
    expect(board.body.data.data.map((r: SparePartRequestView) => r.id)).toEqual([mine.id]);
    // An order the mechanic is not assigned to does not exist for them.
    const foreign = await openFleetOrder(api, manager);
    await request(otherMechanic, {
      work_order_id: foreign.id,
      part_id: pads.id,
      quantity: 1,
    }).expect(404);

    for (const [method, path] of [
      ['get', '/api/spare-part-requests'],
      ['post', '/api/spare-part-requests'],
      ['post', `/api/spare-part-requests/${mine.id}/approve`],
      ['get', '/api/purchase-orders'],
      ['post', '/api/purchase-orders'],
      ['post', '/api/purchase-orders/proposals'],
    ] as const) {
      await api.http()[method](path).send({}).expect(401);
    }
    await act(mine.id, 'approve', {}, mechanic).expect(403);
    await act(mine.id, 'order', {}, mechanic).expect(403);
    await act(mine.id, 'serve', {}, mechanic).expect(403);
    await act(mine.id, 'deliver', {}, mechanic).expect(403);
    await act(mine.id, 'reject', { reason: 'x' }, mechanic).expect(403);
    await api.http().get('/api/spare-part-requests').set(as(office)).expect(403);
    await api.http().get('/api/purchase-orders').set(as(mechanic)).expect(403);
    await api.http().post('/api/purchase-orders').set(as(mechanic)).send({}).expect(403);
    await api.http().post(`/api/purchase-orders/${MISSING_ID}/send`).set(as(mechanic)).expect(403);
    for (const action of ['approve', 'serve', 'order', 'deliver', 'cancel']) {
      await act(MISSING_ID, action).expect(404);
    }
    await act(MISSING_ID, 'reject', { reason: 'x' }).expect(404);
    await api.http().get(`/api/spare-part-requests/${MISSING_ID}`).set(as(desk)).expect(404);
    await api.http().get(`/api/purchase-orders/${MISSING_ID}`).set(as(desk)).expect(404);
    await api.http().get(`/api/purchase-orders/${MISSING_ID}/pdf`).set(as(desk)).expect(404);
    await api.http().get(`/api/purchase-orders/${MISSING_ID}/pdf`).expect(401);
    await api.http().get(`/api/purchase-orders/${MISSING_ID}/pdf`).set(as(mechanic)).expect(403);
    await api
      .http()
      .patch(`/api/purchase-orders/${MISSING_ID}`)
      .set(as(desk))
      .send({ version: 1 })
      .expect(404);
    await api.http().post(`/api/purchase-orders/${MISSING_ID}/send`).set(as(desk)).expect(404);
    await api.http().post(`/api/purchase-orders/${MISSING_ID}/cancel`).set(as(desk)).expect(404);
    await api
      .http()
      .post(`/api/purchase-orders/${MISSING_ID}/receipts`)
      .set(as(desk))
      .send({ lines: [{ line_id: MISSING_ID, quantity: 1 }] })
      .expect(404);
  });
});

import { MikroORM } from '@mikro-orm/core';
import { io, type Socket } from 'socket.io-client';
import {
  REALTIME_NAMESPACE,
  REALTIME_PATH,
  type Paginated,
  type VehicleHistoryEntry,
  type WorkOrderChangedPayload,
  type WorkOrderDetail,
  type WorkOrderLine,
  type WorkOrderStatistics,
  type WorkOrderSummary,
} from '../../libs/contracts/src';
import { EventPublisher, OutboxRelay } from '../../libs/platform/src';
import { MISSING_ID as MISSING, freshDni, freshPlate, freshWord } from './support/fixtures';
import { type TestUser, createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';
import { openFleetOrder } from './support/work-order-fixtures';

/** The document title of a PDF (an indirect object holding a UTF-16BE string with its BOM). */
function pdfTitle(pdf: Buffer): string {
  const text = pdf.toString('latin1');
  const ref = /\/Title (\d+) 0 R/.exec(text)?.[1];
  const body = ref
    ? new RegExp(`\\n${ref} 0 obj\\n\\((.*?)\\)\\nendobj`, 's').exec(text)?.[1]
    : null;
  if (!body) return '';
  const bytes = Buffer.from(body.replace(/\\(.)/gs, '$1'), 'latin1').subarray(2);
  return bytes.swap16().toString('utf16le');
}

describe('Work orders (/api/work-orders, /api/work-order-items)', () => {
  let api: TestApi;
  let reception: string;
  let manager: string;
  let office: string;
  let parts: string;
  let noRole: string;
  let mechanicUser: TestUser;
  let mechanic: string;
  let otherMechanicUser: TestUser;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.getConnection().execute(query, params) as Promise<T>;

  beforeAll(async () => {
    api = await startTestApi();
    const token = async (roles: string[]) =>
      (await loginAs(api.app, await createTestUser(api.app, { roles }))).token;
    reception = await token(['recepcion']);
    manager = await token(['jefe_taller']);
    office = await token(['administracion']);
    parts = await token(['recambios']);
    noRole = await token([]);
    mechanicUser = await createTestUser(api.app, { roles: ['mecanico'], employee: true });
    mechanic = (await loginAs(api.app, mechanicUser)).token;
    otherMechanicUser = await createTestUser(api.app, { roles: ['mecanico'], employee: true });
  });
  afterAll(() => api.close());

  async function customerWithVehicle(lastName = freshWord()) {
    const customer = (
      await api
        .http()
        .post('/api/customers')
        .set(as(reception))
        .send({ type: 'person', first_name: 'Íñigo', last_name: lastName, nif: freshDni() })
        .expect(201)
    ).body.data as { id: string; full_name: string };
    const vehicle = (
      await api
        .http()
        .post('/api/vehicles')
        .set(as(reception))
        .send({
          license_plate: freshPlate(),
          make: 'Seat',
          model: 'León',
          customer_id: customer.id,
          odometer_km: 80_000,
        })
        .expect(201)
    ).body.data as { id: string; license_plate: string };
    return { customer, vehicle };
  }

  async function createOrder(
    fields: Record<string, unknown> = {},
    token = reception,
  ): Promise<WorkOrderDetail> {
    const { customer, vehicle } = await customerWithVehicle();
    const res = await api
      .http()
      .post('/api/work-orders')
      .set(as(token))
      .send({
        title: 'Revisión de los 90.000 km',
        customer_id: customer.id,
        vehicle_id: vehicle.id,
        complaint: 'Hace ruido al frenar',
        estimate_decision: 'accepted',
        odometer_in_km: 90_000,
        ...fields,
      })
      .expect(201);
    return res.body.data as WorkOrderDetail;
  }

  async function get(id: string, token = reception): Promise<WorkOrderDetail> {
    return (await api.http().get(`/api/work-orders/${id}`).set(as(token)).expect(200)).body.data;
  }

  function move(id: string, status: string, extra: Record<string, unknown> = {}) {
    return api
      .http()
      .post(`/api/work-orders/${id}/status`)
      .set(as(reception))
      .send({ status, ...extra });
  }

  describe('create and read', () => {
    it('creates an order with its lines: WO- number, SPEC fields, totals with VAT per rate', async () => {
      const { customer, vehicle } = await customerWithVehicle('Núñez');
      const res = await api
        .http()
        .post('/api/work-orders')
        .set(as(reception))
        .send({
          title: 'Cambio de pastillas',
          customer_id: customer.id,
          vehicle_id: vehicle.id,
          complaint: 'Chirrían los frenos delanteros',
          priority: 'urgent',
          estimate_decision: 'renounced',
          items: [
            { name: 'Sustituir pastillas', planned_hours: 1.5, unit_price_cents: 4500 },
            {
              type: 'part',
              name: 'Juego de pastillas',
              quantity: 1,
              unit_price_cents: 3999,
              discount_percent: 10,
            },
            { type: 'fee', name: 'Residuos', quantity: 1, unit_price_cents: 250, vat_percent: 10 },
          ],
        })
        .expect(201);
      const order = res.body.data as WorkOrderDetail;
      expect(order.number).toMatch(/^WO-\d{6}$/);
      expect(order.order_number).toBe(order.number);
      expect(order.work_order_number).toBe(order.number);
      expect(order).toMatchObject({
        title: 'Cambio de pastillas',
        status: 'open',
        priority: 'urgent',
        customer_id: customer.id,
        customer_name: customer.full_name,
        vehicle_id: vehicle.id,
        license_plate: vehicle.license_plate,
        make: 'Seat',
        model: 'León',
        assigned_to: null,
        total_planned_hours: 1.5,
        estimate_decision: 'renounced',
        estimate_channel: 'in_person',
        allowed_transitions: ['in_progress', 'on_hold', 'cancelled'],
      });
      expect(order.items.map((item) => [item.type, item.net_cents])).toEqual([
        ['labor', 6750],
        ['part', 3599],
        ['fee', 250],
      ]);
      // 21 % on 103.49 € = 21.7329 → 21.73 €; 10 % on 2.50 € = 0.25 €.
      expect(order.totals).toEqual({
        total_planned_hours: 1.5,
        base_cents: 10599,
        vat: [
          { vat_percent: 21, base_cents: 10349, vat_cents: 2173 },
          { vat_percent: 10, base_cents: 250, vat_cents: 25 },
        ],
        vat_cents: 2198,
        total_cents: 12797,
      });
      expect(order.status_history).toEqual([
        expect.objectContaining({
          from_status: null,
          to_status: 'open',
          actor_name: 'Usuario Pruebas',
        }),
      ]);
      const items = await api
        .http()
        .get(`/api/work-orders/${order.id}/items`)
        .set(as(office))
        .expect(200);
      expect((items.body.data as WorkOrderLine[]).map((line) => line.name)).toEqual([
        'Sustituir pastillas',
        'Juego de pastillas',
        'Residuos',
      ]);
    });

    it('answers a create with exactly the detail read back afterwards', async () => {
      const plain = await createOrder({ title: 'Revisión anual', complaint: '' });
      expect(await get(plain.id)).toEqual(plain);
      // The statement drew the number and wrote it into the search text too.
      const found = (
        await api
          .http()
          .get(`/api/work-orders?search=${plain.number}`)
          .set(as(reception))
          .expect(200)
      ).body.data as Paginated<WorkOrderSummary>;
      expect(found.data.map((order) => order.id)).toEqual([plain.id]);
      const full = await createOrder({
        assigned_to: mechanicUser.employeeId,
        priority: 'preferred',
        promised_at: '2026-12-01T16:30:00.000Z',
        requested_work: 'Cambiar aceite y filtros',
        estimate_decision: 'renounced',
        estimate_channel: 'phone',
        items: [
          { name: 'Mano de obra', planned_hours: 0.75, unit_price_cents: 4500 },
          {
            type: 'part',
            name: 'Filtro de aceite',
            quantity: 2,
            unit_price_cents: 1299,
            discount_percent: 12.5,
            vat_percent: 21,
          },
        ],
      });
      expect(full.assigned_to).toBe(mechanicUser.employeeId);
      expect(await get(full.id)).toEqual(full);
    });

    it('creates one order for the same Idempotency-Key sent twice, and refuses the key with other data', async () => {
      const { customer } = await customerWithVehicle();
      const key = `crear-${freshWord(12)}`;
      const body = { title: 'Diagnosis eléctrica', customer_id: customer.id };
      const [first, second] = await Promise.all([
        api
          .http()
          .post('/api/work-orders')
          .set(as(reception))
          .set('Idempotency-Key', key)
          .send(body),
        api
          .http()
          .post('/api/work-orders')
          .set(as(reception))
          .set('Idempotency-Key', key)
          .send(body),
      ]);
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(second.body.data.id).toBe(first.body.data.id);
      const [{ count }] = await sql<{ count: string }[]>(
        'select count(*) from work_order where customer_id = ?',
        [customer.id],
      );
      expect(Number(count)).toBe(1);
      const other = await api
        .http()
        .post('/api/work-orders')
        .set(as(reception))
        .set('Idempotency-Key', key)
        .send({ ...body, title: 'Otra cosa' })
        .expect(409);
      expect(other.body.message).toMatch(/clave de idempotencia/);
    });

    it('refuses bad input with Spanish field errors and changes nothing', async () => {
      const { customer, vehicle } = await customerWithVehicle();
      const { vehicle: strangersCar } = await customerWithVehicle();
      const before = await sql<{ count: string }[]>('select count(*) from work_order');
      const missing = await api
        .http()
        .post('/api/work-orders')
        .set(as(reception))
        .send({})
        .expect(400);
      expect(missing.body.details.map((d: { field: string }) => d.field)).toEqual(
        expect.arrayContaining(['title', 'customer_id']),
      );
      const lines = await api
        .http()
        .post('/api/work-orders')
        .set(as(reception))
        .send({
          title: 'X',
          customer_id: customer.id,
          items: [{ name: 'Horas', planned_hours: -1, discount_percent: 120 }],
          color: 'rojo',
        })
        .expect(400);
      expect(lines.body.details).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            field: 'items.0.planned_hours',
            message: expect.stringMatching(/mínimo 0/),
          }),
          expect.objectContaining({
            field: 'items.0.discount_percent',
            message: expect.stringMatching(/máximo 100/),
          }),
          expect.objectContaining({
            field: 'color',
            message: expect.stringMatching(/no está permitido/),
          }),
        ]),
      );
      const notOwned = await api
        .http()
        .post('/api/work-orders')
        .set(as(reception))
        .send({ title: 'X', customer_id: customer.id, vehicle_id: strangersCar.id })
        .expect(400);
      expect(notOwned.body.details[0]).toMatchObject({
        field: 'vehicle_id',
        code: 'vehicle_not_owned',
      });
      const unknownCustomer = await api
        .http()
        .post('/api/work-orders')
        .set(as(reception))
        .send({ title: 'X', customer_id: MISSING })
        .expect(404);
      expect(unknownCustomer.body.message).toBe('El cliente indicado no existe.');
      await api
        .http()
        .post('/api/work-orders')
        .set(as(reception))
        .send({ title: 'X', customer_id: customer.id, vehicle_id: MISSING })
        .expect(404);
      await api
        .http()
        .post('/api/work-orders')
        .set(as(reception))
        .send({
          title: 'X',
          customer_id: customer.id,
          vehicle_id: vehicle.id,
          assigned_to: MISSING,
        })
        .expect(404);
      const after = await sql<{ count: string }[]>('select count(*) from work_order');
      expect(after[0].count).toBe(before[0].count);
    });

    it('answers 401 without a token, 403 without the permission and 404 for an unknown order', async () => {
      const order = await createOrder();
      await api.http().get('/api/work-orders').expect(401);
      await api.http().get(`/api/work-orders/${order.id}`).expect(401);
      await api.http().get('/api/work-orders').set(as(noRole)).expect(403);
      await api.http().get('/api/work-orders/statistics').set(as(noRole)).expect(403);
      await api.http().post('/api/work-orders').set(as(office)).send({}).expect(403);
      await api.http().post('/api/work-orders').set(as(parts)).send({}).expect(403);
      await api.http().delete(`/api/work-orders/${order.id}`).set(as(reception)).expect(403);
      await api
        .http()
        .post(`/api/work-orders/${order.id}/reopen`)
        .set(as(reception))
        .send({ reason: 'x' })
        .expect(403);
      await api
        .http()
        .post(`/api/work-orders/${order.id}/assign`)
        .set(as(office))
        .send({ employee_id: null })
        .expect(403);
      await api.http().post('/api/work-order-items').set(as(office)).send({}).expect(403);
      await api.http().put(`/api/work-order-items/${MISSING}`).set(as(office)).send({}).expect(403);
      await api.http().delete(`/api/work-order-items/${MISSING}`).set(as(mechanic)).expect(403);
      // Every route refuses a missing token, and the narrower ones a role without their action.
      for (const [method, path] of [
        ['get', '/api/work-orders/statistics'],
        ['get', '/api/work-orders/assignees'],
        ['get', `/api/work-orders/${order.id}/items`],
        ['post', `/api/work-orders/${order.id}/status`],
        ['post', `/api/work-orders/${order.id}/assign`],
        ['post', `/api/work-orders/${order.id}/reopen`],
        ['post', '/api/work-order-items'],
        ['put', `/api/work-order-items/${MISSING}`],
        ['delete', `/api/work-order-items/${MISSING}`],
      ] as const) {
        await api.http()[method](path).expect(401);
      }
      await api.http().get('/api/work-orders/assignees').set(as(mechanic)).expect(403);
      await api
        .http()
        .post(`/api/work-orders/${order.id}/status`)
        .set(as(office))
        .send({ status: 'on_hold' })
        .expect(403);
      for (const [path, body] of [
        ['status', { status: 'on_hold' }],
        ['assign', { employee_id: null }],
        ['reopen', { reason: 'Vuelve el ruido' }],
      ] as const) {
        await api
          .http()
          .post(`/api/work-orders/${MISSING}/${path}`)
          .set(as(manager))
          .send(body)
          .expect(404);
      }
      const badStatus = await api
        .http()
        .post(`/api/work-orders/${order.id}/status`)
        .set(as(reception))
        .send({ status: 'terminada', odometer_out_km: -1 })
        .expect(400);
      expect(badStatus.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
        'odometer_out_km',
        'status',
      ]);
      for (const path of ['', '/items', '/pdf']) {
        const res = await api
          .http()
          .get(`/api/work-orders/${MISSING}${path}`)
          .set(as(reception))
          .expect(404);
        expect(res.body.message).toBe('La orden de trabajo no existe.');
      }
      await api
        .http()
        .put(`/api/work-orders/${MISSING}`)
        .set(as(reception))
        .send({ version: 1 })
        .expect(404);
      await api.http().delete(`/api/work-orders/${MISSING}`).set(as(manager)).expect(404);
      await api
        .http()
        .put(`/api/work-order-items/${MISSING}`)
        .set(as(reception))
        .send({ name: 'x' })
        .expect(404);
      await api.http().delete(`/api/work-order-items/${MISSING}`).set(as(reception)).expect(404);
      await api
        .http()
        .post('/api/work-order-items')
        .set(as(reception))
        .send({ work_order_id: MISSING, name: 'x' })
        .expect(404);
      await api.http().get('/api/work-orders/no-es-un-id').set(as(reception)).expect(400);
    });
  });

  describe('changes', () => {
    it('lets exactly one of two updates on the same version through (409 carries the current version)', async () => {
      const order = await createOrder();
      const [a, b] = await Promise.all([
        api
          .http()
          .put(`/api/work-orders/${order.id}`)
          .set(as(reception))
          .send({ version: order.version, title: 'Primera' }),
        api
          .http()
          .put(`/api/work-orders/${order.id}`)
          .set(as(reception))
          .send({ version: order.version, title: 'Segunda' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const conflict = a.status === 409 ? a : b;
      const winner = a.status === 200 ? a : b;
      expect(conflict.body.error).toBe('VERSION_CONFLICT');
      expect(conflict.body.details.current_version).toBe(winner.body.data.version);
    });

    it('accepts the order SPEC’s client echoes back (read-only fields ignored) and applies the state machine', async () => {
      const order = await createOrder();
      const res = await api
        .http()
        .put(`/api/work-orders/${order.id}`)
        .set(as(reception))
        .send({ ...order, status: 'in_progress', title: 'Revisión y frenos' })
        .expect(200);
      expect(res.body.data).toMatchObject({ status: 'in_progress', title: 'Revisión y frenos' });
      expect(res.body.data.started_at).not.toBeNull();
      const illegal = await api
        .http()
        .put(`/api/work-orders/${order.id}`)
        .set(as(reception))
        .send({ version: res.body.data.version, status: 'open' })
        .expect(409);
      expect(illegal.body.message).toBe('No se puede pasar una orden de «En curso» a «Abierta».');
    });

    it('moves an order through its states by DOMAIN’s rules, with the history of who and why', async () => {
      const order = await createOrder({ estimate_decision: null });
      const early = await move(order.id, 'in_progress').expect(409);
      expect(early.body.message).toMatch(/presupuesto/);
      await api
        .http()
        .put(`/api/work-orders/${order.id}`)
        .set(as(reception))
        .send({ version: order.version, estimate_decision: 'accepted', estimate_channel: 'phone' })
        .expect(200);
      const labor = (
        await api
          .http()
          .post('/api/work-order-items')
          .set(as(reception))
          .send({
            work_order_id: order.id,
            name: 'Cambiar discos',
            planned_hours: 2,
            unit_price_cents: 5000,
          })
          .expect(201)
      ).body.data as WorkOrderLine;
      expect(labor).toMatchObject({
        type: 'labor',
        planned_hours: 2,
        quantity: 2,
        net_cents: 10000,
      });
      await move(order.id, 'in_progress').expect(200);
      await move(order.id, 'on_hold', { reason: 'Esperando recambio' }).expect(200);
      await move(order.id, 'in_progress').expect(200);
      const unfinished = await move(order.id, 'completed', { odometer_out_km: 90_010 }).expect(409);
      expect(unfinished.body.message).toMatch(/1 línea de mano de obra sin terminar/);
      await api
        .http()
        .put(`/api/work-order-items/${labor.id}`)
        .set(as(reception))
        .send({ finished: true })
        .expect(200);
      const noKm = await move(order.id, 'completed').expect(400);
      expect(noKm.body.details[0]).toMatchObject({ field: 'odometer_out_km' });
      const lowKm = await move(order.id, 'completed', { odometer_out_km: 80_000 }).expect(400);
      expect(lowKm.body.details[0].message).toMatch(/menos que los de entrada/);
      const done = (await move(order.id, 'completed', { odometer_out_km: 90_012 }).expect(200)).body
        .data as WorkOrderDetail;
      expect(done.completed_at).not.toBeNull();
      expect(done.allowed_transitions).toEqual(['in_progress']);

      // Lines of a completed order are frozen.
      const frozen = await api
        .http()
        .post('/api/work-order-items')
        .set(as(reception))
        .send({ work_order_id: order.id, name: 'Otra' })
        .expect(409);
      expect(frozen.body.message).toBe('No se pueden cambiar las líneas de una orden completada.');
      await api
        .http()
        .put(`/api/work-order-items/${labor.id}`)
        .set(as(reception))
        .send({ name: 'x' })
        .expect(409);
      await api.http().delete(`/api/work-order-items/${labor.id}`).set(as(reception)).expect(409);

      // Reopening needs a reason and the jefe de taller.
      await move(order.id, 'in_progress').expect(409);
      await move(order.id, 'in_progress', { reason: 'Sigue el ruido' }).expect(403);
      await api
        .http()
        .post(`/api/work-orders/${order.id}/reopen`)
        .set(as(manager))
        .send({})
        .expect(400);
      const reopened = (
        await api
          .http()
          .post(`/api/work-orders/${order.id}/reopen`)
          .set(as(manager))
          .send({ reason: 'Sigue el ruido' })
          .expect(200)
      ).body.data as WorkOrderDetail;
      expect(reopened).toMatchObject({ status: 'in_progress', completed_at: null });
      await move(reopened.id, 'cancelled', { reason: 'El cliente se lo lleva' }).expect(200);
      const final = await move(reopened.id, 'in_progress').expect(409);
      expect(final.body.message).toBe('Una orden cancelada no puede cambiar de estado.');
      const history = (await get(order.id)).status_history;
      expect(history.map((h) => `${h.from_status ?? '∅'}→${h.to_status}`)).toEqual([
        '∅→open',
        'open→in_progress',
        'in_progress→on_hold',
        'on_hold→in_progress',
        'in_progress→completed',
        'completed→in_progress',
        'in_progress→cancelled',
      ]);
      expect(history[2].reason).toBe('Esperando recambio');
      expect(history[5].reason).toBe('Sigue el ruido');

      // Completing recorded the odometer on the vehicle.
      await api.app.get(EventPublisher).drain();
      const vehicle = (
        await api.http().get(`/api/vehicles/${order.vehicle_id}`).set(as(reception)).expect(200)
      ).body.data as { odometer_km: number };
      expect(vehicle.odometer_km).toBe(90_012);
    });

    it('edits and removes lines, keeping the totals, and refuses bad line input', async () => {
      const order = await createOrder();
      const part = (
        await api
          .http()
          .post('/api/work-order-items')
          .set(as(reception))
          .send({
            work_order_id: order.id,
            type: 'part',
            name: 'Filtro',
            quantity: 2,
            unit_price_cents: 1250,
          })
          .expect(201)
      ).body.data as WorkOrderLine;
      const bad = await api
        .http()
        .put(`/api/work-order-items/${part.id}`)
        .set(as(reception))
        .send({ quantity: -2, discount_percent: 101, vat_percent: 'mucho' })
        .expect(400);
      expect([...new Set(bad.body.details.map((d: { field: string }) => d.field))].sort()).toEqual([
        'discount_percent',
        'quantity',
        'vat_percent',
      ]);
      const stale = await api
        .http()
        .put(`/api/work-order-items/${part.id}`)
        .set(as(reception))
        .send({ quantity: 3, version: part.version + 5 })
        .expect(409);
      expect(stale.body.details.current_version).toBe(part.version);
      const wrongOrder = await api
        .http()
        .put(`/api/work-order-items/${part.id}`)
        .set(as(reception))
        .send({ quantity: 3, work_order_id: MISSING })
        .expect(400);
      expect(wrongOrder.body.details[0].field).toBe('work_order_id');
      const edited = await api
        .http()
        .put(`/api/work-order-items/${part.id}`)
        .set(as(reception))
        .send({ quantity: 3, discount_percent: 50, work_order_id: order.id, version: part.version })
        .expect(200);
      expect(edited.body.data).toMatchObject({ quantity: 3, net_cents: 1875 });
      expect((await get(order.id)).totals.base_cents).toBe(1875);
      await api.http().delete(`/api/work-order-items/${part.id}`).set(as(reception)).expect(200);
      const after = await get(order.id);
      expect(after.items).toEqual([]);
      expect(after.totals.total_cents).toBe(0);
    });

    it('deletes only an open order nobody worked on', async () => {
      const fresh = await createOrder();
      await api.http().delete(`/api/work-orders/${fresh.id}`).set(as(manager)).expect(200);
      await api.http().get(`/api/work-orders/${fresh.id}`).set(as(reception)).expect(404);
      const started = await createOrder();
      await move(started.id, 'in_progress').expect(200);
      await move(started.id, 'on_hold').expect(200);
      const refused = await api
        .http()
        .delete(`/api/work-orders/${started.id}`)
        .set(as(manager))
        .expect(409);
      expect(refused.body.message).toMatch(/cancélala/);
    });
  });

  describe('mechanics', () => {
    it('see and work only the orders assigned to them', async () => {
      const mine = await createOrder({ assigned_to: mechanicUser.employeeId });
      const theirs = await createOrder({ assigned_employee_id: otherMechanicUser.employeeId });
      expect(mine.assigned_employee_id).toBe(mechanicUser.employeeId);
      expect(mine.assigned_employee_name).toBe('Usuario Pruebas');
      const list = (
        await api.http().get('/api/work-orders?limit=100').set(as(mechanic)).expect(200)
      ).body.data as Paginated<WorkOrderSummary>;
      expect(list.data.every((o) => o.assigned_employee_id === mechanicUser.employeeId)).toBe(true);
      expect(list.data.map((o) => o.id)).toContain(mine.id);
      await api.http().get(`/api/work-orders/${theirs.id}`).set(as(mechanic)).expect(404);
      await api
        .http()
        .post(`/api/work-orders/${theirs.id}/status`)
        .set(as(mechanic))
        .send({ status: 'in_progress' })
        .expect(404);
      await api
        .http()
        .post(`/api/work-orders/${mine.id}/status`)
        .set(as(mechanic))
        .send({ status: 'in_progress' })
        .expect(200);
      const rename = await api
        .http()
        .put(`/api/work-orders/${mine.id}`)
        .set(as(mechanic))
        .send({ version: (await get(mine.id)).version, title: 'Otra cosa' })
        .expect(403);
      expect(rename.body.message).toMatch(/solo puedes cambiar el estado/);
      await api
        .http()
        .put(`/api/work-orders/${mine.id}`)
        .set(as(mechanic))
        .send({ version: (await get(mine.id)).version, diagnosis: 'Discos por debajo del mínimo' })
        .expect(200);
      await api
        .http()
        .post(`/api/work-orders/${mine.id}/status`)
        .set(as(mechanic))
        .send({ status: 'cancelled' })
        .expect(403);
      const stats = (
        await api.http().get('/api/work-orders/statistics').set(as(mechanic)).expect(200)
      ).body.data as WorkOrderStatistics;
      expect(stats.statusSummary.total).toBe(list.pagination.total);
    });

    it('mark lines done and log hours, but do not change what the customer pays', async () => {
      const mine = await createOrder({
        assigned_to: mechanicUser.employeeId,
        items: [{ name: 'Sustituir pastillas', planned_hours: 1, unit_price_cents: 5500 }],
      });
      const line = (await get(mine.id)).items[0];
      for (const change of [
        { unit_price_cents: 1 },
        { discount_percent: 50 },
        { vat_percent: 10 },
      ]) {
        const refused = await api
          .http()
          .put(`/api/work-order-items/${line.id}`)
          .set(as(mechanic))
          .send(change)
          .expect(403);
        expect(refused.body).toMatchObject({
          error: 'FORBIDDEN',
          message: 'No tienes permiso para cambiar el precio, el descuento ni el IVA de una línea.',
        });
      }
      // The whole line sent back with its prices as they were, hours logged and marked done: fine.
      const worked = await api
        .http()
        .put(`/api/work-order-items/${line.id}`)
        .set(as(mechanic))
        .send({
          planned_hours: 1.5,
          unit_price_cents: 5500,
          discount_percent: 0,
          vat_percent: 21,
          finished: true,
        })
        .expect(200);
      expect(worked.body.data).toMatchObject({ planned_hours: 1.5, unit_price_cents: 5500 });
      // Reception (work_orders.items.price) sets them.
      await api
        .http()
        .put(`/api/work-order-items/${line.id}`)
        .set(as(reception))
        .send({ discount_percent: 10 })
        .expect(200);
    });

    it('are reassigned by whoever may assign', async () => {
      const order = await createOrder();
      const assigned = await api
        .http()
        .post(`/api/work-orders/${order.id}/assign`)
        .set(as(reception))
        .send({ employee_id: otherMechanicUser.employeeId })
        .expect(200);
      expect(assigned.body.data.assigned_to).toBe(otherMechanicUser.employeeId);
      await api
        .http()
        .post(`/api/work-orders/${order.id}/assign`)
        .set(as(reception))
        .send({ employee_id: 'x' })
        .expect(400);
      const assignees = (
        await api.http().get('/api/work-orders/assignees').set(as(reception)).expect(200)
      ).body.data;
      expect(assignees).toEqual(
        expect.arrayContaining([expect.objectContaining({ id: mechanicUser.employeeId })]),
      );
    });
  });

  describe('list, statistics, history and the PDF', () => {
    it('filters by status, priority, assignee, customer, dates and text, and paginates', async () => {
      const surname = `Ibáñez${freshWord(6)}`;
      const { customer, vehicle } = await customerWithVehicle(surname);
      const ids: string[] = [];
      for (const [priority, assigned] of [
        ['urgent', mechanicUser.employeeId],
        ['normal', null],
        ['preferred', mechanicUser.employeeId],
      ] as const) {
        ids.push(
          (
            await api
              .http()
              .post('/api/work-orders')
              .set(as(reception))
              .send({
                title: `Orden ${priority}`,
                customer_id: customer.id,
                vehicle_id: vehicle.id,
                priority,
                assigned_to: assigned,
                estimate_decision: 'accepted',
              })
              .expect(201)
          ).body.data.id,
        );
      }
      await move(ids[0], 'in_progress').expect(200);
      const list = async (query: string) =>
        (
          await api
            .http()
            .get(`/api/work-orders?customer_id=${customer.id}&${query}`)
            .set(as(office))
            .expect(200)
        ).body.data as Paginated<WorkOrderSummary>;
      expect((await list('')).data.map((o) => o.id)).toEqual([...ids].reverse());
      expect((await list('status=open')).data.map((o) => o.id)).toEqual([ids[2], ids[1]]);
      expect((await list('status=open&status=in_progress')).pagination.total).toBe(3);
      expect((await list('priority=urgent&priority=preferred')).data.map((o) => o.id)).toEqual([
        ids[2],
        ids[0],
      ]);
      expect(
        (await list(`assigned_to=${mechanicUser.employeeId}&status=open`)).data.map((o) => o.id),
      ).toEqual([ids[2]]);
      const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Madrid' });
      expect((await list(`date_from=${today}&date_to=${today}`)).pagination.total).toBe(3);
      expect((await list('date_to=2020-01-01')).pagination.total).toBe(0);
      const page2 = await list('limit=2&page=2');
      expect(page2.data.map((o) => o.id)).toEqual([ids[0]]);
      expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 3 });
      const beyond = await list('limit=2&page=9');
      expect(beyond).toEqual({ data: [], pagination: { page: 9, limit: 2, total: 3 } });
      const oldest = await list('sort=created_at&limit=1');
      expect(oldest.data[0].id).toBe(ids[0]);

      const search = async (text: string) =>
        (
          (
            await api
              .http()
              .get('/api/work-orders')
              .query({ search: text })
              .set(as(office))
              .expect(200)
          ).body.data as Paginated<WorkOrderSummary>
        ).data.map((o) => o.id);
      // The customer's name without accents, the plate without spaces, the number with or without WO-.
      expect(
        await search(
          surname
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toUpperCase(),
        ),
      ).toHaveLength(3);
      expect(await search(vehicle.license_plate.replace(/\s/g, ''))).toHaveLength(3);
      // A searched page comes from the newest orders when they hold it, else from every match:
      // both give the list's order, the page asked for and the exact total.
      const searched = async (query: string) =>
        (
          await api
            .http()
            .get(`/api/work-orders?search=${encodeURIComponent(surname)}&${query}`)
            .set(as(office))
            .expect(200)
        ).body.data as Paginated<WorkOrderSummary>;
      const first = await searched('limit=2');
      expect(first.data.map((o) => o.id)).toEqual([ids[2], ids[1]]);
      expect(first.pagination).toEqual({ page: 1, limit: 2, total: 3 });
      const second = await searched('limit=2&page=2');
      expect(second.data.map((o) => o.id)).toEqual([ids[0]]);
      expect(second.pagination).toEqual({ page: 2, limit: 2, total: 3 });
      expect((await searched('status=open')).data.map((o) => o.id)).toEqual([ids[2], ids[1]]);
      expect((await searched('priority=urgent')).data.map((o) => o.id)).toEqual([ids[0]]);
      const number = (await get(ids[1])).number;
      expect(await search(number)).toEqual([ids[1]]);
      expect(await search(String(Number(number.slice(3))))).toContain(ids[1]);

      const bad = await api
        .http()
        .get('/api/work-orders?status=finished&limit=500&date_from=ayer')
        .set(as(office))
        .expect(400);
      expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
        'date_from',
        'limit',
        'status',
      ]);
    });

    it('reads deep pages from their anchor or the nearer end: exactly the rows OFFSET gives', async () => {
      const { customer, vehicle } = await customerWithVehicle();
      // 24,000 orders of one customer: pages 101–140 of 100 are 10,000 rows (ANCHOR_ROWS) or more
      // from both ends. Creation instants repeat (to the microsecond), so ties go by id; half have
      // no promised date (that sort is read from the nearer end: no anchors over nulls).
      await sql(
        `insert into work_order (title, customer_id, vehicle_id, created_at, promised_at)
         select 'Orden ' || n, ?, ?, at, case when n % 2 = 0 then at + interval '2 days' end
           from generate_series(1, 24000) n,
                lateral (select timestamptz '2026-01-01 10:00' + (n % 5000) * interval '1 minute'
                                + (n % 3) * interval '1 microsecond' as at) t`,
        [customer.id, vehicle.id],
      );
      const naive = async (order: string, offset: number) =>
        (
          await sql<{ id: string }[]>(
            `select w.id from work_order w where w.deleted_at is null and w.customer_id = ?
              order by ${order} limit 100 offset ?`,
            [customer.id, offset],
          )
        ).map((row) => row.id);
      const sorts: [string, string][] = [
        ['-created_at', 'w.created_at desc, w.id desc'],
        ['created_at', 'w.created_at, w.id'],
        ['-number', 'w.number desc'],
        ['promised_at', 'w.promised_at nulls last, w.id'],
      ];
      try {
        for (const [sort, order] of sorts) {
          for (const page of [100, 101, 125, 140, 141, 240, 241]) {
            const res = await api
              .http()
              .get('/api/work-orders')
              .query({ customer_id: customer.id, sort, page, limit: 100 })
              .set(as(reception))
              .expect(200);
            const answer = res.body.data as Paginated<WorkOrderSummary>;
            expect(answer.pagination.total).toBe(24_000);
            expect(answer.data.map((o) => o.id)).toEqual(await naive(order, (page - 1) * 100));
          }
        }
      } finally {
        await sql('delete from work_order where customer_id = ?', [customer.id]);
      }
    });

    it('counts orders per status (pending = open), recomputed by the debounced job and always current', async () => {
      const statistics = async () =>
        (await api.http().get('/api/work-orders/statistics').set(as(office)).expect(200)).body
          .data as WorkOrderStatistics;
      // Other suites' orders queue recomputes in the same queue: start from an empty one.
      const { JobQueues } = await import('../../libs/platform/src');
      const queue = api.app.get(JobQueues).queue('kpis');
      await api.app.get(EventPublisher).drain();
      await queue.drain(true);
      const before = await statistics();
      expect(before.statusSummary.pending).toBe(before.statusSummary.open);
      const order = await createOrder();
      const after = await statistics();
      expect(after.statusSummary.open).toBe(before.statusSummary.open + 1);
      expect(after.statusSummary.total).toBe(before.statusSummary.total + 1);
      await move(order.id, 'in_progress').expect(200);
      const moved = await statistics();
      expect(moved.statusSummary.open).toBe(before.statusSummary.open);
      expect(moved.statusSummary.in_progress).toBe(before.statusSummary.in_progress + 1);

      // The subscriber queued one debounced recompute for the burst; the job writes the cache.
      await api.app.get(EventPublisher).drain();
      const pending = await queue.getJobs(['delayed', 'waiting']);
      expect(pending.filter((job) => job.name === 'work-order-statistics')).toHaveLength(1);
      const { WORK_ORDERS_MANIFEST } = await import('../../libs/work-orders/src');
      const [statisticsJob] = WORK_ORDERS_MANIFEST.jobs;
      const { WorkOrderStatisticsReader } =
        await import('../../libs/work-orders/src/queries/work-order-statistics-reader');
      await sql(`update list_version set version = version + 1 where name = 'work_order'`);
      const recomputed = await api.app.get(statisticsJob.handler).run({ trigger: 'test' });
      const cached = await api.app.get(WorkOrderStatisticsReader).cached();
      expect(cached?.statistics).toEqual(recomputed);
      const [{ version }] = await sql<{ version: string }[]>(
        `select version::text from list_version where name = 'work_order'`,
      );
      expect(cached?.version).toBe(version);
    });

    it('puts orders with their lines in the vehicle history', async () => {
      const order = await createOrder({
        items: [{ name: 'Cambio de aceite', planned_hours: 0.5, unit_price_cents: 4000 }],
      });
      await api.app.get(EventPublisher).drain();
      const history = (
        await api
          .http()
          .get(`/api/vehicles/${order.vehicle_id}/history`)
          .set(as(reception))
          .expect(200)
      ).body.data as Paginated<VehicleHistoryEntry>;
      const entry = history.data.find((e) => e.kind === 'work_order');
      expect(entry).toMatchObject({
        title: `${order.number} · ${order.title}`,
        source_type: 'work_order',
        source_id: order.id,
        details: expect.objectContaining({
          status: 'open',
          lines: [{ type: 'labor', name: 'Cambio de aceite', planned_hours: 0.5, quantity: 0.5 }],
        }),
      });
    });

    it('shows a mechanic only their own orders in a vehicle’s history', async () => {
      const { customer, vehicle } = await customerWithVehicle();
      const orderFor = async (assignee: string | null, title: string) =>
        (
          await api
            .http()
            .post('/api/work-orders')
            .set(as(reception))
            .send({
              title,
              customer_id: customer.id,
              vehicle_id: vehicle.id,
              assigned_employee_id: assignee,
            })
            .expect(201)
        ).body.data as WorkOrderDetail;
      const mine = await orderFor(mechanicUser.employeeId, 'Frenos');
      const theirs = await orderFor(otherMechanicUser.employeeId, 'Embrague');
      const nobodys = await orderFor(null, 'Presupuesto');
      await api.app.get(EventPublisher).drain();
      const ordersIn = async (token: string) =>
        (
          (await api.http().get(`/api/vehicles/${vehicle.id}/history`).set(as(token)).expect(200))
            .body.data as Paginated<VehicleHistoryEntry>
        ).data
          .filter((entry) => entry.source_type === 'work_order')
          .map((entry) => entry.source_id)
          .sort();
      expect(await ordersIn(reception)).toEqual([mine.id, theirs.id, nobodys.id].sort());
      expect(await ordersIn(mechanic)).toEqual([mine.id]);
    });

    it('follows its customer and vehicle: a rename, a plate correction and a merge', async () => {
      const { customer, vehicle } = await customerWithVehicle('Antiguo');
      const order = (
        await api
          .http()
          .post('/api/work-orders')
          .set(as(reception))
          .send({ title: 'Revisión', customer_id: customer.id, vehicle_id: vehicle.id })
          .expect(201)
      ).body.data as WorkOrderDetail;
      const found = async (text: string) =>
        (
          (
            await api
              .http()
              .get('/api/work-orders')
              .query({ search: text })
              .set(as(office))
              .expect(200)
          ).body.data as Paginated<WorkOrderSummary>
        ).data.map((o) => o.id);
      const renamed = `Renombrado${freshWord(6)}`;
      const current = (await api.http().get(`/api/customers/${customer.id}`).set(as(reception)))
        .body.data;
      await api
        .http()
        .put(`/api/customers/${customer.id}`)
        .set(as(reception))
        .send({ type: 'person', first_name: 'Íñigo', last_name: renamed, version: current.version })
        .expect(200);
      const plate = freshPlate();
      const car = (await api.http().get(`/api/vehicles/${vehicle.id}`).set(as(reception))).body
        .data;
      await api
        .http()
        .put(`/api/vehicles/${vehicle.id}`)
        .set(as(reception))
        .send({
          license_plate: plate,
          make: car.make,
          model: 'Modelo corregido',
          customer_id: customer.id,
          version: car.version,
        })
        .expect(200);
      await api.app.get(EventPublisher).drain();
      expect(await found(renamed)).toEqual([order.id]);
      expect(await found(plate.replace(' ', ''))).toEqual([order.id]);
      // The list and the detail show the new name, plate and model.
      const shown = await get(order.id);
      expect(shown).toMatchObject({
        customer_name: `Íñigo ${renamed}`,
        license_plate: plate,
        model: 'Modelo corregido',
      });

      const kept = (
        await api
          .http()
          .post('/api/customers')
          .set(as(reception))
          .send({ type: 'person', first_name: 'Íñigo', last_name: `Definitivo${freshWord(6)}` })
          .expect(201)
      ).body.data as { id: string };
      await api
        .http()
        .post(`/api/customers/${kept.id}/merge`)
        .set(as(manager))
        .send({ source_id: customer.id })
        .expect(201);
      await api.app.get(EventPublisher).drain();
      const moved = await get(order.id);
      expect(moved.customer_id).toBe(kept.id);
      expect(moved.customer_name).toMatch(/^Íñigo Definitivo/);
    });

    it('keeps a customer with orders and a car being worked on from being deleted', async () => {
      const { customer } = await customerWithVehicle();
      const order = (
        await api
          .http()
          .post('/api/work-orders')
          .set(as(reception))
          .send({ title: 'Sin coche', customer_id: customer.id })
          .expect(201)
      ).body.data as WorkOrderDetail;
      // Without vehicles, only the order keeps the customer.
      const vehicles = (
        await api.http().get(`/api/vehicles?customer_id=${customer.id}`).set(as(reception))
      ).body.data.data as { id: string }[];
      for (const vehicle of vehicles) {
        await api.http().delete(`/api/vehicles/${vehicle.id}`).set(as(manager)).expect(200);
      }
      const refused = await api.http().delete(`/api/customers/${customer.id}`).set(as(manager));
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/1 orden de trabajo|historial/);

      const busy = await createOrder();
      const car = await api
        .http()
        .delete(`/api/vehicles/${busy.vehicle_id}`)
        .set(as(manager))
        .expect(409);
      expect(car.body.message).toBe(
        'No se puede eliminar el vehículo: tiene 1 orden de trabajo sin terminar. Complétalas o cancélalas antes.',
      );
      await move(busy.id, 'cancelled').expect(200);
      await api.http().delete(`/api/vehicles/${busy.vehicle_id}`).set(as(manager)).expect(200);
      // The refused customer is still there, with their order.
      await api.http().get(`/api/customers/${customer.id}`).set(as(reception)).expect(200);
      expect((await get(order.id)).customer_id).toBe(customer.id);
    });

    it('prints the repair order as a PDF', async () => {
      const order = await createOrder();
      const res = await api
        .http()
        .get(`/api/work-orders/${order.id}/pdf`)
        .set(as(reception))
        .buffer(true)
        .parse((response, callback) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => callback(null, Buffer.concat(chunks)));
        })
        .expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `inline; filename="orden-reparacion-${order.number}.pdf"`,
      );
      const pdf = res.body as Buffer;
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdfTitle(pdf)).toBe(`Orden de reparación ${order.number}`);
      await api.http().get(`/api/work-orders/${order.id}/pdf`).expect(401);
    });
  });
});

describe('Work-order events: relay after a crash, realtime push', () => {
  let api: TestApi;
  let reception: string;
  const sockets: Socket[] = [];
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.getConnection().execute(query, params) as Promise<T>;

  beforeAll(async () => {
    api = await startTestApi({ listen: true });
    reception = (await loginAs(api.app, await createTestUser(api.app, { roles: ['recepcion'] })))
      .token;
  });
  afterAll(async () => {
    sockets.forEach((socket) => socket.disconnect());
    await api.close();
  });

  const newOrder = () => openFleetOrder(api, reception);

  it('delivers an event a crash left unpublished through the relay, exactly once in effect', async () => {
    const order = await newOrder();
    await api.app.get(EventPublisher).drain();
    // What a process that committed and died before publishing leaves behind: the event
    // unpublished, no deliveries, no read model.
    const [event] = await sql<{ id: string }[]>(
      `update domain_event set published_at = null, occurred_at = now() - interval '1 minute'
        where aggregate_id = ? and type = 'WorkOrderCreated' returning id`,
      [order.id],
    );
    await sql('delete from event_delivery where event_id = ?', [event.id]);
    await sql(`delete from vehicle_history_entry where source_id = ?`, [order.id]);
    const relay = api.app.get(OutboxRelay);
    await relay.relayOnce();
    await relay.relayOnce();
    const entries = await sql<{ kind: string }[]>(
      'select kind from vehicle_history_entry where source_id = ?',
      [order.id],
    );
    expect(entries).toEqual([{ kind: 'work_order' }]);
    const deliveries = await sql<{ subscriber: string; status: string; attempts: number }[]>(
      'select subscriber, status, attempts from event_delivery where event_id = ? order by subscriber',
      [event.id],
    );
    expect(deliveries).toEqual([
      // Inventory follows every order (an order without catalogue parts costs it one read).
      { subscriber: 'inventory.work-order-stock', status: 'succeeded', attempts: 1 },
      { subscriber: 'vehicles.work-order-history', status: 'succeeded', attempts: 1 },
      { subscriber: 'work-orders.realtime', status: 'succeeded', attempts: 1 },
      { subscriber: 'work-orders.statistics', status: 'succeeded', attempts: 1 },
    ]);
  });

  it('pushes work_order.changed to the readers of orders', async () => {
    const socket = io(`${api.url}${REALTIME_NAMESPACE}`, {
      path: REALTIME_PATH,
      transports: ['websocket'],
      auth: { token: reception },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    const rooms = await new Promise<string[]>((resolve, reject) => {
      socket.once('realtime.ready', (payload: { rooms: string[] }) => resolve(payload.rooms));
      socket.once('connect_error', reject);
    });
    expect(rooms).toContain('work-orders');
    const received: WorkOrderChangedPayload[] = [];
    socket.on('work_order.changed', (payload: WorkOrderChangedPayload) => received.push(payload));
    const order = await newOrder();
    await api.app.get(EventPublisher).drain();
    await new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const check = () => {
        if (received.some((p) => p.id === order.id)) return resolve();
        if (Date.now() - started > 10_000) return reject(new Error('no work_order.changed push'));
        setTimeout(check, 50);
      };
      check();
    });
    expect(received.find((p) => p.id === order.id)).toEqual({
      id: order.id,
      number: order.number,
      status: 'open',
      version: expect.any(Number),
      event: 'WorkOrderCreated',
      deleted: false,
    });
  });
});

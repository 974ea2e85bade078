import { createHash, randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import {
  type AppointmentView,
  type CustomerReceiptListItem,
  type CustomerReceiptView,
  type Paginated,
  type WorkOrderDetail,
  addDays,
  localDate,
  localInstant,
} from '../../libs/contracts/src';
import { MISSING_ID, freshPlate, freshWord, binaryBody } from './support/fixtures';
import { type TestUser, createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';

/** A 1×1 PNG: the smallest honest signature image. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const SIGNATURE = {
  strokes: [
    {
      points: [
        { x: 10, y: 10, time: 1 },
        { x: 40, y: 22, time: 30 },
      ],
    },
  ],
  png: `data:image/png;base64,${PNG_BASE64}`,
  signer_name: 'Marta Recepción',
};
const PNG_BYTES = Buffer.from(PNG_BASE64, 'base64');

/** /api/customer-receipts through the real HTTP pipeline (issue 19: reception and delivery). */
describe('Vehicle reception and deposit receipts (/api/customer-receipts)', () => {
  let api: TestApi;
  let admin: string;
  let reception: string;
  let mechanic: string;
  let customer: { id: string; name: string };
  let vehicle: { id: string; plate: string };
  let strangersVehicle: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.fork().getConnection().execute(query, params) as Promise<T>;
  const tomorrow = () => addDays(localDate(new Date()), 1);

  const body = (extra: Record<string, unknown> = {}) => ({
    customer_id: customer.id,
    vehicle_id: vehicle.id,
    odometer_km: 120_500,
    fuel_level: 3,
    body_type: 'turismo',
    damages: [
      { id: randomUUID(), x: 0.2, y: 0.3, kind: 'scratch', note: 'Puerta delantera izquierda' },
      { id: randomUUID(), x: 0.7, y: 0.6, kind: 'dent', note: '' },
    ],
    belongings: 'Silla infantil',
    complaint: 'Ruido al frenar',
    requested_work: 'Revisar frenos delanteros',
    estimate: 'renounced',
    expected_delivery_date: tomorrow(),
    signature: SIGNATURE,
    ...extra,
  });

  async function receive(extra: Record<string, unknown> = {}): Promise<CustomerReceiptView> {
    return (
      await api
        .http()
        .post('/api/customer-receipts')
        .set(as(reception))
        .send(body(extra))
        .expect(201)
    ).body.data as CustomerReceiptView;
  }

  async function counts(): Promise<{ receipts: number; orders: number }> {
    const [row] = await sql<{ receipts: number; orders: number }[]>(
      `select (select count(*)::int from customer_receipt where vehicle_id = ?) as receipts,
              (select count(*)::int from work_order where vehicle_id = ?) as orders`,
      [vehicle.id, vehicle.id],
    );
    return row;
  }

  beforeAll(async () => {
    api = await startTestApi();
    const token = async (user: TestUser) => (await loginAs(api.app, user)).token;
    admin = await token(await createTestUser(api.app, { roles: ['administrador'] }));
    reception = await token(await createTestUser(api.app, { roles: ['recepcion'] }));
    mechanic = await token(await createTestUser(api.app, { roles: ['mecanico'], employee: true }));
    const name = `Ana ${freshWord()}`;
    customer = {
      name,
      id: (
        await api
          .http()
          .post('/api/customers')
          .set(as(reception))
          .send({
            type: 'person',
            first_name: name,
            last_name: 'Recepción',
            email: `${freshWord()}@example.com`,
          })
          .expect(201)
      ).body.data.id,
    };
    const plate = freshPlate();
    vehicle = {
      plate,
      id: (
        await api
          .http()
          .post('/api/vehicles')
          .set(as(reception))
          .send({
            license_plate: plate,
            make: 'Seat',
            model: 'Ibiza',
            customer_id: customer.id,
            odometer_km: 120_000,
          })
          .expect(201)
      ).body.data.id,
    };
    const stranger = (
      await api
        .http()
        .post('/api/customers')
        .set(as(reception))
        .send({ type: 'company', company_name: `Otra ${freshWord()} SL` })
        .expect(201)
    ).body.data.id as string;
    strangersVehicle = (
      await api
        .http()
        .post('/api/vehicles')
        .set(as(reception))
        .send({
          license_plate: freshPlate(),
          make: 'Renault',
          model: 'Clio',
          customer_id: stranger,
        })
        .expect(201)
    ).body.data.id;
  });
  afterAll(() => api.close());

  it('receives a car: the receipt, its work order and the signed resguardo, at once', async () => {
    const receipt = await receive();
    expect(receipt.number).toMatch(/^R-\d{4}-\d{5}$/);
    expect(receipt).toMatchObject({
      status: 'received',
      customer_name: expect.stringContaining(customer.name),
      license_plate: vehicle.plate,
      odometer_km: 120_500,
      fuel_level: 3,
      estimate: 'renounced',
      signer_name: 'Marta Recepción',
    });
    expect(receipt.damages).toHaveLength(2);
    expect(receipt.document_sha256).toMatch(/^[0-9a-f]{64}$/);

    const order = (
      await api
        .http()
        .get(`/api/work-orders/${receipt.work_order_id}`)
        .set(as(reception))
        .expect(200)
    ).body.data as WorkOrderDetail;
    expect(order).toMatchObject({
      number: receipt.work_order_number,
      vehicle_id: vehicle.id,
      complaint: 'Ruido al frenar',
      requested_work: 'Revisar frenos delanteros',
      odometer_in_km: 120_500,
      estimate_decision: 'renounced',
      estimate_channel: 'signed_document',
    });

    const pdf = await api
      .http()
      .get(`/api/customer-receipts/${receipt.id}/pdf`)
      .set(as(reception))
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const bytes = pdf.body as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(receipt.document_sha256);

    const drawn = await api
      .http()
      .get(`/api/customer-receipts/${receipt.id}/signature`)
      .set(as(reception))
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(drawn.headers['content-type']).toBe('image/png');
    expect(drawn.body as Buffer).toEqual(PNG_BYTES);

    // The vehicle's odometer follows (after the commit, through the event).
    let km: number | null = null;
    for (let i = 0; i < 50 && km !== 120_500; i++) {
      km = (await api.http().get(`/api/vehicles/${vehicle.id}`).set(as(reception))).body.data
        .odometer_km as number;
      if (km !== 120_500) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(km).toBe(120_500);
  });

  it('refuses a lower odometer unless confirmed, a missing signature, another customer’s car', async () => {
    const before = await counts();
    const lower = await api
      .http()
      .post('/api/customer-receipts')
      .set(as(reception))
      .send(body({ odometer_km: 100 }))
      .expect(400);
    expect(lower.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'odometer_km', code: 'odometer_lower' }),
      ]),
    );
    expect(lower.body.details[0].message).toContain('menor que la última lectura');
    const unsigned = await api
      .http()
      .post('/api/customer-receipts')
      .set(as(reception))
      .send(body({ signature: { ...SIGNATURE, strokes: [] } }))
      .expect(400);
    expect(unsigned.body.details[0].message).toBe('Falta la firma del cliente.');
    const fakePng = await api
      .http()
      .post('/api/customer-receipts')
      .set(as(reception))
      .send(
        body({
          signature: {
            ...SIGNATURE,
            png: `data:image/png;base64,${Buffer.from('hola').toString('base64')}`,
          },
        }),
      )
      .expect(400);
    expect(fakePng.body.details[0].field).toBe('signature.png');
    const stranger = await api
      .http()
      .post('/api/customer-receipts')
      .set(as(reception))
      .send(body({ vehicle_id: strangersVehicle }))
      .expect(400);
    expect(stranger.body.details[0]).toMatchObject({
      field: 'vehicle_id',
      code: 'vehicle_not_owned',
    });
    const past = await api
      .http()
      .post('/api/customer-receipts')
      .set(as(reception))
      .send(body({ expected_delivery_date: addDays(localDate(new Date()), -1) }))
      .expect(400);
    expect(past.body.details[0].field).toBe('expected_delivery_date');
    const shapes = await api
      .http()
      .post('/api/customer-receipts')
      .set(as(reception))
      .send(body({ fuel_level: 'lleno', body_type: 'camion', damages: [{ id: 'x' }] }))
      .expect(400);
    const fields = (shapes.body.details as { field: string }[]).map((d) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['fuel_level', 'body_type']));
    expect(await counts()).toEqual(before);

    // Confirmed, a lower figure is received (the vehicle's odometer is not lowered).
    const confirmed = await receive({ odometer_km: 119_000, odometer_confirmed_lower: true });
    expect(confirmed.odometer_km).toBe(119_000);
  });

  it('a failure in the middle leaves neither the receipt nor its work order', async () => {
    const before = await counts();
    const [{ last }] = await sql<{ last: number | null }[]>(
      'select max(last_number) as last from customer_receipt_counter',
    );
    // The receipt's own insert fails after the work order was written in the same transaction.
    await sql(`create or replace function test_refuse_receipt() returns trigger language plpgsql as $$
               begin if new.complaint = 'FALLO-PRUEBA' then raise exception 'fallo de prueba'; end if;
               return new; end $$`);
    await sql(`create trigger test_refuse_receipt before insert on customer_receipt
               for each row execute function test_refuse_receipt()`);
    try {
      await api
        .http()
        .post('/api/customer-receipts')
        .set(as(reception))
        .send(body({ complaint: 'FALLO-PRUEBA' }))
        .expect(500);
    } finally {
      await sql('drop trigger test_refuse_receipt on customer_receipt');
      await sql('drop function test_refuse_receipt()');
    }
    expect(await counts()).toEqual(before);
    const [{ after }] = await sql<{ after: number | null }[]>(
      'select max(last_number) as after from customer_receipt_counter',
    );
    expect(after).toBe(last);
  });

  it('links the vehicle’s open order instead of opening another, never a closed one', async () => {
    const order = (
      await api
        .http()
        .post('/api/work-orders')
        .set(as(reception))
        .send({ title: 'Revisión pendiente', customer_id: customer.id, vehicle_id: vehicle.id })
        .expect(201)
    ).body.data as WorkOrderDetail;
    const before = await counts();
    const linked = await receive({ work_order_id: order.id, estimate: 'wanted' });
    expect(linked).toMatchObject({ work_order_id: order.id, work_order_number: order.number });
    expect((await counts()).orders).toBe(before.orders);
    const updated = (
      await api.http().get(`/api/work-orders/${order.id}`).set(as(reception)).expect(200)
    ).body.data as WorkOrderDetail;
    expect(updated).toMatchObject({
      odometer_in_km: 120_500,
      complaint: 'Ruido al frenar',
      estimate_decision: null,
    });

    const [{ id: closedId }] = await sql<{ id: string }[]>(
      `insert into work_order (id, title, customer_id, vehicle_id, status, created_by, customer_name)
       values (gen_random_uuid(), 'Cerrada', ?, ?, 'cancelled', null, 'x') returning id`,
      [customer.id, vehicle.id],
    );
    const closed = await api
      .http()
      .post('/api/customer-receipts')
      .set(as(reception))
      .send(body({ work_order_id: closedId }))
      .expect(400);
    expect(closed.body.details[0]).toMatchObject({ field: 'work_order_id', code: 'order_closed' });
  });

  it('numbers receptions made at once correlatively, with no gap and no repeat', async () => {
    const made = await Promise.all(Array.from({ length: 6 }, () => receive()));
    const numbers = made.map((r) => Number(r.number.slice(-5))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(6);
    expect(numbers[5] - numbers[0]).toBe(5);
  });

  it('receives a booking: the appointment is checked in with the car, completed with its delivery', async () => {
    const [{ id: serviceTypeId }] = await sql<{ id: string }[]>(
      `insert into service_type (id, code, name, duration_minutes, sort_order)
       values (gen_random_uuid(), ?, 'Revisión recepción', 30, 99) returning id`,
      [`rec_${freshWord()}`],
    );
    const start = localInstant(addDays(localDate(new Date()), 3), 10 * 60).toISOString();
    const booking = (
      await api
        .http()
        .post('/api/appointments')
        .set(as(admin))
        .send({
          customer_id: customer.id,
          vehicle_id: vehicle.id,
          service_type_id: serviceTypeId,
          channel: 'phone',
          starts_at: start,
          override: true,
        })
        .expect(201)
    ).body.data as AppointmentView;
    const receipt = await receive({ appointment_id: booking.id });
    expect(receipt.appointment_id).toBe(booking.id);
    const after = (
      await api.http().get(`/api/appointments/${booking.id}`).set(as(reception)).expect(200)
    ).body.data as AppointmentView;
    expect(after.status).toBe('checked_in');

    // Handing the car back ends the visit.
    await api
      .http()
      .post(`/api/customer-receipts/${receipt.id}/deliver`)
      .set(as(reception))
      .send({ odometer_km: 120_500, signature: SIGNATURE })
      .expect(200);
    const done = (
      await api.http().get(`/api/appointments/${booking.id}`).set(as(reception)).expect(200)
    ).body.data as AppointmentView;
    expect(done.status).toBe('completed');
  });

  it('takes photos checked by content, not by name', async () => {
    const receipt = await receive();
    const photo = await api
      .http()
      .post(`/api/customer-receipts/${receipt.id}/photos`)
      .set(as(reception))
      .field('damage_id', receipt.damages[0].id)
      .attach('file', PNG_BYTES, { filename: 'golpe.png', contentType: 'image/png' })
      .expect(201);
    expect(photo.body.data).toMatchObject({
      damage_id: receipt.damages[0].id,
      content_type: 'image/png',
      size_bytes: PNG_BYTES.length,
    });
    const served = await api
      .http()
      .get(`/api/customer-receipts/${receipt.id}/photos/${photo.body.data.id}`)
      .set(as(reception))
      .expect(200);
    expect(served.headers['content-type']).toBe('image/png');

    const disguised = await api
      .http()
      .post(`/api/customer-receipts/${receipt.id}/photos`)
      .set(as(reception))
      .attach('file', Buffer.from('#!/bin/sh\necho hola\n'), {
        filename: 'foto.jpg',
        contentType: 'image/jpeg',
      })
      .expect(400);
    expect(disguised.body.message).toBeDefined();
    expect(disguised.body.details[0].message).toBe('El archivo no es una imagen JPEG, PNG o WebP.');
    const huge = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff]),
      Buffer.alloc(8 * 1024 * 1024 + 10),
    ]);
    await api
      .http()
      .post(`/api/customer-receipts/${receipt.id}/photos`)
      .set(as(reception))
      .attach('file', huge, { filename: 'enorme.jpg', contentType: 'image/jpeg' })
      .expect(413);
    await api
      .http()
      .post(`/api/customer-receipts/${receipt.id}/photos`)
      .set(as(reception))
      .send({ file: 'no' })
      .expect(400);
    const detail = (
      await api.http().get(`/api/customer-receipts/${receipt.id}`).set(as(reception)).expect(200)
    ).body.data as CustomerReceiptView;
    expect(detail.photos).toHaveLength(1);
  });

  // Delivered with the km it came in with: the vehicle's odometer (which follows the delivery)
  // stays where the other cases' receptions read it.
  it('marks the car ready (storage clock) and delivers it with a signed record', async () => {
    const receipt = await receive();
    const ready = (
      await api
        .http()
        .post(`/api/customer-receipts/${receipt.id}/ready`)
        .set(as(reception))
        .expect(200)
    ).body.data as CustomerReceiptView;
    expect(ready.status).toBe('ready');
    expect(ready.ready_at).not.toBeNull();
    expect(ready.storage_charged_from! > localDate(new Date())).toBe(true);
    await api
      .http()
      .post(`/api/customer-receipts/${receipt.id}/ready`)
      .set(as(reception))
      .expect(409);

    const lower = await api
      .http()
      .post(`/api/customer-receipts/${receipt.id}/deliver`)
      .set(as(reception))
      .send({ odometer_km: 100, signature: SIGNATURE })
      .expect(400);
    expect(lower.body.details[0].field).toBe('odometer_km');
    await api
      .http()
      .post(`/api/customer-receipts/${receipt.id}/deliver`)
      .set(as(reception))
      .send({ odometer_km: 120_500 })
      .expect(400);
    const delivered = (
      await api
        .http()
        .post(`/api/customer-receipts/${receipt.id}/deliver`)
        .set(as(reception))
        .send({ odometer_km: 120_500, signature: SIGNATURE, notes: 'Entrega sin incidencias' })
        .expect(200)
    ).body.data as CustomerReceiptView;
    expect(delivered).toMatchObject({
      status: 'delivered',
      delivery_odometer_km: 120_500,
      delivery_signer_name: 'Marta Recepción',
    });
    expect(delivered.delivery_document_sha256).toMatch(/^[0-9a-f]{64}$/);
    const record = await api
      .http()
      .get(`/api/customer-receipts/${receipt.id}/pdf`)
      .query({ kind: 'delivery' })
      .set(as(reception))
      .expect(200);
    expect(record.headers['content-disposition']).toContain(`entrega-${receipt.number}.pdf`);
    await api
      .http()
      .post(`/api/customer-receipts/${receipt.id}/deliver`)
      .set(as(reception))
      .send({ odometer_km: 120_500, signature: SIGNATURE })
      .expect(409);
    await api
      .http()
      .post(`/api/customer-receipts/${receipt.id}/ready`)
      .set(as(reception))
      .expect(409);
  });

  it('lists receipts newest first, by plate and by status', async () => {
    const receipt = await receive();
    const byPlate = (
      await api
        .http()
        .get('/api/customer-receipts')
        .query({ q: vehicle.plate.toLowerCase(), status: 'received', limit: 100 })
        .set(as(reception))
        .expect(200)
    ).body.data as Paginated<CustomerReceiptListItem>;
    expect(byPlate.data[0].id).toBe(receipt.id);
    expect(
      byPlate.data.every((r) => r.license_plate === vehicle.plate && r.status === 'received'),
    ).toBe(true);
    const byNumber = (
      await api
        .http()
        .get('/api/customer-receipts')
        .query({ q: receipt.number })
        .set(as(reception))
        .expect(200)
    ).body.data.data as CustomerReceiptListItem[];
    expect(byNumber.map((r) => r.id)).toEqual([receipt.id]);
    const bad = await api
      .http()
      .get('/api/customer-receipts')
      .query({ status: 'perdido', from: 'ayer' })
      .set(as(reception))
      .expect(400);
    expect((bad.body.details as { field: string }[]).map((d) => d.field)).toEqual(
      expect.arrayContaining(['status', 'from']),
    );
  });

  it('answers 401 without a session, 403 without the permission, 404 for unknown ids', async () => {
    await api.http().get('/api/customer-receipts').expect(401);
    await api.http().post('/api/customer-receipts').send(body()).expect(401);
    await api.http().get('/api/customer-receipts').set(as(mechanic)).expect(403);
    await api.http().post('/api/customer-receipts').set(as(mechanic)).send(body()).expect(403);
    await api
      .http()
      .post(`/api/customer-receipts/${MISSING_ID}/ready`)
      .set(as(mechanic))
      .expect(403);
    const send = `/api/customer-receipts/${MISSING_ID}/send`;
    await api.http().post(send).expect(401);
    await api.http().post(send).set(as(mechanic)).expect(403);
    await api.http().post(send).set(as(reception)).expect(404);
    await api
      .http()
      .get(`/api/customer-receipts/${MISSING_ID}/signature`)
      .set(as(mechanic))
      .expect(403);
    await api
      .http()
      .post(`/api/customer-receipts/${MISSING_ID}/photos`)
      .set(as(mechanic))
      .attach('file', PNG_BYTES, { filename: 'a.png', contentType: 'image/png' })
      .expect(403);
    for (const path of ['', '/pdf', '/signature', `/photos/${MISSING_ID}`]) {
      const missing = await api
        .http()
        .get(`/api/customer-receipts/${MISSING_ID}${path}`)
        .set(as(reception))
        .expect(404);
      expect(missing.body.message).toMatch(/no existe/);
    }
    await api
      .http()
      .post(`/api/customer-receipts/${MISSING_ID}/ready`)
      .set(as(reception))
      .expect(404);
    await api
      .http()
      .post(`/api/customer-receipts/${MISSING_ID}/deliver`)
      .set(as(reception))
      .send({ odometer_km: 1, signature: SIGNATURE })
      .expect(404);
    await api
      .http()
      .post(`/api/customer-receipts/${MISSING_ID}/photos`)
      .set(as(reception))
      .attach('file', PNG_BYTES, { filename: 'a.png', contentType: 'image/png' })
      .expect(404);
    await api
      .http()
      .post('/api/customer-receipts')
      .set(as(reception))
      .send(body({ customer_id: MISSING_ID }))
      .expect(404);
    await api.http().get('/api/customer-receipts/no-es-un-id').set(as(reception)).expect(400);
  });
});

import { MikroORM } from '@mikro-orm/core';
import { QueryBus } from '@nestjs/cqrs';
import { GetWorkOrderBillingQuery } from '../../libs/billing/src/queries/work-order-billing.query';
import { type InvoiceView } from '@px/contracts';
import { altaHuella, anulacionHuella } from '../../libs/billing/src/domain/verifactu/huella';
import {
  type RegistroAlta,
  type RegistroAnulacion,
} from '../../libs/billing/src/domain/verifactu/registration-record';
import { MISSING_ID, freshWord, validCif, binaryBody } from './support/fixtures';
import { createTestUser, loginAs } from './support/identity-factory';
import { type TestApi, startTestApi } from './support/test-api';
import { openFleetOrder } from './support/work-order-fixtures';

/** /api/invoices through the real HTTP pipeline, on a real database. */
describe('Billing: invoices, their numbers and their VERI*FACTU records', () => {
  let api: TestApi;
  let office: string;
  let mechanic: string;
  let workshopManager: string;
  let issuerNif: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.fork().getConnection().execute(query, params) as Promise<T>;

  const line = (fields: Record<string, unknown> = {}) => ({
    type: 'labor',
    description: 'Cambio de pastillas de freno',
    quantity: 1.5,
    unit_price_cents: 4_500,
    vat_percent: 21,
    ...fields,
  });
  const recipient = () => ({
    name: `Transportes ${freshWord()} S.L.`,
    tax_id: validCif(Math.floor(Math.random() * 1_000_000)),
    address: 'Calle Mayor 1, 28013 Madrid',
  });
  const draft = async (fields: Record<string, unknown> = {}): Promise<InvoiceView> =>
    (
      await api
        .http()
        .post('/api/invoices')
        .set(as(office))
        .send({ series: 'F', recipient: recipient(), lines: [line()], ...fields })
        .expect(201)
    ).body.data as InvoiceView;
  const issue = (id: string, body: Record<string, unknown> = {}) =>
    api.http().post(`/api/invoices/${id}/issue`).set(as(office)).send(body);
  /** The VERI*FACTU registration record stored for an issued invoice, parsed when it comes as text. */
  const altaOf = async (invoiceId: string): Promise<RegistroAlta> => {
    const [{ record }] = await sql<{ record: RegistroAlta | string }[]>(
      `select record from verifactu_record where invoice_id = ?`,
      [invoiceId],
    );
    return (typeof record === 'string' ? JSON.parse(record) : record) as RegistroAlta;
  };

  /** Every record of the issuer's chain, in order: each names the previous hash and hashes right. */
  const expectChainVerifies = async () => {
    const chain = await sql<
      {
        position: string;
        kind: 'alta' | 'anulacion';
        huella: string;
        previous_huella: string | null;
        record: RegistroAlta | RegistroAnulacion | string;
      }[]
    >(
      `select position, kind, huella, previous_huella, record from verifactu_record
        where issuer_tax_id = ? order by position`,
      [issuerNif],
    );
    expect(chain.length).toBeGreaterThan(0);
    chain.forEach((row, i) => {
      const record = typeof row.record === 'string' ? JSON.parse(row.record) : row.record;
      const previous = i === 0 ? null : chain[i - 1].huella;
      expect(Number(row.position)).toBe(i + 1);
      expect(row.previous_huella).toBe(previous);
      const expected =
        row.kind === 'alta'
          ? altaHuella({
              ...(record as RegistroAlta).IDFactura,
              TipoFactura: (record as RegistroAlta).TipoFactura,
              CuotaTotal: (record as RegistroAlta).CuotaTotal,
              ImporteTotal: (record as RegistroAlta).ImporteTotal,
              HuellaAnterior: previous ?? '',
              FechaHoraHusoGenRegistro: record.FechaHoraHusoGenRegistro,
            })
          : anulacionHuella({
              ...(record as RegistroAnulacion).IDFactura,
              HuellaAnterior: previous ?? '',
              FechaHoraHusoGenRegistro: record.FechaHoraHusoGenRegistro,
            });
      expect(row.huella).toBe(expected);
    });
  };

  beforeAll(async () => {
    api = await startTestApi();
    office = (await loginAs(api.app, await createTestUser(api.app, { roles: ['administracion'] })))
      .token;
    mechanic = (await loginAs(api.app, await createTestUser(api.app, { roles: ['mecanico'] })))
      .token;
    workshopManager = (
      await loginAs(api.app, await createTestUser(api.app, { roles: ['jefe_taller'] }))
    ).token;
    await sql(
      `insert into workshop (name, legal_name, nif, address_line, postal_code, city, province,
                             registry_number)
       values ('Taller PX', 'Taller de pruebas S.L.', 'B86561412', 'Calle Mayor 1', '28013',
               'Madrid', 'Madrid', 'RI-28-000001') on conflict do nothing`,
    );
    [{ nif: issuerNif }] = await sql<{ nif: string }[]>('select nif from workshop');
  });
  afterAll(() => api.close());

  it('drafts an invoice with VAT per rate, edits it at its version, and lists it', async () => {
    const created = await draft({
      lines: [
        line(),
        line({
          type: 'part',
          description: 'Pastillas delanteras',
          quantity: 1,
          unit_price_cents: 6_050,
          discount_percent: 10,
        }),
        line({
          type: 'fee',
          description: 'Tasa de residuos',
          quantity: 1,
          unit_price_cents: 300,
          vat_percent: 10,
        }),
      ],
    });
    // 1.5 × 45,00 = 67,50; 60,50 − 10 % = 54,45; 3,00 at 10 %.
    expect(created).toMatchObject({
      status: 'draft',
      number: null,
      issuer: null,
      base_cents: 12_495,
      vat_breakdown: [
        { vat_percent: 21, base_cents: 12_195, vat_cents: 2_561 },
        { vat_percent: 10, base_cents: 300, vat_cents: 30 },
      ],
      vat_cents: 2_591,
      total_cents: 15_086,
      payment_state: null,
      verifactu: null,
      version: 1,
    });
    expect(created.lines.map((l) => l.base_cents)).toEqual([6_750, 5_445, 300]);

    const edited = await api
      .http()
      .patch(`/api/invoices/${created.id}`)
      .set(as(office))
      .send({
        series: 'F',
        recipient: created.recipient,
        lines: [line({ quantity: 2 })],
        version: 1,
      })
      .expect(200);
    expect(edited.body.data).toMatchObject({ total_cents: 10_890, version: 2 });
    const stale = await api
      .http()
      .patch(`/api/invoices/${created.id}`)
      .set(as(office))
      .send({ series: 'F', lines: [line()], version: 1 })
      .expect(409);
    expect(stale.body.error).toBe('VERSION_CONFLICT');

    const listed = await api
      .http()
      .get('/api/invoices')
      .query({ status: 'draft', q: created.recipient.name })
      .set(as(office))
      .expect(200);
    expect(listed.body.data.data.map((i: { id: string }) => i.id)).toEqual([created.id]);
  });

  it("keeps the list's exact totals right after every write that changes them", async () => {
    const to = recipient();
    const total = async (query: Record<string, string>) =>
      (
        await api
          .http()
          .get('/api/invoices')
          .query({ q: to.name, ...query })
          .set(as(office))
          .expect(200)
      ).body.data.pagination.total as number;
    expect(await total({ status: 'draft' })).toBe(0);
    const created = await draft({ recipient: to });
    expect(await total({ status: 'draft' })).toBe(1);
    await issue(created.id).expect(200);
    expect(await total({ status: 'draft' })).toBe(0);
    expect(await total({ payment: 'pending' })).toBe(1);
    await api
      .http()
      .post(`/api/invoices/${created.id}/payments`)
      .set(as(office))
      .send({ amount_cents: created.total_cents, method: 'card' })
      .expect(201);
    expect(await total({ payment: 'pending' })).toBe(0);
    expect(await total({ payment: 'paid' })).toBe(1);
    expect(await total({})).toBe(1);
  });

  it('issues: the next number of the series, the workshop as issuer, a chained VERI*FACTU record, and never changes again', async () => {
    const invoice = await draft();
    const issued = (await issue(invoice.id, { version: 1 }).expect(200)).body.data as InvoiceView;
    const year = new Date().getFullYear();
    expect(issued.number).toMatch(new RegExp(`^F${year}-\\d{6}$`));
    expect(issued).toMatchObject({
      status: 'issued',
      issuer: { tax_id: issuerNif, registry_number: 'RI-28-000001' },
      payment_state: 'pending',
      balance_cents: issued.total_cents,
      verifactu: {
        kind: 'alta',
        status: 'pending',
        huella: expect.stringMatching(/^[0-9A-F]{64}$/),
      },
    });
    expect(issued.verifactu?.generated_at).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0[12]:00$/,
    );
    expect(issued.verifactu?.qr_url).toContain(`numserie=${issued.number}`);

    // The PDF carries the VERI*FACTU QR (an image) once issued; a draft prints without it.
    const pdf = await api
      .http()
      .get(`/api/invoices/${invoice.id}/pdf`)
      .set(as(office))
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`${issued.number}.pdf`);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((pdf.body as Buffer).toString('latin1')).toContain('/Subtype /Image');
    const draftPdf = await api
      .http()
      .get(`/api/invoices/${(await draft()).id}/pdf`)
      .set(as(office))
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect((draftPdf.body as Buffer).toString('latin1')).not.toContain('/Subtype /Image');
    await api.http().get(`/api/invoices/${MISSING_ID}/pdf`).set(as(office)).expect(404);
    await api.http().get(`/api/invoices/${invoice.id}/pdf`).set(as(mechanic)).expect(403);

    // The API refuses, and so does the database.
    const again = await issue(invoice.id).expect(409);
    expect(again.body.message).toBe('La factura ya está en ese estado.');
    const edit = await api
      .http()
      .patch(`/api/invoices/${invoice.id}`)
      .set(as(office))
      .send({ series: 'F', lines: [line()], version: issued.version })
      .expect(409);
    expect(edit.body.message).toBe(
      'Una factura emitida no se puede modificar: emite una factura rectificativa.',
    );
    await expect(
      sql(`update invoice set total_cents = 1 where id = ?`, [invoice.id]),
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      sql(`update invoice_line set description = 'x' where invoice_id = ?`, [invoice.id]),
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      sql(`update verifactu_record set huella = repeat('0', 64) where invoice_id = ?`, [
        invoice.id,
      ]),
    ).rejects.toThrow(/append-only/);
  });

  it('refuses to issue what the law does not allow, writing nothing (400 with the fields)', async () => {
    const counter = async () =>
      (
        await sql<{ n: number }[]>(
          `select coalesce(max(last_number), 0) as n from invoice_counter where series = 'S'`,
        )
      )[0].n;
    const before = await counter();
    const noNif = await draft({ recipient: { name: 'Ana López', tax_id: null, address: null } });
    const refused = await issue(noNif.id).expect(400);
    expect(refused.body.details).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          field: 'recipient.tax_id',
          message: 'Indica el NIF del cliente.',
        }),
      ]),
    );
    // A simplified invoice (ticket) goes up to 400 € VAT included, without a recipient.
    const ticket = await draft({
      series: 'S',
      recipient: null,
      lines: [line({ quantity: 1, unit_price_cents: 33_100 })], // 400,51 € with VAT
    });
    const over = await issue(ticket.id).expect(400);
    expect(over.body.details[0]).toMatchObject({
      field: 'total_cents',
      message:
        'Una factura simplificada no puede superar 400,00 € IVA incluido: emite una factura ordinaria (serie F).',
    });
    expect(await counter()).toBe(before);
    const [{ records }] = await sql<{ records: number }[]>(
      'select count(*)::int as records from verifactu_record where invoice_id in (?, ?)',
      [noNif.id, ticket.id],
    );
    expect(records).toBe(0);

    const small = await draft({
      series: 'S',
      recipient: null,
      lines: [line({ quantity: 1, unit_price_cents: 33_057 })],
    });
    const issued = (await issue(small.id).expect(200)).body.data as InvoiceView;
    expect(issued).toMatchObject({
      total_cents: 39_999,
      number: expect.stringMatching(/^S\d{4}-\d{6}$/),
    });
  });

  it('100 parallel issues in one series: 100 consecutive numbers and a chain whose hashes verify from the first', async () => {
    const drafts = await Promise.all(Array.from({ length: 100 }, () => draft()));
    const answers = await Promise.all(drafts.map((d) => issue(d.id)));
    expect(answers.map((a) => a.status)).toEqual(Array(100).fill(200));
    const sequences = answers
      .map((a) => Number((a.body.data as InvoiceView).number!.slice(-6)))
      .sort((x, y) => x - y);
    expect(new Set(sequences).size).toBe(100);
    expect(sequences[99] - sequences[0]).toBe(99);

    await expectChainVerifies();
  });

  it("writes the chain's first record in a transaction and the next ones in one statement: the same record either way", async () => {
    // The chain's first record (this run's first issue) went through issueDraft's transaction;
    // these two go through the one statement whose Huella PostgreSQL computes.
    const first = (await issue((await draft()).id).expect(200)).body.data as InvoiceView;
    const second = (await issue((await draft()).id).expect(200)).body.data as InvoiceView;
    const [firstRecord, secondRecord] = [await altaOf(first.id), await altaOf(second.id)];
    const [{ record: opening }] = await sql<{ record: RegistroAlta }[]>(
      'select record from verifactu_record where issuer_tax_id = ? and position = 1',
      [issuerNif],
    );
    const aeatDate = (date: string) => date.split('-').reverse().join('-');

    expect(opening.Encadenamiento).toEqual({ PrimerRegistro: 'S' });
    expect(Object.keys(secondRecord).sort()).toEqual(Object.keys(opening).sort());
    expect(secondRecord).toMatchObject({
      IDFactura: {
        IDEmisorFactura: issuerNif,
        NumSerieFactura: second.number,
        FechaExpedicionFactura: aeatDate(second.issue_date!),
      },
      Encadenamiento: {
        RegistroAnterior: {
          IDEmisorFactura: issuerNif,
          NumSerieFactura: first.number,
          FechaExpedicionFactura: aeatDate(first.issue_date!),
          Huella: firstRecord.Huella,
        },
      },
      Huella: second.verifactu!.huella,
      FechaHoraHusoGenRegistro: second.verifactu!.generated_at,
    });
    expect(secondRecord.Huella).toBe(
      altaHuella({
        ...secondRecord.IDFactura,
        TipoFactura: secondRecord.TipoFactura,
        CuotaTotal: secondRecord.CuotaTotal,
        ImporteTotal: secondRecord.ImporteTotal,
        HuellaAnterior: firstRecord.Huella,
        FechaHoraHusoGenRegistro: secondRecord.FechaHoraHusoGenRegistro,
      }),
    );
    const [chain] = await sql<{ last_invoice_number: string; last_huella: string }[]>(
      'select last_invoice_number, last_huella from verifactu_chain where issuer_tax_id = ?',
      [issuerNif],
    );
    expect(chain).toEqual({ last_invoice_number: second.number, last_huella: secondRecord.Huella });
    // Its outbox event carries the number the statement drew.
    const [event] = await sql<{ payload: { number: string } }[]>(
      `select payload from domain_event where type = 'InvoiceIssued' and aggregate_id = ?`,
      [second.id],
    );
    expect(event.payload.number).toBe(second.number);
  });

  it('takes payments: half, then the rest; never more than owed, even from two desks at once', async () => {
    const invoice = await draft({ lines: [line({ quantity: 2, unit_price_cents: 10_000 })] }); // 242,00 €
    const pay = (body: Record<string, unknown>, id = invoice.id) =>
      api.http().post(`/api/invoices/${id}/payments`).set(as(office)).send(body);
    const early = await pay({ amount_cents: 100, method: 'card' }).expect(409);
    expect(early.body.message).toBe('Emite la factura antes de registrar un cobro.');
    await issue(invoice.id).expect(200);

    const half = (
      await pay({ amount_cents: 12_100, method: 'bizum', reference: 'BZ-1' }).expect(201)
    ).body.data as InvoiceView;
    expect(half).toMatchObject({
      paid_cents: 12_100,
      balance_cents: 12_100,
      payment_state: 'pending',
    });
    expect(half.payments).toEqual([
      expect.objectContaining({ amount_cents: 12_100, method: 'bizum', reference: 'BZ-1' }),
    ]);
    const tooMuch = await pay({ amount_cents: 12_101, method: 'card' }).expect(400);
    expect(tooMuch.body.details[0]).toMatchObject({
      field: 'amount_cents',
      message: 'El cobro supera lo pendiente (121,00 €): registra como mucho ese importe.',
    });
    // Two desks cash the rest at the same moment: one is taken, the other finds nothing owed.
    const both = await Promise.all([
      pay({ amount_cents: 12_100, method: 'card' }),
      pay({ amount_cents: 12_100, method: 'transfer' }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const paid = (await api.http().get(`/api/invoices/${invoice.id}`).set(as(office)).expect(200))
      .body.data as InvoiceView;
    expect(paid).toMatchObject({ paid_cents: 24_200, balance_cents: 0, payment_state: 'paid' });
    expect(paid.payments).toHaveLength(2);
    const settled = await pay({ amount_cents: 1, method: 'card' }).expect(409);
    expect(settled.body.message).toBe('La factura ya está cobrada: no queda nada pendiente.');

    // Each payment has its receipt (PDF); a payment of another invoice is not found here.
    const receipt = (paymentId: string, id = invoice.id, token = office) =>
      api
        .http()
        .get(`/api/invoices/${id}/payments/${paymentId}/receipt`)
        .set(as(token))
        .buffer(true)
        .parse(binaryBody);
    const second = await receipt(paid.payments[1].id).expect(200);
    expect(second.headers['content-type']).toBe('application/pdf');
    expect(second.headers['content-disposition']).toContain(`recibo-${paid.number}-2.pdf`);
    expect((second.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    await receipt(MISSING_ID).expect(404);
    await receipt(paid.payments[0].id, MISSING_ID).expect(404);
    await receipt(paid.payments[0].id, invoice.id, mechanic).expect(403);
    await api
      .http()
      .get(`/api/invoices/${invoice.id}/payments/${paid.payments[0].id}/receipt`)
      .expect(401);
    await receipt('no-es-un-id').expect(400);

    const listed = await api
      .http()
      .get('/api/invoices')
      .query({ payment: 'paid', q: invoice.recipient.name })
      .set(as(office))
      .expect(200);
    expect(listed.body.data.data).toEqual([
      expect.objectContaining({ id: invoice.id, payment_state: 'paid', balance_cents: 0 }),
    ]);

    // Cash is refused from 1,000 € (Ley 7/2012); bad shapes are 400s; 401, 403, 404.
    const big = await draft({ lines: [line({ quantity: 10, unit_price_cents: 10_000 })] });
    await issue(big.id).expect(200);
    const cash = await pay({ amount_cents: 100, method: 'cash' }, big.id).expect(400);
    expect(cash.body.details[0].field).toBe('method');
    const shape = await pay({ amount_cents: 'x', method: 'cheque' }, big.id).expect(400);
    expect(shape.body.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['amount_cents', 'method']),
    );
    await api.http().post(`/api/invoices/${big.id}/payments`).send({}).expect(401);
    await api
      .http()
      .post(`/api/invoices/${big.id}/payments`)
      .set(as(mechanic))
      .send({ amount_cents: 1, method: 'card' })
      .expect(403);
    await pay({ amount_cents: 1, method: 'card' }, MISSING_ID).expect(404);
  });

  it("invoices a completed work order's lines once: a part now, the rest later, never twice", async () => {
    const order = await openFleetOrder(api, workshopManager, {
      estimate_decision: 'renounced',
      odometer_in_km: 50,
    });
    const addLine = async (name: string, unit: number, vat = 21) =>
      (
        await api
          .http()
          .post('/api/work-order-items')
          .set(as(workshopManager))
          .send({
            work_order_id: order.id,
            type: 'fee',
            name,
            quantity: 1,
            unit_price_cents: unit,
            vat_percent: vat,
          })
          .expect(201)
      ).body.data.id as string;
    const diagnosis = await addLine('Diagnosis con máquina', 3_500);
    await addLine('Tasa de residuos', 300, 10);
    const fromOrder = (body: Record<string, unknown>) =>
      api.http().post('/api/invoices/from-work-order').set(as(office)).send(body);

    const notDone = await fromOrder({ work_order_id: order.id }).expect(409);
    expect(notDone.body.message).toBe(
      'Solo se facturan órdenes terminadas: termina la orden antes.',
    );
    for (const status of ['in_progress', 'completed']) {
      await api
        .http()
        .post(`/api/work-orders/${order.id}/status`)
        .set(as(workshopManager))
        .send({ status, odometer_out_km: 1000 })
        .expect(200);
    }

    const first = (
      await fromOrder({ work_order_id: order.id, line_ids: [diagnosis], series: 'S' }).expect(201)
    ).body.data as InvoiceView;
    expect(first).toMatchObject({
      status: 'draft',
      work_order_id: order.id,
      customer_id: order.customer_id,
      recipient: { name: order.customer_name },
      total_cents: 4_235,
      notes: expect.stringContaining(order.number),
    });
    expect(first.lines.map((l) => l.description)).toEqual(['Diagnosis con máquina']);
    const rest = (await fromOrder({ work_order_id: order.id }).expect(201)).body
      .data as InvoiceView;
    expect(rest.lines.map((l) => [l.description, l.vat_percent])).toEqual([
      ['Tasa de residuos', 10],
    ]);
    const twice = await fromOrder({ work_order_id: order.id }).expect(409);
    expect(twice.body.message).toBe(`La orden ${order.number} ya está facturada.`);

    // What the delivery record says of the order's money: drafts do not count; issued and owed;
    // paid; a credit by differences nets what is owed.
    const billing = () =>
      api.app.get(QueryBus).execute(new GetWorkOrderBillingQuery(order.id)) as Promise<{
        state: string;
        label: string;
      }>;
    expect(await billing()).toEqual({ state: 'not_invoiced', label: 'Pendiente de facturación' });
    const issued = (await issue(first.id).expect(200)).body.data as InvoiceView;
    expect(await billing()).toEqual({
      state: 'pending',
      label: `Pendiente de pago: 42,35 € (${issued.number})`,
    });
    await api
      .http()
      .post(`/api/invoices/${first.id}/payments`)
      .set(as(office))
      .send({ amount_cents: 4_235, method: 'card' })
      .expect(201);
    expect(await billing()).toEqual({ state: 'paid', label: `Pagada (${issued.number})` });

    const bad = await fromOrder({ work_order_id: 'x', series: 'R' }).expect(400);
    expect(bad.body.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['work_order_id', 'series']),
    );
    await fromOrder({ work_order_id: order.id, line_ids: [MISSING_ID] }).expect(400);
    await fromOrder({ work_order_id: MISSING_ID }).expect(404);
    await api
      .http()
      .post('/api/invoices/from-work-order')
      .set(as(mechanic))
      .send({ work_order_id: order.id })
      .expect(403);
    await api
      .http()
      .post('/api/invoices/from-work-order')
      .send({ work_order_id: order.id })
      .expect(401);
  });

  it('cancels an invoice issued by mistake: it keeps its number and an anulación record joins the chain', async () => {
    const invoice = await draft();
    const issued = (await issue(invoice.id).expect(200)).body.data as InvoiceView;
    const cancel = (id: string, body: Record<string, unknown>) =>
      api.http().post(`/api/invoices/${id}/cancel`).set(as(office)).send(body);
    const noReason = await cancel(invoice.id, { reason: ' ' }).expect(400);
    expect(noReason.body.details[0]).toMatchObject({
      field: 'reason',
      message: 'Indica el motivo de la anulación.',
    });
    const cancelled = (
      await cancel(invoice.id, { reason: 'Emitida al cliente equivocado' }).expect(200)
    ).body.data as InvoiceView;
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      number: issued.number,
      cancellation_reason: 'Emitida al cliente equivocado',
      payment_state: null,
      verifactu: { kind: 'anulacion', status: 'pending' },
    });
    await cancel(invoice.id, { reason: 'Otra vez' }).expect(409);
    await expect(
      sql(`update invoice set status = 'issued' where id = ?`, [invoice.id]),
    ).rejects.toThrow(/cannot be changed/);
    await expectChainVerifies();

    const paid = await draft();
    await issue(paid.id).expect(200);
    await api
      .http()
      .post(`/api/invoices/${paid.id}/payments`)
      .set(as(office))
      .send({ amount_cents: 100, method: 'card' })
      .expect(201);
    const refused = await cancel(paid.id, { reason: 'Error' }).expect(409);
    expect(refused.body.message).toBe(
      'La factura tiene cobros registrados: no se puede anular. Emite una factura rectificativa.',
    );
    await cancel(MISSING_ID, { reason: 'x' }).expect(404);
    await api
      .http()
      .post(`/api/invoices/${paid.id}/cancel`)
      .set(as(mechanic))
      .send({ reason: 'x' })
      .expect(403);
  });

  it('rectifies an issued invoice: by differences (all negated) and by substitution, with R numbers and their records', async () => {
    const original = (await issue((await draft()).id).expect(200)).body.data as InvoiceView;
    const rectify = (id: string, body: Record<string, unknown>) =>
      api.http().post(`/api/invoices/${id}/rectify`).set(as(office)).send(body);

    const credit = (await rectify(original.id, { reason: 'R4', kind: 'I' }).expect(201)).body
      .data as InvoiceView;
    expect(credit).toMatchObject({
      series: 'R',
      status: 'draft',
      total_cents: -original.total_cents,
      recipient: original.recipient,
      rectifies: { invoice_id: original.id, number: original.number, reason: 'R4', kind: 'I' },
    });
    const issuedCredit = (await issue(credit.id).expect(200)).body.data as InvoiceView;
    expect(issuedCredit.number).toMatch(/^R\d{4}-\d{6}$/);
    const alta = await altaOf(credit.id);
    expect(alta).toMatchObject({
      TipoFactura: 'R4',
      TipoRectificativa: 'I',
      FacturasRectificadas: {
        IDFacturaRectificada: [expect.objectContaining({ NumSerieFactura: original.number })],
      },
    });
    expect(alta.ImporteTotal.startsWith('-')).toBe(true);
    // Rectified: no longer cancellable.
    await api
      .http()
      .post(`/api/invoices/${original.id}/cancel`)
      .set(as(office))
      .send({ reason: 'Error' })
      .expect(409);

    const substitute = (
      await rectify(original.id, {
        reason: 'R1',
        kind: 'S',
        lines: [line({ quantity: 1 })],
      }).expect(201)
    ).body.data as InvoiceView;
    await issue(substitute.id).expect(200);
    const substitution = await altaOf(substitute.id);
    expect(substitution).toMatchObject({
      TipoFactura: 'R1',
      TipoRectificativa: 'S',
      ImporteRectificacion: { BaseRectificada: '67.50', CuotaRectificada: '14.18' },
    });

    // R5 is for simplified invoices only: refused at issue, with the field.
    const wrong = (await rectify(original.id, { reason: 'R5', kind: 'I' }).expect(201)).body
      .data as InvoiceView;
    const refused = await issue(wrong.id).expect(400);
    expect(refused.body.details[0]).toMatchObject({ field: 'rectification.reason' });
    // Series R is only born from its original; drafts are not rectified; bad input; 403, 404.
    const blank = await api
      .http()
      .post('/api/invoices')
      .set(as(office))
      .send({ series: 'R', lines: [line()] })
      .expect(400);
    expect(blank.body.details[0].field).toBe('series');
    await rectify((await draft()).id, { reason: 'R4', kind: 'I' }).expect(409);
    const bad = await rectify(original.id, { reason: 'R9', kind: 'X' }).expect(400);
    expect(bad.body.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['reason', 'kind']),
    );
    await rectify(MISSING_ID, { reason: 'R4', kind: 'I' }).expect(404);
    await api
      .http()
      .post(`/api/invoices/${original.id}/rectify`)
      .set(as(mechanic))
      .send({ reason: 'R4', kind: 'I' })
      .expect(403);
    await expectChainVerifies();
  });

  it('rectifying invoices change what is owed: a credit lowers it, cancelling the credit restores it, a substitute is owed net of what was paid', async () => {
    // 1,5 h × 45,00 € + 21 % = 81,68 €; 20,00 € paid at the counter.
    const original = (await issue((await draft()).id).expect(200)).body.data as InvoiceView;
    const read = async (id: string) =>
      (await api.http().get(`/api/invoices/${id}`).set(as(office)).expect(200)).body
        .data as InvoiceView;
    const pay = (id: string, amount: number) =>
      api
        .http()
        .post(`/api/invoices/${id}/payments`)
        .set(as(office))
        .send({ amount_cents: amount, method: 'card' });
    await pay(original.id, 2_000).expect(201);

    // Half an hour less: −22,50 € and −4,73 € of VAT (4,725 rounded away from zero).
    const credit = (
      await api
        .http()
        .post(`/api/invoices/${original.id}/rectify`)
        .set(as(office))
        .send({ reason: 'R4', kind: 'I', lines: [line({ quantity: -0.5 })] })
        .expect(201)
    ).body.data as InvoiceView;
    expect(credit.total_cents).toBe(-2_723);
    expect((await read(original.id)).balance_cents).toBe(6_168); // a draft credit counts for nothing
    const issuedCredit = (await issue(credit.id).expect(200)).body.data as InvoiceView;
    expect(issuedCredit).toMatchObject({ balance_cents: 0, credited_cents: 0 });
    expect(await read(original.id)).toMatchObject({
      credited_cents: 2_723,
      paid_cents: 2_000,
      balance_cents: 3_445,
      payment_state: 'pending',
    });
    const tooMuch = await pay(original.id, 3_446).expect(400);
    expect(tooMuch.body.details[0].message).toContain('34,45 €');

    // The credit was issued by mistake: cancelled, the original owes what it did before.
    await api
      .http()
      .post(`/api/invoices/${credit.id}/cancel`)
      .set(as(office))
      .send({ reason: 'Rectificativa duplicada' })
      .expect(200);
    expect(await read(original.id)).toMatchObject({ credited_cents: 0, balance_cents: 6_168 });

    // Replaced by a corrected invoice (1 h: 54,45 €): the original is closed at what it received,
    // and the substitute is owed less those 20,00 €.
    const substitute = (
      await api
        .http()
        .post(`/api/invoices/${original.id}/rectify`)
        .set(as(office))
        .send({ reason: 'R1', kind: 'S', lines: [line({ quantity: 1 })] })
        .expect(201)
    ).body.data as InvoiceView;
    await issue(substitute.id).expect(200);
    expect(await read(original.id)).toMatchObject({ balance_cents: 0, payment_state: 'paid' });
    expect(await read(substitute.id)).toMatchObject({
      total_cents: 5_445,
      credited_cents: 2_000,
      balance_cents: 3_445,
      payment_state: 'pending',
    });
    await pay(original.id, 1).expect(409);
    await pay(substitute.id, 3_445).expect(201);
    expect(await read(substitute.id)).toMatchObject({ balance_cents: 0, payment_state: 'paid' });
    await expectChainVerifies();
  });

  it("exports the accountant's CSV: issued and cancelled invoices in number order, one row per VAT rate, no drafts", async () => {
    const name = `Talleres ${freshWord()} CSV S.L.`;
    const fields = { recipient: { ...recipient(), name } };
    const twoRates = await draft({
      ...fields,
      lines: [
        line({ quantity: 2, unit_price_cents: 5_000 }),
        line({
          type: 'fee',
          description: 'Tasa de residuos',
          quantity: 1,
          unit_price_cents: 300,
          vat_percent: 10,
        }),
      ],
    });
    const first = (await issue(twoRates.id).expect(200)).body.data as InvoiceView;
    const mistaken = await draft(fields);
    const second = (await issue(mistaken.id).expect(200)).body.data as InvoiceView;
    await api
      .http()
      .post(`/api/invoices/${second.id}/cancel`)
      .set(as(office))
      .send({ reason: 'Duplicada' })
      .expect(200);
    await draft(fields); // a draft: not in the books
    await api
      .http()
      .post(`/api/invoices/${first.id}/payments`)
      .set(as(office))
      .send({ amount_cents: 5_000, method: 'card' })
      .expect(201);

    const csv = await api
      .http()
      .get('/api/invoices/export.csv')
      .query({ q: name })
      .set(as(office))
      .buffer(true)
      .parse(binaryBody)
      .expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="facturas-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = (csv.body as Buffer).toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = text
      .slice(1)
      .trim()
      .split(/\r?\n/)
      .map((row) => row.split(';'));
    expect(rows[0]).toEqual([
      'Número',
      'Serie',
      'Tipo',
      'Fecha de expedición',
      'Fecha de operación',
      'Estado',
      'NIF del destinatario',
      'Destinatario',
      'Tipo de IVA (%)',
      'Base imponible',
      'Cuota de IVA',
      'Total de la factura',
      'Cobrado',
      'Pendiente',
      'Factura rectificada',
    ]);
    const day = first.issue_date!.split('-').reverse().join('/');
    // 2 × 50,00 at 21 % (21,00) and 3,00 at 10 % (0,30): 124,30; 50,00 paid.
    expect(rows.slice(1)).toEqual([
      [
        first.number,
        'F',
        'F1',
        day,
        day,
        'Emitida',
        first.recipient.tax_id,
        name,
        '21',
        '100,00',
        '21,00',
        '124,30',
        '50,00',
        '74,30',
        '',
      ],
      [
        first.number,
        'F',
        'F1',
        day,
        day,
        'Emitida',
        first.recipient.tax_id,
        name,
        '10',
        '3,00',
        '0,30',
        '124,30',
        '50,00',
        '74,30',
        '',
      ],
      [
        second.number,
        'F',
        'F1',
        day,
        day,
        'Anulada',
        second.recipient.tax_id,
        name,
        '21',
        '67,50',
        '14,18',
        '81,68',
        '0,00',
        '0,00',
        '',
      ],
    ]);
  });

  it('answers 400 with the fields at fault, 401, 403 and 404', async () => {
    const bad = await api
      .http()
      .post('/api/invoices')
      .set(as(office))
      .send({ series: 'F', lines: [line({ quantity: 0.0001, vat_percent: 7, description: ' ' })] })
      .expect(400);
    expect(bad.body.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['lines.0.quantity', 'lines.0.vat_percent', 'lines.0.description']),
    );
    const shape = await api
      .http()
      .post('/api/invoices')
      .set(as(office))
      .send({ series: 'X' })
      .expect(400);
    expect(shape.body.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['series', 'lines']),
    );
    const negative = await api
      .http()
      .post('/api/invoices')
      .set(as(office))
      .send({ series: 'F', lines: [line({ quantity: -1 })] })
      .expect(400);
    expect(negative.body.details[0].field).toBe('lines.0.quantity');
    await api
      .http()
      .post('/api/invoices')
      .set(as(office))
      .send({ series: 'F', customer_id: MISSING_ID, lines: [line()] })
      .expect(400);

    await api.http().get('/api/invoices').expect(401);
    await api.http().get('/api/invoices').set(as(mechanic)).expect(403);
    await api
      .http()
      .post('/api/invoices')
      .set(as(mechanic))
      .send({ series: 'F', lines: [line()] })
      .expect(403);
    await api.http().get(`/api/invoices/${MISSING_ID}`).set(as(office)).expect(404);
    await issue(MISSING_ID).expect(404);
    await api
      .http()
      .patch(`/api/invoices/${MISSING_ID}`)
      .set(as(office))
      .send({ series: 'F', lines: [line()], version: 1 })
      .expect(404);
  });

  it('guards every invoice route: 401 without a session, 403 for a mechanic, 404 for a missing invoice', async () => {
    const routes: {
      method: 'get' | 'post' | 'patch';
      path: (id: string) => string;
      body?: object;
    }[] = [
      { method: 'get', path: () => '/api/invoices' },
      { method: 'get', path: (id) => `/api/invoices/${id}` },
      { method: 'get', path: (id) => `/api/invoices/${id}/pdf` },
      { method: 'get', path: () => '/api/invoices/export.csv' },
      { method: 'post', path: () => '/api/invoices', body: { series: 'F', lines: [line()] } },
      {
        method: 'post',
        path: () => '/api/invoices/from-work-order',
        body: { work_order_id: MISSING_ID },
      },
      {
        method: 'patch',
        path: (id) => `/api/invoices/${id}`,
        body: { series: 'F', lines: [line()], version: 1 },
      },
      { method: 'post', path: (id) => `/api/invoices/${id}/issue`, body: {} },
      {
        method: 'post',
        path: (id) => `/api/invoices/${id}/payments`,
        body: { amount_cents: 100, method: 'card', paid_on: '2026-01-02' },
      },
      {
        method: 'post',
        path: (id) => `/api/invoices/${id}/rectify`,
        body: { reason: 'R1', kind: 'I' },
      },
      {
        method: 'post',
        path: (id) => `/api/invoices/${id}/cancel`,
        body: { reason: 'Emitida por error' },
      },
    ];
    for (const route of routes) {
      const send = (token?: string) => {
        const request = api.http()[route.method](route.path(MISSING_ID));
        if (token) request.set(as(token));
        return route.body ? request.send(route.body) : request;
      };
      const label = `${route.method.toUpperCase()} ${route.path('{id}')}`;
      expect([label, (await send()).status]).toEqual([label, 401]);
      expect([label, (await send(mechanic)).status]).toEqual([label, 403]);
      if (route.path('x') !== route.path('y')) {
        expect([label, (await send(office)).status]).toEqual([label, 404]);
      }
    }
  });
});

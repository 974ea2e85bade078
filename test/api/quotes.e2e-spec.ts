import { MikroORM } from '@mikro-orm/core';
// The API (and so every lib, in the composition's order) first: billing's command and job below
// are then loaded as the application loads them.
import { type TestApi, startTestApi } from './support/test-api';
import { CommandBus } from '@nestjs/cqrs';
import {
  type PublicQuoteView,
  type QuoteView,
  type WorkOrderDetail,
  addDays,
  localDate,
} from '../../libs/contracts/src';
import { EventPublisher, JobQueues } from '../../libs/platform/src';
import { ExpireQuotesCommand } from '../../libs/billing/src/commands/expire-quotes.command';
import { QUOTE_MAIL_JOB } from '../../libs/billing/src/jobs/quote-mail.job';
import { MISSING_ID, binaryBody, freshWord } from './support/fixtures';
import { customerWithCar, personWithEmail } from './support/customer-fixtures';
import { createTestUser, loginAs } from './support/identity-factory';
import { openFleetOrder } from './support/work-order-fixtures';

/** A signature pad's 1 × 1 PNG (canvas.toDataURL()): a real PNG, checked by its content. */
const SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const PHONE_BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1';

/** /api/quotes and the customer's link /api/public/quotes/{token}, through HTTP on a real database. */
describe('Billing: quotes (presupuestos), their revisions, the customer link and conversion', () => {
  let api: TestApi;
  let desk: string;
  let office: string;
  let mechanic: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.fork().getConnection().execute(query, params) as Promise<T>;

  interface Party {
    customerId: string;
    vehicleId: string;
    plate: string;
    email: string;
  }

  /** A customer with an e-mail address and a car, through the API. */
  const newParty = async (): Promise<Party> => {
    const email = `${freshWord()}@example.com`;
    const car = { make: 'Seat', model: 'León' };
    return { ...(await customerWithCar(api, desk, personWithEmail(email), car)), email };
  };

  const lines = () => [
    {
      type: 'labor',
      description: 'Sustituir pastillas y discos',
      quantity: 1.5,
      unit_price_cents: 4_500,
      vat_percent: 21,
    },
    {
      type: 'part',
      description: 'Juego de pastillas delanteras',
      quantity: 1,
      unit_price_cents: 6_050,
      discount_percent: 10,
      vat_percent: 21,
    },
    {
      type: 'other',
      description: 'Gestión de residuos',
      quantity: 1,
      unit_price_cents: 300,
      vat_percent: 10,
    },
  ];

  /** POST /api/quotes as the desk: a new draft quote. */
  const create = (body: Record<string, unknown>) =>
    api.http().post('/api/quotes').set(as(desk)).send(body);

  const draft = async (party: Party, fields: Record<string, unknown> = {}): Promise<QuoteView> =>
    (
      await create({
        customer_id: party.customerId,
        vehicle_id: party.vehicleId,
        odometer_km: 84_500,
        delivery_days: 3,
        conditions: 'Pago a la entrega del vehículo.',
        lines: lines(),
        ...fields,
      }).expect(201)
    ).body.data as QuoteView;

  const send = (id: string, body: Record<string, unknown> = {}) =>
    api.http().post(`/api/quotes/${id}/send`).set(as(desk)).send(body);

  /** POST /api/quotes/{id}/approval as the desk: the customer's answer taken in person or by phone. */
  const recordAnswer = (id: string, body: Record<string, unknown>) =>
    api.http().post(`/api/quotes/${id}/approval`).set(as(desk)).send(body);

  /** PATCH /api/quotes/{id} as the desk: the quote's content, whole, at a version. */
  const edit = (id: string, body: Record<string, unknown>) =>
    api.http().patch(`/api/quotes/${id}`).set(as(desk)).send(body);

  const sent = async (party: Party, fields: Record<string, unknown> = {}): Promise<QuoteView> => {
    const quote = await draft(party, fields);
    return (await send(quote.id).expect(200)).body.data as QuoteView;
  };

  const tokenOf = (quote: QuoteView): string => {
    const url = quote.link?.url;
    if (!url) throw new Error(`quote ${quote.number} has no active link`);
    return url.slice(url.indexOf('/q/') + 3);
  };

  const publicGet = (token: string) => api.http().get(`/api/public/quotes/${token}`);
  const publicPost = (token: string, body: Record<string, unknown>) =>
    api.http().post(`/api/public/quotes/${token}`).set('User-Agent', PHONE_BROWSER).send(body);

  /** Accepts the lines at `accepted` (positions from 0), rejects the rest. */
  const decisions = (quote: QuoteView | PublicQuoteView, accepted: number[]) =>
    quote.lines.map((line, i) => ({ line_id: line.id, accepted: accepted.includes(i) }));

  const getQuote = async (id: string): Promise<QuoteView> =>
    (await api.http().get(`/api/quotes/${id}`).set(as(desk)).expect(200)).body.data as QuoteView;

  beforeAll(async () => {
    api = await startTestApi();
    desk = (await loginAs(api.app, await createTestUser(api.app, { roles: ['recepcion'] }))).token;
    office = (await loginAs(api.app, await createTestUser(api.app, { roles: ['administracion'] })))
      .token;
    mechanic = (await loginAs(api.app, await createTestUser(api.app, { roles: ['mecanico'] })))
      .token;
    await sql(
      `insert into workshop (name, legal_name, nif, address_line, postal_code, city, province,
                             registry_number)
       values ('Taller PX', 'Taller de pruebas S.L.', 'B86561412', 'Calle Mayor 1', '28013',
               'Madrid', 'Madrid', 'RI-28-000001') on conflict do nothing`,
    );
  });
  afterAll(() => api.close());

  it('drafts a quote numbered P-YYYY-NNNNN with VAT per rate, edits it at its version, and lists it by number and plate', async () => {
    const party = await newParty();
    const quote = await draft(party);
    const year = Number(localDate(new Date()).slice(0, 4));
    expect(quote.number).toMatch(new RegExp(`^P-${year}-\\d{5}$`));
    // 1,5 h × 45,00 = 67,50; 60,50 − 10 % = 54,45; 3,00 at 10 %.
    expect(quote).toMatchObject({
      status: 'draft',
      revision: 1,
      customer_id: party.customerId,
      license_plate: party.plate,
      vehicle_label: 'Seat León',
      odometer_km: 84_500,
      base_cents: 12_495,
      vat_breakdown: [
        { vat_percent: 21, base_cents: 12_195, vat_cents: 2_561 },
        { vat_percent: 10, base_cents: 300, vat_cents: 30 },
      ],
      vat_cents: 2_591,
      total_cents: 15_086,
      link: null,
      version: 1,
    });
    expect(quote.lines.map((l) => [l.type, l.base_cents, l.decision])).toEqual([
      ['labor', 6_750, null],
      ['part', 5_445, null],
      ['other', 300, null],
    ]);
    expect(quote.revisions).toEqual([
      expect.objectContaining({ revision: 1, sent_at: null, approval: null }),
    ]);

    const edited = (
      await edit(quote.id, {
        customer_id: party.customerId,
        vehicle_id: party.vehicleId,
        lines: lines().slice(0, 2),
        version: 1,
      }).expect(200)
    ).body.data as QuoteView;
    // A draft changes in place: still revision 1.
    expect(edited).toMatchObject({ revision: 1, version: 2, total_cents: 14_756 });
    expect(edited.revisions).toHaveLength(1);
    const stale = await edit(quote.id, {
      customer_id: party.customerId,
      lines: lines(),
      version: 1,
    }).expect(409);
    expect(stale.body).toMatchObject({
      error: 'VERSION_CONFLICT',
      details: { current_version: 2 },
    });

    const list = (query: Record<string, string>) =>
      api.http().get('/api/quotes').query(query).set(as(office)).expect(200);
    const ids = (res: { body: { data: { data: { id: string }[] } } }) =>
      res.body.data.data.map((q) => q.id);
    expect(ids(await list({ q: quote.number }))).toEqual([quote.id]);
    // A plate written any way finds its quotes.
    expect(ids(await list({ q: party.plate.toLowerCase().replace(' ', '-') }))).toEqual([quote.id]);
    expect(ids(await list({ customer_id: party.customerId, status: 'draft' }))).toEqual([quote.id]);
    expect(ids(await list({ customer_id: party.customerId, status: 'sent' }))).toEqual([]);
    const today = localDate(new Date());
    expect(ids(await list({ customer_id: party.customerId, from: today, to: today }))).toEqual([
      quote.id,
    ]);
    expect(ids(await list({ customer_id: party.customerId, from: addDays(today, 1) }))).toEqual([]);
    const page = await list({ limit: '1' });
    expect(page.body.data.pagination).toMatchObject({ page: 1, limit: 1 });
    expect(page.body.data.pagination.total).toBeGreaterThanOrEqual(1);
  });

  it('sends: the validity checked on the working-day calendar, the revision frozen, a link, the e-mail queued', async () => {
    const party = await newParty();
    const today = localDate(new Date());
    const quote = await draft(party, { valid_until: addDays(today, 5) });
    const tooShort = await send(quote.id).expect(400);
    expect(tooShort.body.details).toEqual([
      expect.objectContaining({ field: 'valid_until', code: 'minValidity' }),
    ]);
    expect(tooShort.body.details[0].message).toMatch(
      /^El presupuesto debe ser válido al menos 12 días hábiles: hasta el \d{2}\/\d{2}\/\d{4} como pronto\.$/,
    );
    // Nothing written: still a draft, no link.
    expect(await getQuote(quote.id)).toMatchObject({ status: 'draft', link: null, version: 1 });

    const fixed = (
      await edit(quote.id, {
        customer_id: party.customerId,
        vehicle_id: party.vehicleId,
        odometer_km: 84_500,
        lines: lines(),
        valid_until: null,
        version: 1,
      }).expect(200)
    ).body.data as QuoteView;
    const sentQuote = (await send(quote.id, { version: fixed.version }).expect(200)).body
      .data as QuoteView;
    expect(sentQuote.status).toBe('sent');
    // The earliest legal date: at least 16 calendar days (12 working days) away.
    expect(sentQuote.valid_until! >= addDays(today, 16)).toBe(true);
    expect(sentQuote.revisions[0]).toMatchObject({
      revision: 1,
      sent_at: expect.any(String),
      sent_to: party.email,
      valid_until: sentQuote.valid_until,
      odometer_km: 84_500,
    });
    expect(sentQuote.link).toMatchObject({
      revision: 1,
      status: 'active',
      url: expect.stringMatching(/\/q\/[\w-]+\.[\w-]+$/),
      revoked_at: null,
    });

    // The e-mail is queued once the sending committed: one job for this link, with the address.
    await api.app.get(EventPublisher).drain();
    const [{ id: linkId }] = await sql<{ id: string }[]>(
      'select id from quote_link where quote_id = ? and revoked_at is null',
      [quote.id],
    );
    const job = await api.app
      .get(JobQueues)
      .queue(QUOTE_MAIL_JOB.queue)
      .getJob(`quote-mail-${linkId}`);
    expect(job?.name).toBe(QUOTE_MAIL_JOB.name);
    expect(job?.data).toEqual({ quote_id: quote.id, link_id: linkId, to: party.email });
    // The table keeps only the token's digest, never the token.
    const [stored] = await sql<{ token_hash: string }[]>(
      'select token_hash from quote_link where id = ?',
      [linkId],
    );
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(sentQuote.link!.url).not.toContain(stored.token_hash);

    // What the customer saw is never changed, by the API or the database.
    await expect(
      sql(`update quote_revision set total_cents = 1 where quote_id = ?`, [quote.id]),
    ).rejects.toThrow(/cannot be changed/);
    await expect(
      sql(
        `update quote_line set unit_price_cents = 1 where revision_id in
           (select id from quote_revision where quote_id = ?)`,
        [quote.id],
      ),
    ).rejects.toThrow(/cannot be changed/);

    // Sent again: the same revision, a new link; the earlier one is revoked.
    const resent = (await send(quote.id).expect(200)).body.data as QuoteView;
    expect(resent.revision).toBe(1);
    expect(resent.link!.url).not.toBe(sentQuote.link!.url);
    await publicGet(tokenOf(sentQuote)).expect(410);
    await publicGet(tokenOf(resent)).expect(200);
  });

  it('the public link: GET shows the revision in Spanish and changes nothing; POST records the answer per line with IP, user agent and time; a second answer is 409', async () => {
    const party = await newParty();
    const quote = await sent(party);
    const token = tokenOf(quote);

    // Opened twice (a mail scanner, then the customer): nothing changes.
    for (let i = 0; i < 2; i++) {
      const shown = (await publicGet(token).expect(200)).body.data as PublicQuoteView;
      expect(shown).toMatchObject({
        number: quote.number,
        revision: 1,
        status: 'sent',
        workshop: { name: 'Taller PX', address: 'Calle Mayor 1, 28013 Madrid' },
        vehicle: { license_plate: party.plate, label: 'Seat León' },
        total_cents: 15_086,
        valid_until: quote.valid_until,
        delivery_days: 3,
        conditions: 'Pago a la entrega del vehículo.',
        can_answer: true,
        answer: null,
      });
      expect(shown.lines.map((l) => l.description)).toEqual(lines().map((l) => l.description));
      expect(shown.lines[0]).not.toHaveProperty('part_id');
    }
    expect(await getQuote(quote.id)).toMatchObject({ status: 'sent', version: quote.version });
    const [{ answers }] = await sql<{ answers: number }[]>(
      'select count(*)::int as answers from quote_approval where quote_id = ?',
      [quote.id],
    );
    expect(answers).toBe(0);

    // Bad answers: 400 with the fields, nothing recorded.
    const bad = await publicPost(token, {
      signer_name: 'R',
      decisions: decisions(quote, [0]).slice(0, 2),
      signature_png: 'data:image/png;base64,SGVsbG8=',
    }).expect(400);
    expect(bad.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'signature_png',
      'signer_name',
    ]);
    expect(
      bad.body.details.find((d: { field: string }) => d.field === 'signature_png').message,
    ).toBe('La firma no es una imagen PNG válida: vuelve a firmar.');
    const incomplete = await publicPost(token, {
      signer_name: 'Rosa López',
      decisions: decisions(quote, [0]).slice(0, 2),
      signature_png: SIGNATURE,
    }).expect(400);
    expect(incomplete.body.details).toEqual([
      expect.objectContaining({
        field: 'decisions',
        message: 'Indica si aceptas o rechazas cada línea del presupuesto.',
      }),
    ]);
    const shape = await publicPost(token, { decisions: 'todas', extra: 1 }).expect(400);
    expect(shape.body.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['decisions', 'extra']),
    );
    const empty = await publicPost(token, {}).expect(400);
    expect(empty.body.details.map((d: { field: string }) => d.field).sort()).toEqual([
      'decisions',
      'signature_png',
      'signer_name',
    ]);

    const answered = (
      await publicPost(token, {
        signer_name: 'Rosa López',
        decisions: decisions(quote, [0, 1]),
        signature_png: SIGNATURE,
      }).expect(200)
    ).body.data as PublicQuoteView;
    expect(answered).toMatchObject({
      status: 'partially_accepted',
      can_answer: false,
      answer: { signer_name: 'Rosa López', status: 'partially_accepted' },
    });
    const again = await publicPost(token, {
      signer_name: 'Rosa López',
      decisions: decisions(quote, [0, 1, 2]),
      signature_png: SIGNATURE,
    }).expect(409);
    expect(again.body.message).toBe('Este presupuesto ya tiene respuesta.');

    const detail = await getQuote(quote.id);
    expect(detail.status).toBe('partially_accepted');
    expect(detail.lines.map((l) => l.decision)).toEqual(['accepted', 'accepted', 'rejected']);
    expect(detail.revisions[0].approval).toMatchObject({
      revision: 1,
      channel: 'link',
      signer_name: 'Rosa López',
      signed: true,
      recorded_by: null,
      user_agent: PHONE_BROWSER,
      ip: expect.stringMatching(/127\.0\.0\.1|::1|::ffff:127\.0\.0\.1/),
      accepted_line_ids: [detail.lines[0].id, detail.lines[1].id],
      rejected_line_ids: [detail.lines[2].id],
    });
    const [png] = await sql<{ signature_png: Buffer }[]>(
      'select signature_png from quote_approval where quote_id = ?',
      [quote.id],
    );
    expect(png.signature_png.subarray(1, 4).toString()).toBe('PNG');
    // The answer is evidence: the database refuses to change it.
    await expect(
      sql(`update quote_approval set signer_name = 'Otro' where quote_id = ?`, [quote.id]),
    ).rejects.toThrow(/append-only/);

    // Tokens that open nothing: the same 404 for all.
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const wrong of [tampered, 'x', `${'a'.repeat(40)}.${'b'.repeat(43)}`]) {
      const res = await publicGet(wrong).expect(404);
      expect(res.body.message).toBe(
        'Este enlace no corresponde a ningún presupuesto. Comprueba que lo has copiado entero.',
      );
    }
    await publicPost(tampered, {
      signer_name: 'Rosa López',
      decisions: decisions(quote, [0]),
      signature_png: SIGNATURE,
    }).expect(404);
  });

  it('editing a sent quote is revision n + 1: the old link is gone (410) and an answer refers to the revision seen', async () => {
    const party = await newParty();
    const first = await sent(party);
    const oldToken = tokenOf(first);
    const revised = (
      await edit(first.id, {
        customer_id: party.customerId,
        vehicle_id: party.vehicleId,
        odometer_km: 84_500,
        lines: [
          ...lines(),
          { ...lines()[0], description: 'Purgar líquido de frenos', quantity: 0.5 },
        ],
        version: first.version,
      }).expect(200)
    ).body.data as QuoteView;
    expect(revised).toMatchObject({ number: first.number, revision: 2, status: 'draft' });
    expect(revised.revisions.map((r) => [r.revision, r.lines.length, r.sent_at !== null])).toEqual([
      [1, 3, true],
      [2, 4, false],
    ]);
    expect(revised.link).toMatchObject({ revision: 1, status: 'revoked', url: null });
    const gone = await publicGet(oldToken).expect(410);
    expect(gone.body).toMatchObject({ error: 'GONE', statusCode: 410 });
    expect(gone.body.message).toMatch(/^Este enlace ya no es válido/);
    await publicPost(oldToken, {
      signer_name: 'Rosa López',
      decisions: decisions(first, [0]),
      signature_png: SIGNATURE,
    }).expect(410);
    // Another customer cannot take a sent quote's number.
    const other = await newParty();
    const moved = await edit(first.id, {
      customer_id: other.customerId,
      lines: lines(),
      version: revised.version,
    }).expect(400);
    expect(moved.body.details[0].field).toBe('customer_id');

    const second = (await send(first.id).expect(200)).body.data as QuoteView;
    const staff = (revision: number, accepted: number[]) =>
      recordAnswer(first.id, {
        revision,
        channel: 'phone',
        signer_name: 'Rosa López',
        decisions: decisions(revision === 1 ? first : second, accepted),
      });
    const staleAnswer = await staff(1, [0]).expect(409);
    expect(staleAnswer.body.message).toBe(
      'El presupuesto ha cambiado desde que lo viste: revisa la versión actual.',
    );
    const taken = (await staff(2, [0, 1, 2, 3]).expect(200)).body.data as QuoteView;
    expect(taken.status).toBe('accepted');
    expect(taken.revisions[1].approval).toMatchObject({
      revision: 2,
      channel: 'phone',
      signed: false,
      recorded_by_name: expect.any(String),
    });
    expect(taken.revisions[0].approval).toBeNull();
    // Accepted: no more edits.
    const refused = await edit(first.id, {
      customer_id: party.customerId,
      lines: lines(),
      version: taken.version,
    }).expect(409);
    expect(refused.body.message).toBe(
      'Un presupuesto aceptado no se puede modificar: crea un presupuesto nuevo.',
    );
  });

  it('records answers taken at the desk (signed) or by phone, and the rejection of a whole quote', async () => {
    const party = await newParty();
    const quote = await sent(party);
    const approve = (body: Record<string, unknown>) =>
      api
        .http()
        .post(`/api/quotes/${quote.id}/approval`)
        .set(as(desk))
        .set('User-Agent', 'Tablet del mostrador')
        .send(body);
    const phoneSigned = await approve({
      revision: 1,
      channel: 'phone',
      signer_name: 'Rosa López',
      decisions: decisions(quote, [0]),
      signature_png: SIGNATURE,
    }).expect(400);
    expect(phoneSigned.body.details[0].field).toBe('signature_png');
    const badShape = await approve({ revision: 0, channel: 'fax', decisions: [{}] }).expect(400);
    expect(badShape.body.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['revision', 'channel', 'signer_name']),
    );
    const unknownLine = await approve({
      revision: 1,
      channel: 'in_person',
      signer_name: 'Rosa López',
      decisions: [...decisions(quote, [0]).slice(1), { line_id: MISSING_ID, accepted: true }],
    }).expect(400);
    expect(unknownLine.body.details.map((d: { code: string }) => d.code)).toContain('unknownLine');

    const signed = (
      await approve({
        revision: 1,
        channel: 'in_person',
        signer_name: 'Rosa López',
        decisions: decisions(quote, [0, 1, 2]),
        signature_png: SIGNATURE,
      }).expect(200)
    ).body.data as QuoteView;
    expect(signed.status).toBe('accepted');
    expect(signed.revisions[0].approval).toMatchObject({
      channel: 'in_person',
      signed: true,
      recorded_by: expect.any(String),
      user_agent: 'Tablet del mostrador',
    });
    // The link still shows the answered quote, and takes no second answer.
    expect((await publicGet(tokenOf(signed)).expect(200)).body.data).toMatchObject({
      status: 'accepted',
      can_answer: false,
    });

    const declined = await sent(party);
    const reject = (id: string, body: Record<string, unknown>) =>
      api.http().post(`/api/quotes/${id}/reject`).set(as(desk)).send(body);
    await reject(declined.id, { reason: 'x'.repeat(501) }).expect(400);
    const rejected = (await reject(declined.id, { reason: 'Lo repara en otro taller' }).expect(200))
      .body.data as QuoteView;
    expect(rejected).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Lo repara en otro taller',
      answered_at: expect.any(String),
    });
    expect((await reject(declined.id, {}).expect(409)).body.message).toBe(
      'El presupuesto ya está en ese estado.',
    );
    const notSent = await draft(party);
    expect((await reject(notSent.id, {}).expect(409)).body.message).toBe(
      'El presupuesto aún no se ha enviado al cliente.',
    );
    // A rejected quote is offered again as a new revision.
    const offered = (
      await edit(declined.id, {
        customer_id: party.customerId,
        lines: lines().slice(0, 1),
        version: rejected.version,
      }).expect(200)
    ).body.data as QuoteView;
    expect(offered).toMatchObject({ status: 'draft', revision: 2, rejection_reason: null });
  });

  it('converts the accepted lines only into a new work order, each line with who approved it, when and how', async () => {
    const party = await newParty();
    const quote = await sent(party);
    await api
      .http()
      .post(`/api/quotes/${quote.id}/convert`)
      .set(as(desk))
      .expect(409)
      .expect((res) =>
        expect(res.body.message).toBe(
          'Solo se convierte en orden un presupuesto aceptado, total o parcialmente.',
        ),
      );
    await publicPost(tokenOf(quote), {
      signer_name: 'Rosa López',
      decisions: decisions(quote, [0, 2]),
      signature_png: SIGNATURE,
    }).expect(200);

    const converted = (
      await api.http().post(`/api/quotes/${quote.id}/convert`).set(as(desk)).expect(200)
    ).body.data as QuoteView;
    expect(converted).toMatchObject({
      status: 'partially_accepted',
      converted_work_order_id: expect.any(String),
      converted_at: expect.any(String),
    });
    const order = (
      await api
        .http()
        .get(`/api/work-orders/${converted.converted_work_order_id}`)
        .set(as(desk))
        .expect(200)
    ).body.data as WorkOrderDetail;
    const reference = `${quote.number} rev. 1`;
    expect(order).toMatchObject({
      title: `Presupuesto ${quote.number}`,
      customer_id: party.customerId,
      vehicle_id: party.vehicleId,
      odometer_in_km: 84_500,
      estimate_decision: 'accepted',
      estimate_channel: 'signed_document',
      estimate_reference: reference,
      status: 'open',
    });
    // Only the accepted lines: the labor (as planned hours) and the "other" line (as a fee).
    expect(
      order.items.map((line) => [line.type, line.name, line.planned_hours, line.unit_price_cents]),
    ).toEqual([
      ['labor', 'Sustituir pastillas y discos', 1.5, 4_500],
      ['fee', 'Gestión de residuos', 0, 300],
    ]);
    for (const line of order.items) {
      expect(line.approval).toEqual({
        approved_by: 'Rosa López',
        approved_at: converted.revisions[0].approval!.approved_at,
        channel: 'signed_document',
        reference,
      });
    }
    expect(order.totals.total_cents).toBe(6_750 + 1_418 + 330);

    const twice = await api
      .http()
      .post(`/api/quotes/${quote.id}/convert`)
      .set(as(desk))
      .expect(409);
    expect(twice.body.message).toBe(
      'Las líneas aceptadas de este presupuesto ya están en una orden de trabajo.',
    );
  });

  it('adds the accepted lines to the linked open order as an approved extension (a hidden fault found during the repair)', async () => {
    const order = await openFleetOrder(api, desk, {
      estimate_decision: 'renounced',
      odometer_in_km: 120_000,
    });
    const party = {
      customerId: order.customer_id,
      vehicleId: order.vehicle_id!,
      plate: order.license_plate!,
      email: '',
    };
    const quote = await sent(party, { work_order_id: order.id, odometer_km: 120_000 });
    expect(quote.work_order_id).toBe(order.id);
    await recordAnswer(quote.id, {
      revision: 1,
      channel: 'phone',
      signer_name: 'Jefe de flota',
      decisions: decisions(quote, [0, 1, 2]),
    }).expect(200);
    const converted = (
      await api.http().post(`/api/quotes/${quote.id}/convert`).set(as(desk)).expect(200)
    ).body.data as QuoteView;
    expect(converted.converted_work_order_id).toBe(order.id);
    const extended = (
      await api.http().get(`/api/work-orders/${order.id}`).set(as(desk)).expect(200)
    ).body.data as WorkOrderDetail;
    expect(extended).toMatchObject({
      estimate_decision: 'accepted',
      estimate_channel: 'phone',
      estimate_reference: `${quote.number} rev. 1`,
    });
    expect(
      extended.items.map((l) => [l.name, l.approval?.channel, l.approval?.approved_by]),
    ).toEqual([
      ['Sustituir pastillas y discos', 'phone', 'Jefe de flota'],
      ['Juego de pastillas delanteras', 'phone', 'Jefe de flota'],
      ['Gestión de residuos', 'phone', 'Jefe de flota'],
    ]);

    // A quote may only extend an open order of its own customer.
    const stranger = await newParty();
    const wrong = await create({
      customer_id: stranger.customerId,
      work_order_id: order.id,
      lines: lines(),
    }).expect(400);
    expect(wrong.body.details).toEqual([
      expect.objectContaining({
        field: 'work_order_id',
        message: 'La orden de trabajo es de otro cliente.',
      }),
    ]);
  });

  it('prints the quote as PDF: a draft without signature, an answered one with the signature image', async () => {
    const party = await newParty();
    const quote = await sent(party);
    const pdf = (id: string, query: Record<string, string> = {}) =>
      api
        .http()
        .get(`/api/quotes/${id}/pdf`)
        .query(query)
        .set(as(office))
        .buffer(true)
        .parse(binaryBody);
    const before = await pdf(quote.id).expect(200);
    expect(before.headers['content-type']).toBe('application/pdf');
    expect(before.headers['content-disposition']).toContain(`presupuesto-${quote.number}.pdf`);
    expect((before.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect((before.body as Buffer).toString('latin1')).not.toContain('/Subtype /Image');
    await publicPost(tokenOf(quote), {
      signer_name: 'Rosa López',
      decisions: decisions(quote, [0]),
      signature_png: SIGNATURE,
    }).expect(200);
    const after = await pdf(quote.id).expect(200);
    expect((after.body as Buffer).toString('latin1')).toContain('/Subtype /Image');
    await pdf(quote.id, { revision: '1' }).expect(200);
    await pdf(quote.id, { revision: '9' }).expect(404);
    await pdf(quote.id, { revision: 'x' }).expect(400);
    await pdf(MISSING_ID).expect(404);
    await api.http().get(`/api/quotes/${quote.id}/pdf`).set(as(mechanic)).expect(403);
    await api.http().get(`/api/quotes/${quote.id}/pdf`).expect(401);
  });

  it('is invoiced as answered: a draft with the accepted lines, once; not before an answer, nor once it is a work order', async () => {
    const party = await newParty();
    const fromQuote = (quoteId: string, token = office) =>
      api.http().post('/api/invoices/from-quote').set(as(token)).send({ quote_id: quoteId });
    const quote = await sent(party);
    const unanswered = await fromQuote(quote.id).expect(409);
    expect(unanswered.body.message).toBe(
      'Solo se facturan presupuestos aceptados (del todo o en parte) por el cliente.',
    );
    await recordAnswer(quote.id, {
      revision: 1,
      channel: 'in_person',
      signer_name: 'Rosa López',
      decisions: decisions(quote, [0, 2]),
    }).expect(200);

    // Two desks at once: one draft.
    const both = await Promise.all([fromQuote(quote.id), fromQuote(quote.id)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const invoice = both.find((answer) => answer.status === 201)!.body.data as {
      status: string;
      customer_id: string;
      notes: string;
      total_cents: number;
      lines: { description: string; quantity: number; vat_percent: number }[];
    };
    // 1,5 h × 45,00 € at 21 % (67,50 + 14,18) and 3,00 € at 10 % (0,30): the rejected part is out.
    expect(invoice).toMatchObject({
      status: 'draft',
      customer_id: party.customerId,
      total_cents: 8_498,
      notes: `Presupuesto ${quote.number} rev. 1 · ${party.plate}`,
    });
    expect(
      invoice.lines.map((line) => [line.description, line.quantity, line.vat_percent]),
    ).toEqual([
      ['Sustituir pastillas y discos', 1.5, 21],
      ['Gestión de residuos', 1, 10],
    ]);
    const twice = await fromQuote(quote.id).expect(409);
    expect(twice.body.message).toBe(`El presupuesto ${quote.number} ya está facturado (borrador).`);

    // Turned into a work order, it is invoiced through the order.
    const other = await sent(party);
    await recordAnswer(other.id, {
      revision: 1,
      channel: 'phone',
      signer_name: 'Rosa López',
      decisions: decisions(other, [0]),
    }).expect(200);
    await api.http().post(`/api/quotes/${other.id}/convert`).set(as(desk)).expect(200);
    const converted = await fromQuote(other.id).expect(409);
    expect(converted.body.message).toBe(
      `El presupuesto ${other.number} ya es una orden de trabajo: factura la orden cuando esté terminada.`,
    );

    const bad = await api
      .http()
      .post('/api/invoices/from-quote')
      .set(as(office))
      .send({ quote_id: 'x', series: 'R' })
      .expect(400);
    expect(bad.body.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['quote_id', 'series']),
    );
    await fromQuote(MISSING_ID).expect(404);
    await fromQuote(quote.id, mechanic).expect(403);
    await api.http().post('/api/invoices/from-quote').send({ quote_id: quote.id }).expect(401);
  });

  it('numbers quotes created and sent in parallel with distinct, gap-free numbers', async () => {
    const party = await newParty();
    const created = await Promise.all(Array.from({ length: 20 }, () => draft(party)));
    const sequences = created.map((q) => Number(q.number.slice(-5))).sort((a, b) => a - b);
    expect(new Set(sequences).size).toBe(20);
    expect(sequences[19] - sequences[0]).toBe(19);
    const answers = await Promise.all(created.map((q) => send(q.id)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const urls = answers.map((a) => (a.body.data as QuoteView).link!.url);
    expect(new Set(urls).size).toBe(20);
    // Sending never renumbers.
    expect(answers.map((a) => (a.body.data as QuoteView).number).sort()).toEqual(
      created.map((q) => q.number).sort(),
    );
    // Bad input writes nothing: no number is drawn for a refused quote.
    const year = Number(localDate(new Date()).slice(0, 4));
    const counter = async () =>
      (
        await sql<{ n: number }[]>(
          'select coalesce(max(last_number), 0) as n from quote_counter where year = ?',
          [year],
        )
      )[0].n;
    const last = await counter();
    await create({ customer_id: MISSING_ID, lines: lines() }).expect(400);
    expect(await counter()).toBe(last);
  });

  it('revokes a link at once (410), and expired links and quotes answer 410; the nightly expiry moves them to expired', async () => {
    const party = await newParty();
    const quote = await sent(party);
    const token = tokenOf(quote);
    const revoked = (
      await api.http().post(`/api/quotes/${quote.id}/revoke-link`).set(as(desk)).expect(200)
    ).body.data as QuoteView;
    expect(revoked.link).toMatchObject({
      status: 'revoked',
      url: null,
      revoked_at: expect.any(String),
    });
    expect((await publicGet(token).expect(410)).body.error).toBe('GONE');
    const again = await api
      .http()
      .post(`/api/quotes/${quote.id}/revoke-link`)
      .set(as(desk))
      .expect(409);
    expect(again.body.message).toBe('El presupuesto no tiene ningún enlace activo que retirar.');

    // A link past its expiry: 410 "caducado" (the clock moved for this one link).
    const lapsing = await sent(party);
    await sql(`update quote_link set expires_at = now() - interval '1 second' where quote_id = ?`, [
      lapsing.id,
    ]);
    const expiredLink = await publicGet(tokenOf(lapsing)).expect(410);
    expect(expiredLink.body.message).toMatch(
      /^Este presupuesto era válido hasta el .* y el enlace ha caducado/,
    );

    // The nightly run, on the day after the validity: the quote is expired, its link too.
    const valid = await sent(party);
    const dayAfter = new Date(`${addDays(valid.valid_until!, 1)}T12:00:00Z`);
    const expired: string[] = await api.app
      .get(CommandBus)
      .execute(new ExpireQuotesCommand(dayAfter));
    expect(expired).toContain(valid.id);
    expect(await getQuote(valid.id)).toMatchObject({ status: 'expired' });
    // Run again: nothing more to do for it.
    expect(await api.app.get(CommandBus).execute(new ExpireQuotesCommand(dayAfter))).not.toContain(
      valid.id,
    );
    await publicGet(tokenOf(valid)).expect(410);
    const resend = await send(valid.id).expect(409);
    expect(resend.body.message).toBe(
      'Este presupuesto ya no está vigente: modifícalo para enviar una nueva revisión.',
    );
  });

  it('answers 400 with the fields at fault, 401, 403 (mechanic, read-only office) and 404 on every route', async () => {
    const party = await newParty();
    const quote = await draft(party);
    const bad = await create({
      customer_id: party.customerId,
      lines: [{ ...lines()[0], quantity: 0.0001, vat_percent: 7, description: ' ' }],
      delivery_days: 900,
    }).expect(400);
    expect(bad.body.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining([
        'lines.0.quantity',
        'lines.0.vat_percent',
        'lines.0.description',
        'delivery_days',
      ]),
    );
    const shape = await create({
      customer_id: 'nope',
      lines: [{ type: 'x' }],
      surprise: true,
    }).expect(400);
    expect(shape.body.details.map((d: { field: string }) => d.field)).toEqual(
      expect.arrayContaining(['customer_id', 'lines.0.type', 'surprise']),
    );
    const unknownPart = await create({
      customer_id: party.customerId,
      vehicle_id: party.vehicleId,
      lines: [{ ...lines()[1], part_id: MISSING_ID }],
    }).expect(400);
    expect(unknownPart.body.details).toEqual([
      expect.objectContaining({
        field: 'lines.0.part_id',
        message: 'La pieza indicada no está en el almacén.',
      }),
    ]);
    await api.http().get('/api/quotes').query({ status: 'maybe' }).set(as(desk)).expect(400);
    await api.http().get('/api/quotes/x').set(as(desk)).expect(400);

    const body: Record<string, Record<string, unknown>> = {
      patch: { customer_id: party.customerId, lines: lines(), version: 1 },
      approval: {
        revision: 1,
        channel: 'phone',
        signer_name: 'Rosa López',
        decisions: decisions(quote, [0]),
      },
    };
    const routes: ['get' | 'post' | 'patch', string, Record<string, unknown>?][] = [
      ['get', '/api/quotes'],
      ['get', `/api/quotes/${quote.id}`],
      ['get', `/api/quotes/${quote.id}/pdf`],
      ['post', '/api/quotes', { customer_id: party.customerId, lines: lines() }],
      ['patch', `/api/quotes/${quote.id}`, body.patch],
      ['post', `/api/quotes/${quote.id}/send`, {}],
      ['post', `/api/quotes/${quote.id}/approval`, body.approval],
      ['post', `/api/quotes/${quote.id}/reject`, {}],
      ['post', `/api/quotes/${quote.id}/revoke-link`, {}],
      ['post', `/api/quotes/${quote.id}/convert`, {}],
    ];
    const call = (method: 'get' | 'post' | 'patch', path: string) => api.http()[method](path);
    for (const [method, path, payload] of routes) {
      await call(method, path)
        .send(payload ?? {})
        .expect(401);
      await call(method, path)
        .set(as(mechanic))
        .send(payload ?? {})
        .expect(403);
      if (method !== 'get')
        await call(method, path)
          .set(as(office))
          .send(payload ?? {})
          .expect(403);
      if (path.includes(quote.id)) {
        await call(method, path.replace(quote.id, MISSING_ID))
          .set(as(desk))
          .send(payload ?? {})
          .expect(404);
      }
    }
    // Nothing above changed the quote.
    expect(await getQuote(quote.id)).toMatchObject({ status: 'draft', version: 1 });
  });
});

import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/core';
import { QueueEvents } from 'bullmq';
import { WorkerModule } from '../../apps/worker/src/worker.module';
import {
  type BillingCertificateState,
  type BillingCertificateView,
  type InvoiceView,
  type Notification,
  type VerifactuRecordListItem,
  type VerifactuSubmissionSummary,
} from '../../libs/contracts/src';
import { type SubmissionOutcome } from '../../libs/billing/src/commands/submit-verifactu-records.command';
import { CERTIFICATE_EXPIRY_JOB } from '../../libs/billing/src/jobs/certificate-expiry.job';
import { VERIFACTU_SUBMISSION_JOB } from '../../libs/billing/src/verifactu/submission/verifactu-submission.definition';
import {
  issueCertificate,
  pkcs12Of,
  workshopSubject,
} from '../../libs/billing/test/certificate-fixtures';
import {
  type JobDefinition,
  JobQueues,
  bullPrefix,
  redisOptionsFromUrl,
} from '../../libs/platform/src';
import { type FakeAeat, startFakeAeat } from './support/fake-aeat';
import { MISSING_ID, freshWord, validCif } from './support/fixtures';
import { createTestUser, loginAs } from './support/identity-factory';
import { LogCapture } from './support/log-capture';
import { ownDatabase } from './support/own-database';
import { freePort } from './support/processes';
import { type TestApi, startTestApi } from './support/test-api';
import { testConfig } from './support/test-config';

const WORKSHOP = { holder: 'TALLER DE PRUEBAS SL', taxId: 'B86561412' };

/**
 * VERI*FACTU end to end (issue 21): the workshop's certificate through HTTP (stored encrypted,
 * never returned), and the records' submission through the real queue and worker, over mutual
 * TLS, to a fake AEAT this suite starts (test CA made at test time). A database of its own: the
 * certificate and the submission state are the whole workshop's, and no other suite's records
 * may be sent.
 */
describe('VERI*FACTU: the certificate and the submission to the AEAT', () => {
  let fake: FakeAeat;
  let database: ReturnType<typeof ownDatabase>;
  let api: TestApi;
  let worker: INestApplicationContext;
  let queueEvents: QueueEvents;
  let admin: string;
  let mechanic: string;
  let adminEmployee: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.fork().getConnection().execute(query, params) as Promise<T>;

  const upload = (token: string, file: Buffer, password: string) =>
    api
      .http()
      .put('/api/billing/certificate')
      .set(as(token))
      .field('password', password)
      .attach('file', file, { filename: 'taller.p12', contentType: 'application/x-pkcs12' });

  /** Issues an invoice of the workshop: its number. */
  const issueInvoice = async (): Promise<InvoiceView> => {
    const draft = await api
      .http()
      .post('/api/invoices')
      .set(as(admin))
      .send({
        series: 'F',
        recipient: {
          name: `Transportes ${freshWord()} S.L.`,
          tax_id: validCif(Math.floor(Math.random() * 1_000_000)),
          address: 'Calle Mayor 1, 28013 Madrid',
        },
        lines: [
          {
            type: 'labor',
            description: 'Cambio de aceite',
            quantity: 1,
            unit_price_cents: 6_000,
            vat_percent: 21,
          },
        ],
      })
      .expect(201);
    return (
      await api
        .http()
        .post(`/api/invoices/${draft.body.data.id}/issue`)
        .set(as(admin))
        .send({})
        .expect(200)
    ).body.data as InvoiceView;
  };

  /** Runs a job through the queue and the worker, and answers what it returned. */
  const runJob = async <P, R>(job: JobDefinition<P>, payload: P): Promise<R> => {
    const queued = await worker.get(JobQueues).enqueue(job, payload);
    return (await queued.waitUntilFinished(queueEvents, 60_000)) as R;
  };

  /** One submission by the worker (again while another run holds the turn). */
  const submit = async (): Promise<SubmissionOutcome> => {
    for (;;) {
      const outcome = await runJob<{ trigger: string }, SubmissionOutcome>(
        VERIFACTU_SUBMISSION_JOB,
        { trigger: 'test' },
      );
      if (outcome.result !== 'busy') return outcome;
    }
  };

  const records = async (): Promise<VerifactuRecordListItem[]> =>
    (
      await api
        .http()
        .get('/api/billing/verifactu/records')
        .query({ limit: 100 })
        .set(as(admin))
        .expect(200)
    ).body.data.data as VerifactuRecordListItem[];

  const recordOf = async (invoice: InvoiceView) => {
    const found = (await records()).find(
      (record) => record.invoice_id === invoice.id && record.kind === 'alta',
    );
    if (!found) throw new Error(`No record for ${invoice.number}`);
    return found;
  };

  const summary = async (): Promise<VerifactuSubmissionSummary> =>
    (await api.http().get('/api/billing/verifactu/summary').set(as(admin)).expect(200)).body.data;

  beforeAll(async () => {
    fake = await startFakeAeat(WORKSHOP);
    database = ownDatabase(`verifactu_${freshWord(4).toLowerCase()}`);
    const env = {
      DATABASE_URL: database.url,
      REDIS_KEY_PREFIX: `${process.env.REDIS_KEY_PREFIX}:verifactu-${freshWord(4)}`,
      VERIFACTU_ENDPOINT: fake.url,
      VERIFACTU_CA_FILE: fake.caFile,
    };
    api = await startTestApi({ env });
    const workerConfig = testConfig({ ...env, WORKER_HEALTH_PORT: String(await freePort()) });
    worker = await NestFactory.createApplicationContext(
      WorkerModule.forRoot(workerConfig, new LogCapture().logger),
      { logger: false },
    );
    await worker.init();
    queueEvents = new QueueEvents('verifactu', {
      connection: redisOptionsFromUrl(workerConfig.redisUrl, 'worker'),
      prefix: bullPrefix(workerConfig),
    });
    await queueEvents.waitUntilReady();
    await sql(
      `insert into workshop (name, legal_name, nif, address_line, postal_code, city, province,
                             registry_number)
       values ('Taller PX', ?, ?, 'Calle Mayor 1', '28013', 'Madrid', 'Madrid', 'RI-28-000001')`,
      [WORKSHOP.holder, WORKSHOP.taxId],
    );
    const owner = await createTestUser(api.app, { roles: ['administrador'], employee: true });
    adminEmployee = owner.employeeId!;
    admin = (await loginAs(api.app, owner)).token;
    mechanic = (await loginAs(api.app, await createTestUser(api.app, { roles: ['mecanico'] })))
      .token;
  });
  afterAll(async () => {
    await queueEvents?.close();
    await worker?.close();
    await api?.close();
    await fake?.close();
    await database?.drop();
  });

  it('asks for a session (401) and billing.certificate.admin (403) on every route', async () => {
    const routes: ['get' | 'put' | 'delete' | 'post', string][] = [
      ['get', '/api/billing/certificate'],
      ['put', '/api/billing/certificate'],
      ['delete', '/api/billing/certificate'],
      ['post', '/api/billing/certificate/test'],
      ['get', '/api/billing/verifactu/summary'],
      ['get', '/api/billing/verifactu/records'],
      ['post', `/api/billing/verifactu/records/${MISSING_ID}/retry`],
      ['post', '/api/billing/verifactu/submit'],
    ];
    for (const [method, path] of routes) {
      const call = () => api.http()[method](path);
      await call().expect(401);
      const forbidden = await call().set(as(mechanic)).expect(403);
      expect(forbidden.body.error).toBe('FORBIDDEN');
    }
  });

  it('refuses a wrong password, a file that is not a certificate and a certificate without its key (400 on the field)', async () => {
    const wrong = await upload(admin, fake.workshopP12, 'no-es-la-clave').expect(400);
    expect(wrong.body.details).toEqual([
      expect.objectContaining({ field: 'password', code: 'wrongPassword' }),
    ]);
    expect(wrong.body.details[0].message).toMatch(/contraseña/);

    const notCertificate = await upload(admin, Buffer.from('%PDF-1.7 factura'), 'x').expect(400);
    expect(notCertificate.body.details).toEqual([
      expect.objectContaining({ field: 'file', code: 'notPkcs12' }),
    ]);

    const keyless = pkcs12Of(
      issueCertificate(fake.authority, {
        subject: workshopSubject({ holder: WORKSHOP.holder }),
        usage: 'client',
      }),
      'clave',
      { withKey: false },
    );
    const withoutKey = await upload(admin, keyless, 'clave').expect(400);
    expect(withoutKey.body.details).toEqual([
      expect.objectContaining({ field: 'file', code: 'noPrivateKey' }),
    ]);

    const missing = await api
      .http()
      .put('/api/billing/certificate')
      .set(as(admin))
      .field('password', 'x')
      .expect(400);
    expect(missing.body.details).toEqual([expect.objectContaining({ field: 'file' })]);

    const state = (await api.http().get('/api/billing/certificate').set(as(admin)).expect(200)).body
      .data as BillingCertificateState;
    expect(state).toEqual({ certificate: null, environment: 'test', endpoint: fake.url });
  });

  it('stores the certificate encrypted and answers only its public facts, never its key or password', async () => {
    const uploaded = (await upload(admin, fake.workshopP12, fake.workshopPassword).expect(200)).body
      .data as BillingCertificateView;
    expect(uploaded).toEqual({
      holder: WORKSHOP.holder,
      tax_id: WORKSHOP.taxId,
      issuer: 'PX Fake AEAT CA',
      serial_number: expect.stringMatching(/^[0-9A-F]+$/),
      valid_from: expect.any(String),
      valid_to: expect.any(String),
      expires_in_days: expect.any(Number),
      expiring: false,
      expired: false,
      tax_id_mismatch: false,
      uploaded_at: expect.any(String),
      uploaded_by_name: 'Usuario Pruebas',
    });
    const response = await api.http().get('/api/billing/certificate').set(as(admin)).expect(200);
    expect(response.body.data).toEqual({
      certificate: uploaded,
      environment: 'test',
      endpoint: fake.url,
    });
    expect(response.text).not.toContain(fake.workshopPassword);
    expect(response.text).not.toContain(fake.workshopP12.toString('base64').slice(0, 40));

    // At rest: sealed, neither the file nor the password in clear.
    const [row] = await sql<{ pfx_sealed: Buffer; password_sealed: Buffer }[]>(
      'select pfx_sealed, password_sealed from billing_certificate',
    );
    expect(row.pfx_sealed.includes(fake.workshopP12.subarray(0, 64))).toBe(false);
    expect(row.password_sealed.includes(Buffer.from(fake.workshopPassword))).toBe(false);
  });

  it('"Probar conexión" connects to the AEAT with the certificate, and says in Spanish when the server refuses it', async () => {
    const ok = await api.http().post('/api/billing/certificate/test').set(as(admin)).expect(200);
    expect(ok.body.data).toEqual({
      ok: true,
      message: expect.stringContaining('ha aceptado el certificado del taller'),
      checked_at: expect.any(String),
    });

    fake.refuseClientCertificates(true);
    try {
      const refused = await api
        .http()
        .post('/api/billing/certificate/test')
        .set(as(admin))
        .expect(200);
      expect(refused.body.data.ok).toBe(false);
      expect(refused.body.data.message).toMatch(/ha rechazado el certificado del taller/);
    } finally {
      fake.refuseClientCertificates(false);
    }
  });

  it('sends the issued invoices over mutual TLS and stores the AEAT acceptance of each record', async () => {
    const invoices = [await issueInvoice(), await issueInvoice()];
    await submit();
    for (const invoice of invoices) {
      expect(await recordOf(invoice)).toMatchObject({
        invoice_number: invoice.number,
        kind: 'alta',
        status: 'accepted',
        submitted_at: expect.any(String),
        attempts: 1,
        error_code: null,
      });
    }
    const message = fake.received.find((received) =>
      received.records.some((record) => record.invoiceNumber === invoices[1].number),
    );
    expect(message).toMatchObject({
      clientCertificate: WORKSHOP.holder,
      issuer: { name: WORKSHOP.holder, taxId: WORKSHOP.taxId },
    });
    const listed = await api
      .http()
      .get('/api/billing/verifactu/records')
      .query({ status: 'accepted', limit: 5 })
      .set(as(admin))
      .expect(200);
    expect(listed.body.data.pagination).toMatchObject({ page: 1, limit: 5 });
    expect(
      listed.body.data.data.every((r: VerifactuRecordListItem) => r.status === 'accepted'),
    ).toBe(true);
    await api
      .http()
      .get('/api/billing/verifactu/records')
      .query({ status: 'sent' })
      .set(as(admin))
      .expect(400);
  });

  it('without a certificate, nothing is sent: records stay pending, untouched', async () => {
    await api.http().delete('/api/billing/certificate').set(as(admin)).expect(204);
    await api.http().delete('/api/billing/certificate').set(as(admin)).expect(204);
    const invoice = await issueInvoice();
    const before = (await recordOf(invoice)).attempts;
    const outcome = await submit();
    expect(outcome.result).toBe('no_certificate');
    const record = await recordOf(invoice);
    expect(record.status).toBe('pending');
    expect(record.attempts).toBe(before);
    expect(
      fake.received.some((m) => m.records.some((r) => r.invoiceNumber === invoice.number)),
    ).toBe(false);
    expect((await summary()).pending).toBeGreaterThanOrEqual(1);
  });

  it('a record the AEAT refuses for its own data is rejected with its code; the others of the same message are accepted', async () => {
    const invoices = [await issueInvoice(), await issueInvoice(), await issueInvoice()];
    fake.answer(invoices[1].number!, {
      state: 'Incorrecto',
      code: '1100',
      description: 'Valor o tipo incorrecto del campo: NIF',
    });
    await upload(admin, fake.workshopP12, fake.workshopPassword).expect(200);
    const queued = await api
      .http()
      .post('/api/billing/verifactu/submit')
      .set(as(admin))
      .expect(202);
    expect(queued.body.data.queued).toBeGreaterThanOrEqual(3);
    await submit();

    const [first, refused, third] = await Promise.all(invoices.map(recordOf));
    expect(refused).toMatchObject({
      status: 'rejected',
      error_code: '1100',
      error_description: 'Valor o tipo incorrecto del campo: NIF',
    });
    expect(first.status).toBe('accepted');
    expect(third.status).toBe('accepted');
    const together = fake.received.find((m) =>
      m.records.some((r) => r.invoiceNumber === invoices[1].number),
    );
    expect(together?.records.map((r) => r.invoiceNumber)).toEqual(
      expect.arrayContaining(invoices.map((invoice) => invoice.number)),
    );
    const counts = await summary();
    expect(counts.rejected).toBeGreaterThanOrEqual(1);
    expect(counts.accepted).toBeGreaterThanOrEqual(4);

    // Retry: back to pending, sent again, accepted this time.
    fake.answer(invoices[1].number!, null);
    const retried = await api
      .http()
      .post(`/api/billing/verifactu/records/${refused.id}/retry`)
      .set(as(admin))
      .expect(200);
    expect(retried.body.data).toMatchObject({ id: refused.id, status: 'pending' });
    await submit();
    const resent = await recordOf(invoices[1]);
    expect(resent.status).toBe('accepted');
    expect(resent.attempts).toBeGreaterThan(refused.attempts);

    const accepted = await api
      .http()
      .post(`/api/billing/verifactu/records/${first.id}/retry`)
      .set(as(admin))
      .expect(409);
    expect(accepted.body.message).toMatch(/ya aceptó/);
    await api
      .http()
      .post(`/api/billing/verifactu/records/${MISSING_ID}/retry`)
      .set(as(admin))
      .expect(404);
    await api
      .http()
      .post('/api/billing/verifactu/records/not-an-id/retry')
      .set(as(admin))
      .expect(400);
  });

  it("honours the AEAT's TiempoEsperaEnvio: nothing is sent before it", async () => {
    fake.waitSeconds = 3600;
    const first = await issueInvoice();
    await submit();
    expect((await recordOf(first)).status).toBe('accepted');
    const next = (await summary()).next_submission_at;
    expect(new Date(next!).getTime() - Date.now()).toBeGreaterThan(3500 * 1000);

    const waiting = await issueInvoice();
    const messages = fake.received.length;
    const outcome = await submit();
    expect(outcome.result).toBe('waiting');
    expect(new Date(outcome.nextAllowedAt!).toISOString()).toBe(next);
    expect(fake.received).toHaveLength(messages);
    expect((await recordOf(waiting)).status).toBe('pending');

    // The hour has passed (the state's instant moved back): it goes.
    fake.waitSeconds = 0;
    await sql(
      `update verifactu_submission_state set next_allowed_at = now() - interval '1 second'`,
    );
    expect((await submit()).result).toBe('submitted');
    expect((await recordOf(waiting)).status).toBe('accepted');
  });

  it('warns the holders of billing.certificate.admin once when the certificate is about to expire', async () => {
    const expiring = issueCertificate(fake.authority, {
      subject: workshopSubject({ holder: WORKSHOP.holder, companyTaxId: WORKSHOP.taxId }),
      usage: 'client',
      validDays: 5,
    });
    const uploaded = (await upload(admin, pkcs12Of(expiring, 'clave'), 'clave').expect(200)).body
      .data as BillingCertificateView;
    expect(uploaded).toMatchObject({ expiring: true, expired: false, expires_in_days: 4 });

    expect(await runJob(CERTIFICATE_EXPIRY_JOB, { trigger: 'test' })).toEqual({ warned: 7 });
    expect(await runJob(CERTIFICATE_EXPIRY_JOB, { trigger: 'test' })).toEqual({ warned: null });
    const feed = (await api.http().get('/api/notifications').set(as(admin)).expect(200)).body.data
      .data as Notification[];
    const warnings = feed.filter((n) => n.title.startsWith('El certificado de facturación caduca'));
    expect(warnings).toEqual([
      expect.objectContaining({
        type: 'system_alert',
        priority: 'urgent',
        employee_id: adminEmployee,
        title: 'El certificado de facturación caduca en 4 días',
        link: '/admin/billing-certificate',
      }),
    ]);
  });
});

import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { WorkerModule } from '../../apps/worker/src/worker.module';
import { type CustomerReceiptView, addDays, localDate } from '../../libs/contracts/src';
import { freshPlate, freshWord } from './support/fixtures';
import { createTestUser, loginAs } from './support/identity-factory';
import { LogCapture } from './support/log-capture';
import { freePort } from './support/processes';
import { type TestApi, startTestApi } from './support/test-api';
import { testConfig } from './support/test-config';

interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
  attachments?: { fileName: string; contentType: string; length: number }[];
}

const SIGNATURE = {
  strokes: [{ points: [{ x: 1, y: 1, time: 1 }] }],
  png: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  signer_name: 'Rosa Cliente',
};

/**
 * The customer's e-mails of a deposit receipt (issue 19), through the worker and SMTP to the local
 * catcher (maildev, started by `npm test`): the resguardo with its PDF on request, and the "ready
 * to collect" notice that "Marcar listo" sends once.
 */
describe('Receipt e-mails (worker → SMTP)', () => {
  const maildev = process.env.MAILDEV_URL;
  const prefix = `${process.env.REDIS_KEY_PREFIX}:receipt-mail-${freshWord(4)}`;
  let api: TestApi;
  let worker: INestApplicationContext;
  let desk: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });

  async function mailsTo(address: string, count: number): Promise<CaughtMail[]> {
    for (let i = 0; i < 100; i++) {
      const mails = ((await (await fetch(`${maildev}/email`)).json()) as CaughtMail[]).filter(
        (mail) => mail.to.some((to) => to.address === address),
      );
      if (mails.length >= count) return mails;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Timed out waiting for ${count} mail(s) to ${address}`);
  }

  beforeAll(async () => {
    if (!maildev || !process.env.SMTP_URL) {
      throw new Error(
        'MAILDEV_URL and SMTP_URL must point at the local SMTP catcher (npm test starts it)',
      );
    }
    api = await startTestApi({ env: { REDIS_KEY_PREFIX: prefix } });
    worker = await NestFactory.createApplicationContext(
      WorkerModule.forRoot(
        testConfig({ REDIS_KEY_PREFIX: prefix, WORKER_HEALTH_PORT: String(await freePort()) }),
        new LogCapture().logger,
      ),
      { logger: false },
    );
    await worker.init();
    desk = (await loginAs(api.app, await createTestUser(api.app, { roles: ['recepcion'] }))).token;
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  it('e-mails the resguardo with its PDF, and tells the customer when the car is ready', async () => {
    const email = `${freshWord()}@example.com`;
    const customer = (
      await api
        .http()
        .post('/api/customers')
        .set(as(desk))
        .send({ type: 'person', first_name: 'Rosa', last_name: freshWord(), email })
        .expect(201)
    ).body.data.id as string;
    const vehicle = (
      await api
        .http()
        .post('/api/vehicles')
        .set(as(desk))
        .send({ license_plate: freshPlate(), make: 'Kia', model: 'Ceed', customer_id: customer })
        .expect(201)
    ).body.data.id as string;
    const receipt = (
      await api
        .http()
        .post('/api/customer-receipts')
        .set(as(desk))
        .send({
          customer_id: customer,
          vehicle_id: vehicle,
          odometer_km: 45_000,
          fuel_level: 6,
          body_type: 'turismo',
          damages: [],
          belongings: '',
          complaint: 'Cambio de aceite',
          requested_work: '',
          estimate: 'wanted',
          expected_delivery_date: addDays(localDate(new Date()), 1),
          signature: SIGNATURE,
        })
        .expect(201)
    ).body.data as CustomerReceiptView;

    const sent = await api
      .http()
      .post(`/api/customer-receipts/${receipt.id}/send`)
      .set(as(desk))
      .expect(202);
    expect(sent.body.data).toEqual({ queued: true, to: email });
    const [deposit] = await mailsTo(email, 1);
    expect(deposit.subject).toBe(
      `Resguardo de depósito ${receipt.number} · ${receipt.license_plate}`,
    );
    expect(deposit.text).toContain(`orden de reparación ${receipt.work_order_number}`);
    expect(deposit.attachments).toEqual([
      expect.objectContaining({
        fileName: `resguardo-${receipt.number}.pdf`,
        contentType: 'application/pdf',
      }),
    ]);

    const ready = (
      await api.http().post(`/api/customer-receipts/${receipt.id}/ready`).set(as(desk)).expect(200)
    ).body.data as CustomerReceiptView;
    const mails = await mailsTo(email, 2);
    const notice = mails.find((mail) => mail.subject.includes('está listo'))!;
    expect(notice.subject).toBe(`Su vehículo ${receipt.license_plate} está listo para recoger`);
    const [y, m, d] = ready.storage_charged_from!.split('-');
    expect(notice.text).toContain(`hasta el día anterior al ${d}/${m}/${y}`);
  });

  it('refuses to e-mail a receipt whose customer has no e-mail', async () => {
    const customer = (
      await api
        .http()
        .post('/api/customers')
        .set(as(desk))
        .send({ type: 'company', company_name: `Sin correo ${freshWord()} SL` })
        .expect(201)
    ).body.data.id as string;
    const vehicle = (
      await api
        .http()
        .post('/api/vehicles')
        .set(as(desk))
        .send({ license_plate: freshPlate(), make: 'Kia', model: 'Rio', customer_id: customer })
        .expect(201)
    ).body.data.id as string;
    const receipt = (
      await api
        .http()
        .post('/api/customer-receipts')
        .set(as(desk))
        .send({
          customer_id: customer,
          vehicle_id: vehicle,
          odometer_km: 1_000,
          fuel_level: 2,
          body_type: 'furgoneta',
          damages: [],
          belongings: '',
          complaint: '',
          requested_work: 'ITV',
          estimate: 'renounced',
          expected_delivery_date: localDate(new Date()),
          signature: SIGNATURE,
        })
        .expect(201)
    ).body.data as CustomerReceiptView;
    const refused = await api
      .http()
      .post(`/api/customer-receipts/${receipt.id}/send`)
      .set(as(desk))
      .expect(409);
    expect(refused.body.message).toBe('El cliente no tiene correo electrónico.');
  });
});

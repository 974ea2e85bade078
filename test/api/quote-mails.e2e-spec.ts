import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { WorkerModule } from '../../apps/worker/src/worker.module';
import { type QuoteView } from '../../libs/contracts/src';
import { freshPlate, freshWord } from './support/fixtures';
import { createTestUser, loginAs } from './support/identity-factory';
import { LogCapture } from './support/log-capture';
import { freePort } from './support/processes';
import { type TestApi, startTestApi } from './support/test-api';
import { testConfig } from './support/test-config';

interface CaughtMail {
  subject: string;
  text: string;
  to: { address: string }[];
  attachments?: { fileName: string; contentType: string }[];
}

/**
 * A quote sent to its customer (issue 21): the worker mails it through SMTP to the local catcher
 * (maildev, started by `npm test`) with its PDF and the link that opens it.
 */
describe('Quote e-mails (worker → SMTP)', () => {
  const maildev = process.env.MAILDEV_URL;
  const prefix = `${process.env.REDIS_KEY_PREFIX}:quote-mail-${freshWord(4)}`;
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

  it('e-mails the quote with its PDF and the link that opens it', async () => {
    const email = `${freshWord()}@example.com`;
    const customer = (
      await api
        .http()
        .post('/api/customers')
        .set(as(desk))
        .send({ type: 'person', first_name: 'Rosa', last_name: freshWord(), email })
        .expect(201)
    ).body.data.id as string;
    const plate = freshPlate();
    const vehicle = (
      await api
        .http()
        .post('/api/vehicles')
        .set(as(desk))
        .send({ license_plate: plate, make: 'Kia', model: 'Ceed', customer_id: customer })
        .expect(201)
    ).body.data.id as string;
    const quote = (
      await api
        .http()
        .post('/api/quotes')
        .set(as(desk))
        .send({
          customer_id: customer,
          vehicle_id: vehicle,
          lines: [
            {
              type: 'labor',
              description: 'Cambio de correa de distribución',
              quantity: 3,
              unit_price_cents: 5_000,
              vat_percent: 21,
            },
          ],
        })
        .expect(201)
    ).body.data as QuoteView;
    const sent = (
      await api.http().post(`/api/quotes/${quote.id}/send`).set(as(desk)).send({}).expect(200)
    ).body.data as QuoteView;

    const [mail] = await mailsTo(email, 1);
    expect(mail.subject).toBe(`Presupuesto ${quote.number} · Kia Ceed · ${plate}`);
    expect(mail.text).toContain('por un total de 181,50 €');
    expect(mail.text).toContain(sent.link!.url!);
    expect(mail.attachments).toEqual([
      expect.objectContaining({
        fileName: `presupuesto-${quote.number}.pdf`,
        contentType: 'application/pdf',
      }),
    ]);
    const token = sent.link!.url!.slice(sent.link!.url!.indexOf('/q/') + 3);
    const shown = await api.http().get(`/api/public/quotes/${token}`).expect(200);
    expect(shown.body.data).toMatchObject({ number: quote.number, can_answer: true });
  });
});

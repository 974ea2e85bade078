import { type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/core';
import { type Job } from 'bullmq';
import { WorkerModule } from '../../apps/worker/src/worker.module';
import {
  type AppointmentView,
  type PublicAppointmentView,
  addDays,
  localDate,
  localInstant,
} from '../../libs/contracts/src';
import { APPOINTMENT_REMINDER_JOB } from '../../libs/appointments/src';
import { JobQueues } from '../../libs/platform/src';
import { freshPlate, freshWord } from './support/fixtures';
import { type TestUser, createTestUser, loginAs } from './support/identity-factory';
import { LogCapture } from './support/log-capture';
import { freePort } from './support/processes';
import { type TestApi, startTestApi } from './support/test-api';
import { testConfig } from './support/test-config';

interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  to: { address: string }[];
}

/**
 * The appointment's e-mail reminder end to end (issue 19): the booking places a delayed job in
 * Redis for 24 h before it, the worker sends the Spanish e-mail through SMTP to the local catcher
 * (maildev, started by `npm test`), the link in it shows the booking without changing it and
 * confirms it on POST; moving the booking moves the reminder and revokes the old link; cancelling
 * removes it; a failed send is recorded and retried.
 */
describe('Appointment reminders (BullMQ → SMTP → the customer link)', () => {
  const maildev = process.env.MAILDEV_URL;
  const prefix = `${process.env.REDIS_KEY_PREFIX}:reminders-${freshWord(4)}`;
  let api: TestApi;
  let worker: INestApplicationContext;
  let admin: string;
  let desk: TestUser;
  let serviceTypeId: string;
  const as = (token: string) => ({ Authorization: `Bearer ${token}` });
  const sql = <T>(query: string, params: unknown[] = []) =>
    api.app.get(MikroORM).em.fork().getConnection().execute(query, params) as Promise<T>;

  async function customerWithCar(email: string): Promise<{ customer: string; vehicle: string }> {
    const customer = (
      await api
        .http()
        .post('/api/customers')
        .set(as(admin))
        .send({ type: 'person', first_name: 'Rosa', last_name: freshWord(), email })
        .expect(201)
    ).body.data.id as string;
    const vehicle = (
      await api
        .http()
        .post('/api/vehicles')
        .set(as(admin))
        .send({ license_plate: freshPlate(), make: 'Kia', model: 'Ceed', customer_id: customer })
        .expect(201)
    ).body.data.id as string;
    return { customer, vehicle };
  }

  async function book(email: string, daysAhead: number): Promise<AppointmentView> {
    const { customer, vehicle } = await customerWithCar(email);
    return (
      await api
        .http()
        .post('/api/appointments')
        .set(as(admin))
        .send({
          customer_id: customer,
          vehicle_id: vehicle,
          service_type_id: serviceTypeId,
          channel: 'phone',
          starts_at: localInstant(addDays(localDate(new Date()), daysAhead), 10 * 60).toISOString(),
          override: true,
        })
        .expect(201)
    ).body.data as AppointmentView;
  }

  async function appointment(id: string): Promise<AppointmentView> {
    return (await api.http().get(`/api/appointments/${id}`).set(as(admin)).expect(200)).body
      .data as AppointmentView;
  }

  /** Polls until `probe` answers something (the subscriber and the worker run after the commit). */
  async function eventually<T>(
    probe: () => Promise<T | null | undefined>,
    what: string,
  ): Promise<T> {
    for (let i = 0; i < 100; i++) {
      const found = await probe();
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Timed out waiting for ${what}`);
  }

  const reminderJob = (id: string) =>
    api.app
      .get(JobQueues)
      .queue(APPOINTMENT_REMINDER_JOB.queue)
      .getJob(`appointment-reminder-${id}`) as Promise<Job | undefined>;

  async function mailTo(address: string): Promise<CaughtMail> {
    return eventually(async () => {
      const mails = (await (await fetch(`${maildev}/email`)).json()) as CaughtMail[];
      return mails.find((mail) => mail.to.some((to) => to.address === address));
    }, `a mail to ${address}`);
  }

  beforeAll(async () => {
    if (!maildev || !process.env.SMTP_URL) {
      throw new Error(
        'MAILDEV_URL and SMTP_URL must point at the local SMTP catcher (npm test starts it)',
      );
    }
    api = await startTestApi({
      env: { REDIS_KEY_PREFIX: prefix, PUBLIC_URL: 'https://taller.example' },
    });
    const config = testConfig({
      REDIS_KEY_PREFIX: prefix,
      PUBLIC_URL: 'https://taller.example',
      WORKER_HEALTH_PORT: String(await freePort()),
    });
    worker = await NestFactory.createApplicationContext(
      WorkerModule.forRoot(config, new LogCapture().logger),
      { logger: false },
    );
    await worker.init();
    admin = (await loginAs(api.app, await createTestUser(api.app, { roles: ['administrador'] })))
      .token;
    desk = await createTestUser(api.app, { roles: ['recepcion'], employee: true });
    [{ id: serviceTypeId }] = await sql<{ id: string }[]>(
      `insert into service_type (id, code, name, duration_minutes, sort_order)
       values (gen_random_uuid(), ?, 'Cambio de aceite', 30, 99) returning id`,
      [`rem_${freshWord()}`],
    );
  });
  afterAll(async () => {
    await worker?.close();
    await api?.close();
  });

  it('sends the Spanish reminder 24 h before, whose link shows and then confirms the booking', async () => {
    const email = `${freshWord()}@example.com`;
    const booking = await book(email, 5);
    const pending = await eventually(async () => {
      const found = await appointment(booking.id);
      return found.reminder.state === 'pending' ? found : null;
    }, 'the pending reminder');
    expect(new Date(pending.reminder.due_at!).getTime()).toBe(
      new Date(booking.starts_at).getTime() - 24 * 3_600_000,
    );
    const job = (await reminderJob(booking.id))!;
    expect(await job.getState()).toBe('delayed');
    expect(job.delay).toBeGreaterThan(3 * 24 * 3_600_000);

    // Time passes: the delayed job runs now.
    await job.promote();
    const mail = await mailTo(email);
    expect(mail.subject).toMatch(/^Recordatorio de su cita en .+ a las 10:00$/);
    expect(mail.text).toContain('Le recordamos su cita');
    expect(mail.text).toContain('(Cambio de aceite)');
    const link = /https:\/\/taller\.example\/c\/([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const token = link![1];

    const sent = await eventually(async () => {
      const found = await appointment(booking.id);
      return found.reminder.state === 'sent' ? found : null;
    }, 'the sent reminder');
    expect(sent.reminder.sent_at).not.toBeNull();
    const deskToken = (await loginAs(api.app, desk)).token;
    await eventually(async () => {
      const list = (await api.http().get('/api/notifications').set(as(deskToken)).expect(200)).body
        .data;
      const items = (Array.isArray(list) ? list : list.data) as { type: string; link: string }[];
      return items.find(
        (n) => n.type === 'appointment_reminder' && n.link === `/appointments/${booking.id}`,
      );
    }, 'the desk notification');

    // GET shows and changes nothing (a mail scanner may follow it); POST confirms.
    const shown = (await api.http().get(`/api/public/appointments/${token}`).expect(200)).body
      .data as PublicAppointmentView;
    expect(shown).toMatchObject({
      status: 'scheduled',
      service_type: 'Cambio de aceite',
      can_confirm: true,
    });
    expect(shown).not.toHaveProperty('id');
    expect((await appointment(booking.id)).status).toBe('scheduled');
    const confirmed = (
      await api.http().post(`/api/public/appointments/${token}/confirm`).expect(200)
    ).body.data as PublicAppointmentView;
    expect(confirmed.status).toBe('confirmed');
    expect((await appointment(booking.id)).status).toBe('confirmed');

    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const refused = await api.http().get(`/api/public/appointments/${tampered}`).expect(404);
    expect(refused.body.message).toContain('Este enlace ya no es válido');
  });

  it('moves the reminder with the booking (revoking the old link) and drops it on cancel', async () => {
    const email = `${freshWord()}@example.com`;
    const booking = await book(email, 6);
    const first = await eventually(async () => {
      const found = await appointment(booking.id);
      return found.reminder.state === 'pending' ? found : null;
    }, 'the pending reminder');
    const [{ link_nonce: before }] = await sql<{ link_nonce: string }[]>(
      'select link_nonce from appointment where id = ?',
      [booking.id],
    );
    const later = localInstant(addDays(localDate(new Date()), 8), 12 * 60).toISOString();
    await api
      .http()
      .patch(`/api/appointments/${booking.id}`)
      .set(as(admin))
      .send({ starts_at: later, version: first.version })
      .expect(200);
    const moved = await eventually(async () => {
      const found = await appointment(booking.id);
      return found.reminder.due_at !== first.reminder.due_at ? found : null;
    }, 'the moved reminder');
    expect(new Date(moved.reminder.due_at!).getTime()).toBe(
      new Date(later).getTime() - 24 * 3_600_000,
    );
    const [{ link_nonce: after }] = await sql<{ link_nonce: string }[]>(
      'select link_nonce from appointment where id = ?',
      [booking.id],
    );
    expect(after).not.toBe(before);
    const job = (await reminderJob(booking.id))!;
    expect(job.data.due_at).toBe(moved.reminder.due_at);

    await api
      .http()
      .post(`/api/appointments/${booking.id}/cancel`)
      .set(as(admin))
      .send({ reason: 'El cliente llamó para anular' })
      .expect(200);
    await eventually(async () => {
      const found = await appointment(booking.id);
      return found.reminder.state === 'none' ? found : null;
    }, 'the dropped reminder');
    expect(await reminderJob(booking.id)).toBeUndefined();
  });

  it('records a failed send with its error and retries it with backoff', async () => {
    // A worker whose SMTP server is not there.
    await worker.close();
    worker = await NestFactory.createApplicationContext(
      WorkerModule.forRoot(
        testConfig({
          REDIS_KEY_PREFIX: prefix,
          SMTP_URL: `smtp://127.0.0.1:${await freePort()}`,
          WORKER_HEALTH_PORT: String(await freePort()),
        }),
        new LogCapture().logger,
      ),
      { logger: false },
    );
    await worker.init();
    const booking = await book(`${freshWord()}@example.com`, 7);
    await eventually(
      async () => (await appointment(booking.id)).reminder.state === 'pending',
      'pending',
    );
    await (await reminderJob(booking.id))!.promote();
    const failed = await eventually(async () => {
      const found = await appointment(booking.id);
      return found.reminder.error ? found : null;
    }, 'the recorded error');
    expect(failed.reminder.state).toBe('pending');
    const job = await eventually(async () => {
      const found = await reminderJob(booking.id);
      return found && found.attemptsMade >= 1 ? found : null;
    }, 'the retried job');
    expect(await job.getState()).toBe('delayed');
  });
});

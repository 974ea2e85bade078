import { randomUUID } from 'node:crypto';
import { MikroORM } from '@mikro-orm/core';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, EventPublisher, OutboxRelay } from '../../libs/platform/src';
import { Workshop } from '../../libs/system/src/domain/workshop.entity';
import {
  BatchRecordingSubscriber,
  FlakySubscriber,
  OutboxProbeModule,
  RecordingSubscriber,
  VisitsPushSubscriber,
  VisitsWritesSubscriber,
  WorkshopRenamedProbe,
  WorkshopVisitedProbe,
} from '../fixtures/outbox-probe.module';
import { startTestPlatform } from './support/test-platform';

interface DeliveryRow {
  subscriber: string;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: Date;
}

describe('Event outbox (DESIGN §5)', () => {
  let platform: Awaited<ReturnType<typeof startTestPlatform>>;
  let orm: MikroORM;
  let commands: CommandTransaction;
  let publisher: EventPublisher;
  let relay: OutboxRelay;
  let recording: RecordingSubscriber;
  let flaky: FlakySubscriber;
  let batch: BatchRecordingSubscriber;
  let visitsWrites: VisitsWritesSubscriber;
  let visitsPush: VisitsPushSubscriber;
  let workshopId: string;

  const sql = <T>(query: string, params: unknown[] = []): Promise<T[]> =>
    orm.em.fork().getConnection().execute(query, params) as Promise<T[]>;
  const deliveriesOf = (eventId: string) =>
    sql<DeliveryRow>(
      'select subscriber, status, attempts, last_error, next_attempt_at from event_delivery where event_id = ? order by subscriber',
      [eventId],
    );

  beforeAll(async () => {
    // Redis unreachable on purpose: the outbox lives in PostgreSQL and must not need it.
    platform = await startTestPlatform([OutboxProbeModule], {
      OUTBOX_MAX_ATTEMPTS: '3',
      REDIS_URL: 'redis://127.0.0.1:1',
    });
    orm = platform.module.get(MikroORM);
    commands = platform.module.get(CommandTransaction);
    publisher = platform.module.get(EventPublisher);
    relay = platform.module.get(OutboxRelay);
    recording = platform.module.get(RecordingSubscriber);
    flaky = platform.module.get(FlakySubscriber);
    batch = platform.module.get(BatchRecordingSubscriber);
    visitsWrites = platform.module.get(VisitsWritesSubscriber);
    visitsPush = platform.module.get(VisitsPushSubscriber);
    const em = orm.em.fork();
    const [existing] = await em.find(Workshop, {}, { limit: 1 });
    workshopId =
      existing?.id ??
      (await commands.run(async (tx: EntityManager) => {
        const workshop = tx.create(Workshop, {
          name: 'Taller de pruebas',
          legalName: 'Taller de pruebas S.L.',
          nif: 'B86561412',
          addressLine: 'Calle Uno 1',
          postalCode: '28001',
          city: 'Madrid',
          province: 'Madrid',
          registryNumber: 'RT-1',
        });
        return workshop.id;
      }));
  });
  afterAll(() => platform.close());

  beforeEach(() => {
    recording.received.length = 0;
    batch.calls.length = 0;
    visitsWrites.calls.length = 0;
    visitsWrites.scope = 'probe.visits';
    visitsWrites.failInSql = false;
    visitsPush.received.length = 0;
    flaky.failuresLeft = 0;
    flaky.failInSql = false;
    flaky.markScope = null;
    flaky.calls = 0;
  });

  async function rename(to: string): Promise<string> {
    let eventId = '';
    await commands.run(async (tx: EntityManager, events) => {
      const workshop = await tx.findOneOrFail(Workshop, workshopId);
      const from = workshop.name;
      workshop.name = to;
      eventId = events.record(new WorkshopRenamedProbe(workshop.id, { from, to }));
    });
    await publisher.drain();
    return eventId;
  }

  it('appends the event in the command transaction and publishes it after commit', async () => {
    const eventId = await rename('Talleres Renombrados');
    const [stored] = await sql<{
      type: string;
      aggregate_type: string;
      aggregate_id: string;
      payload: unknown;
      published_at: Date | null;
    }>(
      'select type, aggregate_type, aggregate_id, payload, published_at from domain_event where id = ?',
      [eventId],
    );
    expect(stored).toMatchObject({
      type: 'WorkshopRenamedProbe',
      aggregate_type: 'workshop',
      aggregate_id: workshopId,
    });
    expect(stored.payload).toEqual({ from: expect.any(String), to: 'Talleres Renombrados' });
    expect(stored.published_at).not.toBeNull();
    expect(recording.received.map((e) => e.id)).toEqual([eventId]);
    expect(recording.received[0].payload).toMatchObject({ to: 'Talleres Renombrados' });
    const deliveries = await deliveriesOf(eventId);
    expect(deliveries.map((d) => [d.subscriber, d.status, d.attempts])).toEqual([
      ['probe.batch', 'succeeded', 1],
      ['probe.flaky', 'succeeded', 1],
      ['probe.recording', 'succeeded', 1],
    ]);
  });

  it('hands a batch subscriber the events of one publication in one call, in recorded order', async () => {
    const ids: string[] = [];
    await commands.run(async (_tx: EntityManager, events) => {
      for (const to of ['Primero', 'Segundo', 'Tercero']) {
        ids.push(events.record(new WorkshopRenamedProbe(workshopId, { from: '', to })));
      }
    });
    await publisher.drain();
    expect(batch.calls.map((call) => call.map((event) => event.id))).toEqual([ids]);
    expect(recording.received.map((event) => event.id)).toEqual(ids);
  });

  it('publishes the events of commands committed at once exactly once each', async () => {
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        commands.run(async (_tx: EntityManager, events) =>
          events.record(new WorkshopRenamedProbe(workshopId, { from: '', to: `Taller ${index}` })),
        ),
      ),
    );
    await publisher.drain();
    const delivered = batch.calls.flat().map((event) => event.id);
    expect([...delivered].sort()).toEqual([...ids].sort());
    const [counts] = await sql<{ deliveries: number; published: number }>(
      `select (select count(*)::int from event_delivery
                where event_id in (?) and status = 'succeeded' and attempts = 1) as deliveries,
              (select count(*)::int from domain_event
                where id in (?) and published_at is not null) as published`,
      [ids, ids],
    );
    expect(counts).toEqual({ deliveries: 8 * 3, published: 8 });
  });

  describe('a pass whose subscribers only write SQL or write nothing to PostgreSQL', () => {
    async function visit(...visitors: string[]): Promise<string[]> {
      const ids = await commands.run(async (_tx: EntityManager, events) =>
        visitors.map((visitor) => events.record(new WorkshopVisitedProbe(workshopId, { visitor }))),
      );
      await publisher.drain();
      return ids;
    }
    const visitRows = (scope: string) =>
      sql<{ key: string }>('select key from idempotency_key where scope = ? order by key', [scope]);

    it('applies the writes, records the deliveries and claims the events in one statement', async () => {
      const ids = await visit('Ana', 'Luis');
      expect(visitsWrites.calls.map((call) => call.map((event) => event.id))).toEqual([ids]);
      expect(visitsPush.received.map((event) => event.id)).toEqual(ids);
      expect((await visitRows('probe.visits')).map((row) => row.key)).toEqual(
        expect.arrayContaining(ids),
      );
      for (const id of ids) {
        expect((await deliveriesOf(id)).map((d) => [d.subscriber, d.status, d.attempts])).toEqual([
          ['probe.visits', 'succeeded', 1],
          ['probe.visits-push', 'succeeded', 1],
        ]);
      }
      const published = await sql<{ published_at: Date | null }>(
        'select published_at from domain_event where id in (?)',
        [ids],
      );
      expect(published.every((event) => event.published_at !== null)).toBe(true);
    });

    it('leaves none of its writes when an event was published meanwhile', async () => {
      const [id] = await visit('Marta');
      const [event] = visitsPush.received;
      const before = await deliveriesOf(id);
      visitsWrites.scope = 'probe.visits-undone';
      publisher.publishInBackground([event]);
      await publisher.drain();
      expect(visitsWrites.calls).toHaveLength(2);
      expect(await visitRows('probe.visits-undone')).toEqual([]);
      expect(await deliveriesOf(id)).toEqual(before);
    });

    it('records a failing write for the relay and delivers its neighbour', async () => {
      visitsWrites.failInSql = true;
      const [id] = await visit('Jorge');
      const deliveries = await deliveriesOf(id);
      expect(deliveries.map((d) => [d.subscriber, d.status, d.attempts])).toEqual([
        ['probe.visits', 'failed', 1],
        ['probe.visits-push', 'succeeded', 1],
      ]);
      expect(deliveries[0].last_error).toContain('division by zero');
      visitsWrites.failInSql = false;
      await sql(`update event_delivery set next_attempt_at = now() where event_id = ?`, [id]);
      await relay.relayOnce(0);
      expect((await deliveriesOf(id))[0]).toMatchObject({ status: 'succeeded', attempts: 2 });
      expect((await visitRows('probe.visits')).map((row) => row.key)).toContain(id);
    });
  });

  it('undoes a pass whose event another process published meanwhile', async () => {
    const eventId = await rename('Taller publicado dos veces');
    const [event] = recording.received;
    const before = await deliveriesOf(eventId);
    flaky.markScope = 'probe.undone-pass';
    publisher.publishInBackground([event]);
    await publisher.drain();
    // The subscribers ran, found the event claimed at the end, and nothing of the pass stayed.
    expect(flaky.calls).toBe(2);
    expect(await sql('select 1 from idempotency_key where scope = ?', [flaky.markScope])).toEqual(
      [],
    );
    expect(await deliveriesOf(eventId)).toEqual(before);
  });

  it('leaves neither the change nor the event when the command fails', async () => {
    const before = await sql<{ count: string }>('select count(*) from domain_event');
    await expect(
      commands.run(async (tx: EntityManager, events) => {
        const workshop = await tx.findOneOrFail(Workshop, workshopId);
        workshop.name = 'Nunca guardado';
        events.record(new WorkshopRenamedProbe(workshop.id, { from: 'x', to: 'Nunca guardado' }));
        await tx.flush();
        throw new Error('fallo a mitad de la orden');
      }),
    ).rejects.toThrow('fallo a mitad de la orden');
    const after = await sql<{ count: string }>('select count(*) from domain_event');
    expect(after[0].count).toBe(before[0].count);
    const [workshop] = await sql<{ name: string }>('select name from workshop where id = ?', [
      workshopId,
    ]);
    expect(workshop.name).not.toBe('Nunca guardado');
    expect(recording.received).toHaveLength(0);
  });

  it('writes a one-statement command with its outbox row and publishes after it; a refused one leaves nothing', async () => {
    const rename = (id: string, to: string) =>
      commands.runStatement(async (unit) => {
        const params: unknown[] = [id, to];
        const outbox = unit.outboxInsert(new WorkshopRenamedProbe(id, { from: 'x', to }), params, {
          where: 'exists (select 1 from renamed)',
        });
        const rows = await unit.query<{ id: string }>(
          `with renamed as (update workshop set name = $2 where id = $1 returning id),
                outbox as (${outbox})
           select id from renamed`,
          params,
        );
        if (rows.length === 0) throw new Error('no such workshop');
      });
    const published = (to: string) =>
      sql<{ published_at: Date | null }>(
        `select published_at from domain_event
          where type = 'WorkshopRenamedProbe' and payload ->> 'to' = ?`,
        [to],
      );

    await rename(workshopId, 'Taller en una sentencia');
    await publisher.drain();
    const [workshop] = await sql<{ name: string }>('select name from workshop where id = ?', [
      workshopId,
    ]);
    expect(workshop.name).toBe('Taller en una sentencia');
    const [row] = await published('Taller en una sentencia');
    expect(row.published_at).not.toBeNull();
    expect(recording.received.map((e) => e.payload)).toEqual([
      { from: 'x', to: 'Taller en una sentencia' },
    ]);

    await expect(rename(randomUUID(), 'Taller que no existe')).rejects.toThrow('no such workshop');
    await publisher.drain();
    expect(await published('Taller que no existe')).toEqual([]);
    expect(recording.received).toHaveLength(1);
  });

  it('has the relay publish an event that a crash left unpublished, exactly once', async () => {
    const eventId = randomUUID();
    // What a process that committed and then died leaves behind.
    await sql(
      `insert into domain_event (id, type, aggregate_type, aggregate_id, payload, occurred_at)
       values (?, 'WorkshopRenamedProbe', 'workshop', ?, '{"from":"a","to":"b"}', now() - interval '1 minute')`,
      [eventId, workshopId],
    );
    const first = await relay.relayOnce();
    expect(first.published).toBeGreaterThanOrEqual(1);
    expect(recording.received.filter((e) => e.id === eventId)).toHaveLength(1);
    const second = await relay.relayOnce();
    expect(second.published).toBe(0);
    expect(recording.received.filter((e) => e.id === eventId)).toHaveLength(1);
    const [row] = await sql<{ published_at: Date | null }>(
      'select published_at from domain_event where id = ?',
      [eventId],
    );
    expect(row.published_at).not.toBeNull();
  });

  it('does not publish a fresh unpublished event within the grace period (the API is about to)', async () => {
    const eventId = randomUUID();
    await sql(
      `insert into domain_event (id, type, aggregate_type, aggregate_id, payload) values (?, 'WorkshopRenamedProbe', 'workshop', ?, '{}')`,
      [eventId, workshopId],
    );
    await relay.relayOnce(60_000);
    expect(recording.received.some((e) => e.id === eventId)).toBe(false);
    await publisher.publish([eventId]);
    expect(recording.received.some((e) => e.id === eventId)).toBe(true);
  });

  it('records a failing subscriber, retries it with backoff and marks it succeeded', async () => {
    flaky.failuresLeft = 1;
    const eventId = await rename('Taller con suscriptor caído');
    let [flakyDelivery] = (await deliveriesOf(eventId)).filter(
      (d) => d.subscriber === 'probe.flaky',
    );
    expect(flakyDelivery).toMatchObject({ status: 'failed', attempts: 1 });
    expect(flakyDelivery.last_error).toContain('Servicio de prueba no disponible');
    expect(new Date(flakyDelivery.next_attempt_at).getTime()).toBeGreaterThan(Date.now());
    // The other subscriber is unaffected by its neighbour's failure.
    expect(
      (await deliveriesOf(eventId)).find((d) => d.subscriber === 'probe.recording')?.status,
    ).toBe('succeeded');

    // Not due yet: the relay leaves it alone.
    await relay.relayOnce();
    expect(flaky.calls).toBe(1);

    await sql(
      `update event_delivery set next_attempt_at = now() - interval '1 second' where event_id = ? and subscriber = 'probe.flaky'`,
      [eventId],
    );
    await relay.relayOnce();
    [flakyDelivery] = (await deliveriesOf(eventId)).filter((d) => d.subscriber === 'probe.flaky');
    expect(flakyDelivery).toMatchObject({ status: 'succeeded', attempts: 2, last_error: null });
    expect(flaky.calls).toBe(2);
  });

  it('publishes again one delivery per transaction when a subscriber’s SQL aborts the shared one', async () => {
    // Fails in the shared transaction and again on its own; the neighbour is delivered anyway.
    flaky.failuresLeft = 2;
    flaky.failInSql = true;
    const eventId = await rename('Taller con consulta fallida');
    const deliveries = await deliveriesOf(eventId);
    expect(deliveries.map((d) => [d.subscriber, d.status, d.attempts])).toEqual([
      ['probe.batch', 'succeeded', 1],
      ['probe.flaky', 'failed', 1],
      ['probe.recording', 'succeeded', 1],
    ]);
    expect(deliveries[1].last_error).toContain('division by zero');
    expect(flaky.calls).toBe(2);
    // At least once: the neighbour ran in the aborted attempt too (subscribers are idempotent).
    expect(recording.received.map((e) => e.id)).toContain(eventId);
    const [event] = await sql<{ published_at: Date | null }>(
      'select published_at from domain_event where id = ?',
      [eventId],
    );
    expect(event.published_at).not.toBeNull();
  });

  it('marks a delivery dead after the maximum attempts', async () => {
    flaky.failuresLeft = 10;
    const eventId = await rename('Taller sin remedio');
    for (let i = 0; i < 3; i++) {
      await sql(
        `update event_delivery set next_attempt_at = now() - interval '1 second' where event_id = ? and subscriber = 'probe.flaky' and status = 'failed'`,
        [eventId],
      );
      await relay.relayOnce();
    }
    const [flakyDelivery] = (await deliveriesOf(eventId)).filter(
      (d) => d.subscriber === 'probe.flaky',
    );
    expect(flakyDelivery).toMatchObject({ status: 'dead', attempts: 3 });
    expect(flaky.calls).toBe(3);
  });

  it('re-runs a delivery whose process died mid-handler once its lease expires', async () => {
    const eventId = await rename('Taller con proceso caído');
    // A delivery stuck in `running` with an expired lease: its process died while handling it.
    await sql(
      `update event_delivery set status = 'running', attempts = 0, next_attempt_at = now() - interval '1 second'
        where event_id = ? and subscriber = 'probe.recording'`,
      [eventId],
    );
    recording.received.length = 0;
    await relay.relayOnce();
    expect(recording.received.map((e) => e.id)).toEqual([eventId]);
    const [delivery] = (await deliveriesOf(eventId)).filter(
      (d) => d.subscriber === 'probe.recording',
    );
    expect(delivery.status).toBe('succeeded');
  });
});

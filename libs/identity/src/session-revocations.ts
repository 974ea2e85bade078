import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { type Redis } from 'ioredis';
import {
  ACCESS_TOKEN_TTL_SECONDS,
  APP_CONFIG,
  type AppConfig,
  closeRedisClient,
  createRedisClient,
  SqlClient,
} from '@px/platform';

/** Past this many remembered answers, start again from empty. */
const MAX_REMEMBERED = 20_000;

/**
 * Sessions that ended before their access tokens expire: a logout, or a refresh family revoked
 * because one of its tokens was replayed. A token naming such a session (its `sid`) is refused at
 * once, on every API process, not when it expires up to 15 minutes later.
 *
 * The list lives in Redis, one key per session for as long as an access token of it can live
 * (ACCESS_TOKEN_TTL_SECONDS), so every process shares it. Every request asks, so each process
 * remembers the answers and Redis publishes every revocation to all of them: a remembered "still
 * open" is corrected the moment another process ends the session. While the subscription is down
 * nothing remembered is trusted, and while Redis itself is down the refresh-token table (which
 * records the same revocations durably) answers instead: a Redis outage neither lets an ended
 * session back in nor logs everybody out.
 */
@Injectable()
export class SessionRevocations implements OnModuleInit, OnModuleDestroy {
  private client: Redis | null = null;
  private subscriber: Redis | null = null;
  /** session id → revoked? Only kept while the subscription delivers every revocation. */
  private readonly remembered = new Map<string, boolean>();
  private listening = false;
  private readonly keyPrefix: string;
  private readonly channel: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sql: SqlClient,
  ) {
    this.keyPrefix = `${config.redisKeyPrefix}:revoked-session:`;
    this.channel = `${config.redisKeyPrefix}:revoked-sessions`;
  }

  onModuleInit(): void {
    this.client = createRedisClient(this.config.redisUrl, 'producer');
    const subscriber = createRedisClient(this.config.redisUrl, 'worker');
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, sessionId: string) =>
      this.remember(sessionId, true),
    );
    // Revocations published while the subscription was down were missed: forget every answer.
    const deaf = () => {
      this.listening = false;
      this.remembered.clear();
    };
    subscriber.on('close', deaf);
    subscriber.on('error', deaf);
    subscriber.on('ready', () => {
      this.remembered.clear();
      subscriber
        .subscribe(this.channel)
        .then(() => {
          this.listening = true;
        })
        .catch(deaf);
    });
  }

  /** Ends these sessions' access tokens everywhere (after the refresh family's revocation committed). */
  async revoke(sessionIds: readonly string[]): Promise<void> {
    for (const sessionId of sessionIds) this.remember(sessionId, true);
    const client = this.ready();
    if (!client || sessionIds.length === 0) return;
    const batch = client.multi();
    for (const sessionId of sessionIds) {
      batch.set(this.keyPrefix + sessionId, '1', 'EX', ACCESS_TOKEN_TTL_SECONDS + 60);
      batch.publish(this.channel, sessionId);
    }
    // Redis down: the refresh-token rows already say so, and isRevoked reads them meanwhile.
    await batch.exec().catch(() => undefined);
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    const known = this.peek(sessionId);
    if (known !== undefined) return known;
    const revoked = await this.ask(sessionId);
    if (this.listening) this.remember(sessionId, revoked);
    return revoked;
  }

  /** What memory says, when it can be trusted; undefined means ask isRevoked. */
  peek(sessionId: string): boolean | undefined {
    const known = this.remembered.get(sessionId);
    if (known === true) return true;
    return this.listening ? known : undefined;
  }

  private async ask(sessionId: string): Promise<boolean> {
    const client = this.ready();
    if (client) {
      const found = await client.exists(this.keyPrefix + sessionId).catch(() => null);
      if (found !== null) return found === 1;
    }
    const row = await this.sql.one<{ revoked: boolean }>(
      `select exists(
         select 1 from refresh_token where family_id = $1 and revoked_at is not null
       ) as revoked`,
      [sessionId],
    );
    return !!row?.revoked;
  }

  private remember(sessionId: string, revoked: boolean): void {
    // An answer read before a revocation may arrive after its announcement: never undo a revocation.
    if (!revoked && this.remembered.get(sessionId) === true) return;
    if (this.remembered.size >= MAX_REMEMBERED) this.remembered.clear();
    this.remembered.set(sessionId, revoked);
  }

  private ready(): Redis | null {
    return this.client?.status === 'ready' ? this.client : null;
  }

  async onModuleDestroy(): Promise<void> {
    this.listening = false;
    await Promise.all(
      [this.subscriber, this.client].map((client) => client && closeRedisClient(client)),
    );
  }
}

import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { Client } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config';

/** What a subscriber to a channel is told. */
export interface SignalListener {
  /** A committed change raised `pg_notify(channel, payload)`. */
  onSignal(payload: string): void;
  /** Signals may have been missed (the connection dropped or came back): forget everything. */
  onReset(): void;
  /**
   * This process committed a command: a cache that must read its own writes at once (without
   * waiting for the signal, which takes a moment) forgets here.
   */
  onLocalCommit?(): void;
}

const RECONNECT_DELAY_MS = 1_000;

/**
 * The in-process events (`@nestjs/event-emitter`, not durable: the outbox carries domain events)
 * the signals travel on, so any provider may also react with `@OnEvent(...)`.
 */
export const SignalEvents = {
  /** `pg_notify(channel, payload)` committed: the payload (a key, or '' for everything). */
  signal: (channel: string): string => `database-signal.${channel}`,
  /** The channel's signals may have been missed: forget everything. */
  reset: (channel: string): string => `database-signal-reset.${channel}`,
  /** This process committed a command. */
  localCommit: 'command.committed-here',
} as const;

/**
 * Commit-time change signals from PostgreSQL (LISTEN/NOTIFY) for in-process caches. Triggers on
 * the tables a cache copies call pg_notify, which PostgreSQL delivers only once the writing
 * transaction commits, to every process listening, whoever wrote (a command, another process, an
 * operator's SQL). One dedicated connection per process, opened when a cache is first read.
 *
 * `isLive(channel)` is true only while that connection listens to the channel: a cache must read
 * through when it is false, because a change made meanwhile would not be signalled.
 */
@Injectable()
export class DatabaseSignals implements OnApplicationShutdown {
  private readonly logger = new Logger(DatabaseSignals.name);
  /** Channels some cache listens to (LISTENed on every (re)connection). */
  private readonly channels = new Set<string>();
  private client: Client | null = null;
  private connecting: Promise<void> | null = null;
  private reconnectTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private liveChannels = new Set<string>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly events: EventEmitter2,
  ) {}

  /**
   * Whether `channel` is listened to now (changes to it cannot go unnoticed). The first question
   * opens the connection: a process that never asks (a migration run) never holds one.
   */
  isLive(channel: string): boolean {
    if (this.liveChannels.has(channel)) return true;
    this.ensureConnected();
    return false;
  }

  subscribe(channel: string, listener: SignalListener): () => void {
    assertChannelName(channel);
    if (!this.channels.has(channel)) {
      this.channels.add(channel);
      const client = this.client;
      if (client && !this.connecting) {
        this.listen(client, channel).catch((error: unknown) => this.lost(client, error));
      }
    }
    const onSignal = (payload: string): void => listener.onSignal(payload);
    const onReset = (): void => listener.onReset();
    const onLocalCommit = listener.onLocalCommit?.bind(listener);
    this.events.on(SignalEvents.signal(channel), onSignal);
    this.events.on(SignalEvents.reset(channel), onReset);
    if (onLocalCommit) this.events.on(SignalEvents.localCommit, onLocalCommit);
    return () => {
      this.events.off(SignalEvents.signal(channel), onSignal);
      this.events.off(SignalEvents.reset(channel), onReset);
      if (onLocalCommit) this.events.off(SignalEvents.localCommit, onLocalCommit);
    };
  }

  /** Called by CommandTransaction after each commit of this process. */
  announceLocalCommit(): void {
    this.events.emit(SignalEvents.localCommit);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.markDown();
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private ensureConnected(): void {
    if (this.client || this.connecting || this.closed || this.reconnectTimer) return;
    this.connecting = this.connect().finally(() => {
      this.connecting = null;
    });
  }

  private async connect(): Promise<void> {
    const client = new Client({
      connectionString: this.config.databaseUrl,
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    client.on('notification', (message) => {
      this.events.emit(SignalEvents.signal(message.channel), message.payload ?? '');
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      if (this.closed) {
        await client.end();
        return;
      }
      this.client = client;
      for (const channel of this.channels) await this.listen(client, channel);
    } catch (error) {
      this.lost(client, error);
    }
  }

  private async listen(client: Client, channel: string): Promise<void> {
    await client.query(`listen ${channel}`);
    // Anything that changed before LISTEN took effect was never signalled: start from empty.
    this.reset(channel);
    this.liveChannels.add(channel);
  }

  private lost(client: Client, error: unknown): void {
    if (this.client !== client && this.client !== null) return;
    this.client = null;
    this.markDown();
    client.end().catch(() => undefined);
    if (this.closed) return;
    if (error) this.logger.warn(`Change signals lost, caches read through: ${String(error)}`);
    this.reconnectTimer ??= setTimeout(() => {
      this.reconnectTimer = null;
      this.ensureConnected();
    }, RECONNECT_DELAY_MS);
    this.reconnectTimer.unref();
  }

  private markDown(): void {
    const channels = [...this.liveChannels];
    this.liveChannels = new Set();
    for (const channel of channels) this.reset(channel);
  }

  private reset(channel: string): void {
    this.events.emit(SignalEvents.reset(channel));
  }
}

function assertChannelName(channel: string): void {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Bad signal channel: ${channel}`);
}

import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import { type Redis } from 'ioredis';
import { REALTIME_NAMESPACE, type RealtimeEventName, type RealtimeServerEvents } from '@px/contracts';
import { APP_CONFIG, type AppConfig } from '../config';
import { closeRedisClient, createRedisClient } from '../redis';
import { socketIoChannelKey } from './redis-io.adapter';

/**
 * Pushes an event to the sockets in a room from any process (API or worker), through Redis.
 * Best effort by design: clients refetch on reconnect, so a push lost while Redis is down costs
 * freshness, never data.
 */
@Injectable()
export class RealtimePush implements OnModuleDestroy {
  private client: Redis | null = null;
  private emitter: Emitter | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  private getEmitter(): Emitter {
    if (!this.emitter) {
      // Offline queue on: a publish racing a disconnect waits instead of rejecting unhandled.
      this.client = createRedisClient(this.config.redisUrl, 'worker');
      this.emitter = new Emitter(this.client, { key: socketIoChannelKey(this.config.redisKeyPrefix) });
    }
    return this.emitter;
  }

  toRoom<E extends RealtimeEventName>(room: string, event: E, payload: RealtimeServerEvents[E]): void {
    const emitter = this.getEmitter();
    if (this.client?.status !== 'ready') return;
    try {
      emitter.of(REALTIME_NAMESPACE).to(room).emit(event, payload);
    } catch {
      // Redis unavailable: see the class comment.
    }
  }

  async onModuleDestroy(): Promise<void> {
    if (this.client) await closeRedisClient(this.client);
  }
}

import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Emitter } from '@socket.io/redis-emitter';
import { type Redis } from 'ioredis';
import { type Namespace } from 'socket.io';
import {
  REALTIME_NAMESPACE,
  type RealtimeErrorPayload,
  type RealtimeEventName,
  type RealtimeServerEvents,
} from '@px/contracts';
import { APP_CONFIG, type AppConfig } from '../config';
import { closeRedisClient, createRedisClient } from '../redis';
import { socketIoChannelKey } from './redis-io.adapter';

/**
 * Pushes an event to the sockets in a room from any process (API or worker), through Redis.
 * Best effort by design: clients refetch on reconnect, so a push dropped while Redis is down costs
 * freshness, never data. In the API process the gateway hands over its namespace: a push then
 * reaches this process's sockets at once and the Redis adapter carries it to the other processes'
 * (500 pushes for one message to 500 people no longer wait on their own round trip
 * through Redis and back).
 */
@Injectable()
export class RealtimePush implements OnModuleInit, OnModuleDestroy {
  private client: Redis | null = null;
  private emitter: Emitter | null = null;
  private local: Namespace | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  onModuleInit(): void {
    // Offline queue on, so a push sent while the first connection is being made is not lost;
    // while Redis is actually down (reconnecting) pushes are dropped instead of piling up.
    // Auto-pipelining: a burst of pushes (one message to 500 people) leaves in one write
    // per tick instead of one write per push.
    this.client = createRedisClient(this.config.redisUrl, 'worker', undefined, {
      enableAutoPipelining: true,
    });
    this.emitter = new Emitter(this.client, {
      key: socketIoChannelKey(this.config.redisKeyPrefix),
    });
  }

  /** Called by the gateway once its namespace exists (API process only). */
  deliverThrough(namespace: Namespace): void {
    this.local = namespace;
  }

  toRoom<E extends RealtimeEventName>(
    room: string,
    event: E,
    payload: RealtimeServerEvents[E],
  ): boolean {
    if (this.local) {
      this.local.to(room).emit(event, payload as never);
      return true;
    }
    const status = this.client?.status;
    if (!this.emitter || (status !== 'ready' && status !== 'connect' && status !== 'connecting')) {
      return false;
    }
    this.emitter.of(REALTIME_NAMESPACE).to(room).emit(event, payload);
    return true;
  }

  /**
   * Closes the sockets in `room` on every process, telling them why first (a session that ended,
   * a user deactivated). Unlike a push, this must not be dropped: it throws when it cannot be sent.
   */
  disconnect(room: string, reason: RealtimeErrorPayload): void {
    const target = this.operatorFor(room);
    target.emit('realtime.error', reason as never);
    target.disconnectSockets(true);
  }

  /** The sockets in `room`, on every process, join `join` and leave `leave` (permissions changed). */
  moveBetweenRooms(room: string, join: readonly string[], leave: readonly string[]): void {
    const target = this.operatorFor(room);
    if (join.length > 0) target.socketsJoin([...join]);
    if (leave.length > 0) target.socketsLeave([...leave]);
  }

  /** This process's namespace (reaching the others through the adapter), or the Redis emitter. */
  private operatorFor(room: string) {
    if (this.local) return this.local.in(room);
    if (!this.emitter) throw new Error('Realtime is not started');
    return this.emitter.of(REALTIME_NAMESPACE).in(room);
  }

  async onModuleDestroy(): Promise<void> {
    if (this.client) await closeRedisClient(this.client);
  }
}

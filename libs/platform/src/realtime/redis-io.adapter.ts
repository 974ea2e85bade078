import { type INestApplicationContext } from '@nestjs/common';
import { IoAdapter } from '@nestjs/platform-socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import { type Redis } from 'ioredis';
import { type Server, type ServerOptions } from 'socket.io';
import { closeRedisClient, createRedisClient } from '../redis';

export function socketIoChannelKey(redisKeyPrefix: string): string {
  return `${redisKeyPrefix}:socket.io`;
}

/**
 * Socket.IO over the Redis pub/sub adapter, so several API processes fan out and the worker can push
 * through @socket.io/redis-emitter on the same channel key.
 */
export class RedisIoAdapter extends IoAdapter {
  private readonly clients: Redis[] = [];
  private readonly adapterConstructor: ReturnType<typeof createAdapter>;

  constructor(
    app: INestApplicationContext,
    redisUrl: string,
    redisKeyPrefix: string,
    onStateChange?: (up: boolean, error?: Error) => void,
  ) {
    super(app);
    // Auto-pipelining: the API's own pushes go through this adapter (RealtimePush.deliverThrough),
    // and a burst of them (one message to 500 people) leaves in one write per tick.
    const pub = createRedisClient(redisUrl, 'worker', onStateChange, {
      enableAutoPipelining: true,
    });
    // The adapters subscribe as soon as the server is made, whatever state the connection is in.
    // A subscription written during ioredis's handshake (status `connect`: CLIENT SETINFO, then the
    // INFO ready check, both refused in subscriber mode) failed that check; the client reconnected
    // without it (nothing to restore: it was never `ready`), and this process silently stopped
    // hearing the others (a CPU-starved start, scale-out spec). Without a ready check or client
    // info the client goes from connected to ready at once: a subscription is either queued until
    // then or sent on a ready connection, and restored after every reconnection.
    const sub = pub.duplicate({
      enableAutoPipelining: false,
      enableReadyCheck: false,
      disableClientInfo: true,
    });
    sub.on('error', () => undefined); // reported once through `pub`
    this.clients.push(pub, sub);
    this.adapterConstructor = createAdapter(pub, sub, { key: socketIoChannelKey(redisKeyPrefix) });
  }

  override createIOServer(port: number, options?: ServerOptions): Server {
    const server = super.createIOServer(port, options) as Server;
    server.adapter(this.adapterConstructor);
    return server;
  }

  override async dispose(): Promise<void> {
    await super.dispose();
    await Promise.all(this.clients.map((client) => closeRedisClient(client)));
  }
}

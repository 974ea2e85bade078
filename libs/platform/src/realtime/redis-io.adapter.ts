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
    const sub = pub.duplicate({ enableAutoPipelining: false });
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

import { type Server, type Socket, createServer, connect } from 'node:net';

/**
 * A TCP proxy a test can cut and restore, to make a real dependency (Redis) unreachable and bring
 * it back without owning its process.
 */
export class TcpProxy {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  constructor(
    private readonly targetPort: number,
    private readonly targetHost = '127.0.0.1',
    public port = 0,
  ) {}

  async up(): Promise<number> {
    if (this.server) return this.port;
    this.server = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      this.sockets.add(client).add(upstream);
      client.pipe(upstream).pipe(client);
      const drop = () => {
        client.destroy();
        upstream.destroy();
        this.sockets.delete(client);
        this.sockets.delete(upstream);
      };
      client.on('error', drop).on('close', drop);
      upstream.on('error', drop).on('close', drop);
    });
    await new Promise<void>((resolve) =>
      this.server?.listen(this.port, '127.0.0.1', () => resolve()),
    );
    this.port = (this.server.address() as { port: number }).port;
    return this.port;
  }

  async down(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
    this.server = null;
  }
}

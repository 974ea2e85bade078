import { type Server, createServer } from 'node:http';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig, HealthService } from '@px/platform';

/**
 * The worker's only HTTP: GET /health for orchestrators (compose healthcheck, npm start). 200 while
 * PostgreSQL answers (jobs wait for Redis by themselves), 503 otherwise.
 */
@Injectable()
export class WorkerHealthServer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('WorkerHealthServer');
  private server: Server | null = null;

  constructor(
    private readonly health: HealthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url !== '/health') {
        res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"success":false}');
        return;
      }
      void Promise.all([this.health.checkDatabase(), this.health.checkRedis()]).then(
        ([database, redis]) => {
          const ok = database.status === 'up';
          res.writeHead(ok ? 200 : 503, { 'Content-Type': 'application/json' }).end(
            JSON.stringify({
              success: ok,
              data: {
                status: ok ? (redis.status === 'up' ? 'ok' : 'degraded') : 'down',
                database,
                redis,
              },
            }),
          );
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      this.server
        ?.once('error', reject)
        .listen(this.config.workerHealthPort, this.config.host, () => resolve());
    });
    this.logger.log({ port: this.config.workerHealthPort }, 'Worker health endpoint listening');
  }

  async onModuleDestroy(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}

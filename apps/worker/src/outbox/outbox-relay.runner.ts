import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { APP_CONFIG, type AppConfig, OutboxRelay } from '@px/platform';

/** Polls the outbox on a timer; one pass at a time, and shutdown waits for the running pass. */
@Injectable()
export class OutboxRelayRunner implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('OutboxRelayRunner');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly relay: OutboxRelay,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.tick(), this.config.outboxRelayIntervalMs);
    this.tick();
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.relay
      .relayOnce()
      .then(() => undefined)
      .catch((error: unknown) =>
        this.logger.warn({ err: error }, 'Outbox relay pass failed; will try again'),
      )
      .finally(() => {
        this.running = null;
      });
  }

  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}

import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { type Logger } from 'pino';
import { DOMAIN_MODULES, ORM_PARTS } from '@px/composition';
import { type AppConfig, HealthModule, PlatformModule, RealtimeGatewayModule } from '@px/platform';

@Module({})
export class ApiModule {
  /** `extraModules` lets tests mount fixture controllers on the real pipeline. */
  static forRoot(config: AppConfig, logger: Logger, extraModules: Type[] = []): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        PlatformModule.forRoot({ config, logger, role: 'api', orm: ORM_PARTS }),
        HealthModule,
        RealtimeGatewayModule,
        ...DOMAIN_MODULES,
        ...extraModules,
      ],
    };
  }
}

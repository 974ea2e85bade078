import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { type Logger } from 'pino';
import { DOMAIN_MODULES, MANIFESTS, ORM_PARTS } from '@px/composition';
import { AccessTokenRealtimeAuthenticator } from '@px/identity';
import {
  type AppConfig,
  HealthModule,
  PlatformModule,
  type RealtimeAuthenticator,
  RealtimeGatewayModule,
} from '@px/platform';

export interface ApiModuleOptions {
  /** Tests mount fixture controllers on the real pipeline through this. */
  extraModules?: Type[];
  /** Who may open a realtime socket (tests substitute one); identity's access-token check by default. */
  realtimeAuthenticator?: Type<RealtimeAuthenticator>;
}

@Module({})
export class ApiModule {
  static forRoot(config: AppConfig, logger: Logger, options: ApiModuleOptions = {}): DynamicModule {
    return {
      module: ApiModule,
      imports: [
        PlatformModule.forRoot({
          config,
          logger,
          role: 'api',
          orm: ORM_PARTS,
          manifests: MANIFESTS,
        }),
        HealthModule,
        RealtimeGatewayModule.forRoot(
          options.realtimeAuthenticator ?? AccessTokenRealtimeAuthenticator,
        ),
        ...DOMAIN_MODULES,
        ...(options.extraModules ?? []),
      ],
    };
  }
}

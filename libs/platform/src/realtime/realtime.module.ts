import { type DynamicModule, Global, Module, type Type } from '@nestjs/common';
import { RealtimeAuthenticator, RefuseAllRealtimeAuthenticator } from './realtime-authenticator';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimePush } from './realtime-push';

/** Push from anywhere; imported by every process. */
@Global()
@Module({ providers: [RealtimePush], exports: [RealtimePush] })
export class RealtimePushModule {}

/**
 * The gateway itself: only the API process accepts sockets. The identity module supplies the
 * authenticator; without one every connection is refused.
 */
@Module({})
export class RealtimeGatewayModule {
  static forRoot(
    authenticator: Type<RealtimeAuthenticator> = RefuseAllRealtimeAuthenticator,
  ): DynamicModule {
    return {
      module: RealtimeGatewayModule,
      providers: [RealtimeGateway, { provide: RealtimeAuthenticator, useClass: authenticator }],
    };
  }
}

import { Global, Module } from '@nestjs/common';
import { RealtimeAuthenticator, RefuseAllRealtimeAuthenticator } from './realtime-authenticator';
import { RealtimeGateway } from './realtime.gateway';
import { RealtimePush } from './realtime-push';

/** Push from anywhere; imported by every process. */
@Global()
@Module({ providers: [RealtimePush], exports: [RealtimePush] })
export class RealtimePushModule {}

/** The gateway itself: only the API process accepts sockets. */
@Module({
  providers: [RealtimeGateway, { provide: RealtimeAuthenticator, useClass: RefuseAllRealtimeAuthenticator }],
})
export class RealtimeGatewayModule {}

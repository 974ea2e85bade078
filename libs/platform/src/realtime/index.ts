export * from './realtime-authenticator';
export * from './realtime.gateway';
export * from './redis-io.adapter';
export * from './realtime-push';
export * from './realtime.module';
export * from './realtime-admission';

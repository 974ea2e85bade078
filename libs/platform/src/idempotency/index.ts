export * from './idempotency-keys';
export * from './purge-idempotency-keys.task';

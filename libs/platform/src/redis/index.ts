export * from './redis-connection';

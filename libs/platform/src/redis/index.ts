export * from './redis-connection';
export * from './cache';

export * from './redis-connection';
export * from './cache';
export * from './versioned-answers';

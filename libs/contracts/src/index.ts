export * from './api';
export * from './realtime';
export * from './identity';

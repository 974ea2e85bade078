export * from './api';
export * from './realtime';

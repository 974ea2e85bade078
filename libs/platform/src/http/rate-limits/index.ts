export * from './rate-limit.guard';
export * from './rate-limit-storage';

export * from './graceful-shutdown';
export * from './boot-process';

export * from './app-config';
export * from './settings';
export * from './config.module';
export * from './load-process-config';

export * from './logger';
export * from './http-logger';
export * from './logging.module';

export * from './logger';
export * from './request-context';
export * from './http-logger';
export * from './nest-logger';

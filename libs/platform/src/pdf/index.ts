export * from './pdf-format';
export * from './pdf-layout';

export * from './pdf-format';
export * from './pdf-layout';
export * from './pdf-table';

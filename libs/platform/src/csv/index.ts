export * from './csv';
export * from './csv-header';

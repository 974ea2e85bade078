export * from './base.entity';
export * from './orm-options';
export * from './wait-for-database';
export * from './database-errors';
export * from './ensure-database';
export * from './sql-client';
export * from './sql-params';
export * from './list-totals';

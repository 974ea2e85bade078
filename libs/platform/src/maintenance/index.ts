export * from './maintenance-task';
export * from './maintenance-runner';
export * from './purge-expired-data.job';
export * from './maintenance.module';

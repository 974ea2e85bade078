export * from './maintenance-task';
export * from './maintenance-runner';
export * from './maintenance.module';

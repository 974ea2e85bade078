export * from './domain/employee.entity';
export * from './queries/get-employee-for-user.query';
export * from './queries/employee-refs.query';
export * from './workforce.module';
export * from './workforce.manifest';

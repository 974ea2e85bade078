export * from './domain/employee-ref';
export { GetEmployeeForUserQuery } from './queries/employee-for-user.query';
export { GetEmployeesForUsersQuery } from './queries/employees-for-users.query';
export { GetEmployeeLinksQuery } from './queries/employee-links.query';
export { GetEmployeeRefsQuery } from './queries/employee-refs.query';
export { GetEmployeeNamesQuery } from './queries/employee-names.query';
export { ListActiveEmployeesQuery } from './queries/active-employees.query';
export { WorkforceModule } from './workforce.module';

export * from './workforce.manifest';
export { type Trade } from './domain/employee.entity';

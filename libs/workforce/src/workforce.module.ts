import { Module } from '@nestjs/common';
import { ListActiveEmployeesHandler } from './queries/active-employees.query';
import { GetEmployeeForUserHandler } from './queries/employee-for-user.query';
import { GetEmployeeLinksHandler } from './queries/employee-links.query';
import { GetEmployeeNamesHandler } from './queries/employee-names.query';
import { GetEmployeeRefsHandler } from './queries/employee-refs.query';
import { GetEmployeesForUsersHandler } from './queries/employees-for-users.query';

/** Workforce: employees now; schedules, absences, the time clock and timesheets later. */
@Module({
  providers: [
    GetEmployeeForUserHandler,
    GetEmployeesForUsersHandler,
    GetEmployeeLinksHandler,
    GetEmployeeRefsHandler,
    GetEmployeeNamesHandler,
    ListActiveEmployeesHandler,
  ],
})
export class WorkforceModule {}

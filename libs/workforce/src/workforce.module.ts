import { Module } from '@nestjs/common';
import {
  GetEmployeeNamesHandler,
  GetEmployeeRefsHandler,
  ListActiveEmployeesHandler,
} from './queries/employee-refs.query';
import {
  GetEmployeeForUserHandler,
  GetEmployeesForUsersHandler,
} from './queries/get-employee-for-user.query';

/** Workforce: employees now; schedules, absences, the time clock and timesheets later. */
@Module({
  providers: [
    GetEmployeeForUserHandler,
    GetEmployeesForUsersHandler,
    GetEmployeeRefsHandler,
    GetEmployeeNamesHandler,
    ListActiveEmployeesHandler,
  ],
})
export class WorkforceModule {}

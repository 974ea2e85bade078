import { Module } from '@nestjs/common';
import { GetEmployeeRefsHandler, ListActiveEmployeesHandler } from './queries/employee-refs.query';
import { GetEmployeeForUserHandler } from './queries/get-employee-for-user.query';

/** Workforce: employees now; schedules, absences, the time clock and timesheets later. */
@Module({
  providers: [GetEmployeeForUserHandler, GetEmployeeRefsHandler, ListActiveEmployeesHandler],
})
export class WorkforceModule {}

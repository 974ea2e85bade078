import { Module } from '@nestjs/common';
import { GetEmployeeForUserHandler } from './queries/get-employee-for-user.query';

/** Workforce: employees now; schedules, absences, the time clock and timesheets later. */
@Module({ providers: [GetEmployeeForUserHandler] })
export class WorkforceModule {}

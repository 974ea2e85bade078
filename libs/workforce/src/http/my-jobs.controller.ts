import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type MyJobs, PERMISSIONS } from '@px/contracts';
import { CurrentPrincipal, type Principal, RequirePermission } from '@px/platform';
import { GetMyJobsQuery } from '../queries/my-jobs.query';

/** The worker's jobs for the job clock: /api/time-clock/my-jobs (next to the punches). */
@ApiTags('time-clock')
@ApiBearerAuth()
@Controller('time-clock')
export class MyJobsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('my-jobs')
  @RequirePermission(PERMISSIONS.timeclock.entries.clock)
  @ApiOperation({
    summary:
      'The caller’s assigned orders in progress with their labor lines, hours and running job clock.',
  })
  myJobs(@CurrentPrincipal() principal: Principal): Promise<MyJobs> {
    return this.queries.execute(new GetMyJobsQuery(principal.employeeId));
  }
}

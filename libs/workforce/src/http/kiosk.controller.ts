import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { type Command, CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type KioskClockAnswer,
  PERMISSIONS,
  type TimeClockAction,
  type TimeClockStatus,
} from '@px/contracts';
import { RequirePermission } from '@px/platform';
import { ClockInCommand } from '../commands/clock-in.command';
import { ClockOutCommand } from '../commands/clock-out.command';
import { type Punch, type PunchResult } from '../commands/clock-punch';
import { EndBreakCommand } from '../commands/end-break.command';
import { StartBreakCommand } from '../commands/start-break.command';
import { IdentifyKioskWorkerQuery, type KioskWorker } from '../queries/kiosk-worker.query';
import { GetTimeClockStatusQuery } from '../queries/time-clock-status.query';
import { KioskIdentifyDto, KioskPunchDto } from './kiosk.dto';
import { type PunchOrigin, PunchOriginOf, kioskPunchOf } from './punch-request';

const KIOSK = PERMISSIONS.timeclock.entries.kiosk;

/** The punch command of each action: the same four the signed-in worker's own buttons send. */
const PUNCHES: Record<
  TimeClockAction,
  new (punch: Punch, idempotencyKey: string | null) => Command<PunchResult>
> = {
  clock_in: ClockInCommand,
  break_start: StartBreakCommand,
  break_end: EndBreakCommand,
  clock_out: ClockOutCommand,
};

/**
 * The kiosk (/time-clock?kiosk=1): a shared terminal at the workshop's door, signed in with an
 * account that holds timeclock.entries.kiosk, where each worker punches with their PIN. A wrong
 * PIN is a 404 "PIN incorrecto."; five of them pause the terminal (429 with Retry-After).
 */
@ApiTags('time-clock')
@ApiBearerAuth()
@Controller('time-clock')
export class KioskController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  private worker(pin: string, { principal, ip }: PunchOrigin): Promise<KioskWorker> {
    return this.queries.execute(
      new IdentifyKioskWorkerQuery(pin, { userId: principal.userId, ip }),
    );
  }

  private async answer(employee: KioskWorker): Promise<KioskClockAnswer> {
    const status: TimeClockStatus = await this.queries.execute(
      new GetTimeClockStatusQuery(employee.id),
    );
    return { employee, status };
  }

  @Post('kiosk/identify')
  @HttpCode(200)
  @RequirePermission(KIOSK)
  @ApiOperation({
    summary: 'Whose PIN it is and where they stand, before they choose a punch (no punch).',
  })
  async identify(
    @Body() body: KioskIdentifyDto,
    @PunchOriginOf() origin: PunchOrigin,
  ): Promise<KioskClockAnswer> {
    return this.answer(await this.worker(body.pin, origin));
  }

  @Post('kiosk')
  @HttpCode(200)
  @RequirePermission(KIOSK)
  @ApiHeader({ name: 'Idempotency-Key', required: false })
  @ApiOperation({
    summary:
      'A punch (clock_in, break_start, break_end, clock_out) of the worker whose PIN it is, source kiosk.',
  })
  async punch(
    @Body() body: KioskPunchDto,
    @PunchOriginOf() origin: PunchOrigin,
  ): Promise<KioskClockAnswer> {
    const employee = await this.worker(body.pin, origin);
    await this.commands.execute(
      new PUNCHES[body.action](kioskPunchOf(origin, employee.id), origin.idempotencyKey),
    );
    return this.answer(employee);
  }
}

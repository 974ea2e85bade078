import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsIn, IsString, MaxLength } from 'class-validator';
import { CLOCK_ACTIONS, type TimeClockAction } from '@px/contracts';

/**
 * POST /api/time-clock/kiosk/identify. The PIN's shape (4–6 digits) is the query's check, as a
 * Spanish field error; here only that it is a short text.
 */
export class KioskIdentifyDto {
  @ApiProperty({ example: '4821', description: '4–6 digits.' })
  @IsDefined()
  @IsString()
  @MaxLength(20)
  pin!: string;
}

/** POST /api/time-clock/kiosk. */
export class KioskPunchDto extends KioskIdentifyDto {
  @ApiProperty({ enum: CLOCK_ACTIONS })
  @IsDefined()
  @IsIn(CLOCK_ACTIONS)
  action!: TimeClockAction;
}

import { type PipeTransform } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsInt, IsNumber, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { type WorkSeason, type WorkWeekPattern } from '@px/contracts';
import { ValidationError, emptyToNull, toInt } from '@px/platform';
import { holidayDateErrors } from '../domain/calendar-settings';

// The DTOs check shapes; the rules (schedule-periods.ts, calendar-settings.ts, capacity-range.ts)
// check meaning and answer every problem of a body at once, in Spanish, on its field. A schedule's
// days and seasons are nested JSON the rule reads whole (`days.1.0.start`), so they are only let in.

/** PUT /api/work-schedules/{employeeId}. */
export class WorkScheduleDto {
  @ApiProperty({ example: '2026-01-01', description: 'First day in force (Madrid).' })
  @Allow()
  valid_from!: string;

  @ApiPropertyOptional({ example: null, description: 'Last day in force; null: no end.' })
  @Allow()
  valid_to?: string | null;

  @ApiProperty({
    example: {
      '1': [
        { start: '08:00', end: '13:00' },
        { start: '15:00', end: '18:00' },
      ],
    },
    description: 'Ranges per ISO weekday (1 Monday … 7 Sunday); a missing day is a day off.',
  })
  @Allow()
  days!: WorkWeekPattern;

  @ApiPropertyOptional({
    example: [
      {
        name: 'Jornada intensiva de verano',
        from: '07-01',
        to: '08-31',
        days: { '1': [{ start: '08:00', end: '15:00' }] },
      },
    ],
  })
  @Allow()
  seasons?: WorkSeason[];

  @ApiPropertyOptional({ description: 'The revision read (a stale one is a 409).' })
  @IsOptional()
  @IsString()
  @MaxLength(64)
  revision?: string;
}

/** GET /api/holidays. */
export class HolidaysQueryDto {
  @ApiPropertyOptional({ description: 'Default: this year.' })
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  year?: number;

  @ApiPropertyOptional({ description: 'Community code (MD, CT…); default: the workshop’s.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(10)
  region?: string | null;
}

/** POST /api/holidays/local. */
export class LocalHolidayDto {
  @ApiProperty({ example: '2026-05-15' })
  @Allow()
  date!: string;

  @ApiProperty({ example: 'San Isidro' })
  @Allow()
  name!: string;
}

/** PUT /api/work-calendar/settings. */
export class WorkCalendarSettingsDto {
  @ApiProperty({ example: 'MD' })
  @IsString()
  @MaxLength(10)
  holiday_region!: string;

  @ApiProperty({ example: 22 })
  @IsNumber()
  vacation_days!: number;

  @ApiProperty({ example: 120 })
  @IsInt()
  auto_close_margin_minutes!: number;
}

/** GET /api/capacity. */
export class CapacityQueryDto {
  @ApiPropertyOptional({ description: 'YYYY-MM-DD (Madrid); default: this week’s Monday.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(10)
  from?: string | null;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD; default: six days after from.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(10)
  to?: string | null;

  @ApiPropertyOptional({ description: 'One employee; without it every active one (or one’s own).' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  employee_id?: string | null;
}

/** A `:date` path parameter, 'YYYY-MM-DD' (400 otherwise, like a malformed id). */
export class ParseLocalDatePipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const errors = holidayDateErrors(value);
    if (errors.length) throw new ValidationError(errors);
    return value;
  }
}

import { type PipeTransform } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { CLOCK_PUNCH_SOURCES, type ClockPunchSource } from '@px/contracts';
import { ValidationError, emptyToNull } from '@px/platform';
import { isMonthKey } from '../domain/month-closing';

/** A punch (clock in or out, a break's start or end): where it comes from. */
export class PunchDto {
  @ApiPropertyOptional({ enum: CLOCK_PUNCH_SOURCES, default: 'web' })
  @IsOptional()
  @IsIn(CLOCK_PUNCH_SOURCES)
  source?: ClockPunchSource;
}

/**
 * New times for an entry and why. Instants are ISO 8601 with their zone; whether they are real
 * instants, in order, in the past and at most 24 h apart, and the reason's length, are the rule's
 * checks (checkCorrection), answered as Spanish field errors.
 */
export class CorrectionDto {
  @ApiProperty({ example: '2026-03-02T08:00:00+01:00' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  clock_in?: string | null;

  @ApiProperty({ example: '2026-03-02T17:00:00+01:00' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  clock_out?: string | null;

  @ApiProperty({ example: 'Olvidó fichar la salida; confirmado por el jefe de taller.' })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  reason?: string | null;
}

/** GET /api/time-clock/entries: whose and which local days (from–to, both included). */
export class EntriesQueryDto {
  @ApiPropertyOptional({ description: 'Without it: one’s own, or everyone’s with entries.read.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  employee_id?: string | null;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD (Madrid); default: the first of to’s month.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(10)
  from?: string | null;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD (Madrid); default: today.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(10)
  to?: string | null;
}

/** GET /api/time-clock/corrections. */
export class CorrectionsQueryDto {
  @ApiPropertyOptional({ description: 'Without it: one’s own, or everyone’s with entries.read.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  employee_id?: string | null;

  @ApiPropertyOptional({ description: 'Only this entry’s corrections.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  clock_entry_id?: string | null;
}

/** A `:month` path parameter, 'YYYY-MM' (400 otherwise, like a malformed id). */
export class ParseMonthPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isMonthKey(value)) {
      throw new ValidationError([
        { field: 'month', code: 'isMonth', message: 'Indica un mes válido (AAAA-MM).' },
      ]);
    }
    return value;
  }
}

/**
 * GET /api/time-clock/report. `month` and `format` are checked by the rule (checkReportRequest),
 * whose Spanish field errors say what a month and a format look like.
 */
export class ReportQueryDto {
  @ApiPropertyOptional({
    description: 'Without it: one’s own, or the whole workshop with timesheets.read.',
  })
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  employee_id?: string | null;

  @ApiProperty({ example: '2026-03', description: 'YYYY-MM (Madrid).' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(20)
  month?: string | null;

  @ApiPropertyOptional({ enum: ['csv', 'pdf'], default: 'csv' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(20)
  format?: string | null;
}

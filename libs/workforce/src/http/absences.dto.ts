import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import {
  ABSENCE_KINDS,
  ABSENCE_STATUSES,
  type AbsenceKind,
  type AbsenceStatus,
  HALF_DAYS,
  type HalfDay,
} from '@px/contracts';
import { PageQueryDto, emptyToNull, toInt } from '@px/platform';
import { MAX_ABSENCE_TEXT_LENGTH } from '../domain/absence-calendar';

// The DTOs check shapes; the rules (absence-rules.ts, absence-calendar.ts) check meaning: real
// dates in order, a half day on a single day, how far back a kind may start, a rejection's comment.

export const ABSENCE_SORTS = ['start_date', '-start_date'] as const;

/** GET /api/absences. */
export class AbsenceListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Without it: one’s own, or everyone’s for a manager.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  employee_id?: string | null;

  @ApiPropertyOptional({ enum: ABSENCE_STATUSES })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(ABSENCE_STATUSES)
  status?: AbsenceStatus | null;

  @ApiPropertyOptional({ enum: ABSENCE_KINDS })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(ABSENCE_KINDS)
  kind?: AbsenceKind | null;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD: requests with a day on or after it.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(10)
  from?: string | null;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD: requests with a day on or before it.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(10)
  to?: string | null;

  @ApiPropertyOptional({ enum: ABSENCE_SORTS, default: '-start_date' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(ABSENCE_SORTS)
  sort?: (typeof ABSENCE_SORTS)[number] | null;
}

/** GET /api/absences/balance. */
export class BalanceQueryDto {
  @ApiPropertyOptional({ description: 'Without it: one’s own.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  employee_id?: string | null;

  @ApiPropertyOptional({ description: 'Default: this year.' })
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(2000)
  @Max(2100)
  year?: number;
}

/** GET /api/absences/calendar. */
export class CalendarQueryDto {
  @ApiPropertyOptional({ description: 'YYYY-MM; default: this month.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(7)
  month?: string | null;
}

/** POST /api/absences. */
export class RequestAbsenceDto {
  @ApiPropertyOptional({
    description: 'Whose: one’s own when missing; another employee’s takes absences.approve.',
  })
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  employee_id?: string | null;

  // Required, but a missing one is the rule's "Indica…" (absenceMissingErrors), one per field.
  @ApiProperty({ enum: ABSENCE_KINDS })
  @IsOptional()
  @IsIn(ABSENCE_KINDS)
  kind?: AbsenceKind;

  @ApiProperty({ example: '2026-08-03' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  start_date?: string;

  @ApiProperty({ example: '2026-08-14' })
  @IsOptional()
  @IsString()
  @MaxLength(10)
  end_date?: string;

  @ApiPropertyOptional({ enum: HALF_DAYS, description: 'Only for a single day.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(HALF_DAYS)
  half_day?: HalfDay | null;

  @ApiPropertyOptional({ maxLength: MAX_ABSENCE_TEXT_LENGTH })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(MAX_ABSENCE_TEXT_LENGTH)
  reason?: string | null;
}

/** POST /api/absences/{id}/approve and /reject. */
export class AbsenceDecisionDto {
  @ApiPropertyOptional({ description: 'Optional to approve, required to reject.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(MAX_ABSENCE_TEXT_LENGTH)
  comment?: string | null;
}

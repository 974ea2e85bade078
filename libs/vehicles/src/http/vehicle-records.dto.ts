import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsDateString,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { REMINDER_KINDS, type ReminderKind } from '@px/contracts';
import { emptyToNull, trimText as trim } from '@px/platform';
import { MAX_ODOMETER_KM } from '../domain/odometer';

export class RecordOdometerReadingDto {
  @ApiProperty({ example: 125400 })
  @IsInt()
  @Min(0)
  @Max(MAX_ODOMETER_KM)
  km!: number;

  @ApiPropertyOptional({ description: 'When it was read (ISO 8601); now when absent.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsDateString()
  read_at?: string | null;

  @ApiPropertyOptional({ description: 'A correction may be lower than the last reading.' })
  @IsOptional()
  @IsBoolean()
  is_correction?: boolean;

  @ApiPropertyOptional({ description: 'Why the correction (required with is_correction).' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(300)
  reason?: string | null;
}

export class ServiceReminderDto {
  @ApiProperty({ enum: REMINDER_KINDS })
  @IsIn(REMINDER_KINDS)
  kind!: ReminderKind;

  @ApiProperty({ example: 'Cambio de aceite y filtros' })
  @Transform(trim)
  @IsString()
  @MinLength(2)
  @MaxLength(200)
  description!: string;

  @ApiPropertyOptional({ example: '2027-03-31' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsDateString({ strict: true })
  due_date?: string | null;

  @ApiPropertyOptional({ example: 150000 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(MAX_ODOMETER_KM)
  due_km?: number | null;
}

export class UpdateServiceReminderDto extends ServiceReminderDto {
  @ApiPropertyOptional({ description: 'True marks it done (now); false reopens it.' })
  @IsOptional()
  @IsBoolean()
  done?: boolean;

  @ApiProperty({ description: 'The version the client read (optimistic locking).' })
  @IsInt()
  @Min(1)
  version!: number;
}

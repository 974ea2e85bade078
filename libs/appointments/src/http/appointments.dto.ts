import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsDateString,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
} from 'class-validator';
import {
  APPOINTMENT_CHANNELS,
  APPOINTMENT_STATUSES,
  type AppointmentChannel,
  type AppointmentStatus,
  MAX_APPOINTMENT_MINUTES,
  MIN_APPOINTMENT_MINUTES,
} from '@px/contracts';
import { PageQueryDto, emptyToNull, toInt } from '@px/platform';
import { MAX_NOTES_LENGTH, MAX_REASON_LENGTH } from '../domain/booking-rules';

// The DTOs check shapes (the global pipe answers 400 with Spanish field details); the rules in
// domain/booking-rules.ts and the commands check meaning (not in the past, the vehicle is the
// customer's, the mechanic and bay are free).

/** GET /api/appointments. */
export class AppointmentListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'ISO instant: appointments starting from it.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsDateString()
  from?: string | null;

  @ApiPropertyOptional({ description: 'ISO instant: appointments starting before it.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsDateString()
  to?: string | null;

  @ApiPropertyOptional({ enum: APPOINTMENT_STATUSES })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(APPOINTMENT_STATUSES)
  status?: AppointmentStatus | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  employee_id?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  customer_id?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  vehicle_id?: string | null;
}

/** GET /api/appointments/availability. */
export class AvailabilityQueryDto {
  @ApiProperty({ description: 'YYYY-MM-DD (Madrid).' })
  @IsString()
  @MaxLength(10)
  date!: string;

  @ApiProperty()
  @IsUUID()
  service_type_id!: string;

  @ApiPropertyOptional({ description: 'One mechanic; without it, any bookable one.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  employee_id?: string | null;

  @ApiPropertyOptional({ description: 'Minutes; default: the service type’s duration.' })
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(MIN_APPOINTMENT_MINUTES)
  @Max(MAX_APPOINTMENT_MINUTES)
  duration_minutes?: number;

  @ApiPropertyOptional({ description: 'An appointment being moved: its own time is free.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  exclude_id?: string | null;
}

/** POST /api/appointments. */
export class BookAppointmentDto {
  @ApiProperty()
  @IsUUID()
  customer_id!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  vehicle_id?: string | null;

  @ApiProperty()
  @IsUUID()
  service_type_id!: string;

  @ApiProperty({ description: 'ISO instant.' })
  @IsDateString()
  starts_at!: string;

  @ApiPropertyOptional({ description: 'Default: the service type’s duration.' })
  @IsOptional()
  @IsInt()
  @Min(MIN_APPOINTMENT_MINUTES)
  @Max(MAX_APPOINTMENT_MINUTES)
  duration_minutes?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  employee_id?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  bay_id?: string | null;

  @ApiPropertyOptional({ maxLength: MAX_NOTES_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_NOTES_LENGTH)
  notes?: string | null;

  @ApiPropertyOptional({ enum: APPOINTMENT_CHANNELS, default: 'phone' })
  @IsOptional()
  @IsIn(APPOINTMENT_CHANNELS)
  channel?: AppointmentChannel;

  @ApiPropertyOptional({
    description: 'A manager books over another booking of the same mechanic or bay.',
  })
  @IsOptional()
  @IsBoolean()
  override?: boolean;
}

/** PATCH /api/appointments/{id}: any of the booking's fields, and the version read. */
export class UpdateAppointmentDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  customer_id?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  vehicle_id?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  service_type_id?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsDateString()
  starts_at?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  @Min(MIN_APPOINTMENT_MINUTES)
  @Max(MAX_APPOINTMENT_MINUTES)
  duration_minutes?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  employee_id?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  bay_id?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(MAX_NOTES_LENGTH)
  notes?: string | null;

  @ApiPropertyOptional({ enum: APPOINTMENT_CHANNELS })
  @IsOptional()
  @IsIn(APPOINTMENT_CHANNELS)
  channel?: AppointmentChannel;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  override?: boolean;

  @ApiPropertyOptional({ description: 'The version read: a stale edit is a 409.' })
  @IsOptional()
  @IsInt()
  @Min(1)
  version?: number;
}

/** POST /api/appointments/{id}/cancel. */
export class CancelAppointmentDto {
  @ApiProperty({ maxLength: MAX_REASON_LENGTH })
  @IsString()
  @MaxLength(MAX_REASON_LENGTH)
  reason!: string;
}

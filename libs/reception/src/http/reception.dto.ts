import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  BODY_TYPES,
  type BodyType,
  DAMAGE_KINDS,
  type DamageKind,
  RECEIPT_STATUSES,
  RECEPTION_ESTIMATE_CHOICES,
  type ReceiptStatus,
  type ReceptionEstimateChoice,
  type SignatureStroke,
} from '@px/contracts';
import { PageQueryDto, emptyToNull } from '@px/platform';
import {
  MAX_DAMAGE_MARKS,
  MAX_NOTE_LENGTH,
  MAX_SIGNER_NAME_LENGTH,
  MAX_TEXT_LENGTH,
} from '../domain/reception-rules';

// The DTOs check shapes (the global pipe answers 400 with Spanish field details); the rules in
// domain/reception-rules.ts check meaning (odometer, signature, marks, dates).

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** GET /api/customer-receipts. */
export class ReceiptListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: RECEIPT_STATUSES })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(RECEIPT_STATUSES)
  status?: ReceiptStatus | null;

  @ApiPropertyOptional({ description: 'Plate, receipt or order number, customer name.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(100)
  q?: string | null;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD (Madrid).' })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(DATE)
  from?: string | null;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD (Madrid), included.' })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(DATE)
  to?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  vehicle_id?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  work_order_id?: string | null;
}

/** GET /api/customer-receipts/{id}/pdf. */
export class ReceiptPdfQueryDto {
  @ApiPropertyOptional({ enum: ['deposit', 'delivery'], default: 'deposit' })
  @IsOptional()
  @IsIn(['deposit', 'delivery'])
  kind?: 'deposit' | 'delivery';
}

export class DamageMarkDto {
  @ApiProperty()
  @IsUUID()
  id!: string;

  @ApiProperty({ minimum: 0, maximum: 1 })
  @IsNumber()
  x!: number;

  @ApiProperty({ minimum: 0, maximum: 1 })
  @IsNumber()
  y!: number;

  @ApiProperty({ enum: DAMAGE_KINDS })
  @IsIn(DAMAGE_KINDS)
  kind!: DamageKind;

  @ApiProperty({ maxLength: MAX_NOTE_LENGTH })
  @IsString()
  @MaxLength(MAX_NOTE_LENGTH)
  note!: string;
}

export class SignatureDto {
  @ApiProperty({ description: "signature_pad's toData(): the strokes, to redraw it." })
  @IsArray()
  @ArrayMaxSize(500)
  @IsObject({ each: true })
  strokes!: SignatureStroke[];

  @ApiProperty({ description: 'data:image/png;base64,…' })
  @IsString()
  @MaxLength(800_000)
  png!: string;

  @ApiProperty({ maxLength: MAX_SIGNER_NAME_LENGTH })
  @IsString()
  @MaxLength(MAX_SIGNER_NAME_LENGTH)
  signer_name!: string;
}

/** POST /api/customer-receipts: the reception confirmed on the tablet. */
export class ReceiveVehicleDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  appointment_id?: string | null;

  @ApiProperty()
  @IsUUID()
  customer_id!: string;

  @ApiProperty()
  @IsUUID()
  vehicle_id!: string;

  @ApiPropertyOptional({ description: 'An open order of this vehicle to link.' })
  @IsOptional()
  @IsUUID()
  work_order_id?: string | null;

  @ApiProperty()
  @IsInt()
  odometer_km!: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  odometer_confirmed_lower?: boolean;

  @ApiProperty({ minimum: 0, maximum: 8 })
  @IsInt()
  fuel_level!: number;

  @ApiProperty({ enum: BODY_TYPES })
  @IsIn(BODY_TYPES)
  body_type!: BodyType;

  @ApiProperty({ type: [DamageMarkDto] })
  @IsArray()
  @ArrayMaxSize(MAX_DAMAGE_MARKS)
  @ValidateNested({ each: true })
  @Type(() => DamageMarkDto)
  damages!: DamageMarkDto[];

  @ApiProperty()
  @IsString()
  @MaxLength(MAX_TEXT_LENGTH)
  belongings!: string;

  @ApiProperty()
  @IsString()
  @MaxLength(MAX_TEXT_LENGTH)
  complaint!: string;

  @ApiProperty()
  @IsString()
  @MaxLength(MAX_TEXT_LENGTH)
  requested_work!: string;

  @ApiProperty({ enum: RECEPTION_ESTIMATE_CHOICES })
  @IsIn(RECEPTION_ESTIMATE_CHOICES)
  estimate!: ReceptionEstimateChoice;

  @ApiProperty({ description: 'YYYY-MM-DD' })
  @Matches(DATE)
  expected_delivery_date!: string;

  @ApiProperty({ type: SignatureDto })
  @ValidateNested()
  @Type(() => SignatureDto)
  signature!: SignatureDto;
}

/** POST /api/customer-receipts/{id}/deliver. */
export class DeliverVehicleDto {
  @ApiProperty()
  @IsInt()
  odometer_km!: number;

  @ApiProperty({ type: SignatureDto })
  @ValidateNested()
  @Type(() => SignatureDto)
  signature!: SignatureDto;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(MAX_TEXT_LENGTH)
  notes?: string;
}

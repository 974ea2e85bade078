import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import {
  PART_CATEGORIES,
  PART_NAME_MAX_LENGTH,
  PART_REFERENCE_MAX_LENGTH,
  PART_UNITS,
  type PartCategory,
  type PartUnit,
  STOCK_REASON_MAX_LENGTH,
} from '@px/contracts';
import { PageQueryDto, emptyToNull, toBool } from '@px/platform';

/** The parts table's filters (GET /api/parts and its CSV export). */
export class PartFilterQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Reference, name, brand or barcode.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(100)
  q?: string | null;

  @ApiPropertyOptional({ enum: PART_CATEGORIES })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(PART_CATEGORIES)
  category?: PartCategory | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(60)
  brand?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(40)
  warehouse?: string | null;

  @ApiPropertyOptional({ description: 'Only parts at or below their minimum.' })
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  below_minimum?: boolean;

  @ApiPropertyOptional({ description: 'Also the inactive parts.' })
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  include_inactive?: boolean;
}

/**
 * POST /api/parts. The DTO checks shapes (400 with Spanish field details); domain/part-fields.ts
 * checks meaning (barcode check digit, min ≤ max, whole units).
 */
export class CreatePartDto {
  @ApiProperty({ maxLength: PART_REFERENCE_MAX_LENGTH })
  @IsString()
  @MinLength(1)
  @MaxLength(PART_REFERENCE_MAX_LENGTH)
  reference!: string;

  @ApiPropertyOptional({ maxLength: 60 })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  brand?: string;

  @ApiProperty({ maxLength: PART_NAME_MAX_LENGTH })
  @IsString()
  @MinLength(1)
  @MaxLength(PART_NAME_MAX_LENGTH)
  name!: string;

  @ApiProperty({ enum: PART_CATEGORIES })
  @IsIn(PART_CATEGORIES)
  category!: PartCategory;

  @ApiPropertyOptional({ nullable: true, description: 'EAN/GTIN with its check digit.' })
  @IsOptional()
  @IsString()
  @MaxLength(14)
  barcode?: string | null;

  @ApiPropertyOptional({ enum: PART_UNITS, default: 'ud' })
  @IsOptional()
  @IsIn(PART_UNITS)
  unit?: PartUnit;

  @ApiProperty({ minimum: 0 })
  @IsInt()
  @Min(0)
  cost_cents!: number;

  @ApiProperty({ minimum: 0 })
  @IsInt()
  @Min(0)
  sale_price_cents!: number;

  @ApiPropertyOptional({ default: 21 })
  @IsOptional()
  @IsNumber()
  vat_percent?: number;

  @ApiPropertyOptional({ default: 'Principal' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  warehouse?: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  shelf?: string | null;

  @ApiPropertyOptional({ minimum: 0, description: 'Reorder point.' })
  @IsOptional()
  @IsNumber()
  @Min(0)
  min_stock?: number;

  @ApiPropertyOptional({ minimum: 0, description: 'Up to where a proposal reorders (0: none).' })
  @IsOptional()
  @IsNumber()
  @Min(0)
  max_stock?: number;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsUUID()
  preferred_supplier_id?: string | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

/** PATCH /api/parts/{id}: any field, with the version the user saw. */
export class UpdatePartDto extends PartialType(CreatePartDto) {
  @ApiProperty()
  @IsInt()
  @Min(1)
  version!: number;
}

export class StockAdjustmentDto {
  @ApiProperty({ description: 'Signed: positive adds to the shelf, negative takes from it.' })
  @IsNumber()
  quantity!: number;

  @ApiProperty({ maxLength: STOCK_REASON_MAX_LENGTH })
  @IsString()
  @MaxLength(STOCK_REASON_MAX_LENGTH)
  reason!: string;

  @ApiPropertyOptional({ minimum: 0, description: 'The cost units found enter at.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  unit_cost_cents?: number;
}

export class ImportPartsDto {
  @ApiProperty({ description: 'The catalogue CSV as text (UTF-8), header row first.' })
  @IsString()
  @MinLength(1)
  csv!: string;

  @ApiProperty({ description: 'True: only check and report; false: write every row or none.' })
  @IsBoolean()
  dry_run!: boolean;
}

import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { PageQueryDto, emptyToNull, toBool } from '@px/platform';
import { SUPPLIER_NAME_MAX_LENGTH } from '../domain/supplier-fields';

export class SupplierListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Name, NIF/CIF or contact.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(100)
  q?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  include_inactive?: boolean;
}

export class CreateSupplierDto {
  @ApiProperty({ maxLength: SUPPLIER_NAME_MAX_LENGTH })
  @IsString()
  @MinLength(1)
  @MaxLength(SUPPLIER_NAME_MAX_LENGTH)
  name!: string;

  @ApiProperty({ description: 'NIF/CIF, checked with its control character.' })
  @IsString()
  @MaxLength(12)
  tax_id!: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  contact_name?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(254)
  email?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(30)
  phone?: string | null;

  @ApiPropertyOptional({ default: 2 })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(365)
  lead_time_days?: number;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(120)
  payment_terms?: string | null;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean()
  active?: boolean;
}

export class UpdateSupplierDto extends PartialType(CreateSupplierDto) {
  @ApiProperty()
  @IsInt()
  @Min(1)
  version!: number;
}

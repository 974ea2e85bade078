import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsDateString,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { FUELS, type Fuel } from '@px/contracts';
import { IsVin, PageQueryDto, emptyToNull, trimText as trim } from '@px/platform';
import { VEHICLE_SORTS, type VehicleSort } from '../queries/vehicle-list.sql';

export class VehicleFieldsDto {
  @ApiProperty({ example: '1234 BCD' })
  @Transform(trim)
  @IsString()
  @MinLength(2)
  @MaxLength(20)
  license_plate!: string;

  @ApiPropertyOptional({ description: 'ISO 3166-1 alpha-2 country of the plate', default: 'ES' })
  @IsOptional()
  @Matches(/^[A-Za-z]{2}$/, {
    message: 'El país de la matrícula debe ser un código de dos letras.',
  })
  plate_country?: string;

  @ApiPropertyOptional({ description: '17 characters, no I/O/Q' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsVin()
  vin?: string | null;

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(60)
  make!: string;

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(80)
  model!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(120)
  vehicle_version?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  @Min(1900)
  @Max(2100)
  year?: number | null;

  @ApiPropertyOptional({ enum: FUELS })
  @IsOptional()
  @IsIn(FUELS)
  fuel?: Fuel | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(40)
  colour?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(60)
  engine?: string;

  @ApiPropertyOptional({ example: '2027-03-31' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsDateString({ strict: true })
  next_itv_date?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  notes?: string;

  @ApiPropertyOptional({ description: 'The owner (a customer id); null for none.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  customer_id?: string | null;
}

export class CreateVehicleDto extends VehicleFieldsDto {
  @ApiPropertyOptional({ description: 'The odometer at check-in, in km.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(2_000_000)
  odometer_km?: number | null;
}

export class UpdateVehicleDto extends VehicleFieldsDto {
  @ApiProperty({ description: 'The version the client read (optimistic locking).' })
  @IsInt()
  @Min(1)
  version!: number;

  @ApiPropertyOptional({ description: 'Why the owner changes (sale, inheritance, …).' })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  owner_change_reason?: string;
}

export class ListVehiclesQueryDto extends PageQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  customer_id?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(60)
  make?: string;

  @ApiPropertyOptional({ enum: FUELS })
  @IsOptional()
  @IsIn(FUELS)
  fuel?: Fuel;

  @ApiPropertyOptional({ enum: VEHICLE_SORTS, default: 'plate' })
  @IsOptional()
  @IsIn(VEHICLE_SORTS)
  sort?: VehicleSort;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Length,
  Matches,
  MaxLength,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';
import {
  CONSENT_CHANNELS,
  type ConsentChannel,
  CUSTOMER_TYPES,
  type CustomerType,
} from '@px/contracts';
import { IsPhone, IsSpanishTaxId, PageQueryDto, emptyToNull, trimText as trim } from '@px/platform';
import { CUSTOMER_SORTS, type CustomerSort } from '../queries/customer-list.sql';

/** The fields of a customer, as the create and edit forms send them. */
export class CustomerFieldsDto {
  @ApiProperty({ enum: CUSTOMER_TYPES })
  @IsIn(CUSTOMER_TYPES)
  type!: CustomerType;

  @ApiPropertyOptional({ description: 'Required for a person.' })
  @ValidateIf((dto: CustomerFieldsDto) => dto.type === 'person' || dto.first_name !== undefined)
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(80)
  first_name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(120)
  last_name?: string;

  @ApiPropertyOptional({ description: 'Required for a company.' })
  @ValidateIf((dto: CustomerFieldsDto) => dto.type === 'company' || dto.company_name !== undefined)
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  company_name?: string;

  @ApiPropertyOptional({ description: 'NIF, NIE or CIF with its check character.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsSpanishTaxId()
  nif?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToNull)
  @IsEmail()
  @MaxLength(254)
  email?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToNull)
  @IsPhone()
  phone?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToNull)
  @IsPhone()
  mobile_phone?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200)
  address?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @Matches(/^(\d{5})?$/, { message: 'El código postal debe tener 5 cifras.' })
  postal_code?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  city?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  province?: string;

  @ApiPropertyOptional({ description: 'ISO 3166-1 alpha-2', default: 'ES' })
  @IsOptional()
  @Matches(/^[A-Za-z]{2}$/, { message: 'El país debe ser un código de dos letras (ES, FR, PT…).' })
  country?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  notes?: string;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @Length(1, 40, { each: true })
  tags?: string[];

  @ApiPropertyOptional({ description: 'Consent to process the data for the service (GDPR).' })
  @IsOptional()
  @IsBoolean()
  gdpr_consent?: boolean;

  @ApiPropertyOptional({ enum: CONSENT_CHANNELS })
  @IsOptional()
  @IsIn(CONSENT_CHANNELS)
  gdpr_consent_channel?: ConsentChannel;

  @ApiPropertyOptional({ description: 'Consent to commercial communications.' })
  @IsOptional()
  @IsBoolean()
  marketing_consent?: boolean;

  @ApiPropertyOptional({ enum: CONSENT_CHANNELS })
  @IsOptional()
  @IsIn(CONSENT_CHANNELS)
  marketing_consent_channel?: ConsentChannel;
}

export class UpdateCustomerDto extends CustomerFieldsDto {
  @ApiProperty({ description: 'The version the client read (optimistic locking).' })
  @IsInt()
  @Min(1)
  version!: number;
}

export class ListCustomersQueryDto extends PageQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ enum: CUSTOMER_TYPES })
  @IsOptional()
  @IsIn(CUSTOMER_TYPES)
  type?: CustomerType;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(40)
  tag?: string;

  @ApiPropertyOptional({ enum: CUSTOMER_SORTS, default: 'name' })
  @IsOptional()
  @IsIn(CUSTOMER_SORTS)
  sort?: CustomerSort;
}

export class MergeCustomersDto {
  @ApiProperty({ description: 'The duplicate customer, merged into the one in the path.' })
  @IsUUID()
  source_id!: string;
}

export class ImportCustomersDto {
  @ApiProperty({ description: 'The CSV file as text (UTF-8), header row first.' })
  @IsString()
  @MinLength(1)
  csv!: string;

  @ApiProperty({ description: 'True: only check and report; false: create everything or nothing.' })
  @IsBoolean()
  dry_run!: boolean;
}

export class ExportCustomersQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ enum: CUSTOMER_TYPES })
  @IsOptional()
  @IsIn(CUSTOMER_TYPES)
  type?: CustomerType;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(40)
  tag?: string;
}

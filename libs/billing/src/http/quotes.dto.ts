import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  QUOTE_STAFF_CHANNELS,
  QUOTE_STATUSES,
  type QuoteLineType,
  type QuoteStaffChannel,
  type QuoteStatus,
} from '@px/contracts';
import { PageQueryDto, emptyToNull, toInt } from '@px/platform';
import { DocumentLines, LineField, MAX_LINES } from './document-line.fields';
import { DAY, OptionalSeenVersion, SeenVersion } from './document.fields';

// The DTOs check shapes (unknown fields are a 400); domain/quote-*.ts check meaning (prices,
// validity, signature content, the lines of the revision answered).

/** A signature's data URL: the body limit bounds it; domain/quote-signature.ts weighs the PNG. */
const MAX_SIGNATURE_TEXT = 900_000;

export class QuoteListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: QUOTE_STATUSES })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(QUOTE_STATUSES)
  status?: QuoteStatus | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  customer_id?: string | null;

  @ApiPropertyOptional({ description: 'Created on or after, YYYY-MM-DD (Madrid)' })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(DAY)
  from?: string | null;

  @ApiPropertyOptional({ description: 'Created on or before, YYYY-MM-DD (Madrid)' })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(DAY)
  to?: string | null;

  @ApiPropertyOptional({ description: 'A quote number or a plate (a part of it).' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(100)
  q?: string | null;
}

export class QuoteLineDto {
  @LineField.type()
  type!: QuoteLineType;

  @LineField.description({ maxLength: 200 })
  description!: string;

  @LineField.quantity({ description: 'Labor: hours. Otherwise: units.' })
  quantity!: number;

  @LineField.unitPriceCents({ description: 'Before tax, cents. Labor: the hourly rate.' })
  unit_price_cents!: number;

  @LineField.discountPercent()
  discount_percent?: number;

  @LineField.vatPercent()
  vat_percent!: number;

  @ApiPropertyOptional({ nullable: true, description: "A part line's catalogue part." })
  @IsOptional()
  @IsUUID()
  part_id?: string | null;
}

/** POST /api/quotes and PATCH /api/quotes/{id}: the quote's content, whole. */
export class QuoteDraftDto {
  @ApiProperty()
  @IsUUID()
  customer_id!: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsUUID()
  vehicle_id?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsInt()
  odometer_km?: number | null;

  @ApiPropertyOptional({ nullable: true, description: 'The open work order it would extend.' })
  @IsOptional()
  @IsUUID()
  work_order_id?: string | null;

  @ApiPropertyOptional({
    nullable: true,
    description: 'YYYY-MM-DD; the earliest legal date when absent',
  })
  @IsOptional()
  @Matches(DAY)
  valid_until?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'Working days from the acceptance.' })
  @IsOptional()
  @IsInt()
  delivery_days?: number | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(8_000)
  conditions?: string | null;

  @DocumentLines(QuoteLineDto)
  lines!: QuoteLineDto[];
}

export class UpdateQuoteDto extends QuoteDraftDto {
  @SeenVersion()
  version!: number;
}

export class SendQuoteDto {
  @OptionalSeenVersion()
  version?: number;
}

export class QuoteDecisionDto {
  @ApiProperty()
  @IsUUID()
  line_id!: string;

  @ApiProperty()
  @IsBoolean()
  accepted!: boolean;
}

/** The customer's answer, line by line, as the desk takes it. */
class QuoteAnswerDto {
  @ApiProperty({ maxLength: 160 })
  @IsString()
  @MaxLength(300)
  signer_name!: string;

  @ApiProperty({ type: [QuoteDecisionDto] })
  @IsArray()
  @ArrayMaxSize(MAX_LINES)
  @ValidateNested({ each: true })
  @Type(() => QuoteDecisionDto)
  decisions!: QuoteDecisionDto[];
}

/** POST /api/quotes/{id}/approval. */
export class QuoteStaffApprovalDto extends QuoteAnswerDto {
  @ApiProperty({ description: 'The revision the customer was shown.' })
  @IsInt()
  @Min(1)
  revision!: number;

  @ApiProperty({ enum: QUOTE_STAFF_CHANNELS })
  @IsIn(QUOTE_STAFF_CHANNELS)
  channel!: QuoteStaffChannel;

  @ApiPropertyOptional({ nullable: true, description: 'data:image/png;base64,… (in person)' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_SIGNATURE_TEXT)
  signature_png?: string | null;
}

/**
 * POST /api/public/quotes/{token}. Every field is optional here and required by the command: the
 * link is judged first, so a token that opens nothing is a 404 (and a gone one a 410) whatever the
 * body; a missing field of a valid link is then the command's 400, with the same details.
 */
export class PublicQuoteAnswerDto {
  @ApiProperty({ maxLength: 160 })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  signer_name?: string;

  @ApiProperty({ type: [QuoteDecisionDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_LINES)
  @ValidateNested({ each: true })
  @Type(() => QuoteDecisionDto)
  decisions?: QuoteDecisionDto[];

  @ApiProperty({ description: 'data:image/png;base64,…' })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_SIGNATURE_TEXT)
  signature_png?: string;
}

/** POST /api/quotes/{id}/reject. */
export class QuoteRejectionDto {
  @ApiPropertyOptional({ nullable: true, maxLength: 500 })
  @IsOptional()
  @IsString()
  @MaxLength(2_000)
  reason?: string | null;
}

/** GET /api/quotes/{id}/pdf?revision=n. */
export class QuotePdfQueryDto {
  @ApiPropertyOptional({ description: 'The current revision when absent.' })
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  revision?: number;
}

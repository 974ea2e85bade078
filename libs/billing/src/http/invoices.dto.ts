import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  INVOICE_SERIES,
  INVOICE_STATUSES,
  RECTIFICATION_KINDS,
  RECTIFICATION_REASONS,
  type RectificationKind,
  type RectificationReason,
  PAYMENT_METHODS,
  type PaymentMethod,
  type InvoiceLineType,
  type InvoiceSeries,
  type InvoiceStatus,
} from '@px/contracts';
import { PageQueryDto, emptyToNull } from '@px/platform';
import { DocumentLines, LineField, MAX_LINES } from './document-line.fields';
import { DAY, OptionalSeenVersion, SeenVersion } from './document.fields';

export class InvoiceListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: INVOICE_SERIES })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(INVOICE_SERIES)
  series?: InvoiceSeries | null;

  @ApiPropertyOptional({ enum: INVOICE_STATUSES })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(INVOICE_STATUSES)
  status?: InvoiceStatus | null;

  @ApiPropertyOptional({ enum: ['paid', 'pending', 'overdue'] })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(['paid', 'pending', 'overdue'])
  payment?: 'paid' | 'pending' | 'overdue' | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  customer_id?: string | null;

  @ApiPropertyOptional({ description: 'Issued on or after, YYYY-MM-DD' })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(DAY)
  from?: string | null;

  @ApiPropertyOptional({ description: 'Issued on or before, YYYY-MM-DD' })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(DAY)
  to?: string | null;

  @ApiPropertyOptional({ description: 'Number, recipient name or NIF.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(100)
  q?: string | null;
}

export class InvoiceRecipientDto {
  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  name?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(20)
  tax_id?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(300)
  address?: string | null;
}

export class InvoiceLineDto {
  @LineField.type()
  type!: InvoiceLineType;

  @LineField.description({ maxLength: 500 })
  description!: string;

  @LineField.quantity()
  quantity!: number;

  @LineField.unitPriceCents({ description: 'Before tax, cents.' })
  unit_price_cents!: number;

  @LineField.discountPercent()
  discount_percent?: number;

  @LineField.vatPercent()
  vat_percent!: number;
}

/** POST /api/invoices and PATCH /api/invoices/{id}: the draft, whole. */
export class InvoiceDraftDto {
  @ApiProperty({ enum: INVOICE_SERIES })
  @IsIn(INVOICE_SERIES)
  series!: InvoiceSeries;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsUUID()
  customer_id?: string | null;

  @ApiPropertyOptional({ type: InvoiceRecipientDto, nullable: true })
  @IsOptional()
  @ValidateNested()
  @Type(() => InvoiceRecipientDto)
  recipient?: InvoiceRecipientDto | null;

  @ApiPropertyOptional({ nullable: true, description: 'YYYY-MM-DD' })
  @IsOptional()
  @Matches(DAY)
  operation_date?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'YYYY-MM-DD' })
  @IsOptional()
  @Matches(DAY)
  due_date?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  payment_terms?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  notes?: string | null;

  @DocumentLines(InvoiceLineDto)
  lines!: InvoiceLineDto[];
}

export class UpdateInvoiceDto extends InvoiceDraftDto {
  @SeenVersion()
  version!: number;
}

export class IssueInvoiceDto {
  @OptionalSeenVersion()
  version?: number;
}

export class InvoicePaymentDto {
  @ApiProperty({ minimum: 1 })
  @IsInt()
  amount_cents!: number;

  @ApiProperty({ enum: PAYMENT_METHODS })
  @IsIn(PAYMENT_METHODS)
  method!: PaymentMethod;

  @ApiPropertyOptional({ nullable: true, description: 'YYYY-MM-DD; today when absent' })
  @IsOptional()
  @Matches(DAY)
  paid_on?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  reference?: string | null;
}

/** POST /api/invoices/from-quote. */
export class InvoiceQuoteDto {
  @ApiProperty()
  @IsUUID()
  quote_id!: string;

  @ApiPropertyOptional({ enum: ['F', 'S'], default: 'F' })
  @IsOptional()
  @IsIn(['F', 'S'])
  series?: 'F' | 'S';
}

/** POST /api/invoices/from-work-order. */
export class InvoiceWorkOrderDto {
  @ApiProperty()
  @IsUUID()
  work_order_id!: string;

  @ApiPropertyOptional({ enum: ['F', 'S'], default: 'F' })
  @IsOptional()
  @IsIn(['F', 'S'])
  series?: 'F' | 'S';

  @ApiPropertyOptional({
    description: "The order's lines to invoice; all not yet invoiced when absent.",
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_LINES)
  @IsUUID('all', { each: true })
  line_ids?: string[];
}

/** POST /api/invoices/{id}/rectify. */
export class InvoiceRectificationDto {
  @ApiProperty({ enum: RECTIFICATION_REASONS })
  @IsIn(RECTIFICATION_REASONS)
  reason!: RectificationReason;

  @ApiProperty({ enum: RECTIFICATION_KINDS, description: 'I by differences, S by substitution' })
  @IsIn(RECTIFICATION_KINDS)
  kind!: RectificationKind;

  @DocumentLines(InvoiceLineDto, { optional: true })
  lines?: InvoiceLineDto[];

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  notes?: string | null;
}

/** POST /api/invoices/{id}/cancel. */
export class InvoiceCancellationDto {
  @ApiProperty({ maxLength: 300 })
  @IsString()
  @MaxLength(300)
  reason!: string;
}

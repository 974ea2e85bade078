import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import {
  INVOICE_LINE_TYPES,
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

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_LINES = 500;

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
  @Matches(DATE)
  from?: string | null;

  @ApiPropertyOptional({ description: 'Issued on or before, YYYY-MM-DD' })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(DATE)
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
  @ApiProperty({ enum: INVOICE_LINE_TYPES })
  @IsIn(INVOICE_LINE_TYPES)
  type!: InvoiceLineType;

  @ApiProperty({ maxLength: 500 })
  @IsString()
  @MaxLength(500)
  description!: string;

  @ApiProperty()
  @IsNumber()
  quantity!: number;

  @ApiProperty({ description: 'Before tax, cents.' })
  @IsInt()
  unit_price_cents!: number;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @IsNumber()
  discount_percent?: number;

  @ApiProperty({ enum: [21, 10, 4, 0] })
  @IsNumber()
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
  @Matches(DATE)
  operation_date?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'YYYY-MM-DD' })
  @IsOptional()
  @Matches(DATE)
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

  @ApiProperty({ type: [InvoiceLineDto] })
  @IsArray()
  @ArrayMaxSize(MAX_LINES)
  @ValidateNested({ each: true })
  @Type(() => InvoiceLineDto)
  lines!: InvoiceLineDto[];
}

export class UpdateInvoiceDto extends InvoiceDraftDto {
  @ApiProperty({ description: 'The version the office saw.' })
  @IsInt()
  version!: number;
}

export class IssueInvoiceDto {
  @ApiPropertyOptional({ description: 'The version the office saw.' })
  @IsOptional()
  @IsInt()
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
  @Matches(DATE)
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

  @ApiPropertyOptional({ type: [InvoiceLineDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_LINES)
  @ValidateNested({ each: true })
  @Type(() => InvoiceLineDto)
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

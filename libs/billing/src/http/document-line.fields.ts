import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';
import { INVOICE_LINE_TYPES } from '@px/contracts';
import { stacked } from './stacked';

/**
 * More lines than any document has: the DTO only bounds the body; the domain refuses fewer, with
 * a Spanish sentence (domain/quote-draft.ts says 200 for a quote).
 */
export const MAX_LINES = 500;

/**
 * The shape rules of a line that invoices and quotes share (a quote's lines become an invoice's):
 * one place to change what the API accepts. The OpenAPI texts stay each document's own.
 */
export const LineField = {
  type: () => stacked(ApiProperty({ enum: INVOICE_LINE_TYPES }), IsIn(INVOICE_LINE_TYPES)),
  /** 500 characters for any document; a quote's domain refuses more than 200, in Spanish. */
  description: (docs: { maxLength: number }) =>
    stacked(ApiProperty(docs), IsString(), MaxLength(500)),
  quantity: (docs?: { description: string }) => stacked(ApiProperty(docs), IsNumber()),
  unitPriceCents: (docs: { description: string }) => stacked(ApiProperty(docs), IsInt()),
  discountPercent: () => stacked(ApiPropertyOptional({ default: 0 }), IsOptional(), IsNumber()),
  vatPercent: () => stacked(ApiProperty({ enum: [21, 10, 4, 0] }), IsNumber()),
};

/** A document's `lines`: a list of `lineDto`, each checked, up to MAX_LINES. */
export const DocumentLines = (lineDto: new () => object, { optional = false } = {}) =>
  stacked(
    ...(optional
      ? [ApiPropertyOptional({ type: [lineDto] }), IsOptional()]
      : [ApiProperty({ type: [lineDto] })]),
    IsArray(),
    ArrayMaxSize(MAX_LINES),
    ValidateNested({ each: true }),
    Type(() => lineDto),
  );

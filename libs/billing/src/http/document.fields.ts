import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional } from 'class-validator';
import { stacked } from './stacked';

/** A calendar day as the API writes it, `YYYY-MM-DD` (its meaning is checked by the domain). */
export const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The `version` of a document the office edited or acts on: a stale one is a 409, so two desks
 * never overwrite each other's quote or invoice unknowingly.
 */
export const SeenVersion = () =>
  stacked(ApiProperty({ description: 'The version the office saw.' }), IsInt());

/** The same `version`, optional where acting without it means "as it is now". */
export const OptionalSeenVersion = () =>
  stacked(
    ApiPropertyOptional({ description: 'The version the office saw.' }),
    IsOptional(),
    IsInt(),
  );

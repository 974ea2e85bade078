import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

type TransformInput = { value: unknown };

/** class-transformer helpers for DTOs: query strings arrive as text. */
export const trimText = ({ value }: TransformInput) =>
  typeof value === 'string' ? value.trim() : value;
export const emptyToNull = ({ value }: TransformInput) =>
  typeof value === 'string' && value.trim() === '' ? null : trimText({ value });
export const toInt = ({ value }: TransformInput) =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
export const toBool = ({ value }: TransformInput) =>
  value === 'true' ? true : value === 'false' ? false : value;
/** A repeatable query parameter (`status=open&status=on_hold`) arrives as text or a list. */
export const toList = ({ value }: TransformInput) =>
  value === undefined || value === '' ? undefined : Array.isArray(value) ? value : [value];

/** `page` and `limit` of every paginated list (DESIGN §6): 20 per page by default, 100 at most. */
export class PageQueryDto {
  @ApiPropertyOptional({ default: 1 })
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100000)
  page?: number;

  @ApiPropertyOptional({ default: 20 })
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
}

/** A search palette source (SPEC §7): `q` and `limit`, 5 results by default. */
export class SearchQueryDto {
  @ApiProperty()
  @IsString()
  @MaxLength(100)
  q!: string;

  @ApiPropertyOptional({ default: 5 })
  @IsOptional()
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(20)
  limit?: number;
}

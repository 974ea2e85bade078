import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
} from 'class-validator';
import { SPARE_PART_REQUEST_STATUSES, type SparePartRequestStatus } from '@px/contracts';
import { PageQueryDto, emptyToNull, toList } from '@px/platform';

export class RequestListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: SPARE_PART_REQUEST_STATUSES, isArray: true })
  @IsOptional()
  @Transform(toList)
  @IsIn(SPARE_PART_REQUEST_STATUSES, { each: true })
  status?: SparePartRequestStatus[];

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  work_order_id?: string | null;

  @ApiPropertyOptional({ description: 'Description, part reference or order number.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(100)
  q?: string | null;
}

export class CreateRequestDto {
  @ApiProperty()
  @IsUUID()
  work_order_id!: string;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsUUID()
  work_order_line_id?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'A catalogue part.' })
  @IsOptional()
  @IsUUID()
  part_id?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'What is needed, without a catalogue part.' })
  @IsOptional()
  @IsString()
  @MaxLength(200)
  description?: string | null;

  @ApiProperty({ minimum: 0 })
  @IsNumber()
  quantity!: number;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(500)
  note?: string | null;
}

export class RejectRequestDto {
  @ApiProperty({ maxLength: 300 })
  @IsString()
  @MaxLength(300)
  reason!: string;
}

export class ServeRequestDto {
  @ApiPropertyOptional({ nullable: true, description: 'For a free-text request: the part.' })
  @IsOptional()
  @IsUUID()
  part_id?: string | null;
}

export class OrderRequestDto extends ServeRequestDto {
  @ApiPropertyOptional({ nullable: true, description: "Default: the part's preferred supplier." })
  @IsOptional()
  @IsUUID()
  supplier_id?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'A draft to add it to.' })
  @IsOptional()
  @IsUUID()
  purchase_order_id?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsInt()
  @Min(0)
  unit_cost_cents?: number | null;
}

import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import { PURCHASE_ORDER_STATUSES, type PurchaseOrderStatus } from '@px/contracts';
import { PageQueryDto, emptyToNull, toList } from '@px/platform';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const MAX_LINES = 500;

export class PurchaseOrderListQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: PURCHASE_ORDER_STATUSES, isArray: true })
  @IsOptional()
  @Transform(toList)
  @IsIn(PURCHASE_ORDER_STATUSES, { each: true })
  status?: PurchaseOrderStatus[];

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  supplier_id?: string | null;

  @ApiPropertyOptional({ description: 'Orders with a line of this part.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  part_id?: string | null;

  @ApiPropertyOptional({ description: 'Number or supplier name.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(100)
  q?: string | null;
}

export class PurchaseLineDto {
  @ApiProperty()
  @IsUUID()
  part_id!: string;

  @ApiProperty({ minimum: 0 })
  @IsNumber()
  quantity!: number;

  @ApiPropertyOptional({ minimum: 0, description: "Default: the part's cost." })
  @IsOptional()
  @IsInt()
  @Min(0)
  unit_cost_cents?: number;
}

export class CreatePurchaseOrderDto {
  @ApiProperty()
  @IsUUID()
  supplier_id!: string;

  @ApiPropertyOptional({ nullable: true, description: 'YYYY-MM-DD' })
  @IsOptional()
  @Matches(DATE)
  expected_on?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  notes?: string | null;

  @ApiProperty({ type: [PurchaseLineDto] })
  @IsArray()
  @ArrayMaxSize(MAX_LINES)
  @ValidateNested({ each: true })
  @Type(() => PurchaseLineDto)
  lines!: PurchaseLineDto[];
}

export class UpdatePurchaseOrderDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  supplier_id?: string;

  @ApiPropertyOptional({ nullable: true, description: 'YYYY-MM-DD' })
  @IsOptional()
  @Matches(DATE)
  expected_on?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(1000)
  notes?: string | null;

  @ApiPropertyOptional({
    type: [PurchaseLineDto],
    description: 'Replaces the lines (drafts only).',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(MAX_LINES)
  @ValidateNested({ each: true })
  @Type(() => PurchaseLineDto)
  lines?: PurchaseLineDto[];

  @ApiProperty()
  @IsInt()
  @Min(1)
  version!: number;
}

export class ReceivedLineDto {
  @ApiProperty()
  @IsUUID()
  line_id!: string;

  @ApiProperty({ minimum: 0 })
  @IsNumber()
  @Min(0.001)
  quantity!: number;
}

export class ReceivePurchaseOrderDto {
  @ApiProperty({ type: [ReceivedLineDto] })
  @IsArray()
  @ArrayMaxSize(MAX_LINES)
  @ValidateNested({ each: true })
  @Type(() => ReceivedLineDto)
  lines!: ReceivedLineDto[];

  @ApiPropertyOptional({ description: 'Receive more than pending (the supplier sent extra).' })
  @IsOptional()
  @IsBoolean()
  confirm_excess?: boolean;
}

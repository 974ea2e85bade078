import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsISO8601,
  IsNumber,
  IsOptional,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import {
  ESTIMATE_CHANNELS,
  ESTIMATE_DECISIONS,
  type EstimateChannel,
  type EstimateDecision,
  WORK_ORDER_LINE_TYPES,
  WORK_ORDER_PRIORITIES,
  WORK_ORDER_STATUSES,
  type WorkOrderLineType,
  type WorkOrderPriority,
  type WorkOrderStatus,
} from '@px/contracts';
import { PageQueryDto, emptyToNull, toList, trimText as trim } from '@px/platform';
import { WORK_ORDER_SORTS, type WorkOrderSort } from '../queries/work-order-list.sql';

/** A line's priced fields (POST/PUT /api/work-order-items). */
export class LineFieldsDto {
  @ApiPropertyOptional({ enum: WORK_ORDER_LINE_TYPES, default: 'labor' })
  @IsOptional()
  @IsIn(WORK_ORDER_LINE_TYPES)
  type?: WorkOrderLineType;

  @ApiPropertyOptional({ description: 'Sold (flagged) hours of a labor line.' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(999)
  planned_hours?: number;

  @ApiPropertyOptional({ description: 'Units of a part or fee.' })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 3 })
  @Min(0)
  @Max(99999)
  quantity?: number;

  @ApiPropertyOptional({ description: 'Labor: the hourly rate; parts and fees: the unit price.' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100_000_000)
  unit_price_cents?: number;

  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(100)
  discount_percent?: number;

  @ApiPropertyOptional({ default: 21 })
  @IsOptional()
  @IsNumber({ maxDecimalPlaces: 2 })
  @Min(0)
  @Max(100)
  vat_percent?: number;

  @ApiPropertyOptional({
    nullable: true,
    description: 'A part line: the catalogue part (GET /api/parts) the shelf reserves for it.',
  })
  @IsOptional()
  @IsUUID()
  part_id?: string | null;
}

export class NewLineDto extends LineFieldsDto {
  @ApiProperty()
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  name!: string;
}

export class CreateLineDto extends NewLineDto {
  @ApiProperty()
  @IsUUID()
  work_order_id!: string;
}

export class UpdateLineDto extends LineFieldsDto {
  @ApiPropertyOptional({ description: 'Sent by SPEC’s client; must be the line’s order.' })
  @IsOptional()
  @IsUUID()
  work_order_id?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  name?: string;

  @ApiPropertyOptional({ description: 'A labor line the mechanic finished.' })
  @IsOptional()
  @IsBoolean()
  finished?: boolean;

  @ApiPropertyOptional({ description: 'The line version read; a stale one is a 409.' })
  @IsOptional()
  @IsInt()
  version?: number;
}

/** The order fields both forms send. */
class WorkOrderFieldsDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(4000)
  complaint?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(4000)
  requested_work?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(4000)
  diagnosis?: string;

  @ApiPropertyOptional({ enum: WORK_ORDER_PRIORITIES })
  @IsOptional()
  @IsIn(WORK_ORDER_PRIORITIES)
  priority?: WorkOrderPriority;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  vehicle_id?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'The employee doing the work.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  assigned_employee_id?: string | null;

  @ApiPropertyOptional({ nullable: true, description: 'SPEC’s name for assigned_employee_id.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsUUID()
  assigned_to?: string | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(9_999_999)
  odometer_in_km?: number | null;

  @ApiPropertyOptional({ nullable: true })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(9_999_999)
  odometer_out_km?: number | null;

  @ApiPropertyOptional({ nullable: true, description: 'Promised delivery (ISO 8601).' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsISO8601()
  promised_at?: string | null;

  @ApiPropertyOptional({ enum: ESTIMATE_DECISIONS, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(ESTIMATE_DECISIONS)
  estimate_decision?: EstimateDecision | null;

  @ApiPropertyOptional({ enum: ESTIMATE_CHANNELS, nullable: true })
  @IsOptional()
  @Transform(emptyToNull)
  @IsIn(ESTIMATE_CHANNELS)
  estimate_channel?: EstimateChannel | null;
}

export class CreateWorkOrderDto extends WorkOrderFieldsDto {
  @ApiProperty()
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  title!: string;

  @ApiProperty()
  @IsUUID()
  customer_id!: string;

  @ApiPropertyOptional({ type: [NewLineDto], description: 'First lines (at most 100).' })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @ValidateNested({ each: true })
  @Type(() => NewLineDto)
  items?: NewLineDto[];
}

/**
 * PUT /api/work-orders/{id}: the order's fields, status included, and the version read. SPEC’s
 * client sends back the order it read, so the read-only fields of the response are accepted and
 * ignored (docs/decisions.md); anything else unknown is still a 400.
 */
export class UpdateWorkOrderDto extends WorkOrderFieldsDto {
  @ApiProperty({ description: 'The version read; a stale one is a 409 with the current one.' })
  @IsInt()
  version!: number;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  title?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  customer_id?: string;

  @ApiPropertyOptional({ enum: WORK_ORDER_STATUSES })
  @IsOptional()
  @IsIn(WORK_ORDER_STATUSES)
  status?: WorkOrderStatus;

  @ApiPropertyOptional({ description: 'Why the status changes (required to reopen).' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(500)
  reason?: string | null;

  // Read-only fields of the response, echoed back by SPEC’s client: accepted, ignored.
  @IsOptional() id?: unknown;
  @IsOptional() number?: unknown;
  @IsOptional() order_number?: unknown;
  @IsOptional() work_order_number?: unknown;
  @IsOptional() customer_name?: unknown;
  @IsOptional() assigned_employee_name?: unknown;
  @IsOptional() license_plate?: unknown;
  @IsOptional() make?: unknown;
  @IsOptional() model?: unknown;
  @IsOptional() items?: unknown;
  @IsOptional() total_planned_hours?: unknown;
  @IsOptional() total_cents?: unknown;
  @IsOptional() totals?: unknown;
  @IsOptional() status_history?: unknown;
  @IsOptional() allowed_transitions?: unknown;
  @IsOptional() estimate_decided_at?: unknown;
  @IsOptional() estimate_reference?: unknown;
  @IsOptional() started_at?: unknown;
  @IsOptional() completed_at?: unknown;
  @IsOptional() created_by?: unknown;
  @IsOptional() created_at?: unknown;
  @IsOptional() updated_at?: unknown;
}

export class ChangeStatusDto {
  @ApiProperty({ enum: WORK_ORDER_STATUSES })
  @IsIn(WORK_ORDER_STATUSES)
  status!: WorkOrderStatus;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(500)
  reason?: string | null;

  @ApiPropertyOptional({ description: 'Kilometres at delivery (completing needs them).' })
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(9_999_999)
  odometer_out_km?: number;

  @ApiPropertyOptional({ description: 'The version read, when the screen has one.' })
  @IsOptional()
  @IsInt()
  version?: number;
}

export class AssignDto {
  @ApiProperty({ nullable: true, description: 'The employee, or null to unassign.' })
  @Transform(emptyToNull)
  @IsOptional()
  @IsUUID()
  employee_id!: string | null;
}

export class ReopenDto {
  @ApiProperty()
  @Transform(trim)
  @IsString()
  @MinLength(3)
  @MaxLength(500)
  reason!: string;
}

export class ListWorkOrdersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: WORK_ORDER_STATUSES, isArray: true })
  @IsOptional()
  @Transform(toList)
  @IsArray()
  @ArrayMaxSize(5)
  @IsIn(WORK_ORDER_STATUSES, { each: true })
  status?: WorkOrderStatus[];

  @ApiPropertyOptional({ enum: WORK_ORDER_PRIORITIES, isArray: true })
  @IsOptional()
  @Transform(toList)
  @IsArray()
  @ArrayMaxSize(3)
  @IsIn(WORK_ORDER_PRIORITIES, { each: true })
  priority?: WorkOrderPriority[];

  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  assigned_to?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  customer_id?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsUUID()
  vehicle_id?: string;

  @ApiPropertyOptional({ description: 'First day (YYYY-MM-DD) of creation.' })
  @IsOptional()
  @IsISO8601({ strict: true })
  date_from?: string;

  @ApiPropertyOptional({ description: 'Last day (YYYY-MM-DD) of creation.' })
  @IsOptional()
  @IsISO8601({ strict: true })
  date_to?: string;

  @ApiPropertyOptional({ description: 'Number, title, customer name or plate.' })
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ enum: WORK_ORDER_SORTS, default: '-created_at' })
  @IsOptional()
  @IsIn(WORK_ORDER_SORTS)
  sort?: WorkOrderSort;
}

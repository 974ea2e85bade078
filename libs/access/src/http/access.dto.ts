import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { PERMISSIONS } from '@px/contracts';

const NAME = /^[a-z][a-z0-9_]*$/;
const PERMISSION = /^[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*\.[a-z][a-z0-9_]*$/;

export class AssignRoleDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  role_id!: string;
}

export class ReplaceRolesDto {
  @ApiProperty({ type: [String] })
  @IsArray()
  @ArrayMaxSize(50)
  @IsUUID('all', { each: true })
  role_ids!: string[];
}

export class CreateRoleDto {
  @ApiProperty({ example: 'chapista' })
  @IsString()
  @MinLength(2)
  @MaxLength(60)
  @Matches(NAME)
  name!: string;

  @ApiProperty({ example: 'Chapista' })
  @IsString()
  @MinLength(2)
  @MaxLength(120)
  display_name!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(1000)
  priority?: number;
}

export class UpdateRoleDto extends PartialType(CreateRoleDto) {}

export class SetRolePermissionsDto {
  @ApiProperty({ type: [String] })
  @IsArray()
  @ArrayMaxSize(2000)
  @IsUUID('all', { each: true })
  permission_ids!: string[];
}

export class CheckPermissionQueryDto {
  @ApiProperty({ example: 'work_orders' })
  @IsString()
  @MaxLength(60)
  @Matches(NAME)
  module!: string;

  @ApiPropertyOptional({ example: 'access' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  @Matches(NAME)
  action?: string;
}

export class CategoryDto {
  @ApiProperty()
  @IsString()
  @MinLength(2)
  @MaxLength(60)
  @Matches(NAME)
  name!: string;

  @ApiProperty()
  @IsString()
  @MinLength(2)
  @MaxLength(120)
  display_name!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(60)
  icon?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100000)
  sort_order?: number;
}

export class UpdateCategoryDto extends PartialType(CategoryDto) {}

class OrderItemDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID()
  id!: string;

  @ApiProperty()
  @IsInt()
  @Min(0)
  @Max(100000)
  sort_order!: number;
}

class PageOrderItemDto extends OrderItemDto {
  @ApiPropertyOptional({ format: 'uuid', nullable: true })
  @IsOptional()
  @IsUUID()
  category_id?: string;
}

export class ReorderCategoriesDto {
  @ApiProperty({ type: [OrderItemDto] })
  @IsArray()
  @ArrayMaxSize(200)
  @ValidateNested({ each: true })
  @Type(() => OrderItemDto)
  categories!: OrderItemDto[];
}

export class ReorderPagesDto {
  @ApiProperty({ type: [PageOrderItemDto] })
  @IsArray()
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => PageOrderItemDto)
  pages!: PageOrderItemDto[];
}

export class CreatePageDto {
  @ApiProperty({ example: '/orders' })
  @IsString()
  @MaxLength(200)
  @Matches(/^\/[A-Za-z0-9/_-]*$/)
  path!: string;

  @ApiProperty()
  @IsString()
  @MinLength(2)
  @MaxLength(120)
  display_name!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(500)
  description?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(60)
  icon?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsInt()
  @Min(0)
  @Max(100000)
  sort_order?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  is_active?: boolean;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID()
  category_id?: string;

  @ApiPropertyOptional({ example: PERMISSIONS.work_orders.orders.read, nullable: true })
  @IsOptional()
  @IsString()
  @Matches(PERMISSION)
  required_permission?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  admin_only?: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean()
  show_in_menu?: boolean;
}

export class UpdatePageDto extends PartialType(CreatePageDto) {}

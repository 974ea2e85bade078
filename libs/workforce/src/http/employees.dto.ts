import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import {
  EMPLOYEE_POSITIONS,
  EMPLOYEE_SORTS,
  EMPLOYEE_TRADES,
  type EmployeePosition,
  type EmployeeSort,
  type EmployeeTrade,
  LABOR_RATE_CATEGORIES,
  type LaborRateCategory,
} from '@px/contracts';
import { PageQueryDto, emptyToNull, toBool, trimText as trim } from '@px/platform';

// The DTOs check shapes; the rules of domain/employee-fields.ts check meaning (NIF/NIE and its
// control letter, phone, hire date, the trade fitting the position, the PIN's digits) and answer
// every problem of a body at once, in Spanish, on its field.

/** Optional but never null: a missing field is left as it is, a null one is refused. */
const unlessMissing = () => ValidateIf((_dto: object, value: unknown) => value !== undefined);

/** The fields both forms send besides name and position: each optional, null clears it. */
export class EmployeeFieldsDto {
  @ApiPropertyOptional({ description: 'Generated (E001, E002…) when a new employee has none.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(20)
  code?: string | null;

  @ApiPropertyOptional()
  @unlessMissing()
  @Transform(trim)
  @IsString()
  @MaxLength(120)
  last_name?: string;

  @ApiPropertyOptional({ description: 'NIF or NIE with its control letter.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(20)
  nif?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToNull)
  @IsEmail()
  @MaxLength(254)
  email?: string | null;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(30)
  phone?: string | null;

  @ApiPropertyOptional({ enum: EMPLOYEE_TRADES, description: 'The position’s own when not given.' })
  @unlessMissing()
  @IsIn(EMPLOYEE_TRADES)
  trade?: EmployeeTrade;

  @ApiPropertyOptional({ description: 'YYYY-MM-DD' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(10)
  hire_date?: string | null;

  @ApiPropertyOptional({ description: 'Cost of one hour to the workshop, in cents.' })
  @unlessMissing()
  @IsInt()
  @Min(0)
  hourly_cost_cents?: number;

  @ApiPropertyOptional({ enum: LABOR_RATE_CATEGORIES, nullable: true })
  @IsOptional()
  @IsIn(LABOR_RATE_CATEGORIES)
  labor_rate_category?: LaborRateCategory | null;

  @ApiPropertyOptional({ description: '4–6 digits; null removes it. Never returned.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(20)
  kiosk_pin?: string | null;

  @ApiPropertyOptional({ description: 'The user account to link; null unlinks.' })
  @IsOptional()
  @IsUUID()
  user_id?: string | null;
}

/** POST /api/employees: first name and position are required. */
export class CreateEmployeeDto extends EmployeeFieldsDto {
  @ApiProperty()
  @Transform(trim)
  @IsString()
  @MaxLength(80)
  first_name!: string;

  @ApiProperty({ enum: EMPLOYEE_POSITIONS })
  @IsIn(EMPLOYEE_POSITIONS)
  position!: EmployeePosition;
}

/** PATCH /api/employees/{id}: any fields, `active`, and the version the client read. */
export class PatchEmployeeDto extends EmployeeFieldsDto {
  @ApiProperty({ description: 'The version the client read (optimistic locking).' })
  @IsInt()
  @Min(1)
  version!: number;

  @ApiPropertyOptional()
  @unlessMissing()
  @Transform(trim)
  @IsString()
  @MaxLength(80)
  first_name?: string;

  @ApiPropertyOptional({ enum: EMPLOYEE_POSITIONS })
  @unlessMissing()
  @IsIn(EMPLOYEE_POSITIONS)
  position?: EmployeePosition;

  @ApiPropertyOptional({ description: 'false deactivates the employee, true reactivates them.' })
  @unlessMissing()
  @IsBoolean()
  active?: boolean;
}

export class ListEmployeesQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Name, code, e-mail or NIF/NIE.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional({ type: Boolean })
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  active?: boolean;

  @ApiPropertyOptional({ enum: EMPLOYEE_POSITIONS })
  @IsOptional()
  @IsIn(EMPLOYEE_POSITIONS)
  position?: EmployeePosition;

  @ApiPropertyOptional({ enum: EMPLOYEE_SORTS, default: 'name' })
  @IsOptional()
  @IsIn(EMPLOYEE_SORTS)
  sort?: EmployeeSort;
}

export class LinkableUsersQueryDto {
  @ApiPropertyOptional({ description: 'Name or e-mail.' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;
}

import { ApiProperty, ApiPropertyOptional, PartialType, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsEmail,
  IsOptional,
  IsString,
  IsUUID,
  IsUrl,
  MaxLength,
  MinLength,
  ValidateIf,
} from 'class-validator';
import { PASSWORD_MAX_LENGTH } from '@px/contracts';
import { PageQueryDto, toBool, trimText as trim } from '@px/platform';

export class LoginDto {
  @ApiProperty({ example: 'recepcion@taller.test' })
  @Transform(trim)
  @IsEmail()
  @MaxLength(254)
  email!: string;

  @ApiProperty()
  @IsString()
  @MinLength(1)
  @MaxLength(PASSWORD_MAX_LENGTH)
  password!: string;
}

export class RegisterDto extends LoginDto {
  @ApiProperty({ example: 'Ana' })
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(80)
  first_name!: string;

  @ApiProperty({ example: 'García López' })
  @Transform(trim)
  @IsString()
  @MaxLength(120)
  last_name!: string;
}

export class UpdateProfileDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(80)
  first_name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(120)
  last_name?: string;

  @ApiPropertyOptional({ nullable: true, example: 'https://example.com/foto.jpg' })
  @IsOptional()
  @ValidateIf((_o, value) => value !== null && value !== '')
  @IsUrl({ protocols: ['http', 'https'], require_protocol: true })
  @MaxLength(500)
  avatar_url?: string | null;
}

export class ChangePasswordDto {
  @ApiProperty()
  @IsString()
  @MinLength(1)
  @MaxLength(PASSWORD_MAX_LENGTH)
  current_password!: string;

  @ApiProperty()
  @IsString()
  @MaxLength(PASSWORD_MAX_LENGTH + 1)
  new_password!: string;
}

export class CreateUserDto {
  @ApiProperty()
  @Transform(trim)
  @IsEmail()
  @MaxLength(254)
  email!: string;

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @MinLength(1)
  @MaxLength(80)
  first_name!: string;

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @MaxLength(120)
  last_name!: string;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(50)
  @IsUUID('all', { each: true })
  role_ids?: string[];

  @ApiPropertyOptional({ description: 'Generated when absent; must be changed at first login.' })
  @IsOptional()
  @IsString()
  @MaxLength(PASSWORD_MAX_LENGTH + 1)
  temporary_password?: string;
}

export class UpdateUserDto extends PartialType(
  PickType(CreateUserDto, ['email', 'first_name', 'last_name'] as const),
) {}

export class ListUsersQueryDto extends PageQueryDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(toBool)
  @IsBoolean()
  active?: boolean;
}

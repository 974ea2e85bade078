import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  MinLength,
  Validate,
  ValidatorConstraint,
  type ValidatorConstraintInterface,
} from 'class-validator';
import { ANNOUNCEMENT_PRIORITIES, type AnnouncementPriority } from '@px/contracts';
import { IsRoleNameList, emptyToNull, trimText } from '@px/platform';
import { APP_VERSION_PATTERN, isSafeCtaUrl } from '../domain/announcement-rules';

const VERSION_MESSAGE = 'La versión debe tener la forma 1.0.0 (números separados por puntos).';

@ValidatorConstraint({ name: 'safeUrl' })
class SafeUrl implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isSafeCtaUrl(value);
  }

  defaultMessage(): string {
    return 'La dirección debe empezar por http:// o https://.';
  }
}

/** ?app_version= of the unread calls (SPEC §9: 1.0.0 when the client has none). */
export class AppVersionQueryDto {
  @ApiPropertyOptional({ default: '1.0.0' })
  @IsOptional()
  @Transform(trimText)
  @Matches(APP_VERSION_PATTERN, { message: VERSION_MESSAGE })
  app_version?: string;
}

/** POST /api/announcements/{id}/read. */
export class MarkAnnouncementDto {
  @ApiProperty({ enum: ['read', 'dismiss'] })
  @IsIn(['read', 'dismiss'])
  action!: 'read' | 'dismiss';
}

/** POST and PUT /api/announcements (administrators). */
export class AnnouncementDto {
  @ApiProperty()
  @Transform(trimText)
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  title!: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(500)
  summary?: string | null;

  @ApiPropertyOptional({ description: 'Markdown; sanitised when shown.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(20000)
  content_md?: string | null;

  @ApiPropertyOptional({ enum: ANNOUNCEMENT_PRIORITIES, default: 'normal' })
  @IsOptional()
  @IsIn(ANNOUNCEMENT_PRIORITIES)
  priority?: AnnouncementPriority;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(60)
  cta_label?: string | null;

  @ApiPropertyOptional({ description: 'http or https only.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(500)
  @Validate(SafeUrl)
  cta_url?: string | null;

  @ApiPropertyOptional({ description: 'ISO date-time; now when absent.' })
  @IsOptional()
  @IsISO8601({ strict: true })
  publish_from?: string;

  @ApiPropertyOptional({ description: 'ISO date-time after publish_from; none: no end.' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsISO8601({ strict: true })
  publish_until?: string | null;

  @ApiPropertyOptional({ description: 'Shown only to clients at this version or later.' })
  @IsOptional()
  @Transform(emptyToNull)
  @Matches(APP_VERSION_PATTERN, { message: VERSION_MESSAGE })
  min_app_version?: string | null;

  @ApiPropertyOptional({ type: [String], description: 'Role names; empty: everyone.' })
  @IsOptional()
  @IsRoleNameList()
  audience_roles?: string[];
}

export class UpdateAnnouncementDto extends AnnouncementDto {
  @ApiProperty()
  @IsInt()
  @Min(1)
  version!: number;
}

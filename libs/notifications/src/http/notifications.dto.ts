import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  MaxLength,
  Min,
  MinLength,
  ValidateNested,
} from 'class-validator';
import {
  NOTIFICATION_PRIORITIES,
  NOTIFICATION_TYPES,
  type NotificationPriority,
  type NotificationType,
} from '@px/contracts';
import { IsRoleNameList, PageQueryDto, emptyToNull, trimText } from '@px/platform';

/** GET /api/notifications. */
export class ListNotificationsQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'The caller’s own employee id (SPEC sends it).' })
  @IsOptional()
  @IsUUID('all')
  employee_id?: string;

  @ApiPropertyOptional({ enum: ['unread', 'all'], default: 'all' })
  @IsOptional()
  @IsIn(['unread', 'all'])
  status?: 'unread' | 'all';
}

/** PATCH /api/notifications/{id}: SPEC's body {read: true}. */
export class MarkNotificationDto {
  @ApiProperty({ enum: [true] })
  @IsIn([true])
  read!: true;
}

/** POST /api/notifications: an administrator's notification to employees, named or by role. */
export class SendNotificationDto {
  @ApiPropertyOptional({ description: 'One employee (SPEC: the notification’s owner).' })
  @IsOptional()
  @IsUUID('all')
  employee_id?: string;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @IsUUID('all', { each: true })
  employee_ids?: string[];

  @ApiPropertyOptional({ type: [String], description: 'Role names: their active employees.' })
  @IsOptional()
  @IsRoleNameList()
  roles?: string[];

  @ApiProperty()
  @Transform(trimText)
  @IsString()
  @MinLength(1)
  @MaxLength(200)
  title!: string;

  @ApiProperty()
  @Transform(trimText)
  @IsString()
  @MinLength(1)
  @MaxLength(1000)
  message!: string;

  @ApiPropertyOptional({ enum: NOTIFICATION_TYPES, default: 'system_alert' })
  @IsOptional()
  @IsIn(NOTIFICATION_TYPES)
  type?: NotificationType;

  @ApiPropertyOptional({ enum: NOTIFICATION_PRIORITIES, default: 'normal' })
  @IsOptional()
  @IsIn(NOTIFICATION_PRIORITIES)
  priority?: NotificationPriority;

  @ApiPropertyOptional({ description: 'A path inside the app, e.g. /orders/…' })
  @IsOptional()
  @Transform(emptyToNull)
  @IsString()
  @MaxLength(300)
  @Matches(/^\/(?!\/)/, {
    message: 'El enlace debe ser una ruta de la aplicación (empieza por /).',
  })
  link?: string | null;
}

export class RecipientsDto {
  @ApiProperty()
  @IsBoolean()
  assignee!: boolean;

  @ApiProperty()
  @IsBoolean()
  advisor!: boolean;

  @ApiProperty({ type: [String] })
  @IsRoleNameList()
  roles!: string[];
}

/** PUT /api/notification-rules/{type}. */
export class UpdateNotificationRuleDto {
  @ApiProperty()
  @IsBoolean()
  enabled!: boolean;

  @ApiProperty({ enum: NOTIFICATION_PRIORITIES })
  @IsIn(NOTIFICATION_PRIORITIES)
  priority!: NotificationPriority;

  @ApiProperty({ type: RecipientsDto })
  @ValidateNested()
  @Type(() => RecipientsDto)
  recipients!: RecipientsDto;

  @ApiProperty({ description: 'The version read (0 for a rule on its defaults).' })
  @IsInt()
  @Min(0)
  version!: number;
}

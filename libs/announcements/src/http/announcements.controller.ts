import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  Res,
} from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import {
  type Announcement,
  type AnnouncementAdmin,
  type AnnouncementsMeta,
  PERMISSIONS,
} from '@px/contracts';
import {
  Authenticated,
  CONDITIONAL_CACHE_CONTROL,
  CurrentPrincipal,
  ParseIdPipe,
  type Principal,
  RequirePermission,
} from '@px/platform';
import { CreateAnnouncementCommand } from '../commands/create-announcement.command';
import { DeleteAnnouncementCommand } from '../commands/delete-announcement.command';
import { MarkAnnouncementCommand } from '../commands/mark-announcement.command';
import { UpdateAnnouncementCommand } from '../commands/update-announcement.command';
import { type AnnouncementFields } from '../domain/announcement-rules';
import { GetAnnouncementQuery } from '../queries/announcement.query';
import { ListAnnouncementsQuery } from '../queries/announcements.query';
import { GetUnreadAnnouncementsQuery } from '../queries/unread-announcements.query';
import { GetUnreadAnnouncementsMetaQuery } from '../queries/unread-announcements-meta.query';
import {
  AnnouncementDto,
  AppVersionQueryDto,
  MarkAnnouncementDto,
  UpdateAnnouncementDto,
} from './announcements.dto';

function fieldsOf(body: AnnouncementDto): AnnouncementFields {
  return {
    title: body.title,
    summary: body.summary ?? null,
    content_md: body.content_md ?? null,
    priority: body.priority ?? 'normal',
    cta_label: body.cta_label ?? null,
    cta_url: body.cta_url ?? null,
    publish_from: body.publish_from ? new Date(body.publish_from) : new Date(),
    publish_until: body.publish_until ? new Date(body.publish_until) : null,
    min_app_version: body.min_app_version ?? null,
    audience_roles: body.audience_roles ?? [],
  };
}

@ApiTags('announcements')
@ApiBearerAuth()
@Controller('announcements')
export class AnnouncementsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get('unread')
  @Authenticated()
  @ApiOperation({ summary: 'The caller’s unread announcements, most important first' })
  unread(
    @CurrentPrincipal() principal: Principal,
    @Query() query: AppVersionQueryDto,
  ): Promise<Announcement[]> {
    return this.queries.execute(new GetUnreadAnnouncementsQuery(principal, query.app_version));
  }

  @Get('unread/meta')
  @Authenticated()
  @ApiHeader({ name: 'If-None-Match', required: false })
  @ApiOperation({ summary: 'How many unread announcements, with an ETag (304 when unchanged)' })
  async meta(
    @CurrentPrincipal() principal: Principal,
    @Query() query: AppVersionQueryDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<AnnouncementsMeta | undefined> {
    // A matching tag is usually answered before this runs (UnreadMetaTag, NotModifiedAnswers);
    // this route answers the rest, and the 304s that check left to it.
    const { tag, meta } = await this.queries.execute(
      new GetUnreadAnnouncementsMetaQuery(principal, query.app_version, ifNoneMatch),
    );
    void reply.header('ETag', tag).header('Cache-Control', CONDITIONAL_CACHE_CONTROL);
    if (!meta) {
      void reply.status(304);
      return undefined;
    }
    return meta;
  }

  @Post(':id/read')
  @Authenticated()
  @HttpCode(200)
  @ApiOperation({ summary: 'Marks an announcement read or dismissed for the caller' })
  async mark(
    @CurrentPrincipal() principal: Principal,
    @Param('id', ParseIdPipe) id: string,
    @Body() body: MarkAnnouncementDto,
  ): Promise<{ id: string; action: 'read' | 'dismiss' }> {
    await this.commands.execute(new MarkAnnouncementCommand(id, principal.userId, body.action));
    return { id, action: body.action };
  }

  @Get()
  @RequirePermission(PERMISSIONS.announcements.announcements.admin)
  @ApiOperation({ summary: 'Every announcement (administrators)' })
  list(): Promise<AnnouncementAdmin[]> {
    return this.queries.execute(new ListAnnouncementsQuery());
  }

  @Post()
  @RequirePermission(PERMISSIONS.announcements.announcements.admin)
  @ApiOperation({ summary: 'Creates an announcement' })
  async create(
    @CurrentPrincipal() principal: Principal,
    @Body() body: AnnouncementDto,
  ): Promise<AnnouncementAdmin> {
    const id = await this.commands.execute(
      new CreateAnnouncementCommand(fieldsOf(body), principal.userId),
    );
    return this.get(id);
  }

  @Get(':id')
  @RequirePermission(PERMISSIONS.announcements.announcements.admin)
  @ApiOperation({ summary: 'One announcement (administrators)' })
  get(@Param('id', ParseIdPipe) id: string): Promise<AnnouncementAdmin> {
    return this.queries.execute(new GetAnnouncementQuery(id));
  }

  @Put(':id')
  @RequirePermission(PERMISSIONS.announcements.announcements.admin)
  @ApiOperation({ summary: 'Changes an announcement (version: the one read)' })
  async update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdateAnnouncementDto,
  ): Promise<AnnouncementAdmin> {
    await this.commands.execute(new UpdateAnnouncementCommand(id, body.version, fieldsOf(body)));
    return this.get(id);
  }

  @Delete(':id')
  @RequirePermission(PERMISSIONS.announcements.announcements.admin)
  @ApiOperation({ summary: 'Deletes an announcement' })
  async remove(@Param('id', ParseIdPipe) id: string): Promise<{ id: string; deleted: true }> {
    await this.commands.execute(new DeleteAnnouncementCommand(id));
    return { id, deleted: true };
  }
}

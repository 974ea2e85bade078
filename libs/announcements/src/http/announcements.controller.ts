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
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type FastifyReply } from 'fastify';
import { type Announcement, type AnnouncementAdmin, type AnnouncementsMeta } from '@px/contracts';
import {
  Authenticated,
  CONDITIONAL_CACHE_CONTROL,
  CurrentPrincipal,
  NotFoundError,
  ParseIdPipe,
  type Principal,
  RequirePermission,
  ifNoneMatchNames,
} from '@px/platform';
import {
  ANNOUNCEMENT_NOT_FOUND,
  CreateAnnouncementCommand,
  DeleteAnnouncementCommand,
  MarkAnnouncementCommand,
  UpdateAnnouncementCommand,
} from '../commands/announcement.commands';
import { type AnnouncementFields } from '../domain/announcement-rules';
import { AnnouncementsReader } from '../queries/announcements-reader';
import {
  AnnouncementDto,
  AppVersionQueryDto,
  MarkAnnouncementDto,
  UpdateAnnouncementDto,
} from './announcements.dto';
import { UnreadMetaTag } from './unread-meta-tag';

const ADMIN = 'announcements.announcements.admin';

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
    private readonly reader: AnnouncementsReader,
    private readonly metaTag: UnreadMetaTag,
  ) {}

  @Get('unread')
  @Authenticated()
  @ApiOperation({ summary: 'The caller’s unread announcements, most important first' })
  async unread(
    @CurrentPrincipal() principal: Principal,
    @Query() query: AppVersionQueryDto,
  ): Promise<Announcement[]> {
    return this.reader.unread(await this.metaTag.readerOf(principal, query));
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
    const reader = await this.metaTag.readerOf(principal, query);
    const tag = await this.reader.unreadTag(reader);
    void reply.header('ETag', tag).header('Cache-Control', CONDITIONAL_CACHE_CONTROL);
    if (ifNoneMatchNames(ifNoneMatch, tag)) {
      void reply.status(304);
      return undefined;
    }
    return { unread_count: await this.reader.unreadCount(reader) };
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
  @RequirePermission(ADMIN)
  @ApiOperation({ summary: 'Every announcement (administrators)' })
  list(): Promise<AnnouncementAdmin[]> {
    return this.reader.all();
  }

  @Post()
  @RequirePermission(ADMIN)
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
  @RequirePermission(ADMIN)
  @ApiOperation({ summary: 'One announcement (administrators)' })
  async get(@Param('id', ParseIdPipe) id: string): Promise<AnnouncementAdmin> {
    const found = await this.reader.get(id);
    if (!found) throw new NotFoundError(ANNOUNCEMENT_NOT_FOUND);
    return found;
  }

  @Put(':id')
  @RequirePermission(ADMIN)
  @ApiOperation({ summary: 'Changes an announcement (version: the one read)' })
  async update(
    @Param('id', ParseIdPipe) id: string,
    @Body() body: UpdateAnnouncementDto,
  ): Promise<AnnouncementAdmin> {
    await this.commands.execute(new UpdateAnnouncementCommand(id, body.version, fieldsOf(body)));
    return this.get(id);
  }

  @Delete(':id')
  @RequirePermission(ADMIN)
  @ApiOperation({ summary: 'Deletes an announcement' })
  async remove(@Param('id', ParseIdPipe) id: string): Promise<{ id: string; deleted: true }> {
    await this.commands.execute(new DeleteAnnouncementCommand(id));
    return { id, deleted: true };
  }
}

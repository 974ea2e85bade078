import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { type AnnouncementAction, realtimeRooms } from '@px/contracts';
import { ListRolesQuery } from '@px/access';
import {
  CommandTransaction,
  NotFoundError,
  RealtimePush,
  ValidationError,
  VersionConflictError,
} from '@px/platform';
import { type AnnouncementFields, isPublishedAt } from '../domain/announcement-rules';
import { AnnouncementReceiptRecord, AnnouncementRecord } from '../domain/announcement.entity';

export const ANNOUNCEMENT_NOT_FOUND = 'La novedad no existe.';

/** The checks that need more than one field, or the roles that exist. */
async function checkFields(queries: QueryBus, fields: AnnouncementFields): Promise<void> {
  const problems: { field: string; code: string; message: string }[] = [];
  if (fields.publish_until && fields.publish_until <= fields.publish_from) {
    problems.push({
      field: 'publish_until',
      code: 'dateOrder',
      message: 'La fecha de fin de publicación debe ser posterior a la de inicio.',
    });
  }
  if (!!fields.cta_label !== !!fields.cta_url) {
    problems.push({
      field: fields.cta_label ? 'cta_url' : 'cta_label',
      code: 'ctaPair',
      message: 'El botón de acción necesita a la vez un texto y una dirección.',
    });
  }
  if (fields.audience_roles.length) {
    const known = new Set((await queries.execute(new ListRolesQuery())).map((role) => role.name));
    const unknown = fields.audience_roles.filter((role) => !known.has(role));
    if (unknown.length) {
      problems.push({
        field: 'audience_roles',
        code: 'unknownRole',
        message: `Estos roles no existen: ${unknown.join(', ')}.`,
      });
    }
  }
  if (problems.length) throw new ValidationError(problems);
}

function apply(record: AnnouncementRecord, fields: AnnouncementFields): void {
  record.title = fields.title;
  record.summary = fields.summary;
  record.contentMd = fields.content_md;
  record.priority = fields.priority;
  record.ctaLabel = fields.cta_label;
  record.ctaUrl = fields.cta_url;
  record.publishFrom = fields.publish_from;
  record.publishUntil = fields.publish_until;
  record.minAppVersion = fields.min_app_version;
  record.audienceRoles = [...new Set(fields.audience_roles)];
}

/** Clients check their unread announcements when one is published or changed while visible. */
function announceIfLive(push: RealtimePush, record: AnnouncementRecord): void {
  if (!record.deletedAt && isPublishedAt(record, new Date())) {
    push.toRoom(realtimeRooms.everyone, 'announcement.published', { id: record.id });
  }
}

export class CreateAnnouncementCommand extends Command<string> {
  constructor(
    readonly fields: AnnouncementFields,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(CreateAnnouncementCommand)
export class CreateAnnouncementHandler implements ICommandHandler<
  CreateAnnouncementCommand,
  string
> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
    private readonly push: RealtimePush,
  ) {}

  async execute({ fields, actorId }: CreateAnnouncementCommand): Promise<string> {
    await checkFields(this.queries, fields);
    const record = await this.commands.run(async (em: EntityManager) => {
      const created = new AnnouncementRecord();
      apply(created, fields);
      created.createdBy = actorId;
      em.persist(created);
      return created;
    });
    announceIfLive(this.push, record);
    return record.id;
  }
}

export class UpdateAnnouncementCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly version: number,
    readonly fields: AnnouncementFields,
  ) {
    super();
  }
}

@CommandHandler(UpdateAnnouncementCommand)
export class UpdateAnnouncementHandler implements ICommandHandler<UpdateAnnouncementCommand> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
    private readonly push: RealtimePush,
  ) {}

  async execute({ id, version, fields }: UpdateAnnouncementCommand): Promise<void> {
    await checkFields(this.queries, fields);
    const record = await this.commands.run(async (em: EntityManager) => {
      const found = await em.findOne(
        AnnouncementRecord,
        { id, deletedAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!found) throw new NotFoundError(ANNOUNCEMENT_NOT_FOUND);
      if (found.version !== version) throw new VersionConflictError(found.version);
      apply(found, fields);
      return found;
    });
    announceIfLive(this.push, record);
  }
}

export class DeleteAnnouncementCommand extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}

@CommandHandler(DeleteAnnouncementCommand)
export class DeleteAnnouncementHandler implements ICommandHandler<DeleteAnnouncementCommand> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ id }: DeleteAnnouncementCommand): Promise<void> {
    await this.commands.run(async (em: EntityManager) => {
      const found = await em.findOne(AnnouncementRecord, { id, deletedAt: null });
      if (!found) throw new NotFoundError(ANNOUNCEMENT_NOT_FOUND);
      found.deletedAt = new Date();
    });
  }
}

/** A user's "Entendido" (read) or "No volver a mostrar" (dismiss). */
export class MarkAnnouncementCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly userId: string,
    readonly action: AnnouncementAction,
  ) {
    super();
  }
}

@CommandHandler(MarkAnnouncementCommand)
export class MarkAnnouncementHandler implements ICommandHandler<MarkAnnouncementCommand> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ id, userId, action }: MarkAnnouncementCommand): Promise<void> {
    await this.commands.run(async (em: EntityManager) => {
      const found = await em.findOne(AnnouncementRecord, { id, deletedAt: null });
      if (!found) throw new NotFoundError(ANNOUNCEMENT_NOT_FOUND);
      await em.upsert(AnnouncementReceiptRecord, {
        announcementId: id,
        userId,
        action,
        actedAt: new Date(),
      });
    });
  }
}

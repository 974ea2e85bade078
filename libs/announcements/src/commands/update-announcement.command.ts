import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import {
  CommandTransaction,
  NotFoundError,
  RealtimePush,
  VersionConflictError,
} from '@px/platform';
import { ANNOUNCEMENT_NOT_FOUND, type AnnouncementFields } from '../domain/announcement-rules';
import { AnnouncementRecord } from '../domain/announcement.entity';
import { announceIfLive, applyFields, checkFields } from './announcement-fields';

/** An administrator's change of an announcement (version: the one read). */
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
      applyFields(found, fields);
      return found;
    });
    announceIfLive(this.push, record);
  }
}

import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, RealtimePush } from '@px/platform';
import { type AnnouncementFields } from '../domain/announcement-rules';
import { AnnouncementRecord } from '../domain/announcement.entity';
import { announceIfLive, applyFields, checkFields } from './announcement-fields';

/** An administrator's new announcement; returns its id. */
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
      applyFields(created, fields);
      created.createdBy = actorId;
      em.persist(created);
      return created;
    });
    announceIfLive(this.push, record);
    return record.id;
  }
}

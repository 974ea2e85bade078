import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, NotFoundError } from '@px/platform';
import { ANNOUNCEMENT_NOT_FOUND } from '../domain/announcement-rules';
import { AnnouncementRecord } from '../domain/announcement.entity';

/** Deletes an announcement (soft: it is marked deleted, its receipts stay). */
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

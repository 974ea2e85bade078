import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type AnnouncementAction } from '@px/contracts';
import { CommandTransaction, NotFoundError } from '@px/platform';
import { ANNOUNCEMENT_NOT_FOUND } from '../domain/announcement-rules';
import { AnnouncementReceiptRecord, AnnouncementRecord } from '../domain/announcement.entity';

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

import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, NotFoundError } from '@px/platform';
import { Page } from '../domain/access.entities';

export class DeletePageCommand extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}

@CommandHandler(DeletePageCommand)
export class DeletePageHandler implements ICommandHandler<DeletePageCommand, void> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ id }: DeletePageCommand): Promise<void> {
    await this.commands.run(async (em: EntityManager) => {
      const page = await em.findOne(Page, id);
      if (!page) throw new NotFoundError('La página no existe.');
      em.remove(page);
    });
  }
}

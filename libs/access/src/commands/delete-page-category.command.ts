import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction, ConflictError, NotFoundError } from '@px/platform';
import { Page, PageCategory } from '../domain/access.entities';

/** Deletes an empty page category. */
export class DeletePageCategoryCommand extends Command<void> {
  constructor(readonly id: string) {
    super();
  }
}

@CommandHandler(DeletePageCategoryCommand)
export class DeletePageCategoryHandler implements ICommandHandler<DeletePageCategoryCommand, void> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ id }: DeletePageCategoryCommand): Promise<void> {
    await this.commands.run(async (em: EntityManager) => {
      const category = await em.findOne(PageCategory, id);
      if (!category) throw new NotFoundError('La categoría no existe.');
      const pages = await em.count(Page, { categoryId: id });
      if (pages > 0)
        throw new ConflictError(
          `La categoría contiene ${pages} página(s): muévelas antes de eliminarla.`,
        );
      em.remove(category);
    });
  }
}

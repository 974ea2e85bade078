import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type PageCategoryInfo } from '@px/contracts';
import { CommandTransaction, NotFoundError, runSql } from '@px/platform';
import { AccessReader } from '../queries/access-reader';

/** New places for page categories; answers every category in the new order. */
export class ReorderPageCategoriesCommand extends Command<PageCategoryInfo[]> {
  constructor(readonly order: { id: string; sort_order: number }[]) {
    super();
  }
}

@CommandHandler(ReorderPageCategoriesCommand)
export class ReorderPageCategoriesHandler implements ICommandHandler<
  ReorderPageCategoriesCommand,
  PageCategoryInfo[]
> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly reader: AccessReader,
  ) {}

  async execute({ order }: ReorderPageCategoriesCommand): Promise<PageCategoryInfo[]> {
    await this.commands.run(async (em: EntityManager) => {
      for (const item of order) {
        const updated = await runSql(
          em,
          'update page_category set sort_order = $1, updated_at = now() where id = $2',
          [item.sort_order, item.id],
          'run',
        );
        if (!updated.affectedRows) throw new NotFoundError('Alguna de las categorías no existe.');
      }
    });
    return this.reader.categories();
  }
}

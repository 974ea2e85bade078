import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type NavigationPage } from '@px/contracts';
import { CommandTransaction, NotFoundError, runSql } from '@px/platform';
import { AccessReader } from '../queries/access-reader';
import { checkCategory } from './navigation-fields';

/** New places (and optionally categories) for pages; answers every page in the new order. */
export class ReorderPagesCommand extends Command<NavigationPage[]> {
  constructor(readonly order: { id: string; sort_order: number; category_id?: string | null }[]) {
    super();
  }
}

@CommandHandler(ReorderPagesCommand)
export class ReorderPagesHandler implements ICommandHandler<ReorderPagesCommand, NavigationPage[]> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly reader: AccessReader,
  ) {}

  async execute({ order }: ReorderPagesCommand): Promise<NavigationPage[]> {
    await this.commands.run(async (em: EntityManager) => {
      for (const item of order) {
        if (item.category_id !== undefined) await checkCategory(em, item.category_id);
        const updated = await runSql(
          em,
          `update page set sort_order = $1, category_id = coalesce($2, category_id), updated_at = now() where id = $3`,
          [item.sort_order, item.category_id ?? null, item.id],
          'run',
        );
        if (!updated.affectedRows) throw new NotFoundError('Alguna de las páginas no existe.');
      }
    });
    return this.reader.pages();
  }
}

import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type PageCategoryInfo } from '@px/contracts';
import { CommandTransaction, ConflictError, runSql } from '@px/platform';
import { PageCategory } from '../domain/access.entities';
import { categoryName, nextCategorySortOrder } from '../domain/navigation-rules';
import { AccessReader } from '../queries/access-reader';
import { type CategoryFields } from './navigation-fields';

/** A new page category; last in the menu unless given a place. */
export class CreatePageCategoryCommand extends Command<PageCategoryInfo> {
  constructor(readonly fields: CategoryFields & { name: string; display_name: string }) {
    super();
  }
}

@CommandHandler(CreatePageCategoryCommand)
export class CreatePageCategoryHandler implements ICommandHandler<
  CreatePageCategoryCommand,
  PageCategoryInfo
> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly reader: AccessReader,
  ) {}

  async execute({ fields }: CreatePageCategoryCommand): Promise<PageCategoryInfo> {
    const id = await this.commands.run(async (em: EntityManager) => {
      const name = categoryName(fields.name);
      if (await em.count(PageCategory, { name }))
        throw new ConflictError(`Ya existe una categoría llamada «${name}».`);
      const max = await runSql<{ max: number | null }>(
        em,
        'select max(sort_order) as max from page_category',
      );
      return em.create(PageCategory, {
        name,
        displayName: fields.display_name.trim(),
        description: fields.description ?? null,
        icon: fields.icon ?? null,
        sortOrder: fields.sort_order ?? nextCategorySortOrder(max[0].max),
      }).id;
    });
    return (await this.reader.category(id)) as PageCategoryInfo;
  }
}

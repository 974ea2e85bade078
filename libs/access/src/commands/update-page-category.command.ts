import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type PageCategoryInfo } from '@px/contracts';
import { CommandTransaction, ConflictError, NotFoundError } from '@px/platform';
import { PageCategory } from '../domain/access.entities';
import { categoryName } from '../domain/navigation-rules';
import { AccessReader } from '../queries/access-reader';
import { type CategoryFields } from './navigation-fields';

export class UpdatePageCategoryCommand extends Command<PageCategoryInfo> {
  constructor(
    readonly id: string,
    readonly fields: CategoryFields,
  ) {
    super();
  }
}

@CommandHandler(UpdatePageCategoryCommand)
export class UpdatePageCategoryHandler implements ICommandHandler<
  UpdatePageCategoryCommand,
  PageCategoryInfo
> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly reader: AccessReader,
  ) {}

  async execute({ id, fields }: UpdatePageCategoryCommand): Promise<PageCategoryInfo> {
    await this.commands.run(async (em: EntityManager) => {
      const category = await em.findOne(PageCategory, id);
      if (!category) throw new NotFoundError('La categoría no existe.');
      if (fields.name !== undefined) {
        const name = categoryName(fields.name);
        if (await em.count(PageCategory, { name, id: { $ne: id } })) {
          throw new ConflictError(`Ya existe una categoría llamada «${name}».`);
        }
        category.name = name;
      }
      if (fields.display_name !== undefined) category.displayName = fields.display_name.trim();
      if (fields.description !== undefined) category.description = fields.description;
      if (fields.icon !== undefined) category.icon = fields.icon;
      if (fields.sort_order !== undefined) category.sortOrder = fields.sort_order;
    });
    return (await this.reader.category(id)) as PageCategoryInfo;
  }
}

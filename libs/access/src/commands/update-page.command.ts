import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type NavigationPage } from '@px/contracts';
import { CommandTransaction, ConflictError, NotFoundError } from '@px/platform';
import { Page } from '../domain/access.entities';
import { normalizePath } from '../domain/access-rules';
import { AccessReader } from '../queries/access-reader';
import { type PageFields, checkCategory } from './navigation-fields';

export class UpdatePageCommand extends Command<NavigationPage> {
  constructor(
    readonly id: string,
    readonly fields: PageFields,
  ) {
    super();
  }
}

@CommandHandler(UpdatePageCommand)
export class UpdatePageHandler implements ICommandHandler<UpdatePageCommand, NavigationPage> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly reader: AccessReader,
  ) {}

  async execute({ id, fields }: UpdatePageCommand): Promise<NavigationPage> {
    await this.commands.run(async (em: EntityManager) => {
      const page = await em.findOne(Page, id);
      if (!page) throw new NotFoundError('La página no existe.');
      if (fields.path !== undefined) {
        const path = normalizePath(fields.path);
        if (await em.count(Page, { path, id: { $ne: id } }))
          throw new ConflictError(`Ya existe una página con la ruta ${path}.`);
        page.path = path;
      }
      if (fields.category_id !== undefined) {
        await checkCategory(em, fields.category_id);
        page.categoryId = fields.category_id;
      }
      if (fields.display_name !== undefined) page.displayName = fields.display_name.trim();
      if (fields.description !== undefined) page.description = fields.description;
      if (fields.icon !== undefined) page.icon = fields.icon;
      if (fields.sort_order !== undefined) page.sortOrder = fields.sort_order;
      if (fields.is_active !== undefined) page.isActive = fields.is_active;
      if (fields.required_permission !== undefined)
        page.requiredPermission = fields.required_permission;
      if (fields.admin_only !== undefined) page.adminOnly = fields.admin_only;
      if (fields.show_in_menu !== undefined) page.showInMenu = fields.show_in_menu;
    });
    return (await this.reader.page(id)) as NavigationPage;
  }
}

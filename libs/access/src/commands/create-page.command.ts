import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type NavigationPage } from '@px/contracts';
import { CommandTransaction, ConflictError } from '@px/platform';
import { Page } from '../domain/access.entities';
import { normalizePath } from '../domain/access-rules';
import { AccessReader } from '../queries/access-reader';
import { type PageFields, checkCategory } from './navigation-fields';

/** A new page of the SPA for navigation and page access. */
export class CreatePageCommand extends Command<NavigationPage> {
  constructor(readonly fields: PageFields & { path: string; display_name: string }) {
    super();
  }
}

@CommandHandler(CreatePageCommand)
export class CreatePageHandler implements ICommandHandler<CreatePageCommand, NavigationPage> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly reader: AccessReader,
  ) {}

  async execute({ fields }: CreatePageCommand): Promise<NavigationPage> {
    const id = await this.commands.run(async (em: EntityManager) => {
      const path = normalizePath(fields.path);
      if (await em.count(Page, { path }))
        throw new ConflictError(`Ya existe una página con la ruta ${path}.`);
      await checkCategory(em, fields.category_id);
      return em.create(Page, {
        path,
        displayName: fields.display_name.trim(),
        description: fields.description ?? null,
        icon: fields.icon ?? null,
        sortOrder: fields.sort_order ?? 0,
        isActive: fields.is_active ?? true,
        categoryId: fields.category_id ?? null,
        requiredPermission: fields.required_permission ?? null,
        adminOnly: fields.admin_only ?? false,
        showInMenu: fields.show_in_menu ?? true,
      }).id;
    });
    return (await this.reader.page(id)) as NavigationPage;
  }
}

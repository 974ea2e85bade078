import { Injectable } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type NavigationPage, type PageCategoryInfo } from '@px/contracts';
import { CommandTransaction, ConflictError, NotFoundError } from '@px/platform';
import { Page, PageCategory } from '../domain/access.entities';
import { normalizePath } from '../domain/access-rules';
import { AccessReader } from '../queries/access-reader';

export interface CategoryFields {
  name?: string;
  display_name?: string;
  description?: string | null;
  icon?: string | null;
  sort_order?: number;
}

export interface PageFields {
  path?: string;
  display_name?: string;
  description?: string | null;
  icon?: string | null;
  sort_order?: number;
  is_active?: boolean;
  category_id?: string | null;
  required_permission?: string | null;
  admin_only?: boolean;
  show_in_menu?: boolean;
}

/** Pages and page categories: the navigation administrators edit at /admin/pages. */
@Injectable()
export class NavigationHandler {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly reader: AccessReader,
  ) {}

  async createCategory(
    fields: CategoryFields & { name: string; display_name: string },
  ): Promise<PageCategoryInfo> {
    const id = await this.commands.run(async (em: EntityManager) => {
      const name = fields.name.trim().toLowerCase();
      if (await em.count(PageCategory, { name }))
        throw new ConflictError(`Ya existe una categoría llamada «${name}».`);
      const max = await em.execute<{ max: number | null }[]>(
        'select max(sort_order) as max from page_category',
      );
      return em.create(PageCategory, {
        name,
        displayName: fields.display_name.trim(),
        description: fields.description ?? null,
        icon: fields.icon ?? null,
        sortOrder: fields.sort_order ?? (max[0].max ?? 0) + 10,
      }).id;
    });
    return (await this.reader.category(id)) as PageCategoryInfo;
  }

  async updateCategory(id: string, fields: CategoryFields): Promise<PageCategoryInfo> {
    await this.commands.run(async (em: EntityManager) => {
      const category = await em.findOne(PageCategory, id);
      if (!category) throw new NotFoundError('La categoría no existe.');
      if (fields.name !== undefined) {
        const name = fields.name.trim().toLowerCase();
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

  async deleteCategory(id: string): Promise<void> {
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

  async reorderCategories(
    order: { id: string; sort_order: number }[],
  ): Promise<PageCategoryInfo[]> {
    await this.commands.run(async (em: EntityManager) => {
      for (const item of order) {
        const updated = await em.execute(
          'update page_category set sort_order = ?, updated_at = now() where id = ?',
          [item.sort_order, item.id],
          'run',
        );
        if (!(updated as { affectedRows?: number }).affectedRows)
          throw new NotFoundError('Alguna de las categorías no existe.');
      }
    });
    return this.reader.categories();
  }

  async createPage(
    fields: PageFields & { path: string; display_name: string },
  ): Promise<NavigationPage> {
    const id = await this.commands.run(async (em: EntityManager) => {
      const path = normalizePath(fields.path);
      if (await em.count(Page, { path }))
        throw new ConflictError(`Ya existe una página con la ruta ${path}.`);
      await this.checkCategory(em, fields.category_id);
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

  async updatePage(id: string, fields: PageFields): Promise<NavigationPage> {
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
        await this.checkCategory(em, fields.category_id);
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

  async deletePage(id: string): Promise<void> {
    await this.commands.run(async (em: EntityManager) => {
      const page = await em.findOne(Page, id);
      if (!page) throw new NotFoundError('La página no existe.');
      em.remove(page);
    });
  }

  async reorderPages(
    order: { id: string; sort_order: number; category_id?: string | null }[],
  ): Promise<NavigationPage[]> {
    await this.commands.run(async (em: EntityManager) => {
      for (const item of order) {
        if (item.category_id !== undefined) await this.checkCategory(em, item.category_id);
        const updated = await em.execute(
          `update page set sort_order = ?, category_id = coalesce(?, category_id), updated_at = now() where id = ?`,
          [item.sort_order, item.category_id ?? null, item.id],
          'run',
        );
        if (!(updated as { affectedRows?: number }).affectedRows)
          throw new NotFoundError('Alguna de las páginas no existe.');
      }
    });
    return this.reader.pages();
  }

  private async checkCategory(
    em: EntityManager,
    categoryId: string | null | undefined,
  ): Promise<void> {
    if (categoryId && !(await em.count(PageCategory, { id: categoryId }))) {
      throw new NotFoundError('La categoría indicada no existe.');
    }
  }
}

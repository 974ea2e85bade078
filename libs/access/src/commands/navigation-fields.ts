import { type EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '@px/platform';
import { PageCategory } from '../domain/access.entities';

/** What an administrator may give a page category (create and update). */
export interface CategoryFields {
  name?: string;
  display_name?: string;
  description?: string | null;
  icon?: string | null;
  sort_order?: number;
}

/** What an administrator may give a page (create and update). */
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

/** A page may name only an existing category (or none). */
export async function checkCategory(
  em: EntityManager,
  categoryId: string | null | undefined,
): Promise<void> {
  if (categoryId && !(await em.count(PageCategory, { id: categoryId }))) {
    throw new NotFoundError('La categoría indicada no existe.');
  }
}

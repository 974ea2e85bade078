import { defineModule } from '@px/platform';
import { ACCESS_CATALOGUE } from './access.catalogue';
import { UPCOMING_MODULES_CATALOGUE } from './catalogue/upcoming.catalogue';
import { ACCESS_ENTITIES } from './domain/access.entities';
import { AccessModule } from './access.module';

/** Roles, permissions, pages and the navigation menu. */
export const ACCESS_MANIFEST = defineModule({
  name: 'access',
  module: AccessModule,
  // Until each module is built, access seeds its permissions and pages (upcoming.catalogue.ts).
  access: {
    permissions: [
      ...(ACCESS_CATALOGUE.permissions ?? []),
      ...(UPCOMING_MODULES_CATALOGUE.permissions ?? []),
    ],
    pageCategories: ACCESS_CATALOGUE.pageCategories,
    pages: [...(ACCESS_CATALOGUE.pages ?? []), ...(UPCOMING_MODULES_CATALOGUE.pages ?? [])],
  },
  entities: ACCESS_ENTITIES,
  tables: ['role_permission', 'user_role'],
});

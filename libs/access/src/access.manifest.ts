import { defineModule } from '@px/platform';
import { ACCESS_ENTITIES } from './domain/access.entities';
import { AccessModule } from './access.module';

/** Roles, permissions, pages and the navigation menu. */
export const ACCESS_MANIFEST = defineModule({
  name: 'access',
  module: AccessModule,
  entities: ACCESS_ENTITIES,
  tables: ['role_permission', 'user_role'],
});

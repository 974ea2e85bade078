import { IDENTITY_CATALOGUE } from './identity.catalogue';
import { defineModule } from '@px/platform';
import { RefreshToken } from './domain/refresh-token.entity';
import { User } from './domain/user.entity';
import { Migration20261126110000_registration_approval } from '../migrations/Migration20261126110000_registration_approval';
import { IdentityModule } from './identity.module';
import { PurgeExpiredRefreshTokensTask } from './maintenance/purge-expired-refresh-tokens.task';

/** Users, passwords, sessions and the token checks HTTP and realtime use. */
export const IDENTITY_MANIFEST = defineModule({
  name: 'identity',
  module: IdentityModule,
  access: IDENTITY_CATALOGUE,
  entities: [User, RefreshToken],
  maintenanceTasks: [PurgeExpiredRefreshTokensTask],
  migrations: [
    {
      name: 'Migration20261126110000_registration_approval',
      class: Migration20261126110000_registration_approval,
    },
  ],
});

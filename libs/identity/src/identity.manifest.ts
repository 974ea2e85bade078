import { IDENTITY_CATALOGUE } from './identity.catalogue';
import { defineModule } from '@px/platform';
import { RefreshToken } from './domain/refresh-token.entity';
import { User } from './domain/user.entity';
import { IdentityModule } from './identity.module';
import { PurgeExpiredRefreshTokensTask } from './maintenance/purge-expired-refresh-tokens.task';

/** Users, passwords, sessions and the token checks HTTP and realtime use. */
export const IDENTITY_MANIFEST = defineModule({
  name: 'identity',
  module: IdentityModule,
  access: IDENTITY_CATALOGUE,
  entities: [User, RefreshToken],
  maintenanceTasks: [PurgeExpiredRefreshTokensTask],
});

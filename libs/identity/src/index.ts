import { RefreshToken } from './domain/refresh-token.entity';
import { User } from './domain/user.entity';

export * from './domain/user.entity';
export * from './domain/refresh-token.entity';
export * from './domain/password-policy';
export * from './domain/password-hasher';
export * from './domain/login-throttle-policy';
export * from './domain/display-name';
export * from './events/user.events';
export * from './realtime-token.authenticator';
export * from './identity.module';
export * from './queries/user-names.query';

export const IDENTITY_ENTITIES = [User, RefreshToken];

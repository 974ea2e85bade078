import { Global, Module } from '@nestjs/common';
import { SessionValidator } from '@px/platform';
import { AccountHandler } from './commands/account.handler';
import { LoginHandler } from './commands/login.handler';
import { LogoutHandler } from './commands/logout.handler';
import { RefreshSessionHandler } from './commands/refresh-session.handler';
import { RegisterHandler } from './commands/register.handler';
import { UserAdminHandler } from './commands/user-admin.handler';
import { PasswordHasher } from './domain/password-hasher';
import { AuthController } from './http/auth.controller';
import { UsersController } from './http/users.controller';
import { LoginThrottle } from './login-throttle';
import { PurgeExpiredRefreshTokensTask } from './maintenance/purge-expired-refresh-tokens.task';
import { CurrentUserReader } from './queries/current-user';
import { GetUserNamesHandler, UserNameDirectory } from './queries/user-names.query';
import { UsersReader } from './queries/users-reader';
import { AccessTokenRealtimeAuthenticator } from './realtime-token.authenticator';
import { UserSessionValidator } from './session-validator';
import { Sessions } from './sessions';

/**
 * Identity: users, passwords, sessions and the current user. Global because the platform's guard
 * and the realtime gateway need its session validator.
 */
@Global()
@Module({
  controllers: [AuthController, UsersController],
  providers: [
    PasswordHasher,
    LoginThrottle,
    Sessions,
    CurrentUserReader,
    UsersReader,
    GetUserNamesHandler,
    UserNameDirectory,
    UserSessionValidator,
    { provide: SessionValidator, useExisting: UserSessionValidator },
    AccessTokenRealtimeAuthenticator,
    LoginHandler,
    RegisterHandler,
    RefreshSessionHandler,
    LogoutHandler,
    AccountHandler,
    UserAdminHandler,
    PurgeExpiredRefreshTokensTask,
  ],
  exports: [
    SessionValidator,
    UserSessionValidator,
    AccessTokenRealtimeAuthenticator,
    PasswordHasher,
  ],
})
export class IdentityModule {}

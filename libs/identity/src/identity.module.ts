import { Global, Module } from '@nestjs/common';
import { SessionValidator } from '@px/platform';
import { ChangePasswordHandler } from './commands/change-password.command';
import { CreateUserHandler } from './commands/create-user.command';
import { LogInHandler } from './commands/log-in.command';
import { LogOutHandler } from './commands/log-out.command';
import { RefreshSessionHandler } from './commands/refresh-session.command';
import { RegisterAccountHandler } from './commands/register-account.command';
import { ResetUserPasswordHandler } from './commands/reset-user-password.command';
import { SetUserActiveHandler } from './commands/set-user-active.command';
import { UpdateProfileHandler } from './commands/update-profile.command';
import { UpdateUserHandler } from './commands/update-user.command';
import { AuthController } from './http/auth.controller';
import { UsersController } from './http/users.controller';
import { LoginThrottle } from './login-throttle';
import { PurgeExpiredRefreshTokensTask } from './maintenance/purge-expired-refresh-tokens.task';
import { PasswordHasher } from './password-hasher';
import { GetCurrentUserHandler } from './queries/current-user.query';
import { CurrentUserReader } from './queries/current-user-reader';
import { ListUsersHandler } from './queries/user-list.query';
import { GetUserNamesHandler } from './queries/user-names.query';
import { UserNameDirectory } from './queries/user-names-reader';
import { GetActiveUserIdsHandler } from './queries/active-user-ids.query';
import { GetUserRefHandler } from './queries/user-ref.query';
import { GetUserSummaryHandler } from './queries/user-summary.query';
import { UsersReader } from './queries/users-reader';
import { AccessTokenRealtimeAuthenticator } from './realtime-token.authenticator';
import { SessionEndings } from './session-endings';
import { SessionRevocations } from './session-revocations';
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
    SessionRevocations,
    SessionEndings,
    UserSessionValidator,
    { provide: SessionValidator, useExisting: UserSessionValidator },
    AccessTokenRealtimeAuthenticator,
    // Queries and their readers
    CurrentUserReader,
    GetCurrentUserHandler,
    UsersReader,
    ListUsersHandler,
    GetUserSummaryHandler,
    UserNameDirectory,
    GetUserNamesHandler,
    GetUserRefHandler,
    GetActiveUserIdsHandler,
    // Commands
    LogInHandler,
    RegisterAccountHandler,
    RefreshSessionHandler,
    LogOutHandler,
    UpdateProfileHandler,
    ChangePasswordHandler,
    CreateUserHandler,
    UpdateUserHandler,
    SetUserActiveHandler,
    ResetUserPasswordHandler,
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

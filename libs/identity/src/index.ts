export * from './domain/password-policy';
export * from './domain/login-throttle-policy';
export * from './domain/display-name';
export * from './events/user.events';
/** The demo seeders hash their passwords as logins do. */
export { ARGON2_OPTIONS, PasswordHasher } from './password-hasher';
/** The realtime gateway's authenticator (a platform port), provided by apps/api. */
export { AccessTokenRealtimeAuthenticator } from './realtime-token.authenticator';
export { IdentityModule } from './identity.module';

// Commands
export { LogInCommand, InvalidCredentialsError } from './commands/log-in.command';
export { RegisterAccountCommand, type RegisterFields } from './commands/register-account.command';
export { RefreshSessionCommand, type RefreshResult } from './commands/refresh-session.command';
export { LogOutCommand } from './commands/log-out.command';
export { UpdateProfileCommand, type ProfileFields } from './commands/update-profile.command';
export { ChangePasswordCommand } from './commands/change-password.command';
export { CreateUserCommand, type NewUserFields } from './commands/create-user.command';
export { UpdateUserCommand } from './commands/update-user.command';
export { SetUserActiveCommand } from './commands/set-user-active.command';
export { ResetUserPasswordCommand } from './commands/reset-user-password.command';
export { type ClientInfo, type LoginResult } from './sessions';

// Queries
export { GetCurrentUserQuery } from './queries/current-user.query';
export { ListUsersQuery, type UserListFilter } from './queries/user-list.query';
export { GetUserSummaryQuery } from './queries/user-summary.query';
export { GetUserNamesQuery, type UserName } from './queries/user-names.query';
export { GetUserRefQuery, type UserRef } from './queries/user-ref.query';
export { GetActiveUserIdsQuery } from './queries/active-user-ids.query';
/** Declared by identity, answered by access (which owns roles). */
export { ListAdministratorIdsQuery } from './queries/administrator-ids.query';
export { ADMINISTRATORS_LOCK, lastAdministratorProblem } from './domain/user-rules';

export * from './identity.manifest';

import { SetMetadata, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type Principal } from './principal';

export const ACCESS_RULE = 'px:access-rule';

/**
 * Every route states who may call it; a route that states nothing is refused to everyone but the
 * administrator roles (secure by default, and the route-enumerating test catches it).
 */
export type AccessRule =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  | { kind: 'permission'; permissions: string[] }
  | { kind: 'operators' };

/** No login needed (login, register, refresh, health). */
export const Public = (): MethodDecorator & ClassDecorator =>
  SetMetadata(ACCESS_RULE, { kind: 'public' } satisfies AccessRule);

/**
 * What only operators need (the detailed health report): open outside production, for the
 * developer's tools and scripts; administrators only in production.
 */
export const OperatorsOnly = (): MethodDecorator & ClassDecorator =>
  SetMetadata(ACCESS_RULE, { kind: 'operators' } satisfies AccessRule);

/** Any logged-in user, whatever their roles (their own profile, their own menu). */
export const Authenticated = (): MethodDecorator & ClassDecorator =>
  SetMetadata(ACCESS_RULE, { kind: 'authenticated' } satisfies AccessRule);

/** A `module.resource.action` permission (any of several when more are given). */
export const RequirePermission = (
  ...permissions: [string, ...string[]]
): MethodDecorator & ClassDecorator =>
  SetMetadata(ACCESS_RULE, { kind: 'permission', permissions } satisfies AccessRule);

export const OPEN_BEFORE_PASSWORD_CHANGE = 'px:open-before-password-change';

/**
 * Answers a user who signed in with a temporary password (must_change_password) before they change
 * it: who they are and the change itself. Every other route answers them 403 until then.
 */
export const OpenBeforePasswordChange = (): MethodDecorator =>
  SetMetadata(OPEN_BEFORE_PASSWORD_CHANGE, true);

export interface AuthenticatedRequest {
  principal?: Principal;
}

/** The caller of an authenticated route. */
export const CurrentPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal => {
    const principal = context.switchToHttp().getRequest<AuthenticatedRequest>().principal;
    if (!principal) throw new Error('CurrentPrincipal used on a route without authentication');
    return principal;
  },
);

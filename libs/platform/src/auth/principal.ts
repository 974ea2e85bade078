/** Who is calling, as established by the access token and checked against the live user record. */
export interface Principal {
  userId: string;
  employeeId: string | null;
  /** The user's token epoch when the token was issued; a password change bumps it. */
  epoch: number;
  /** The refresh family (session) the token belongs to. */
  sessionId: string;
  /**
   * Signed in with a temporary password: until it is changed only the routes marked
   * OpenBeforePasswordChange answer. A token is issued anew (new epoch) when it changes.
   */
  mustChangePassword?: boolean;
}

/** The effective permissions of a principal, resolved (and cached) by the access module. */
export interface PermissionSet {
  /** Role names (lower-case), e.g. the audiences a message is meant for. */
  roles: readonly string[];
  isAdmin: boolean;
  isSuperAdmin: boolean;
  permissions: ReadonlySet<string>;
}

/** identity implements it: is this token's user still active and its epoch current? */
export abstract class SessionValidator {
  abstract isValid(principal: Principal): Promise<boolean>;

  /** True when memory already says yes (false means ask isValid, not no). */
  isKnownValid(_principal: Principal): boolean {
    return false;
  }
}

/** access implements it: the permissions a user holds through their roles. */
export abstract class PermissionResolver {
  abstract resolve(userId: string): Promise<PermissionSet>;

  /** The user's permissions when already in memory; undefined means ask resolve. */
  known(_userId: string): PermissionSet | undefined {
    return undefined;
  }
}

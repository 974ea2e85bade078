/** Who a socket belongs to, decided from its handshake token. */
export interface RealtimePrincipal {
  userId: string;
  employeeId: string | null;
  /** The session (refresh family) of the handshake token: its sockets close when it ends. */
  sessionId: string;
  isAdmin: boolean;
  /** The user's permissions: some rooms are for those who may read what is pushed there. */
  permissions: ReadonlySet<string>;
}

/**
 * Checks a handshake token with the same rules as HTTP. The identity module provides the real one;
 * until it exists, {@link RefuseAllRealtimeAuthenticator} keeps every connection out.
 */
export abstract class RealtimeAuthenticator {
  abstract authenticate(token: string): Promise<RealtimePrincipal | null>;
}

export class RefuseAllRealtimeAuthenticator extends RealtimeAuthenticator {
  authenticate(): Promise<RealtimePrincipal | null> {
    return Promise.resolve(null);
  }
}

import { Inject, Logger } from '@nestjs/common';
import {
  type OnGatewayConnection,
  type OnGatewayInit,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import { type Namespace, type Socket } from 'socket.io';
import {
  REALTIME_NAMESPACE,
  REALTIME_PATH,
  type RealtimeErrorPayload,
  type RealtimeReadyPayload,
  realtimeRooms,
} from '@px/contracts';
import { realtimeRoomsOf } from '../modules/manifest-parts';
import {
  MODULE_MANIFESTS,
  type ModuleManifest,
  type RealtimeRoomGrant,
} from '../modules/module-manifest';
import { RealtimeAuthenticator, type RealtimePrincipal } from './realtime-authenticator';
import { RealtimePush } from './realtime-push';

export function handshakeToken(socket: Pick<Socket, 'handshake'>): string | null {
  const fromAuth = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
  if (typeof fromAuth === 'string' && fromAuth.length > 0)
    return fromAuth.replace(/^Bearer\s+/i, '');
  const header = socket.handshake.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

/**
 * The rooms a socket joins: its user's and session's (to be closed when either ends), and each
 * module's room whose permission it holds (RealtimeAdmission moves it when those change).
 */
export function roomsFor(
  principal: RealtimePrincipal,
  grants: readonly RealtimeRoomGrant[] = [],
): string[] {
  return [
    realtimeRooms.everyone,
    realtimeRooms.user(principal.userId),
    realtimeRooms.session(principal.sessionId),
    ...(principal.employeeId ? [realtimeRooms.employee(principal.employeeId)] : []),
    ...(principal.isAdmin ? [realtimeRooms.admin] : []),
    ...grants
      .filter((grant) => principal.isAdmin || principal.permissions.has(grant.permission))
      .map((grant) => grant.room),
  ];
}

/**
 * The one Socket.IO gateway (DESIGN §5). Guards do not run on connection, so the handshake token is
 * checked here; a socket without a valid token is told why and disconnected at once.
 */
@WebSocketGateway({
  namespace: REALTIME_NAMESPACE,
  path: REALTIME_PATH,
  serveClient: false,
  cors: { origin: false },
})
export class RealtimeGateway implements OnGatewayConnection, OnGatewayInit {
  private readonly logger = new Logger('RealtimeGateway');

  @WebSocketServer()
  private readonly namespace?: Namespace;

  private readonly grants: RealtimeRoomGrant[];

  constructor(
    private readonly authenticator: RealtimeAuthenticator,
    private readonly push: RealtimePush,
    @Inject(MODULE_MANIFESTS) manifests: ModuleManifest[],
  ) {
    this.grants = realtimeRoomsOf(manifests);
  }

  afterInit(namespace: Namespace): void {
    this.push.deliverThrough(namespace);
  }

  async handleConnection(socket: Socket): Promise<void> {
    const token = handshakeToken(socket);
    const principal = token ? await this.authenticator.authenticate(token).catch(() => null) : null;
    if (!principal) {
      const payload: RealtimeErrorPayload = {
        code: 'UNAUTHORIZED',
        message: 'Sesión no válida: inicia sesión de nuevo para recibir avisos en tiempo real.',
      };
      socket.emit('realtime.error', payload);
      socket.disconnect(true);
      return;
    }
    const rooms = roomsFor(principal, this.grants);
    await socket.join(rooms);
    const ready: RealtimeReadyPayload = { userId: principal.userId, rooms };
    socket.emit('realtime.ready', ready);
    this.logger.debug({ userId: principal.userId }, 'Realtime client connected');
  }

  /** Shutdown: drop every socket (long-polling ones included) so the HTTP server can close. */
  closeAllConnections(): void {
    this.namespace?.disconnectSockets(true);
    this.namespace?.server.engine.close();
  }
}

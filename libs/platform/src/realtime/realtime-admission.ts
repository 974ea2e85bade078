import { Inject, Injectable } from '@nestjs/common';
import { realtimeRooms } from '@px/contracts';
import { type PermissionSet } from '../auth/principal';
import { realtimeRoomsOf } from '../modules/manifest-parts';
import {
  MODULE_MANIFESTS,
  type ModuleManifest,
  type RealtimeRoomGrant,
} from '../modules/module-manifest';
import { RealtimePush } from './realtime-push';

const SESSION_ENDED = {
  code: 'SESSION_ENDED',
  message: 'Tu sesión ha terminado: inicia sesión de nuevo para recibir avisos en tiempo real.',
} as const;

/**
 * Keeps open sockets in step with their sessions and permissions, on every API process: a session
 * that ends (logout, a replayed refresh token) or a user who may no longer sign in (deactivated, a
 * new password) loses its sockets at once, and a user whose roles or role permissions change has
 * their sockets moved into exactly the module rooms they may now read (a mechanic who loses
 * work_orders.orders.read stops receiving order pushes without reconnecting).
 */
@Injectable()
export class RealtimeAdmission {
  private readonly grants: RealtimeRoomGrant[];

  constructor(
    private readonly push: RealtimePush,
    @Inject(MODULE_MANIFESTS) manifests: ModuleManifest[],
  ) {
    this.grants = realtimeRoomsOf(manifests);
  }

  endSession(sessionId: string): void {
    this.push.disconnect(realtimeRooms.session(sessionId), SESSION_ENDED);
  }

  endUser(userId: string): void {
    this.push.disconnect(realtimeRooms.user(userId), SESSION_ENDED);
  }

  /**
   * After a commit that changed what `userId` may read (their roles, or a role's permissions):
   * `granted` must be read after that commit, not from a cache that may predate it.
   */
  readmit(userId: string, granted: PermissionSet): void {
    const allowed = (grant: RealtimeRoomGrant) =>
      granted.isAdmin || granted.permissions.has(grant.permission);
    const join = this.grants.filter(allowed).map((grant) => grant.room);
    const leave = this.grants.filter((grant) => !allowed(grant)).map((grant) => grant.room);
    (granted.isAdmin ? join : leave).push(realtimeRooms.admin);
    this.push.moveBetweenRooms(realtimeRooms.user(userId), join, leave);
  }
}

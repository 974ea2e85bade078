import { Injectable } from '@nestjs/common';
import { OnDomainEvent, type PublishedEvent, RealtimeAdmission, SqlClient } from '@px/platform';
import { RolePermissionsChanged, UserRolesChanged } from '../events/access.events';
import { AccessPermissionResolver } from '../permission-resolver';

/**
 * Open sockets follow permission changes: when a user's roles change, or a role's permissions,
 * each user concerned has their sockets moved into exactly the rooms they may now read (a
 * mechanic who loses work_orders.orders.read stops receiving order pushes at once). Idempotent:
 * it moves sockets to the state the tables hold now (read past the permission cache, which may
 * not have heard of the change yet), however often it runs.
 */
@Injectable()
export class RealtimeReadmissionSubscriber {
  constructor(
    private readonly admission: RealtimeAdmission,
    private readonly sql: SqlClient,
    private readonly permissions: AccessPermissionResolver,
  ) {}

  @OnDomainEvent({
    name: 'access.realtime-readmission',
    events: [UserRolesChanged.TYPE, RolePermissionsChanged.TYPE],
    database: false,
  })
  async onPermissionsChanged(event: PublishedEvent): Promise<void> {
    const userIds =
      event.type === UserRolesChanged.TYPE
        ? [event.aggregateId]
        : (
            await this.sql.query<{ user_id: string }>(
              'select user_id from user_role where role_id = $1',
              [event.aggregateId],
            )
          ).map((row) => row.user_id);
    for (const userId of userIds)
      this.admission.readmit(userId, await this.permissions.current(userId));
  }
}

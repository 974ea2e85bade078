import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type UserPermissionsPayload } from '@px/contracts';
import { userPermissionsPayload } from '../domain/navigation-rules';
import { AccessPermissionResolver } from '../permission-resolver';
import { AccessReader } from './access-reader';

/** The user's roles and effective permissions (GET user/permissions). */
export class GetUserPermissionsQuery extends Query<UserPermissionsPayload> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetUserPermissionsQuery)
export class GetUserPermissionsHandler implements IQueryHandler<
  GetUserPermissionsQuery,
  UserPermissionsPayload
> {
  constructor(
    private readonly reader: AccessReader,
    private readonly resolver: AccessPermissionResolver,
  ) {}

  async execute({ userId }: GetUserPermissionsQuery): Promise<UserPermissionsPayload> {
    const [grants, granted, permissions] = await Promise.all([
      this.resolver.grants(userId),
      this.resolver.effective(userId),
      this.reader.permissions(),
    ]);
    return userPermissionsPayload(grants.roles, granted, permissions);
  }
}

import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type PermissionInfo } from '@px/contracts';
import { NotFoundError } from '@px/platform';
import { AccessReader } from './access-reader';

/** The permissions of a role, named by id or by name; 404 for an unknown role. */
export class GetRolePermissionsQuery extends Query<PermissionInfo[]> {
  constructor(readonly role: string) {
    super();
  }
}

@QueryHandler(GetRolePermissionsQuery)
export class GetRolePermissionsHandler implements IQueryHandler<
  GetRolePermissionsQuery,
  PermissionInfo[]
> {
  constructor(private readonly reader: AccessReader) {}

  async execute({ role: idOrName }: GetRolePermissionsQuery): Promise<PermissionInfo[]> {
    const role = await this.reader.role(idOrName);
    if (!role) throw new NotFoundError('El rol no existe.');
    return this.reader.rolePermissions(role.id);
  }
}

import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type PermissionInfo } from '@px/contracts';
import { AccessReader } from './access-reader';

/** Every permission with its module. */
export class ListPermissionsQuery extends Query<PermissionInfo[]> {}

@QueryHandler(ListPermissionsQuery)
export class ListPermissionsHandler implements IQueryHandler<
  ListPermissionsQuery,
  PermissionInfo[]
> {
  constructor(private readonly reader: AccessReader) {}

  execute(): Promise<PermissionInfo[]> {
    return this.reader.permissions();
  }
}

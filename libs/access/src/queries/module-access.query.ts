import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { hasModuleAccess } from '../domain/access-rules';
import { AccessPermissionResolver } from '../permission-resolver';

/** SPEC §6 module access for a user (action "access" = any permission of the module). */
export class GetModuleAccessQuery extends Query<boolean> {
  constructor(
    readonly userId: string,
    readonly module: string,
    readonly action: string,
  ) {
    super();
  }
}

@QueryHandler(GetModuleAccessQuery)
export class GetModuleAccessHandler implements IQueryHandler<GetModuleAccessQuery, boolean> {
  constructor(private readonly resolver: AccessPermissionResolver) {}

  async execute({ userId, module, action }: GetModuleAccessQuery): Promise<boolean> {
    return hasModuleAccess(module, action, await this.resolver.effective(userId));
  }
}

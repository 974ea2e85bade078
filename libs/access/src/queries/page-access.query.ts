import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { canAccessPath } from '../domain/access-rules';
import { toPageRule } from '../domain/navigation-rules';
import { AccessPermissionResolver } from '../permission-resolver';
import { AccessReader } from './access-reader';

/** May the user open this SPA path? (SPEC §5 rules) */
export class GetPageAccessQuery extends Query<boolean> {
  constructor(
    readonly userId: string,
    readonly path: string,
  ) {
    super();
  }
}

@QueryHandler(GetPageAccessQuery)
export class GetPageAccessHandler implements IQueryHandler<GetPageAccessQuery, boolean> {
  constructor(
    private readonly reader: AccessReader,
    private readonly resolver: AccessPermissionResolver,
  ) {}

  async execute({ userId, path }: GetPageAccessQuery): Promise<boolean> {
    const [pages, granted] = await Promise.all([
      this.reader.pages(),
      this.resolver.effective(userId),
    ]);
    return canAccessPath(path, pages.map(toPageRule), granted);
  }
}

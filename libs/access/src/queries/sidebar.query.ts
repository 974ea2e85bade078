import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type NavigationPage } from '@px/contracts';
import { sidebarPages } from '../domain/navigation-rules';
import { AccessPermissionResolver } from '../permission-resolver';
import { AccessReader } from './access-reader';

/** SPEC §2: the pages the user may open, without the admin area. */
export class GetSidebarQuery extends Query<NavigationPage[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetSidebarQuery)
export class GetSidebarHandler implements IQueryHandler<GetSidebarQuery, NavigationPage[]> {
  constructor(
    private readonly reader: AccessReader,
    private readonly resolver: AccessPermissionResolver,
  ) {}

  async execute({ userId }: GetSidebarQuery): Promise<NavigationPage[]> {
    const [pages, granted] = await Promise.all([
      this.reader.pages(),
      this.resolver.effective(userId),
    ]);
    return sidebarPages(pages, granted);
  }
}

import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type NavigationMenuCategory } from '@px/contracts';
import { navigationMenu } from '../domain/navigation-rules';
import { AccessPermissionResolver } from '../permission-resolver';
import { AccessReader } from './access-reader';

/** The sidebar menu: categories with the pages the user may open (SPEC §2). */
export class GetNavigationMenuQuery extends Query<NavigationMenuCategory[]> {
  constructor(readonly userId: string) {
    super();
  }
}

@QueryHandler(GetNavigationMenuQuery)
export class GetNavigationMenuHandler implements IQueryHandler<
  GetNavigationMenuQuery,
  NavigationMenuCategory[]
> {
  constructor(
    private readonly reader: AccessReader,
    private readonly resolver: AccessPermissionResolver,
  ) {}

  async execute({ userId }: GetNavigationMenuQuery): Promise<NavigationMenuCategory[]> {
    const [pages, categories, granted] = await Promise.all([
      this.reader.pages(),
      this.reader.categories(),
      this.resolver.effective(userId),
    ]);
    return navigationMenu(pages, categories, granted);
  }
}

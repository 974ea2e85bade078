import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type PageCategoryInfo } from '@px/contracts';
import { AccessReader } from './access-reader';

/** Every page category, by sort order then name. */
export class ListPageCategoriesQuery extends Query<PageCategoryInfo[]> {}

@QueryHandler(ListPageCategoriesQuery)
export class ListPageCategoriesHandler implements IQueryHandler<
  ListPageCategoriesQuery,
  PageCategoryInfo[]
> {
  constructor(private readonly reader: AccessReader) {}

  execute(): Promise<PageCategoryInfo[]> {
    return this.reader.categories();
  }
}

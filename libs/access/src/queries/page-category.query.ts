import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type PageCategoryInfo } from '@px/contracts';
import { NotFoundError } from '@px/platform';
import { AccessReader } from './access-reader';

/** One page category; 404 when it does not exist. */
export class GetPageCategoryQuery extends Query<PageCategoryInfo> {
  constructor(readonly id: string) {
    super();
  }
}

@QueryHandler(GetPageCategoryQuery)
export class GetPageCategoryHandler implements IQueryHandler<
  GetPageCategoryQuery,
  PageCategoryInfo
> {
  constructor(private readonly reader: AccessReader) {}

  async execute({ id }: GetPageCategoryQuery): Promise<PageCategoryInfo> {
    const category = await this.reader.category(id);
    if (!category) throw new NotFoundError('La categoría no existe.');
    return category;
  }
}

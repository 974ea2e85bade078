import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type NavigationPage } from '@px/contracts';
import { AccessReader } from './access-reader';

/** Every page for /admin/pages (with show_in_menu), by sort order then path. */
export class ListPagesQuery extends Query<NavigationPage[]> {}

@QueryHandler(ListPagesQuery)
export class ListPagesHandler implements IQueryHandler<ListPagesQuery, NavigationPage[]> {
  constructor(private readonly reader: AccessReader) {}

  execute(): Promise<NavigationPage[]> {
    return this.reader.pages();
  }
}

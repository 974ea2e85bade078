import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { type ModuleInfo, type Paginated } from '@px/contracts';
import { pageOf } from '@px/platform';
import { AccessReader } from './access-reader';

/** The permission modules, all on one page (SPEC §7 answers them paginated). */
export class ListAccessModulesQuery extends Query<Paginated<ModuleInfo>> {}

@QueryHandler(ListAccessModulesQuery)
export class ListAccessModulesHandler implements IQueryHandler<
  ListAccessModulesQuery,
  Paginated<ModuleInfo>
> {
  constructor(private readonly reader: AccessReader) {}

  async execute(): Promise<Paginated<ModuleInfo>> {
    const modules = await this.reader.modules();
    return pageOf(modules, { page: 1, limit: modules.length }, modules.length);
  }
}

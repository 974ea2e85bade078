import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { DatabaseSignals, SignalledCache, SqlClient } from '@px/platform';

/** The workshop's identity as its documents print it (RD 1457/1986: name, NIF, address, registry). */
export interface WorkshopProfile {
  name: string;
  legal_name: string;
  nif: string;
  address_line: string;
  postal_code: string;
  city: string;
  province: string;
  phone: string | null;
  email: string | null;
  registry_number: string;
}

export class GetWorkshopProfileQuery extends Query<WorkshopProfile | null> {}

@QueryHandler(GetWorkshopProfileQuery)
export class GetWorkshopProfileHandler implements IQueryHandler<
  GetWorkshopProfileQuery,
  WorkshopProfile | null
> {
  /**
   * Read by every document and every invoice issue, written almost never (by setup, the CLI or an
   * operator; the API has no command that writes it): kept in memory, frozen, until the table's
   * px_workshop signal (migration 20261128151000). Not forgotten at each local commit: under
   * load that would be at every issue.
   */
  private readonly cache: SignalledCache<WorkshopProfile | null>;

  constructor(
    private readonly sql: SqlClient,
    signals: DatabaseSignals,
  ) {
    this.cache = new SignalledCache(signals, 'px_workshop');
  }

  execute(): Promise<WorkshopProfile | null> {
    return this.cache.get('workshop', () =>
      this.sql
        .one<WorkshopProfile>(
          `select name, legal_name, nif, address_line, postal_code, city, province, phone, email,
                registry_number
           from workshop limit 1`,
        )
        .then((row) => row && Object.freeze(row)),
    );
  }
}

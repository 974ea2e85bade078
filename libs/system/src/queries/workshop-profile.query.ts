import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { SqlClient } from '@px/platform';

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
  constructor(private readonly sql: SqlClient) {}

  execute(): Promise<WorkshopProfile | null> {
    return this.sql.one<WorkshopProfile>(
      `select name, legal_name, nif, address_line, postal_code, city, province, phone, email,
              registry_number
         from workshop limit 1`,
    );
  }
}

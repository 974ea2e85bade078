import { Injectable } from '@nestjs/common';
import { type ServiceTypeOption } from '@px/contracts';
import { SqlClient } from '@px/platform';

@Injectable()
export class ServiceTypesReader {
  constructor(private readonly sql: SqlClient) {}

  /** The active service types in the workshop's order, as dropdown options. */
  dropdown(): Promise<ServiceTypeOption[]> {
    return this.sql.query<ServiceTypeOption>(
      `select id::text as value, name as label from service_type
        where active order by sort_order, name`,
    );
  }
}

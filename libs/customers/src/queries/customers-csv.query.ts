import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { CUSTOMER_CSV_COLUMNS, type CustomerType } from '@px/contracts';
import { Inject } from '@nestjs/common';
import {
  APP_CONFIG,
  type AppConfig,
  CSV_BOM,
  DomainError,
  type SettingDefinition,
  SqlClient,
  SqlParams,
  csvLines,
  moduleIntSetting,
} from '@px/platform';
import { spanishDate } from '../domain/customer-import-rows';
import { type CustomerListFilter, customerListQuery } from './customer-list.sql';
import { type ExportedVehicleRow, ListVehiclesForExportQuery } from './vehicles-for-export.query';

/** Customers read per statement: each one short, whatever the export's size. */
const BATCH = 1_000;

/**
 * The most customers one export may hold: past it the user narrows the list first. A million rows
 * would keep a connection busy for minutes and fill a spreadsheet past what Excel opens.
 */
export const CUSTOMER_EXPORT_MAX_ROWS: SettingDefinition = {
  name: 'CUSTOMER_EXPORT_MAX_ROWS',
  default: '100000',
  kind: { type: 'int', min: 1, max: 1000000 },
  description: 'Most customers one CSV export may hold; past it the list must be filtered first.',
};

interface ExportCustomerRow {
  id: string;
  name_key: string;
  type: CustomerType;
  first_name: string;
  last_name: string;
  company_name: string;
  nif: string | null;
  email: string | null;
  phone: string | null;
  mobile_phone: string | null;
  address: string;
  postal_code: string;
  city: string;
  province: string;
  country: string;
  notes: string;
  tags: string[];
  gdpr_consent_at: Date | null;
  marketing_consent: boolean;
}

export type CustomersCsvFilter = Omit<CustomerListFilter, 'page' | 'limit' | 'sort'>;

export class ExportTooLargeError extends DomainError {
  constructor(maxRows: number) {
    super(
      400,
      'BAD_REQUEST',
      `La exportación tendría más de ${maxRows.toLocaleString('es-ES')} clientes: filtra la lista (búsqueda, tipo o etiqueta) y expórtala por partes.`,
      { max_rows: maxRows },
    );
  }
}

/**
 * GET /api/customers/export: the list's filters, one row per vehicle with the customer's columns
 * repeated (and one row for a customer without vehicles), in the import's format. The file's
 * chunks, streamed: customers are walked by name in batches (keyset, each statement short and no
 * transaction held open while a slow client reads), so memory stays flat at any size. Too many
 * customers is refused before the first byte (ExportTooLargeError).
 */
export class GetCustomersCsvQuery extends Query<AsyncIterable<string>> {
  constructor(readonly filter: CustomersCsvFilter) {
    super();
  }
}

@QueryHandler(GetCustomersCsvQuery)
export class GetCustomersCsvHandler implements IQueryHandler<
  GetCustomersCsvQuery,
  AsyncIterable<string>
> {
  private readonly maxRows: number;

  constructor(
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.maxRows = moduleIntSetting(config, CUSTOMER_EXPORT_MAX_ROWS.name);
  }

  async execute({ filter }: GetCustomersCsvQuery): Promise<AsyncIterable<string>> {
    // The list's own WHERE (search, type, tag; merged and deleted customers left out).
    const { clause, values } = customerListQuery({
      ...filter,
      sort: 'name',
      page: 1,
      limit: 1,
    }).count;
    const bounded = await this.sql.one<{ n: number }>(
      `select count(*)::int as n from (select 1 from customer c where ${clause}
        limit ${this.maxRows + 1}) c`,
      values,
    );
    if ((bounded?.n ?? 0) > this.maxRows) throw new ExportTooLargeError(this.maxRows);
    return this.chunks(clause, values);
  }

  private async *chunks(clause: string, values: unknown[]): AsyncIterable<string> {
    yield CSV_BOM + csvLines([[...CUSTOMER_CSV_COLUMNS]]);
    let after: { nameKey: string; id: string } | null = null;
    for (;;) {
      const params = new SqlParams(values);
      const keyset: string = after
        ? `and (c.name_key, c.id) > (${params.add(after.nameKey)}, ${params.add(after.id)}::uuid)`
        : '';
      const customers: ExportCustomerRow[] = await this.sql.query<ExportCustomerRow>(
        `select c.id, c.name_key, c.type, c.first_name, c.last_name, c.company_name, c.nif, c.email,
                c.phone, c.mobile_phone, c.address, c.postal_code, c.city, c.province, c.country,
                c.notes, c.tags, c.gdpr_consent_at, c.marketing_consent
           from customer c
          where ${clause} ${keyset}
          order by c.name_key, c.id
          limit ${BATCH}`,
        params.values,
      );
      if (!customers.length) return;
      const vehicles = await this.queries.execute(
        new ListVehiclesForExportQuery(customers.map((customer) => customer.id)),
      );
      yield csvLines(rowsOf(customers, vehicles));
      if (customers.length < BATCH) return;
      const last: ExportCustomerRow = customers[customers.length - 1]!;
      after = { nameKey: last.name_key, id: last.id };
    }
  }
}

/** Each customer's rows: one per vehicle, or one with empty vehicle columns. */
function rowsOf(customers: ExportCustomerRow[], vehicles: ExportedVehicleRow[]): string[][] {
  const byCustomer = new Map<string, ExportedVehicleRow[]>();
  for (const vehicle of vehicles) {
    const list = byCustomer.get(vehicle.customer_id) ?? [];
    list.push(vehicle);
    byCustomer.set(vehicle.customer_id, list);
  }
  const rows: string[][] = [];
  for (const customer of customers) {
    const own = [
      customer.type === 'company' ? 'empresa' : 'particular',
      customer.first_name,
      customer.last_name,
      customer.company_name,
      customer.nif ?? '',
      customer.email ?? '',
      customer.phone ?? '',
      customer.mobile_phone ?? '',
      customer.address,
      customer.postal_code,
      customer.city,
      customer.province,
      customer.country,
      customer.notes,
      customer.tags.join('|'),
      customer.gdpr_consent_at ? spanishDate(customer.gdpr_consent_at) : '',
      customer.marketing_consent ? 'sí' : 'no',
    ];
    const vehicleColumns = CUSTOMER_CSV_COLUMNS.slice(own.length);
    const theirs = byCustomer.get(customer.id) ?? [];
    if (!theirs.length) rows.push([...own, ...vehicleColumns.map(() => '')]);
    for (const vehicle of theirs)
      rows.push([...own, ...vehicleColumns.map((column) => vehicle.values[column] ?? '')]);
  }
  return rows;
}

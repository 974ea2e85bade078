import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { CUSTOMER_CSV_COLUMNS, type CustomerType } from '@px/contracts';
import { SqlClient, toCsv } from '@px/platform';
import { spanishDate } from '../domain/customer-import-rows';
import { type CustomerListFilter } from './customer-list.sql';
import { CustomersReader } from './customers-reader';
import { ListVehiclesForExportQuery } from './vehicles-for-export.query';

const PAGE = 500;

interface ExportCustomerRow {
  id: string;
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

/**
 * GET /api/customers/export: the list's filters, one row per vehicle with the customer's columns
 * repeated (and one row for a customer without vehicles), in the import's format. The CSV's text.
 */
export class GetCustomersCsvQuery extends Query<string> {
  constructor(readonly filter: CustomersCsvFilter) {
    super();
  }
}

@QueryHandler(GetCustomersCsvQuery)
export class GetCustomersCsvHandler implements IQueryHandler<GetCustomersCsvQuery, string> {
  constructor(
    private readonly reader: CustomersReader,
    private readonly sql: SqlClient,
    private readonly queries: QueryBus,
  ) {}

  async execute({ filter }: GetCustomersCsvQuery): Promise<string> {
    const lines: string[][] = [[...CUSTOMER_CSV_COLUMNS]];
    for (let page = 1; ; page += 1) {
      const { data } = await this.reader.list({ ...filter, sort: 'name', page, limit: PAGE });
      if (!data.length) break;
      const ids = data.map((customer) => customer.id);
      const [customers, vehicles] = await Promise.all([
        this.sql.query<ExportCustomerRow>(
          `select id, type, first_name, last_name, company_name, nif, email, phone, mobile_phone,
                  address, postal_code, city, province, country, notes, tags, gdpr_consent_at,
                  marketing_consent
             from customer where id = any ($1::uuid[])`,
          [ids],
        ),
        this.queries.execute(new ListVehiclesForExportQuery(ids)),
      ]);
      const byId = new Map(customers.map((customer) => [customer.id, customer]));
      for (const id of ids) {
        const customer = byId.get(id);
        if (!customer) continue;
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
        const theirs = vehicles.filter((vehicle) => vehicle.customer_id === id);
        const vehicleColumns = CUSTOMER_CSV_COLUMNS.slice(own.length);
        if (!theirs.length) lines.push([...own, ...vehicleColumns.map(() => '')]);
        for (const vehicle of theirs) {
          lines.push([...own, ...vehicleColumns.map((column) => vehicle.values[column] ?? '')]);
        }
      }
      if (data.length < PAGE) break;
    }
    return toCsv(lines);
  }
}

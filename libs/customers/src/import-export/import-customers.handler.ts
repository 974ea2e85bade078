import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import {
  CUSTOMER_CSV_COLUMNS,
  type CustomerCsvColumn,
  type CustomerImportReport,
  type CustomerImportRowError,
} from '@px/contracts';
import { CommandTransaction, SqlClient, ValidationError, parseCsv } from '@px/platform';
import { applyCustomerFields } from '../commands/customer-fields';
import { Customer } from '../domain/customer.entity';
import { customerFullName } from '../domain/customer-name';
import { CustomersImported } from '../events/customer.events';
import {
  CheckImportedVehiclesQuery,
  CreateImportedVehiclesCommand,
  type ImportedVehicleRow,
} from '../queries/customer-vehicles.queries';
import {
  type CsvRecord,
  type ImportedCustomer,
  readCustomerRow,
  vehicleColumnsOf,
} from './customer-import-rows';

export const MAX_IMPORT_ROWS = 20_000;
const NAME_COLUMNS: CustomerCsvColumn[] = ['first_name', 'company_name'];

interface CheckedFile {
  rows: number;
  customers: { customer: ImportedCustomer; line: number }[];
  vehicles: (ImportedVehicleRow & { customerKey: string })[];
  errors: CustomerImportRowError[];
}

const refused = (message: string) => new ValidationError([{ field: 'csv', code: 'csv', message }]);

/**
 * The customers CSV import (a workshop moving from another system): a dry run lists every row
 * error; a commit without errors creates every customer and vehicle in one transaction, and a
 * file with any bad row writes nothing.
 */
@Injectable()
export class ImportCustomersHandler {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly commandBus: CommandBus,
    private readonly queries: QueryBus,
    private readonly sql: SqlClient,
  ) {}

  async execute(csv: string, dryRun: boolean, actorId: string): Promise<CustomerImportReport> {
    const checked = await this.check(csv);
    const report: CustomerImportReport = {
      dry_run: dryRun,
      committed: false,
      rows: checked.rows,
      customers_to_create: checked.customers.length,
      vehicles_to_create: checked.vehicles.length,
      errors: checked.errors,
    };
    if (dryRun || checked.errors.length) return report;
    await this.commands.run(async (em: EntityManager, events) => {
      const ids = new Map<string, string>();
      for (const { customer } of checked.customers) {
        const entity = new Customer();
        entity.type = customer.fields.type;
        entity.createdBy = actorId;
        applyCustomerFields(entity, customer.fields, entity.createdAt);
        if (customer.gdprConsentAt) {
          entity.gdprConsentAt = customer.gdprConsentAt;
          entity.gdprConsentChannel = 'import';
        }
        em.persist(entity);
        ids.set(customer.key, entity.id);
      }
      await em.flush();
      const vehicles = await this.commandBus.execute(
        new CreateImportedVehiclesCommand(
          em,
          checked.vehicles.map(({ customerKey, ...row }) => ({
            ...row,
            customerId: ids.get(customerKey),
          })),
        ),
      );
      events.record(
        new CustomersImported(actorId, { customers: checked.customers.length, vehicles }, actorId),
      );
    });
    return { ...report, committed: true };
  }

  /** Reads and checks the whole file; nothing is written. */
  private async check(csv: string): Promise<CheckedFile> {
    const { records } = parseCsv(csv);
    const [header, ...data] = records;
    if (!header) throw refused('El archivo está vacío: falta la fila de cabecera.');
    if (data.length > MAX_IMPORT_ROWS) {
      throw refused(
        `El archivo tiene ${data.length} filas; el máximo por importación es ${MAX_IMPORT_ROWS}.`,
      );
    }
    const columns = header.fields.map((name) => name.trim().toLowerCase());
    const errors: CustomerImportRowError[] = [];
    const unknown = columns.filter(
      (name) => !(CUSTOMER_CSV_COLUMNS as readonly string[]).includes(name),
    );
    if (unknown.length) {
      errors.push({
        line: 1,
        column: null,
        message: `Columnas desconocidas: ${unknown.join(', ')}.`,
      });
    }
    if (!NAME_COLUMNS.some((name) => columns.includes(name))) {
      errors.push({
        line: 1,
        column: null,
        message: 'Falta la columna first_name o company_name.',
      });
    }
    if (errors.length) return { rows: data.length, customers: [], vehicles: [], errors };

    const customers = new Map<
      string,
      { customer: ImportedCustomer; line: number; signature: string }
    >();
    const vehicles: CheckedFile['vehicles'] = [];
    for (const { line, fields } of data) {
      const record: CsvRecord = {};
      columns.forEach((name, index) => {
        record[name as CustomerCsvColumn] = fields[index] ?? '';
      });
      const read = readCustomerRow(record, line);
      errors.push(...read.errors);
      // The vehicle is checked even when its customer is not: every error shows in one run.
      const vehicle = vehicleColumnsOf(record);
      if (vehicle) vehicles.push({ line, values: vehicle, customerKey: read.customer?.key ?? '' });
      if (!read.customer) continue;
      const signature = JSON.stringify(read.customer.fields);
      const first = customers.get(read.customer.key);
      if (!first) customers.set(read.customer.key, { customer: read.customer, line, signature });
      else if (first.signature !== signature) {
        errors.push({
          line,
          column: null,
          message: `Los datos del cliente no coinciden con los de la línea ${first.line}, que es el mismo cliente.`,
        });
      }
    }
    errors.push(...(await this.takenNifs([...customers.values()])));
    errors.push(...(await this.queries.execute(new CheckImportedVehiclesQuery(vehicles))));
    return {
      rows: data.length,
      customers: [...customers.values()].map(({ customer, line }) => ({ customer, line })),
      vehicles,
      errors: errors.sort((a, b) => a.line - b.line),
    };
  }

  /** Tax ids already on a live customer: a row error naming them. */
  private async takenNifs(
    customers: { customer: ImportedCustomer; line: number }[],
  ): Promise<CustomerImportRowError[]> {
    const byNif = new Map(
      customers
        .filter(({ customer }) => customer.fields.nif)
        .map((entry) => [entry.customer.fields.nif as string, entry.line]),
    );
    if (!byNif.size) return [];
    const taken = await this.sql.query<{
      nif: string;
      type: 'person' | 'company';
      first_name: string;
      last_name: string;
      company_name: string;
    }>(
      `select nif, type, first_name, last_name, company_name from customer
        where deleted_at is null and nif = any ($1::text[])`,
      [[...byNif.keys()]],
    );
    return taken.map((existing) => ({
      line: byNif.get(existing.nif) ?? 0,
      column: 'nif' as const,
      message: `Ya existe un cliente con el NIF ${existing.nif}: ${customerFullName({
        type: existing.type,
        firstName: existing.first_name,
        lastName: existing.last_name,
        companyName: existing.company_name,
      })}.`,
    }));
  }
}

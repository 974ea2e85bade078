import { randomUUID } from 'node:crypto';
import { Command, CommandBus, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type CustomerImportReport, type CustomerImportRowError } from '@px/contracts';
import {
  CommandTransaction,
  ConflictError,
  SqlClient,
  ValidationError,
  parseCsv,
  restoreFormula,
} from '@px/platform';
import { Customer } from '../domain/customer.entity';
import { duplicateNifMessage } from '../domain/customer-errors';
import { applyCustomerFields } from '../domain/customer-fields';
import {
  type CsvRecord,
  type ImportedCustomer,
  conflictingColumns,
  readCustomerRow,
  readHeader,
  spanishDate,
  vehicleColumnsOf,
} from '../domain/customer-import-rows';
import { customerFullName } from '../domain/customer-name';
import { CustomersImported } from '../events/customer.events';
import {
  CheckImportedVehiclesQuery,
  type ImportedVehicleRow,
} from '../queries/imported-vehicle-errors.query';
import { CreateImportedVehiclesCommand } from './create-imported-vehicles.command';

export const MAX_IMPORT_ROWS = 20_000;

/** The message of a refused commit when the database rejects a row the check let through. */
export const IMPORT_RACE_MESSAGE =
  'Mientras se importaba, alguien registró un cliente o vehículo con el mismo NIF, matrícula o ' +
  'bastidor que una fila del archivo. No se ha importado nada: vuelve a comprobar el archivo.';

/** A unique index refused a row (MikroORM's exception, or the driver's code 23505 beneath it). */
function isUniqueViolation(error: unknown): boolean {
  let current = error as { name?: string; code?: string; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (current.name === 'UniqueConstraintViolationException' || current.code === '23505') {
      return true;
    }
    current = current.cause as typeof current;
  }
  return false;
}

interface CheckedFile {
  rows: number;
  customers: { customer: ImportedCustomer; line: number }[];
  vehicles: (ImportedVehicleRow & { customerKey: string })[];
  errors: CustomerImportRowError[];
}

/** A cell quoted in a message: long notes are cut. */
const clip = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

const refused = (message: string) => new ValidationError([{ field: 'csv', code: 'csv', message }]);

/**
 * The customers CSV import (a workshop moving from another system): a dry run lists every row
 * error; a commit without errors creates every customer and vehicle in one transaction, and a
 * file with any bad row writes nothing.
 */
export class ImportCustomersCommand extends Command<CustomerImportReport> {
  constructor(
    readonly csv: string,
    readonly dryRun: boolean,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(ImportCustomersCommand)
export class ImportCustomersHandler implements ICommandHandler<
  ImportCustomersCommand,
  CustomerImportReport
> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly commandBus: CommandBus,
    private readonly queries: QueryBus,
    private readonly sql: SqlClient,
  ) {}

  async execute({ csv, dryRun, actorId }: ImportCustomersCommand): Promise<CustomerImportReport> {
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
    try {
      await this.commit(checked, actorId);
    } catch (error) {
      // Someone registered one of the file's NIFs, plates or VINs after the check: the unique
      // index refused it and the whole transaction rolled back.
      if (isUniqueViolation(error)) throw new ConflictError(IMPORT_RACE_MESSAGE);
      throw error;
    }
    return { ...report, committed: true };
  }

  /** Every customer, then (through vehicles) every vehicle, in one transaction. */
  private commit(checked: CheckedFile, actorId: string): Promise<void> {
    return this.commands.run(async (em: EntityManager, events) => {
      const ids = new Map<string, string>();
      const created: Customer[] = [];
      for (const { customer } of checked.customers) {
        const entity = new Customer();
        entity.type = customer.fields.type;
        entity.createdBy = actorId;
        applyCustomerFields(entity, customer.fields, entity.createdAt);
        if (customer.gdprConsentAt) {
          entity.gdprConsentAt = customer.gdprConsentAt;
          entity.gdprConsentChannel = 'import';
        }
        created.push(entity);
        ids.set(customer.key, entity.id);
      }
      // Batched inserts outside the unit of work: thousands of rows, inserted once.
      if (created.length) await em.insertMany(created);
      const vehicles = await this.commandBus.execute(
        new CreateImportedVehiclesCommand(
          em,
          checked.vehicles.map(({ customerKey, ...row }) => ({
            ...row,
            customerId: ids.get(customerKey),
          })),
          actorId,
        ),
      );
      // One event for the whole import (its own id): thousands of rows, one outbox entry.
      events.record(
        new CustomersImported(
          randomUUID(),
          { customers: checked.customers.length, vehicles },
          actorId,
        ),
      );
    });
  }

  /** Reads and checks the whole file; nothing is written. */
  private async check(csv: string): Promise<CheckedFile> {
    const { records, unclosedQuoteLine } = parseCsv(csv);
    const [header, ...data] = records;
    if (!header) throw refused('El archivo está vacío: falta la fila de cabecera.');
    if (data.length > MAX_IMPORT_ROWS) {
      throw refused(
        `El archivo tiene ${data.length.toLocaleString('es-ES')} filas; el máximo por ` +
          `importación es ${MAX_IMPORT_ROWS.toLocaleString('es-ES')}. Divídelo en varios archivos.`,
      );
    }
    const refusedFile = (errors: CustomerImportRowError[]): CheckedFile => ({
      rows: data.length,
      customers: [],
      vehicles: [],
      errors,
    });
    if (unclosedQuoteLine !== null) {
      return refusedFile([
        {
          line: unclosedQuoteLine,
          column: null,
          message:
            'Hay unas comillas que se abren en esta línea y no se cierran: revisa el campo ' +
            '(el resto del archivo quedaría dentro de él).',
        },
      ]);
    }
    const { columns, errors } = readHeader(header.fields);
    if (errors.length) return refusedFile(errors);
    if (!data.length) {
      return refusedFile([
        { line: 1, column: null, message: 'El archivo no tiene filas de datos.' },
      ]);
    }

    const today = spanishDate();
    const customers = new Map<string, { customer: ImportedCustomer; line: number }>();
    const vehicles: CheckedFile['vehicles'] = [];
    for (const { line, fields } of data) {
      // Spreadsheets leave rows of empty cells (`;;;;`) behind: they are not rows.
      if (fields.every((cell) => cell.trim() === '')) continue;
      if (fields.length > columns.length && fields.slice(columns.length).some((c) => c.trim())) {
        errors.push({
          line,
          column: null,
          message: `La fila tiene ${fields.length} columnas y la cabecera ${columns.length}: revisa los separadores.`,
        });
        continue;
      }
      const record: CsvRecord = {};
      columns.forEach((name, index) => {
        if (name) record[name] = restoreFormula(fields[index] ?? '');
      });
      const read = readCustomerRow(record, line, today);
      errors.push(...read.errors);
      // The vehicle is checked even when its customer is not: every error shows in one run.
      const vehicle = vehicleColumnsOf(record);
      if (vehicle) vehicles.push({ line, values: vehicle, customerKey: read.customer?.key ?? '' });
      if (!read.customer) continue;
      const first = customers.get(read.customer.key);
      if (!first) {
        customers.set(read.customer.key, { customer: read.customer, line });
        continue;
      }
      const same = read.customer.fields.nif
        ? `NIF ${read.customer.fields.nif}`
        : 'mismo nombre y contacto';
      for (const { column, later, earlier } of conflictingColumns(first.customer, read.customer)) {
        errors.push({
          line,
          column,
          message:
            `No coincide con la línea ${first.line}, que es el mismo cliente (${same}): ` +
            `«${clip(later)}» frente a «${clip(earlier)}».`,
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
      message: duplicateNifMessage(
        existing.nif,
        customerFullName({
          type: existing.type,
          firstName: existing.first_name,
          lastName: existing.last_name,
          companyName: existing.company_name,
        }),
      ),
    }));
  }
}

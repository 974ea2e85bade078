import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type PartCsvColumn, type PartImportReport, type PartImportRowError } from '@px/contracts';
import {
  CommandTransaction,
  ValidationError,
  parseCsv,
  restoreFormula,
  runSql,
} from '@px/platform';
import { type PartRecord, applyPartFields, partProblems } from '../domain/part-fields';
import {
  type ImportedPart,
  duplicateRows,
  partKey,
  readPartHeader,
  readPartRow,
} from '../domain/part-import-rows';
import { PartsImported } from '../events/part.events';
import { PART_WRITE_COLUMNS, type PartRow, partValues, toPartRecord } from './part-record';

export const MAX_PART_IMPORT_ROWS = 20_000;

const refused = (message: string) => new ValidationError([{ field: 'csv', code: 'csv', message }]);

/** What the check of a file found: the parts to write (new and existing) and every row error. */
interface CheckedFile {
  rows: number;
  creates: PartRecord[];
  updates: { id: string; part: PartRecord }[];
  errors: PartImportRowError[];
}

/**
 * POST /api/parts/import: the catalogue CSV (a workshop moving from another system, or a
 * supplier's price list). A dry run reports every row error; a commit with none writes every row in
 * one transaction (new parts created with an empty shelf, existing ones — same brand and
 * reference — updated in the columns the file has); a file with any bad row writes nothing. Stock
 * is never imported: it enters by a count (adjustment), so the ledger stays the only truth.
 */
export class ImportPartsCommand extends Command<PartImportReport> {
  constructor(
    readonly csv: string,
    readonly dryRun: boolean,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(ImportPartsCommand)
export class ImportPartsHandler implements ICommandHandler<ImportPartsCommand, PartImportReport> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ csv, dryRun, actorId }: ImportPartsCommand): Promise<PartImportReport> {
    const rows = readFile(csv);
    // The check reads and the commit writes in one transaction: what was checked is what is written.
    return this.commands.run(async (em, events) => {
      const checked = await checkRows(em, rows.parts, rows.errors, rows.count);
      const report: PartImportReport = {
        dry_run: dryRun,
        committed: false,
        rows: checked.rows,
        parts_to_create: checked.creates.length,
        parts_to_update: checked.updates.length,
        errors: checked.errors.sort((a, b) => a.line - b.line),
      };
      if (dryRun || checked.errors.length > 0) return report;
      await writeParts(em, checked);
      events.record(
        new PartsImported(
          actorId,
          { created: checked.creates.length, updated: checked.updates.length },
          actorId,
        ),
      );
      return { ...report, committed: true };
    });
  }
}

function readFile(csv: string): {
  parts: ImportedPart[];
  errors: PartImportRowError[];
  count: number;
} {
  const parsed = parseCsv(csv);
  const [header, ...records] = parsed.records;
  if (!header) throw refused('El archivo está vacío: la primera línea debe ser la cabecera.');
  if (records.length > MAX_PART_IMPORT_ROWS) {
    throw refused(
      `El archivo tiene ${records.length} filas; el máximo es ${MAX_PART_IMPORT_ROWS}.`,
    );
  }
  const { columns, errors } = readPartHeader(header.fields);
  if (parsed.unclosedQuoteLine !== null) {
    errors.push({
      line: parsed.unclosedQuoteLine,
      column: null,
      message: 'Unas comillas se abren y no se cierran: el resto del archivo no se puede leer.',
    });
  }
  if (errors.length) return { parts: [], errors, count: records.length };
  const parts: ImportedPart[] = [];
  for (const record of records) {
    const cells: Partial<Record<PartCsvColumn, string>> = {};
    columns.forEach((column, i) => {
      if (column) cells[column] = restoreFormula(record.fields[i] ?? '');
    });
    const row = readPartRow(cells, record.line);
    errors.push(...row.errors);
    if (row.imported) parts.push(row.imported);
  }
  errors.push(...duplicateRows(parts));
  return { parts, errors, count: records.length };
}

async function checkRows(
  em: EntityManager,
  parts: ImportedPart[],
  errors: PartImportRowError[],
  rows: number,
): Promise<CheckedFile> {
  const taxIds = [...new Set(parts.flatMap((p) => (p.supplierTaxId ? [p.supplierTaxId] : [])))];
  const suppliers = taxIds.length
    ? await runSql<{ id: string; tax_id: string }>(
        em,
        'select id, tax_id from supplier where tax_id = any($1::text[])',
        [`{${taxIds.join(',')}}`],
      )
    : [];
  const supplierOf = new Map(suppliers.map((s) => [s.tax_id, s.id]));
  const existing = parts.length
    ? await runSql<PartRow & { id: string }>(
        em,
        `select p.id, ${PART_WRITE_COLUMNS.split(', ')
          .map((c) => `p.${c}`)
          .join(', ')}
           from part p join jsonb_to_recordset($1::jsonb) as k (brand text, reference text)
             on lower(p.brand) = lower(k.brand) and lower(p.reference) = lower(k.reference)
          for update of p`,
        [
          JSON.stringify(
            parts.map(({ part }) => ({ brand: part.brand, reference: part.reference })),
          ),
        ],
      )
    : [];
  const existingOf = new Map(existing.map((row) => [partKey(row), row]));
  const creates: PartRecord[] = [];
  const updates: { id: string; part: PartRecord }[] = [];
  for (const row of parts) {
    let supplierId: string | null = null;
    if (row.supplierTaxId) {
      supplierId = supplierOf.get(row.supplierTaxId) ?? null;
      if (!supplierId) {
        errors.push({
          line: row.line,
          column: 'preferred_supplier_tax_id',
          message: `No hay ningún proveedor con el NIF/CIF ${row.supplierTaxId}.`,
        });
        continue;
      }
    }
    const found = existingOf.get(partKey(row.part));
    if (!found) {
      creates.push({
        ...row.part,
        preferredSupplierId: supplierId ?? row.part.preferredSupplierId,
      });
      continue;
    }
    const next = applyPartFields(toPartRecord(found), row.fields);
    if (row.supplierTaxId) next.preferredSupplierId = supplierId;
    for (const problem of partProblems(next)) {
      errors.push({
        line: row.line,
        column: problem.field as PartCsvColumn,
        message: problem.message,
      });
    }
    updates.push({ id: found.id, part: next });
  }
  return { rows, creates, updates, errors };
}

/** Every row in two statements: the new parts with their empty balances, and the updates. */
async function writeParts(em: EntityManager, { creates, updates }: CheckedFile): Promise<void> {
  const columns = PART_WRITE_COLUMNS.split(', ');
  const recordset = `(id uuid, reference text, brand text, name text, category text, barcode text,
    unit text, cost_cents bigint, sale_price_cents bigint, vat_percent numeric, warehouse text,
    shelf text, min_stock numeric, max_stock numeric, preferred_supplier_id uuid, active boolean)`;
  const json = (rows: { id: string; part: PartRecord }[]) =>
    JSON.stringify(
      rows.map(({ id, part }) => {
        const values = partValues(part);
        return Object.fromEntries([['id', id], ...columns.map((c, i) => [c, values[i]])]);
      }),
    );
  if (creates.length) {
    await runSql(
      em,
      `with created as (
         insert into part (id, ${PART_WRITE_COLUMNS})
         select id, ${PART_WRITE_COLUMNS} from jsonb_to_recordset($1::jsonb) as r ${recordset}
         returning id)
       insert into part_stock (part_id) select id from created`,
      [json(creates.map((part) => ({ id: randomUUID(), part })))],
      'run',
    );
  }
  if (updates.length) {
    await runSql(
      em,
      `update part p set ${columns.map((c) => `${c} = r.${c}`).join(', ')},
              updated_at = now(), version = p.version + 1
         from jsonb_to_recordset($1::jsonb) as r ${recordset}
        where p.id = r.id`,
      [json(updates)],
      'run',
    );
  }
}

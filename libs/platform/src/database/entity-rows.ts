import { Injectable } from '@nestjs/common';
import { type EntityClass, type EntityMetadata, MikroORM, ReferenceKind } from '@mikro-orm/core';

interface Column {
  name: string;
  property: string;
  version: boolean;
}

/** The columns an entity writes, from its MikroORM mapping (scalar, persisted, not generated). */
function columnsOf(meta: EntityMetadata): Column[] {
  return meta.props
    .filter(
      (prop) =>
        prop.kind === ReferenceKind.SCALAR &&
        prop.persist !== false &&
        !prop.formula &&
        !prop.generated &&
        prop.fieldNames?.length === 1,
    )
    .map((prop) => ({ name: prop.fieldNames[0], property: prop.name, version: !!prop.version }));
}

/**
 * New entities written by plain SQL, for a command that is one statement (see
 * CommandTransaction.committed): the entity's mapped columns, filled from a JSON array of rows
 * with `jsonb_populate_recordset`, so PostgreSQL converts every value to its column's type. The
 * mapping stays the one place that says which property is which column.
 */
@Injectable()
export class EntityRows {
  private readonly columns = new Map<EntityClass<object>, { table: string; columns: Column[] }>();

  constructor(private readonly orm: MikroORM) {}

  /**
   * `insert into <table> (…) select … from jsonb_populate_recordset(null::<table>, <param>) r`.
   * `values` replaces a column's value by an SQL expression (it may read the row as `r.<column>`),
   * for what only the statement knows, such as a number it draws from a sequence.
   */
  insertSql(
    entity: EntityClass<object>,
    param: string,
    options: { where?: string; values?: Record<string, string> } = {},
  ): string {
    const { table, columns } = this.mappingOf(entity);
    const names = columns.map((column) => column.name);
    const values = names.map((name) => options.values?.[name] ?? `r.${name}`);
    return `insert into ${table} (${names.join(', ')})
      select ${values.join(', ')} from jsonb_populate_recordset(null::${table}, ${param}::jsonb) r
      ${options.where ? `where ${options.where}` : ''}`;
  }

  /** The rows as the JSON `insertSql` reads (dates as ISO text, a new row's version 1). */
  json<T extends object>(entity: EntityClass<T>, rows: readonly T[]): string {
    const { columns } = this.mappingOf(entity);
    return JSON.stringify(
      rows.map((row) => {
        const values: Record<string, unknown> = {};
        for (const column of columns) {
          const value = (row as Record<string, unknown>)[column.property];
          values[column.name] = value === undefined && column.version ? 1 : (value ?? null);
        }
        return values;
      }),
    );
  }

  private mappingOf(entity: EntityClass<object>): { table: string; columns: Column[] } {
    let mapping = this.columns.get(entity);
    if (!mapping) {
      const meta = this.orm.getMetadata().get(entity.name);
      mapping = { table: meta.tableName, columns: columnsOf(meta) };
      this.columns.set(entity, mapping);
    }
    return mapping;
  }
}

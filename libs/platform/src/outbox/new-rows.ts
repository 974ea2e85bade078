import { type EntityClass } from '@mikro-orm/core';

/**
 * The new rows of a command that only adds (CommandTransaction.runInserts), grouped by entity in
 * the order the command first added each kind, so a parent's rows are written before its
 * children's.
 */
export class NewRows {
  private readonly byEntity = new Map<EntityClass<object>, object[]>();

  add<T extends object>(entity: EntityClass<T>, ...rows: T[]): void {
    const kept = this.byEntity.get(entity) ?? [];
    kept.push(...rows);
    this.byEntity.set(entity, kept);
  }

  groups(): [EntityClass<object>, object[]][] {
    return [...this.byEntity].filter(([, rows]) => rows.length > 0);
  }
}

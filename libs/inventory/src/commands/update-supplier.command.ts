import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, VersionConflictError, runSql } from '@px/platform';
import {
  type SupplierFields,
  type SupplierRecord,
  applySupplierFields,
} from '../domain/supplier-fields';
import { SupplierUpdated } from '../events/supplier.events';
import {
  SUPPLIER_WRITE_COLUMNS,
  assertSupplierWritable,
  lockSupplier,
  supplierValues,
} from './supplier-record';

/** PATCH /api/suppliers/{id}: the fields present, at the version the user saw. */
export class UpdateSupplierCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly fields: Partial<SupplierFields>,
    readonly version: number,
    readonly actorId: string | null,
  ) {
    super();
  }
}

@CommandHandler(UpdateSupplierCommand)
export class UpdateSupplierHandler implements ICommandHandler<UpdateSupplierCommand, void> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ id, fields, version, actorId }: UpdateSupplierCommand): Promise<void> {
    await this.commands.run(async (em, events) => {
      const current = await lockSupplier(em, id);
      if (current.version !== version) throw new VersionConflictError(current.version);
      const next = applySupplierFields(current, fields);
      await assertSupplierWritable(em, next, id);
      const changed = (Object.keys(next) as (keyof SupplierRecord)[]).filter(
        (key) => next[key] !== current[key],
      );
      if (changed.length === 0) return;
      const assignments = SUPPLIER_WRITE_COLUMNS.split(', ')
        .map((column, i) => `${column} = $${i + 2}`)
        .join(', ');
      await runSql(
        em,
        `update supplier set ${assignments}, updated_at = now(), version = version + 1 where id = $1`,
        [id, ...supplierValues(next)],
        'run',
      );
      events.record(new SupplierUpdated(id, { id, name: next.name, changed }, actorId));
    });
  }
}

import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CommandTransaction, runSql } from '@px/platform';
import {
  BLANK_SUPPLIER,
  type SupplierFields,
  applySupplierFields,
} from '../domain/supplier-fields';
import { SupplierCreated } from '../events/supplier.events';
import { SUPPLIER_WRITE_COLUMNS, assertSupplierWritable, supplierValues } from './supplier-record';

/** POST /api/suppliers: its id. */
export class CreateSupplierCommand extends Command<string> {
  constructor(
    readonly fields: SupplierFields,
    readonly actorId: string | null,
  ) {
    super();
  }
}

@CommandHandler(CreateSupplierCommand)
export class CreateSupplierHandler implements ICommandHandler<CreateSupplierCommand, string> {
  constructor(private readonly commands: CommandTransaction) {}

  execute({ fields, actorId }: CreateSupplierCommand): Promise<string> {
    const supplier = applySupplierFields(BLANK_SUPPLIER, fields);
    return this.commands.run(async (em, events) => {
      await assertSupplierWritable(em, supplier, null);
      const id = randomUUID();
      await runSql(
        em,
        `insert into supplier (id, ${SUPPLIER_WRITE_COLUMNS}) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [id, ...supplierValues(supplier)],
        'run',
      );
      events.record(new SupplierCreated(id, { id, name: supplier.name }, actorId));
      return id;
    });
  }
}

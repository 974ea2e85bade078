import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type PartFields } from '@px/contracts';
import { CommandTransaction, runSql } from '@px/platform';
import { newPartRecord } from '../domain/part-fields';
import { PartCreated } from '../events/part.events';
import { PART_WRITE_COLUMNS, assertPartWritable, partValues } from './part-record';

/** POST /api/parts: a catalogue part with an empty shelf (stock enters by movements); its id. */
export class CreatePartCommand extends Command<string> {
  constructor(
    readonly fields: PartFields,
    readonly actorId: string | null,
  ) {
    super();
  }
}

@CommandHandler(CreatePartCommand)
export class CreatePartHandler implements ICommandHandler<CreatePartCommand, string> {
  constructor(private readonly commands: CommandTransaction) {}

  execute({ fields, actorId }: CreatePartCommand): Promise<string> {
    const part = newPartRecord(fields);
    return this.commands.run(async (em, events) => {
      await assertPartWritable(em, part, null);
      const id = randomUUID();
      await runSql(
        em,
        `with created as (
           insert into part (id, ${PART_WRITE_COLUMNS})
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
           returning id)
         insert into part_stock (part_id) select id from created`,
        [id, ...partValues(part)],
        'run',
      );
      events.record(
        new PartCreated(id, { id, reference: part.reference, name: part.name }, actorId),
      );
      return id;
    });
  }
}

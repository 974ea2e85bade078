import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type PartFields } from '@px/contracts';
import { CommandTransaction, VersionConflictError, runSql } from '@px/platform';
import { type PartRecord, applyPartFields } from '../domain/part-fields';
import { PartUpdated } from '../events/part.events';
import { lockStock, saveStock } from './part-stock';
import { PART_WRITE_COLUMNS, assertPartWritable, lockPart, partValues } from './part-record';

/**
 * PATCH /api/parts/{id}: the catalogue fields present in the body, at the `version` the user saw
 * (409 when someone changed it since). A new minimum re-arms or raises the low-stock alert.
 */
export class UpdatePartCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly fields: Partial<PartFields>,
    readonly version: number,
    readonly actorId: string | null,
  ) {
    super();
  }
}

@CommandHandler(UpdatePartCommand)
export class UpdatePartHandler implements ICommandHandler<UpdatePartCommand, void> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ id, fields, version, actorId }: UpdatePartCommand): Promise<void> {
    await this.commands.run(async (em, events) => {
      const current = await lockPart(em, id);
      if (current.version !== version) throw new VersionConflictError(current.version);
      const next = applyPartFields(current, fields);
      await assertPartWritable(em, next, id);
      const changed = (Object.keys(next) as (keyof PartRecord)[]).filter(
        (key) => next[key] !== current[key],
      );
      if (changed.length === 0) return;
      const placeholders = PART_WRITE_COLUMNS.split(', ')
        .map((column, i) => `${column} = $${i + 2}`)
        .join(', ');
      await runSql(
        em,
        `update part set ${placeholders}, updated_at = now(), version = version + 1 where id = $1`,
        [id, ...partValues(next)],
        'run',
      );
      if (changed.includes('minStock')) {
        // The reorder point moved: the alert follows it now, not at the next movement.
        const stock = (await lockStock(em, [id])).get(id)!;
        stock.minStock = next.minStock;
        await saveStock(em, events, stock, { actorId, at: new Date(), reason: null });
      }
      events.record(
        new PartUpdated(id, { id, reference: next.reference, name: next.name, changed }, actorId),
      );
    });
  }
}

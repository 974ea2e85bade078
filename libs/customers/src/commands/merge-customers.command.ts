import { Command, CommandBus, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager, LockMode } from '@mikro-orm/postgresql';
import { wrap } from '@mikro-orm/core';
import { CommandTransaction, NotFoundError, ValidationError } from '@px/platform';
import { Customer, CustomerMerge } from '../domain/customer.entity';
import { CUSTOMER_NOT_FOUND } from '../domain/customer-errors';
import { foldDuplicateInto } from '../domain/customer-merge';
import { customerFullName } from '../domain/customer-name';
import { CustomerUpdated, CustomersMerged } from '../events/customer.events';
import { MoveCustomerVehiclesCommand } from './move-customer-vehicles.command';

/**
 * Merges a duplicate customer into the one kept, in one transaction: the kept one gets what the
 * duplicate adds (contact data, tags, notes, latest consents), vehicles moves the duplicate's
 * vehicles and ownership history over, the duplicate is soft-deleted pointing at the kept one, and
 * the merge is recorded with a snapshot of the duplicate as it was. Returns the merge's id.
 */
export class MergeCustomersCommand extends Command<string> {
  constructor(
    readonly keptId: string,
    readonly duplicateId: string,
    readonly actorId: string,
  ) {
    super();
  }
}

@CommandHandler(MergeCustomersCommand)
export class MergeCustomersHandler implements ICommandHandler<MergeCustomersCommand, string> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ keptId, duplicateId, actorId }: MergeCustomersCommand): Promise<string> {
    if (keptId === duplicateId) {
      throw new ValidationError([
        {
          field: 'source_id',
          code: 'same_customer',
          message: 'No se puede fusionar un cliente consigo mismo.',
        },
      ]);
    }
    return this.commands.run(async (em: EntityManager, events) => {
      // Both rows locked in id order: two desks merging the same pair cannot deadlock or interleave.
      const [first, second] = [keptId, duplicateId].sort();
      const locked = new Map<string, Customer | null>();
      for (const id of [first, second] as string[]) {
        locked.set(
          id,
          await em.findOne(
            Customer,
            { id, deletedAt: null, mergedIntoId: null },
            { lockMode: LockMode.PESSIMISTIC_WRITE },
          ),
        );
      }
      const kept = locked.get(keptId);
      if (!kept) throw new NotFoundError(CUSTOMER_NOT_FOUND);
      const duplicate = locked.get(duplicateId);
      if (!duplicate) {
        throw new ValidationError([
          {
            field: 'source_id',
            code: 'exists',
            message: 'El cliente duplicado no existe o ya se fusionó.',
          },
        ]);
      }
      const duplicateName = customerFullName(duplicate);
      const snapshot = wrap(duplicate).toPOJO() as Record<string, unknown>;
      // The duplicate leaves first: its NIF may move to the kept one (unique among live customers).
      duplicate.deletedAt = new Date();
      duplicate.mergedIntoId = kept.id;
      await em.flush();
      const changed = foldDuplicateInto(kept, duplicate, duplicateName);
      const movedVehicleIds = await this.commandBus.execute(
        new MoveCustomerVehiclesCommand(em, duplicate.id, kept.id),
      );
      const merge = em.create(CustomerMerge, {
        keptId: kept.id,
        mergedId: duplicate.id,
        mergedSnapshot: snapshot,
        movedVehicleIds,
        actorId,
        mergedAt: new Date(),
      });
      events.record(
        new CustomersMerged(kept.id, { merged_id: duplicate.id, merge_id: merge.id }, actorId),
      );
      if (changed.length) events.record(new CustomerUpdated(kept.id, { changed }, actorId));
      return merge.id;
    });
  }
}

import { Command } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';

/**
 * Moves every vehicle of `fromCustomerId`, and its ownership history, to `toCustomerId` inside the
 * merge's own transaction (`em`): a merge is all-or-nothing across both modules. Declared here,
 * handled by the vehicles lib (which depends on customers, never the reverse); returns the ids of
 * the vehicles moved.
 */
export class MoveCustomerVehiclesCommand extends Command<string[]> {
  constructor(
    readonly em: EntityManager,
    readonly fromCustomerId: string,
    readonly toCustomerId: string,
  ) {
    super();
  }
}

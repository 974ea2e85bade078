import { Command } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type ImportedVehicleRow } from '../queries/imported-vehicle-errors.query';

/**
 * Creates the import's vehicles (with ownership and first reading) inside the import's
 * transaction (`em`). Declared here, handled by the vehicles lib; returns how many it created.
 */
export class CreateImportedVehiclesCommand extends Command<number> {
  constructor(
    readonly em: EntityManager,
    readonly rows: ImportedVehicleRow[],
    /** Who imported: recorded as the vehicles' creator and on their ownership and reading. */
    readonly actorId: string | null = null,
  ) {
    super();
  }
}

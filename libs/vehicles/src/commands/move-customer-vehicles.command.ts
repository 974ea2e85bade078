import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MoveCustomerVehiclesCommand } from '@px/customers';
import { runSql } from '@px/platform';

/**
 * A customer merge, vehicles' part: the duplicate and the kept customer are one person, so the
 * duplicate's ownerships (open and past) become the kept one's, and its vehicles (live or deleted)
 * change owner. It runs in the merge's transaction; the version bump makes any edit screen opened
 * before the merge reload instead of writing the old owner back.
 */
@CommandHandler(MoveCustomerVehiclesCommand)
export class MoveCustomerVehiclesHandler implements ICommandHandler<
  MoveCustomerVehiclesCommand,
  string[]
> {
  async execute({
    em,
    fromCustomerId,
    toCustomerId,
  }: MoveCustomerVehiclesCommand): Promise<string[]> {
    await runSql(em, 'update vehicle_ownership set customer_id = $1 where customer_id = $2', [
      toCustomerId,
      fromCustomerId,
    ]);
    const moved = await runSql<{ id: string; deleted_at: Date | null }>(
      em,
      `update vehicle set customer_id = $1, version = version + 1, updated_at = now()
        where customer_id = $2 returning id, deleted_at`,
      [toCustomerId, fromCustomerId],
    );
    return moved.filter((row) => !row.deleted_at).map((row) => row.id);
  }
}

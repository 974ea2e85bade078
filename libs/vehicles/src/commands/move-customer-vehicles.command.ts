import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MoveCustomerVehiclesCommand } from '@px/customers';

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
    await em.execute('update vehicle_ownership set customer_id = ? where customer_id = ?', [
      toCustomerId,
      fromCustomerId,
    ]);
    const moved = await em.execute<{ id: string; deleted_at: Date | null }[]>(
      `update vehicle set customer_id = ?, version = version + 1, updated_at = now()
        where customer_id = ? returning id, deleted_at`,
      [toCustomerId, fromCustomerId],
    );
    return moved.filter((row) => !row.deleted_at).map((row) => row.id);
  }
}

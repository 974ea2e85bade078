import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction } from '@px/platform';
import {
  assertKioskPinFree,
  kioskPinOf,
  loadEmployee,
  recordUpdate,
  writeKioskPin,
} from './employee-record';

/**
 * Sets (or with null removes) an employee's kiosk PIN: 4–6 digits, not a run or a repeat (400
 * otherwise), no other employee's (409 `kiosk_pin_taken`), stored only as its argon2id hash and
 * lookup bucket.
 */
export class SetEmployeeKioskPinCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly version: number,
    readonly pin: string | null,
    readonly actorId: string | null,
  ) {
    super();
  }
}

@CommandHandler(SetEmployeeKioskPinCommand)
export class SetEmployeeKioskPinHandler implements ICommandHandler<
  SetEmployeeKioskPinCommand,
  void
> {
  constructor(private readonly commands: CommandTransaction) {}

  async execute({ id, version, pin, actorId }: SetEmployeeKioskPinCommand): Promise<void> {
    // Checked and hashed before the transaction opens (argon2 is slow on purpose).
    const secret = await kioskPinOf(pin);
    return this.commands.run(async (em: EntityManager, events) => {
      const employee = await loadEmployee(em, id, version);
      if (secret === null && employee.kioskPinHash === null) return;
      if (secret) await assertKioskPinFree(em, secret, id);
      writeKioskPin(employee, secret);
      recordUpdate(events, employee, ['kiosk_pin'], actorId);
    });
  }
}

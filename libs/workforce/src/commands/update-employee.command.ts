import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type ApiFieldError } from '@px/contracts';
import { CommandTransaction, ValidationError } from '@px/platform';
import {
  type EmployeeFieldsInput,
  changedEmployeeFields,
  checkEmployeeFields,
  kioskPinErrors,
} from '../domain/employee-fields';
import { localDate } from '../domain/local-day';
import {
  assertKioskPinFree,
  assertLinkable,
  assertMayDeactivate,
  assertUnique,
  kioskPinOf,
  loadEmployee,
  recordUpdate,
  valuesOf,
  writeKioskPin,
  writeValues,
} from './employee-record';

/** What an edit may change: profile fields, activity, kiosk PIN and linked account, in any mix. */
export interface EmployeeChanges extends EmployeeFieldsInput {
  active?: boolean;
  /** A new PIN; null removes it. */
  kiosk_pin?: string | null;
  /** The account to link; null unlinks. */
  user_id?: string | null;
}

/**
 * Edits an employee, all of it in one transaction: the form's save (profile, PIN, account) must
 * not half-apply. `version` is the one the client read: a stale one is a 409 with the current.
 * Deactivating (`active: false`) is refused while clocked in; nothing here deletes an employee.
 */
export class UpdateEmployeeCommand extends Command<void> {
  constructor(
    readonly id: string,
    readonly version: number,
    readonly changes: EmployeeChanges,
    readonly actorId: string | null,
  ) {
    super();
  }
}

@CommandHandler(UpdateEmployeeCommand)
export class UpdateEmployeeHandler implements ICommandHandler<UpdateEmployeeCommand, void> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  async execute({ id, version, changes, actorId }: UpdateEmployeeCommand): Promise<void> {
    const { active, kiosk_pin: pin, user_id: userId, ...fields } = changes;
    const pinErrors: ApiFieldError[] = pin ? kioskPinErrors(pin) : [];
    // Hashed before the transaction opens (argon2 is slow on purpose).
    const secret = pin === undefined || pinErrors.length ? undefined : await kioskPinOf(pin);
    return this.commands.run(async (em: EntityManager, events) => {
      const employee = await loadEmployee(em, id, version);
      const before = valuesOf(employee);
      const check = checkEmployeeFields(fields, before, localDate(new Date()));
      if (!check.valid || pinErrors.length) {
        throw new ValidationError([...(check.valid ? [] : check.errors), ...pinErrors]);
      }
      const changed = changedEmployeeFields(before, check.values);
      await assertUnique(
        em,
        {
          nif: changed.includes('nif') ? check.values.nif : null,
          code: changed.includes('code') ? check.values.code : null,
        },
        id,
      );
      if (userId !== undefined && userId !== employee.userId) {
        if (userId !== null) await assertLinkable(em, this.queries, userId, id);
        changed.push('user_id');
      }
      if (active !== undefined && active !== employee.active) {
        if (!active) await assertMayDeactivate(em, id);
        changed.push('active');
      }
      if (secret) await assertKioskPinFree(em, secret, id);
      if (secret !== undefined && (secret !== null || employee.kioskPinHash !== null)) {
        changed.push('kiosk_pin');
      }
      // Every check passed: now the record changes (a query after this would flush it).
      writeValues(employee, check.values);
      if (userId !== undefined) employee.userId = userId;
      if (active !== undefined) employee.active = active;
      if (secret !== undefined) writeKioskPin(employee, secret);
      recordUpdate(events, employee, changed, actorId);
    });
  }
}

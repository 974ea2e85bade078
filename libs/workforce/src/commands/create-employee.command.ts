import { Command, CommandHandler, type ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { type ApiFieldError } from '@px/contracts';
import { CommandTransaction, ValidationError } from '@px/platform';
import { Employee } from '../domain/employee.entity';
import {
  type EmployeeFieldsInput,
  checkEmployeeFields,
  kioskPinErrors,
  nextEmployeeCode,
} from '../domain/employee-fields';
import { localDate } from '../domain/local-day';
import { EmployeeCreated } from '../events/employee.events';
import {
  assertKioskPinFree,
  assertLinkable,
  assertUnique,
  kioskPinOf,
  nextCodeNumber,
  writeKioskPin,
  writeValues,
} from './employee-record';

/** A new employee: the profile, and optionally a kiosk PIN and the user account to link. */
export interface NewEmployee extends EmployeeFieldsInput {
  kiosk_pin?: string | null;
  user_id?: string | null;
}

/** Registers an employee (active); returns its id. Without a code it gets the next E-number. */
export class CreateEmployeeCommand extends Command<string> {
  constructor(
    readonly input: NewEmployee,
    readonly actorId: string | null,
  ) {
    super();
  }
}

@CommandHandler(CreateEmployeeCommand)
export class CreateEmployeeHandler implements ICommandHandler<CreateEmployeeCommand, string> {
  constructor(
    private readonly commands: CommandTransaction,
    private readonly queries: QueryBus,
  ) {}

  async execute({ input, actorId }: CreateEmployeeCommand): Promise<string> {
    const check = checkEmployeeFields(input, null, localDate(new Date()));
    const pin = input.kiosk_pin ?? null;
    const errors: ApiFieldError[] = [
      ...(check.valid ? [] : check.errors),
      ...(pin === null ? [] : kioskPinErrors(pin)),
    ];
    if (!check.valid || errors.length) throw new ValidationError(errors);
    // Hashed before the transaction opens: argon2 takes its time on purpose.
    const secret = await kioskPinOf(pin);
    const userId = input.user_id ?? null;
    return this.commands.run(async (em: EntityManager, events) => {
      const values = { ...check.values };
      await assertUnique(em, values, null);
      if (userId !== null) await assertLinkable(em, this.queries, userId, null);
      if (secret) await assertKioskPinFree(em, secret, null);
      values.code ??= nextEmployeeCode(await nextCodeNumber(em));
      const employee = new Employee();
      writeValues(employee, values);
      writeKioskPin(employee, secret);
      employee.userId = userId;
      em.persist(employee);
      events.record(
        new EmployeeCreated(
          employee.id,
          {
            code: employee.code,
            full_name: employee.fullName,
            position: employee.position,
            user_id: employee.userId,
          },
          actorId,
        ),
      );
      return employee.id;
    });
  }
}

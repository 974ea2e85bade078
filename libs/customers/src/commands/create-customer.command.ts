import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction } from '@px/platform';
import { Customer } from '../domain/customer.entity';
import { type CustomerFields, applyCustomerFields } from '../domain/customer-fields';
import { customerFullName } from '../domain/customer-name';
import { CustomerCreated } from '../events/customer.events';
import { assertNifIsFree } from './customer-uniqueness';

/** Registers a customer; returns its id. */
export class CreateCustomerCommand extends Command<string> {
  constructor(
    readonly fields: CustomerFields,
    readonly actorId: string | null,
  ) {
    super();
  }
}

@CommandHandler(CreateCustomerCommand)
export class CreateCustomerHandler implements ICommandHandler<CreateCustomerCommand, string> {
  constructor(private readonly commands: CommandTransaction) {}

  execute({ fields, actorId }: CreateCustomerCommand): Promise<string> {
    return this.commands.run(async (em: EntityManager, events) => {
      // Built, checked, then persisted: a query before persisting would auto-flush it first.
      const customer = new Customer();
      customer.type = fields.type;
      customer.createdBy = actorId;
      // Consents given at registration carry the registration's own time.
      applyCustomerFields(customer, fields, customer.createdAt);
      await assertNifIsFree(em, customer.nif);
      em.persist(customer);
      events.record(
        new CustomerCreated(
          customer.id,
          { full_name: customerFullName(customer), nif: customer.nif },
          actorId,
        ),
      );
      return customer.id;
    });
  }
}

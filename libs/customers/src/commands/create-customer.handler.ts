import { Injectable } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';
import { CommandTransaction } from '@px/platform';
import { Customer } from '../domain/customer.entity';
import { customerFullName } from '../domain/customer-name';
import { CustomerCreated } from '../events/customer.events';
import { type CustomerFields, applyCustomerFields } from './customer-fields';
import { assertNifIsFree } from './customer-uniqueness';

@Injectable()
export class CreateCustomerHandler {
  constructor(private readonly commands: CommandTransaction) {}

  execute(fields: CustomerFields, actorId: string | null): Promise<string> {
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

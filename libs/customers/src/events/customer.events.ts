import { DomainEvent } from '@px/platform';

export class CustomerCreated extends DomainEvent<{ full_name: string; nif: string | null }> {
  static readonly TYPE = 'CustomerCreated';
  readonly type = CustomerCreated.TYPE;
  readonly aggregateType = 'customer';
}

export class CustomerUpdated extends DomainEvent<{ changed: string[] }> {
  static readonly TYPE = 'CustomerUpdated';
  readonly type = CustomerUpdated.TYPE;
  readonly aggregateType = 'customer';
}

export class CustomerDeleted extends DomainEvent<Record<string, never>> {
  static readonly TYPE = 'CustomerDeleted';
  readonly type = CustomerDeleted.TYPE;
  readonly aggregateType = 'customer';
}

/** The merged customer's vehicles and history now belong to the kept one (vehicles reacts). */
export class CustomersMerged extends DomainEvent<{ merged_id: string; merge_id: string }> {
  static readonly TYPE = 'CustomersMerged';
  readonly type = CustomersMerged.TYPE;
  readonly aggregateType = 'customer';
}

/** A CSV import created customers and vehicles in one transaction (one event, not thousands). */
export class CustomersImported extends DomainEvent<{ customers: number; vehicles: number }> {
  static readonly TYPE = 'CustomersImported';
  readonly type = CustomersImported.TYPE;
  readonly aggregateType = 'customer';
}

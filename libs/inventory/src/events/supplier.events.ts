import { DomainEvent } from '@px/platform';

export interface SupplierEventPayload {
  id: string;
  name: string;
  changed?: string[];
}

abstract class SupplierEvent extends DomainEvent<SupplierEventPayload> {
  readonly aggregateType = 'supplier';
}

export class SupplierCreated extends SupplierEvent {
  static readonly TYPE = 'SupplierCreated';
  readonly type = SupplierCreated.TYPE;
}

export class SupplierUpdated extends SupplierEvent {
  static readonly TYPE = 'SupplierUpdated';
  readonly type = SupplierUpdated.TYPE;
}

import { type CustomerReceiptEventPayload, RECEIPT_EVENT } from '@px/contracts';
import { DomainEvent } from '@px/platform';

/** Facts of a receipt's life (the contract's names, so vehicles and appointments can subscribe). */
abstract class CustomerReceiptEvent extends DomainEvent<CustomerReceiptEventPayload> {
  readonly aggregateType = 'customer_receipt';
}

/** The car was received and the customer signed the resguardo de depósito. */
export class CustomerReceiptCreated extends CustomerReceiptEvent {
  static readonly TYPE = RECEIPT_EVENT.Created;
  readonly type = CustomerReceiptCreated.TYPE;
}

/** The work is done and the customer was told (the storage clock starts). */
export class CustomerReceiptReady extends CustomerReceiptEvent {
  static readonly TYPE = RECEIPT_EVENT.Ready;
  readonly type = CustomerReceiptReady.TYPE;
}

/** The car was handed back and the customer signed the delivery record. */
export class CustomerReceiptDelivered extends CustomerReceiptEvent {
  static readonly TYPE = RECEIPT_EVENT.Delivered;
  readonly type = CustomerReceiptDelivered.TYPE;
}

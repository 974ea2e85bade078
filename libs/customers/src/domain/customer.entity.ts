import { randomUUID } from 'node:crypto';
import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { BaseEntity } from '@px/platform';

import { type ConsentChannel, type CustomerType } from '@px/contracts';

/**
 * A customer of the workshop: a person or a company. Deleting is soft (`deletedAt`): invoices and
 * history keep pointing at the record. A customer merged into another keeps its row with
 * `mergedIntoId`, so old links still resolve to the one kept.
 */
@Entity({ tableName: 'customer' })
export class Customer extends BaseEntity {
  @Property({ length: 10 })
  type!: CustomerType;

  @Property({ length: 80 })
  firstName: Opt<string> = '';

  @Property({ length: 120 })
  lastName: Opt<string> = '';

  @Property({ length: 200 })
  companyName: Opt<string> = '';

  /** NIF, NIE or CIF, normalised (upper case, no separators). */
  @Property({ length: 12, nullable: true })
  nif: string | null = null;

  @Property({ length: 254, nullable: true })
  email: string | null = null;

  @Property({ length: 20, nullable: true })
  phone: string | null = null;

  @Property({ length: 20, nullable: true })
  mobilePhone: string | null = null;

  @Property({ length: 200 })
  address: Opt<string> = '';

  @Property({ length: 10 })
  postalCode: Opt<string> = '';

  @Property({ length: 100 })
  city: Opt<string> = '';

  @Property({ length: 100 })
  province: Opt<string> = '';

  @Property({ length: 2 })
  country: Opt<string> = 'ES';

  @Property({ type: 'text' })
  notes: Opt<string> = '';

  @Property({ type: 'text[]' })
  tags: Opt<string[]> = [];

  /** GDPR consent to process the customer's data for the service: when and how it was given. */
  @Property({ type: 'timestamptz', nullable: true })
  gdprConsentAt: Date | null = null;

  @Property({ length: 20, nullable: true })
  gdprConsentChannel: ConsentChannel | null = null;

  /** Commercial communications: a separate consent, which can be withdrawn. */
  @Property()
  marketingConsent: Opt<boolean> = false;

  @Property({ type: 'timestamptz', nullable: true })
  marketingConsentAt: Date | null = null;

  @Property({ length: 20, nullable: true })
  marketingConsentChannel: ConsentChannel | null = null;

  @Property({ type: 'uuid', nullable: true })
  mergedIntoId: string | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  createdBy: string | null = null;
}

/** The record of a merge: what the merged customer looked like, and the vehicles that moved. */
@Entity({ tableName: 'customer_merge' })
export class CustomerMerge {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  keptId!: string;

  @Property({ type: 'uuid' })
  mergedId!: string;

  @Property({ type: 'json' })
  mergedSnapshot!: Record<string, unknown>;

  @Property({ type: 'uuid[]' })
  movedVehicleIds: Opt<string[]> = [];

  @Property({ type: 'uuid', nullable: true })
  actorId: string | null = null;

  @Property({ type: 'timestamptz' })
  mergedAt: Opt<Date> = new Date();
}

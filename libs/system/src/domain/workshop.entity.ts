import { Entity, type Opt, Property } from '@mikro-orm/core';
import { BaseEntity } from '@px/platform';

/**
 * The workshop running this installation: the issuer on invoices and the party on repair orders
 * and deposit receipts (RD 1457/1986 requires its registry number on them). One row per install.
 */
@Entity({ tableName: 'workshop' })
export class Workshop extends BaseEntity {
  /** Trade name shown in the app and on documents. */
  @Property({ length: 160 })
  name!: string;

  /** Legal name (razón social) for invoices. */
  @Property({ length: 200 })
  legalName!: string;

  @Property({ length: 9 })
  nif!: string;

  @Property({ length: 200 })
  addressLine!: string;

  @Property({ length: 5 })
  postalCode!: string;

  @Property({ length: 100 })
  city!: string;

  @Property({ length: 100 })
  province!: string;

  @Property({ length: 2 })
  country: Opt<string> = 'ES';

  @Property({ length: 30, nullable: true })
  phone: string | null = null;

  @Property({ length: 254, nullable: true })
  email: string | null = null;

  /** Número de registro especial de talleres (industrial registry of the autonomous community). */
  @Property({ length: 60 })
  registryNumber!: string;
}

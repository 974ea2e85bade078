import { randomUUID } from 'node:crypto';
import { type Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Columns every business table has (DESIGN §7): uuid key, timestamps and an optimistic-lock version.
 * Property names are camelCase; the underscore naming strategy maps them to snake_case columns.
 */
export abstract class BaseEntity {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'timestamptz' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Opt<Date> = new Date();

  @Property({ version: true })
  version!: Opt<number>;
}

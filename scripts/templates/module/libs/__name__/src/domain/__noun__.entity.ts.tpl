import { Entity, Property } from '@mikro-orm/core';
import { BaseEntity } from '@px/platform';

/**
 * One __noun_words__ (table `__noun_snake__`). BaseEntity gives it the columns every business
 * table has: uuid id, created_at, updated_at and the optimistic-lock version.
 */
@Entity({ tableName: '__noun_snake__' })
export class __Noun__Record extends BaseEntity {
  @Property({ length: 120 })
  name!: string;
}

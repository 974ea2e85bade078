import { randomUUID } from 'node:crypto';
import { Entity, type Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { BaseEntity } from '@px/platform';

/** A functional area permissions belong to (work_orders, customers…). Table `access_module`. */
@Entity({ tableName: 'access_module' })
export class ModuleDefinition {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 60 })
  name!: string;

  @Property({ length: 120 })
  displayName!: string;

  @Property({ length: 500, nullable: true })
  description: string | null = null;

  @Property({ length: 60, nullable: true })
  icon: string | null = null;

  @Property()
  sortOrder: Opt<number> = 0;

  @Property()
  isActive: Opt<boolean> = true;
}

/** `module.resource.action`, e.g. work_orders.orders.create. */
@Entity({ tableName: 'permission' })
export class Permission {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ length: 150 })
  name!: string;

  @Property({ type: 'uuid' })
  moduleId!: string;

  @Property({ length: 60 })
  resource!: string;

  @Property({ length: 40 })
  action!: string;

  @Property({ length: 150 })
  displayName!: string;

  @Property({ length: 500, nullable: true })
  description: string | null = null;

  @Property()
  isActive: Opt<boolean> = true;
}

@Entity({ tableName: 'role' })
export class Role extends BaseEntity {
  @Property({ length: 60 })
  name!: string;

  @Property({ length: 120 })
  displayName!: string;

  @Property({ length: 500, nullable: true })
  description: string | null = null;

  @Property()
  priority: Opt<number> = 0;

  /** Seeded roles: cannot be deleted or renamed. */
  @Property()
  isSystem: Opt<boolean> = false;
}

@Entity({ tableName: 'page_category' })
export class PageCategory extends BaseEntity {
  @Property({ length: 60 })
  name!: string;

  @Property({ length: 120 })
  displayName!: string;

  @Property({ length: 500, nullable: true })
  description: string | null = null;

  @Property({ length: 60, nullable: true })
  icon: string | null = null;

  @Property()
  sortOrder: Opt<number> = 0;
}

/** A screen of the SPA as the navigation and page-access rules see it. */
@Entity({ tableName: 'page' })
export class Page extends BaseEntity {
  @Property({ length: 200 })
  path!: string;

  @Property({ length: 120 })
  displayName!: string;

  @Property({ length: 500, nullable: true })
  description: string | null = null;

  @Property({ length: 60, nullable: true })
  icon: string | null = null;

  @Property()
  sortOrder: Opt<number> = 0;

  @Property()
  isActive: Opt<boolean> = true;

  @Property({ type: 'uuid', nullable: true })
  categoryId: string | null = null;

  /** Null: every logged-in user may open it. */
  @Property({ length: 150, nullable: true })
  requiredPermission: string | null = null;

  @Property()
  adminOnly: Opt<boolean> = false;

  /** Aliases (/ordenes) and utility screens (/profile) are routes but not menu entries. */
  @Property()
  showInMenu: Opt<boolean> = true;
}

export const ACCESS_ENTITIES = [ModuleDefinition, Permission, Role, PageCategory, Page];

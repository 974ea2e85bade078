/**
 * The composition root: which entities, migrations, domain modules and demo seeders make up
 * PX Taller. The API, the worker, the CLI and the tests all build themselves from these lists, so
 * adding a domain means adding it here once.
 */
import { DomainEventRecord, EventDelivery, type OrmParts } from '@px/platform';
import { DemoWorkshopSeeder, SYSTEM_ENTITIES, SystemModule } from '@px/system';
import { MIGRATIONS } from '../../../migrations';

export const ENTITIES = [DomainEventRecord, EventDelivery, ...SYSTEM_ENTITIES];

export const ORM_PARTS: OrmParts = { entities: ENTITIES, migrations: MIGRATIONS };

/** Domain modules loaded by both processes (their subscribers must exist wherever events are relayed). */
export const DOMAIN_MODULES = [SystemModule];

/** Demo data, in dependency order. Each seeder skips what already exists. */
export const DEMO_SEEDERS = [DemoWorkshopSeeder];

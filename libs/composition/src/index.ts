/**
 * The composition root: the list of modules that make up PX Taller. The API, the worker, the CLI
 * and the tests build themselves from it alone (entities, migrations, Nest modules, jobs, rooms,
 * maintenance tasks, demo data), so adding a module is one folder plus one line here.
 */
import { ACCESS_MANIFEST } from '@px/access';
import { ANNOUNCEMENTS_MANIFEST } from '@px/announcements';
import { CUSTOMERS_MANIFEST } from '@px/customers';
import { DEMO_MANIFEST } from '@px/demo';
import { IDENTITY_MANIFEST } from '@px/identity';
import { NOTIFICATIONS_MANIFEST } from '@px/notifications';
import { type ModuleManifest, type OrmParts, entitiesOf, migrationsOf } from '@px/platform';
import { SYSTEM_MANIFEST } from '@px/system';
import { VEHICLES_MANIFEST } from '@px/vehicles';
import { WORK_ORDERS_MANIFEST } from '@px/work-orders';
import { WORKFORCE_MANIFEST } from '@px/workforce';
import { APPOINTMENTS_MANIFEST } from '@px/appointments';
import { RECEPTION_MANIFEST } from '@px/reception';
import { INVENTORY_MANIFEST } from '@px/inventory';
import { BILLING_MANIFEST } from '@px/billing';
// new-module: imports
import { MIGRATIONS } from '../../../migrations';

export { DEMO_STAFF, DEFAULT_DEMO_PASSWORD } from '@px/demo';

/** Every module, in dependency order (demo data is seeded in this order too). */
export const MANIFESTS: ModuleManifest[] = [
  SYSTEM_MANIFEST,
  WORKFORCE_MANIFEST,
  ACCESS_MANIFEST,
  IDENTITY_MANIFEST,
  CUSTOMERS_MANIFEST,
  VEHICLES_MANIFEST,
  WORK_ORDERS_MANIFEST,
  NOTIFICATIONS_MANIFEST,
  ANNOUNCEMENTS_MANIFEST,
  APPOINTMENTS_MANIFEST,
  RECEPTION_MANIFEST,
  INVENTORY_MANIFEST,
  BILLING_MANIFEST,
  // new-module: manifests
  DEMO_MANIFEST,
];

/**
 * The root `migrations/` folder holds the migrations written before modules carried their own
 * (they span several modules); every module's own folder is merged with it by name.
 */
export const ORM_PARTS: OrmParts = {
  entities: entitiesOf(MANIFESTS),
  migrations: migrationsOf(MANIFESTS, MIGRATIONS),
};

/** Nest modules loaded by both processes (their subscribers must exist wherever events are relayed). */
export const DOMAIN_MODULES = MANIFESTS.flatMap((manifest) =>
  manifest.module ? [manifest.module] : [],
);

/** The modules' own settings, validated with the platform's at every process start. */
export const MODULE_SETTINGS = MANIFESTS.flatMap((manifest) => manifest.settings ?? []);

/** Demo data, in manifest order. Each seeder skips what already exists. */
export const DEMO_SEEDERS = MANIFESTS.flatMap((manifest) => manifest.demoSeeders ?? []);

/**
 * The composition root: which entities, migrations, domain modules and demo seeders make up
 * PX Taller. The API, the worker, the CLI and the tests all build themselves from these lists, so
 * adding a domain means adding it here once.
 */
import { ACCESS_ENTITIES, AccessModule } from '@px/access';
import { ANNOUNCEMENTS_ENTITIES, AnnouncementsModule } from '@px/announcements';
import { CUSTOMERS_ENTITIES, CustomersModule } from '@px/customers';
import { IDENTITY_ENTITIES, IdentityModule } from '@px/identity';
import { NOTIFICATIONS_ENTITIES, NotificationsModule } from '@px/notifications';
import { DomainEventRecord, EventDelivery, type OrmParts } from '@px/platform';
import { DemoWorkshopSeeder, SYSTEM_ENTITIES, SystemModule } from '@px/system';
import { VEHICLES_ENTITIES, VehiclesModule } from '@px/vehicles';
import { WORK_ORDERS_ENTITIES, WorkOrdersModule } from '@px/work-orders';
import { WORKFORCE_ENTITIES, WorkforceModule } from '@px/workforce';
import { MIGRATIONS } from '../../../migrations';
import { DemoCustomersSeeder } from './seeders/demo-customers.seeder';
import { DemoStaffSeeder } from './seeders/demo-staff.seeder';
import { DemoWorkOrdersSeeder } from './seeders/demo-work-orders.seeder';

export { DEMO_STAFF, DEFAULT_DEMO_PASSWORD } from './seeders/demo-staff.seeder';

export const ENTITIES = [
  DomainEventRecord,
  EventDelivery,
  ...SYSTEM_ENTITIES,
  ...IDENTITY_ENTITIES,
  ...ACCESS_ENTITIES,
  ...WORKFORCE_ENTITIES,
  ...CUSTOMERS_ENTITIES,
  ...VEHICLES_ENTITIES,
  ...WORK_ORDERS_ENTITIES,
  ...NOTIFICATIONS_ENTITIES,
  ...ANNOUNCEMENTS_ENTITIES,
];

export const ORM_PARTS: OrmParts = { entities: ENTITIES, migrations: MIGRATIONS };

/** Domain modules loaded by both processes (their subscribers must exist wherever events are relayed). */
export const DOMAIN_MODULES = [
  SystemModule,
  WorkforceModule,
  AccessModule,
  IdentityModule,
  CustomersModule,
  VehiclesModule,
  WorkOrdersModule,
  NotificationsModule,
  AnnouncementsModule,
];

/** Demo data, in dependency order. Each seeder skips what already exists. */
export const DEMO_SEEDERS = [
  DemoWorkshopSeeder,
  DemoStaffSeeder,
  DemoCustomersSeeder,
  DemoWorkOrdersSeeder,
];

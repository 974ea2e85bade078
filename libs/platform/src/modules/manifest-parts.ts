import { type MigrationObject, type EntityClass } from '@mikro-orm/core';
import { type Type } from '@nestjs/common';
import { type AppConfig } from '../config';
import { PurgeIdempotencyKeysTask } from '../idempotency/purge-idempotency-keys.task';
import { type MaintenanceTask } from '../maintenance/maintenance-task';
import { PURGE_EXPIRED_DATA_JOB, PurgeExpiredDataJob } from '../maintenance/purge-expired-data.job';
import { PurgeSucceededDeliveriesTask } from '../maintenance/purge-delivered-events.task';
import { DomainEventRecord } from '../outbox/domain-event-record.entity';
import { EventDelivery } from '../outbox/event-delivery.entity';
import { type AccessCatalogue, mergeCatalogues } from './access-catalogue';
import {
  type JobDeclaration,
  type JobSchedule,
  type ModuleManifest,
  type RealtimeRoomGrant,
  jobHandledBy,
  scheduleOf,
} from './module-manifest';

type Parts = Omit<ModuleManifest, 'name' | 'module'>;

/** What the platform itself contributes, declared the way a module would. */
export const PLATFORM_PARTS: Parts = {
  entities: [DomainEventRecord, EventDelivery],
  tables: [
    'domain_event',
    'event_delivery',
    'idempotency_key',
    'list_version',
    'mikro_orm_migrations',
  ],
  jobs: [jobHandledBy(PURGE_EXPIRED_DATA_JOB, PurgeExpiredDataJob)],
  schedules: (config) => [
    scheduleOf({
      id: 'maintenance-nightly',
      pattern: config.maintenanceCron,
      job: PURGE_EXPIRED_DATA_JOB,
      payload: { trigger: 'schedule' },
    }),
  ],
  maintenanceTasks: [PurgeSucceededDeliveriesTask, PurgeIdempotencyKeysTask],
};

const partsOf = (manifests: readonly ModuleManifest[]): Parts[] => [PLATFORM_PARTS, ...manifests];

export function entitiesOf(manifests: readonly ModuleManifest[]): EntityClass<unknown>[] {
  return partsOf(manifests).flatMap((parts) => parts.entities ?? []);
}

/** Every module's migrations with the given ones, in name (= timestamp) order. */
export function migrationsOf(
  manifests: readonly ModuleManifest[],
  baseline: readonly MigrationObject[] = [],
): MigrationObject[] {
  const all = [...baseline, ...manifests.flatMap((manifest) => manifest.migrations ?? [])];
  const names = new Set<string>();
  for (const migration of all) {
    if (names.has(migration.name)) throw new Error(`Migration ${migration.name} is listed twice`);
    names.add(migration.name);
  }
  return all.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export function jobsOf(manifests: readonly ModuleManifest[]): JobDeclaration[] {
  return partsOf(manifests).flatMap((parts) => parts.jobs ?? []);
}

/** Every queue some job runs on, sorted. */
export function queueNamesOf(manifests: readonly ModuleManifest[]): string[] {
  return [...new Set(jobsOf(manifests).map(({ job }) => job.queue))].sort();
}

export function schedulesOf(
  manifests: readonly ModuleManifest[],
  config: AppConfig,
): JobSchedule[] {
  return partsOf(manifests).flatMap((parts) => parts.schedules?.(config) ?? []);
}

export function maintenanceTasksOf(manifests: readonly ModuleManifest[]): Type<MaintenanceTask>[] {
  return partsOf(manifests).flatMap((parts) => parts.maintenanceTasks ?? []);
}

export function realtimeRoomsOf(manifests: readonly ModuleManifest[]): RealtimeRoomGrant[] {
  return manifests.flatMap((manifest) => manifest.realtimeRooms ?? []);
}

export function notificationTypesOf(manifests: readonly ModuleManifest[]): Set<string> {
  return new Set(manifests.flatMap((manifest) => manifest.notificationTypes ?? []));
}

/** The access catalogue every module declares, merged (`npm run migrate` syncs it). */
export function accessCatalogueOf(manifests: readonly ModuleManifest[]): Required<AccessCatalogue> {
  return mergeCatalogues(manifests.map((manifest) => manifest.access ?? {}));
}

import { type Type } from '@nestjs/common';
import { type EntityClass, type MigrationObject } from '@mikro-orm/core';
import { type Seeder } from '@mikro-orm/seeder';
import { type AppConfig, type SettingDefinition } from '../config';
import { type MaintenanceTask } from '../maintenance/maintenance-task';
import { type JobDefinition, type JobHandler } from '../queue/job-definition';
import { type AccessCatalogue } from './access-catalogue';

/** A job a module owns and the provider that runs it in the worker (build it with {@link jobHandledBy}). */
export interface JobDeclaration {
  job: JobDefinition<unknown>;
  handler: Type<JobHandler<unknown>>;
}

/** Pairs a job with its handler, checking that the handler takes the job's payload. */
export function jobHandledBy<P>(
  job: JobDefinition<P>,
  handler: Type<JobHandler<P>>,
): JobDeclaration {
  return { job, handler } as JobDeclaration;
}

/** A repeatable job: upserted by the worker at start-up under a stable id. */
export interface JobSchedule<P = unknown> {
  /** Stable scheduler id: upsertJobScheduler replaces the schedule with this id. */
  id: string;
  /** Cron pattern, in the business time zone. */
  pattern: string;
  job: JobDefinition<P>;
  payload: P;
}

/** A schedule, checking that its payload is the job's. */
export function scheduleOf<P>(schedule: JobSchedule<P>): JobSchedule {
  return schedule as JobSchedule;
}

/** A realtime room a module pushes to, and who may be in it. */
export interface RealtimeRoomGrant {
  room: string;
  /** A socket joins when its user holds this permission (administrators always do). */
  permission: string;
}

/**
 * Everything composition needs to know about a domain lib (DESIGN §4). The api, worker, cli, seed
 * and migrations are built from the list of manifests alone, so the platform names no domain and
 * adding a module is one folder plus one line in `libs/composition`.
 */
export interface ModuleManifest {
  /** The lib's name, kebab-case, as in `libs/<name>` and `@px/<name>`. */
  name: string;
  /**
   * Its Nest module, loaded by the api and the worker (subscribers must run wherever events are
   * relayed). Only a lib with no runtime code (the demo data) goes without.
   */
  module?: Type;
  /** Its MikroORM entities (the explicit list: no globs, DESIGN §4). */
  entities?: EntityClass<unknown>[];
  /** Its migrations (`libs/<name>/migrations`), merged with every other module's by name. */
  migrations?: MigrationObject[];
  /**
   * Tables it owns besides its entities' (read models, join tables written in SQL). Only this lib's
   * SQL may name them: the boundary check refuses another lib's table in a query.
   */
  tables?: string[];
  /** Its permissions and pages (access control and the menu). */
  access?: AccessCatalogue;
  /** Jobs it owns, each with the provider the worker runs it with. */
  jobs?: JobDeclaration[];
  /** Its repeatable jobs. */
  schedules?: (config: AppConfig) => JobSchedule[];
  /** Realtime rooms it pushes to, with the permission that admits a socket. */
  realtimeRooms?: RealtimeRoomGrant[];
  /** SPEC §3 notification types it raises (the others show "Próximamente" at /notification-management). */
  notificationTypes?: readonly string[];
  /** Its own environment settings (documented in .env.example like the platform's). */
  settings?: SettingDefinition[];
  /** Demo data (`npm start` on an empty database), in dependency order after earlier manifests'. */
  demoSeeders?: Type<Seeder>[];
  /** Providers run by the nightly maintenance job (each `@RegisterMaintenanceTask`). */
  maintenanceTasks?: Type<MaintenanceTask>[];
}

/** Declares a manifest (typed, so a misspelt field is a compile error). */
export function defineModule<M extends ModuleManifest>(manifest: M): M {
  return manifest;
}

/** The manifests of the running process, injected wherever the platform needs what modules declared. */
export const MODULE_MANIFESTS = Symbol('MODULE_MANIFESTS');

import { SetMetadata } from '@nestjs/common';
import { type EntityManager } from '@mikro-orm/postgresql';

export const MAINTENANCE_TASK = 'px:maintenance-task';

/** A purge or clean-up that the nightly maintenance job runs. Must be idempotent. */
export interface MaintenanceTask {
  /** Returns how many rows it removed or fixed. */
  run(em: EntityManager, now: Date): Promise<number>;
}

/** Registers a provider as a maintenance task under a stable name (shown in the job's result). */
export const RegisterMaintenanceTask = (name: string): ClassDecorator =>
  SetMetadata(MAINTENANCE_TASK, name);

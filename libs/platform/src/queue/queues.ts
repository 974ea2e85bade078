import { type JobsOptions } from 'bullmq';
import { type AppConfig } from '../config';

/**
 * Every queue, every job name and its payload type, in one place (DESIGN §5). Producers and
 * processors are typed against this map, so a payload change is a compile error on both sides.
 * Each later module adds its jobs to its queue's entry.
 */
export const QUEUE_NAMES = [
  'kpis',
  'predictions',
  'productivity',
  'notifications',
  'reminders',
  'maintenance',
] as const;

export type QueueName = (typeof QUEUE_NAMES)[number];

export interface PurgeExpiredDataPayload {
  /** Who asked: the nightly schedule or an operator from the console. */
  trigger: 'schedule' | 'operator';
}

/** Recompute the cached work-order statistics (debounced: one run after a burst of changes). */
export interface WorkOrderStatisticsPayload {
  /** The event type that asked for it (logs only). */
  trigger: string;
}

export interface QueueJobs {
  kpis: {
    'work-order-statistics': WorkOrderStatisticsPayload;
  };
  predictions: Record<never, never>;
  productivity: Record<never, never>;
  notifications: Record<never, never>;
  reminders: Record<never, never>;
  maintenance: {
    'purge-expired-data': PurgeExpiredDataPayload;
  };
}

export type JobName<Q extends QueueName> = Extract<keyof QueueJobs[Q], string>;
export type JobPayload<Q extends QueueName, J extends JobName<Q>> = QueueJobs[Q][J];

/** Jobs are idempotent, so they retry with backoff; finished ones are kept a while for operators. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 10_000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 1_000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

export interface JobSchedule<Q extends QueueName = QueueName> {
  queue: Q;
  /** Stable scheduler id: upsertJobScheduler replaces the schedule with this id. */
  id: string;
  pattern: string;
  job: { name: JobName<Q>; data: QueueJobs[Q][JobName<Q>] };
}

/** Recurring work, declared in code and upserted by the worker at start-up. */
export function jobSchedules(config: AppConfig): JobSchedule[] {
  const maintenance: JobSchedule<'maintenance'> = {
    queue: 'maintenance',
    id: 'maintenance-nightly',
    pattern: config.maintenanceCron,
    job: { name: 'purge-expired-data', data: { trigger: 'schedule' } },
  };
  return [maintenance as unknown as JobSchedule];
}

export function bullPrefix(config: Pick<AppConfig, 'redisKeyPrefix'>): string {
  return `${config.redisKeyPrefix}:bull`;
}

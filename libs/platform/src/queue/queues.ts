import { type JobsOptions } from 'bullmq';
import { type AppConfig } from '../config';

/**
 * Queue-wide settings. Queues themselves are not listed here: each module declares its jobs (and so
 * the queues they run on, one per concern as DESIGN §5 names them) in its manifest.
 */

/** Jobs are idempotent, so they retry with backoff; finished ones are kept a while for operators. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 10_000 },
  removeOnComplete: { age: 7 * 24 * 3600, count: 1_000 },
  removeOnFail: { age: 30 * 24 * 3600 },
};

export function bullPrefix(config: Pick<AppConfig, 'redisKeyPrefix'>): string {
  return `${config.redisKeyPrefix}:bull`;
}

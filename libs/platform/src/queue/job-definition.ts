import { type Job } from 'bullmq';

/**
 * A job kind: the queue it runs on, its name and (as a type) its payload. Each module declares its
 * own next to the code that runs it and lists it in its manifest; producers enqueue with the
 * definition, so a payload change is a compile error on both sides (DESIGN §5).
 */
export interface JobDefinition<P> {
  readonly queue: string;
  readonly name: string;
  /** Type only: never set. */
  readonly payload?: P;
}

/** `defineJob<RecountPayload>('stock', 'recount')`. */
export function defineJob<P>(queue: string, name: string): JobDefinition<P> {
  return { queue, name };
}

/** Runs one kind of job in the worker. Jobs are retried, so `run` must be idempotent. */
export interface JobHandler<P> {
  /** `job` is BullMQ's (progress, attempts); absent when a test or an operator runs it directly. */
  run(payload: P, job?: Job<P>): Promise<unknown>;
}

export type JobPayloadOf<D> = D extends JobDefinition<infer P> ? P : never;

import { Injectable } from '@nestjs/common';
import { JobQueues } from '@px/platform';
import { VERIFACTU_SUBMISSION_JOB } from './verifactu-submission.definition';

/** Issues that land within this of the first make one message. */
export const SUBMISSION_DEBOUNCE_MS = 2_000;

/** How the API and the worker ask for a submission (the worker runs it). */
@Injectable()
export class VerifactuSubmissionQueue {
  constructor(private readonly jobs: JobQueues) {}

  /** When this process last asked for a run soon (epoch ms). */
  private askedAt = Number.NEGATIVE_INFINITY;

  /**
   * Soon after a commit: one run SUBMISSION_DEBOUNCE_MS after the first issue of a burst, which
   * sends it and whatever was issued meanwhile. While that run is waiting, asking again would add
   * nothing (BullMQ keeps the one job with that deduplication id), so this process does not even
   * ask Redis: ten desks issuing three hundred invoices a second ask once per interval, not three
   * hundred times. A run never waits for a quiet moment (a busy afternoon still sends every two
   * seconds, as the AEAT's waiting time allows); the minute's schedule covers any ask lost.
   */
  async soon(trigger: string): Promise<void> {
    const now = Date.now();
    if (now - this.askedAt < SUBMISSION_DEBOUNCE_MS) return;
    await this.jobs.enqueue(
      VERIFACTU_SUBMISSION_JOB,
      { trigger },
      {
        delay: SUBMISSION_DEBOUNCE_MS,
        deduplication: { id: 'verifactu-submission-soon', ttl: SUBMISSION_DEBOUNCE_MS },
      },
    );
    this.askedAt = now;
  }

  /** Now (an operator's "Enviar ahora"). */
  async now(trigger: string): Promise<void> {
    await this.jobs.enqueue(VERIFACTU_SUBMISSION_JOB, { trigger });
  }

  /** At the instant the AEAT allows the next message: one such run at a time. */
  async at(instant: Date, trigger: string): Promise<void> {
    const delay = Math.max(0, instant.getTime() - Date.now());
    await this.jobs.enqueue(
      VERIFACTU_SUBMISSION_JOB,
      { trigger },
      { delay, deduplication: { id: 'verifactu-submission-next', ttl: delay + 1_000 } },
    );
  }
}

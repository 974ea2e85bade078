import { Injectable } from '@nestjs/common';
import { JobQueues } from '@px/platform';
import { VERIFACTU_SUBMISSION_JOB } from './verifactu-submission.definition';

/** Issues that land together (a batch, a busy desk) make one message. */
export const SUBMISSION_DEBOUNCE_MS = 2_000;

/** How the API and the worker ask for a submission (the worker runs it). */
@Injectable()
export class VerifactuSubmissionQueue {
  constructor(private readonly jobs: JobQueues) {}

  /** Soon after a commit: one run for a burst of issues, each new one pushing it back a little. */
  async soon(trigger: string): Promise<void> {
    await this.jobs.enqueue(
      VERIFACTU_SUBMISSION_JOB,
      { trigger },
      {
        delay: SUBMISSION_DEBOUNCE_MS,
        deduplication: {
          id: 'verifactu-submission-soon',
          ttl: SUBMISSION_DEBOUNCE_MS,
          extend: true,
          replace: true,
        },
      },
    );
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

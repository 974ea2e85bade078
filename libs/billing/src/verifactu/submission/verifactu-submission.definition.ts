import { defineJob } from '@px/platform';

export interface VerifactuSubmissionPayload {
  /** What asked for the run (logs only): the schedule, an issue, an operator, a follow-up. */
  trigger: string;
}

/** One message to the AEAT: the next pending records of the chain (up to 1,000). */
export const VERIFACTU_SUBMISSION_JOB = defineJob<VerifactuSubmissionPayload>(
  'verifactu',
  'submit-records',
);

/**
 * Every minute, whatever else asked: the safety net that sends what an issue's own request did
 * not (a crash after the commit, Redis down, a wait the AEAT imposed, a network outage).
 */
export const VERIFACTU_SUBMISSION_CRON = '* * * * *';

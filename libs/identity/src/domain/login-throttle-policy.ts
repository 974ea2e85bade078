/**
 * Login throttling without lockouts: after a few free failures each further attempt must wait a
 * delay that doubles, capped, so a guesser is slowed to a crawl but a colleague typing the wrong
 * password cannot lock anyone out for long.
 */
export interface ThrottleLimits {
  freeFailures: number;
  maxDelaySeconds: number;
}

/** One account from one address: a person mistyping, or one guesser. */
export const ACCOUNT_FROM_IP_LIMITS: ThrottleLimits = { freeFailures: 5, maxDelaySeconds: 300 };
/** One account from anywhere: guessing spread over many addresses; the owner's clean IP meets only this. */
export const ACCOUNT_LIMITS: ThrottleLimits = { freeFailures: 50, maxDelaySeconds: 300 };
/** One address over every account: a guesser trying many e-mails. */
export const IP_LIMITS: ThrottleLimits = { freeFailures: 20, maxDelaySeconds: 300 };
/** Failures are forgotten after this long without a new one. */
export const THROTTLE_WINDOW_SECONDS = 15 * 60;

/** The wait after `failures` counted attempts: the model the Redis claim script follows (login-throttle.ts). */
export function requiredDelaySeconds(failures: number, limits: ThrottleLimits): number {
  if (failures < limits.freeFailures) return 0;
  return Math.min(2 ** (failures - limits.freeFailures + 1), limits.maxDelaySeconds);
}

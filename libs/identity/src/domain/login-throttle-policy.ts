/**
 * Login throttling without lockouts: after a few free failures each further attempt must wait a
 * delay that doubles, capped, so a guesser is slowed to a crawl but a colleague typing the wrong
 * password cannot lock anyone out for long.
 */
export interface ThrottleState {
  failures: number;
  /** Epoch ms of the last failure. */
  lastFailureAt: number;
}

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

export function requiredDelaySeconds(failures: number, limits: ThrottleLimits): number {
  if (failures < limits.freeFailures) return 0;
  return Math.min(2 ** (failures - limits.freeFailures + 1), limits.maxDelaySeconds);
}

/** Seconds the caller must still wait before trying again (0 = may try now). */
export function retryAfterSeconds(
  state: ThrottleState | null,
  now: number,
  limits: ThrottleLimits,
): number {
  if (!state) return 0;
  const wait = requiredDelaySeconds(state.failures, limits) * 1000 - (now - state.lastFailureAt);
  return wait > 0 ? Math.ceil(wait / 1000) : 0;
}

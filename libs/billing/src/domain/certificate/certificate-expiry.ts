/**
 * How close the certificate is to its end, as the page shows it and as the daily warning decides.
 * Days are whole days of 24 h until `validTo`, rounded down (negative once expired), so "caduca en
 * 0 días" means within the next 24 hours.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** Warned at 30 days or fewer, and again as it gets closer (once per threshold). */
export const EXPIRY_WARNING_DAYS = [30, 7, 1] as const;
/** The last warning: it has expired. */
export const EXPIRED_THRESHOLD = 0;

export function daysUntilExpiry(validTo: Date, now: Date): number {
  return Math.floor((validTo.getTime() - now.getTime()) / DAY_MS);
}

export interface ExpiryState {
  expiresInDays: number;
  /** 30 days or fewer left, and not expired. */
  expiring: boolean;
  expired: boolean;
}

export function expiryState(validTo: Date, now: Date): ExpiryState {
  const expired = validTo.getTime() <= now.getTime();
  const expiresInDays = daysUntilExpiry(validTo, now);
  return { expiresInDays, expired, expiring: !expired && expiresInDays <= EXPIRY_WARNING_DAYS[0] };
}

/**
 * The threshold whose warning is due now, or null: the tightest threshold the days left have
 * reached (0 once expired), when no warning for it or a tighter one was sent yet (`warnedAt`, the
 * last threshold warned for this certificate, null before the first).
 */
export function expiryWarningDue(validTo: Date, now: Date, warnedAt: number | null): number | null {
  const { expiresInDays, expired } = expiryState(validTo, now);
  const reached = expired
    ? EXPIRED_THRESHOLD
    : Math.min(...EXPIRY_WARNING_DAYS.filter((days) => expiresInDays <= days));
  if (!Number.isFinite(reached)) return null;
  return warnedAt === null || reached < warnedAt ? reached : null;
}

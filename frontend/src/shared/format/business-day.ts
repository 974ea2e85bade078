import { BUSINESS_TIME_ZONE } from './locale';

/**
 * Today's calendar day in Madrid (YYYY-MM-DD): the workshop's days (due dates, validity, ITV,
 * deliveries) are counted there whatever the browser's zone.
 */
export function madridToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }).format(now);
}

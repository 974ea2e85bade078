// GET /api/appointments?from=&to=&limit=100 (issue 19): a calendar's week over 50,000 appointments
// (bench/data/appointments.mjs: 65 a working day, three years), as the desk's calendar asks its
// first page: this week, next week and the same week a year ago in turn. The floor runs the same
// statements and builds the same rows (bench/lib/appointments.mjs): the answers are equal.
import { appointmentsPeriod } from '../lib/appointments.mjs';
import { demoAuthorization } from '../lib/auth.mjs';

const DAY_MS = 86_400_000;

/** The Monday 00:00 (as the calendar asks it, Madrid's winter offset) of `weeksFromNow`. */
function week(weeksFromNow, now = new Date()) {
  const today = new Date(
    `${new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Madrid' }).format(now)}T00:00:00Z`,
  );
  const monday = new Date(
    today.getTime() + (1 - (today.getUTCDay() || 7)) * DAY_MS + weeksFromNow * 7 * DAY_MS,
  );
  const day = (date) => date.toISOString().slice(0, 10);
  return `from=${day(monday)}T00:00:00%2B01:00&to=${day(new Date(monday.getTime() + 7 * DAY_MS))}T00:00:00%2B01:00`;
}

export default {
  name: 'appointments-week',
  description: 'A calendar week of appointments (first 100), 3 weeks in turn, over 50,000.',
  method: 'GET',
  path: '/api/appointments?from=…&to=…&limit=100',
  paths: [0, 1, -52].map((weeks) => `/api/appointments?${week(weeks)}&limit=100`),
  data: ['workforce', 'appointments'],
  sameAnswer: true,
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl),
  budget: { p95Ms: 20, connections: 10 },
  floor: appointmentsPeriod,
};

// GET /api/capacity?from=&to= (issue 18): the planner's four weeks ahead for the whole workshop —
// the 50 bench mechanics (their schedules with a summer season, vacations and afternoons off
// ahead: bench/data/workforce.mjs) and the demo's staff — asked by the jefe de taller, as
// /personal-planning's month view and the appointments' slot finder ask it. The floor runs the
// same statements and builds the answer with the same compiled rules (bench/lib/capacity.mjs), so
// the answers are equal (`sameAnswer`). A planner opens it now and then, and the answer is big
// (~280 KB: 59 people × 28 days): measured with one connection, as the whole workshop's report
// (ten at once on the bench's two cores would measure the queue and the transfer, not the query).
import { demoAuthorization } from '../lib/auth.mjs';
import { capacity } from '../lib/capacity.mjs';

const DAY_MS = 86_400_000;

/** Monday of next week and the Sunday four weeks later, as Madrid's calendar reads them. */
function nextFourWeeks(now = new Date()) {
  const today = new Date(
    `${new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Madrid' }).format(now)}T00:00:00Z`,
  );
  const monday = new Date(today.getTime() + (8 - (today.getUTCDay() || 7)) * DAY_MS);
  const sunday = new Date(monday.getTime() + 27 * DAY_MS);
  return [monday, sunday].map((date) => date.toISOString().slice(0, 10));
}

const [from, to] = nextFourWeeks();

export default {
  name: 'capacity',
  description: 'The whole workshop’s capacity for the next four weeks (per person and day).',
  method: 'GET',
  path: `/api/capacity?from=${from}&to=${to}`,
  data: ['workforce'],
  sameAnswer: true,
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl, 'jefe@taller.test'),
  connections: 1,
  budget: { p95Ms: 30, connections: 1 },
  floor: capacity,
};

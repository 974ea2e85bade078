// GET /api/time-clock/status (issue 18): a mechanic with four years of records
// (bench/data/workforce.mjs) asks where they stand. The guard, then GetTimeClockStatusQuery: this
// week's entries with their breaks and corrections (ClockEntriesReader.touching), the latest entry
// and the running job clock, and the totals computed in the workshop's days. The floor runs the
// same statements and the same compiled rules (bench/lib/time-clock.mjs). Not `sameAnswer`: both
// answer their own server_time and the worked time up to it.
import { demoAuthorization } from '../lib/auth.mjs';
import { benchMechanicEmail, timeClockStatus } from '../lib/time-clock.mjs';

export default {
  name: 'time-clock-status',
  description:
    'A mechanic’s time clock status (this week, latest entry, job) over 4 years of records.',
  method: 'GET',
  path: '/api/time-clock/status',
  data: ['workforce'],
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl, benchMechanicEmail(1)),
  budget: { p95Ms: 5, connections: 10 },
  floor: timeClockStatus,
};

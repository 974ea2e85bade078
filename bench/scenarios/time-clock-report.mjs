// GET /api/time-clock/report?employee_id=&month=&format=csv (issue 18): one mechanic's registro de
// jornada of a past month as CSV, asked by the jefe de taller over four years of records
// (bench/data/workforce.mjs): four mechanics and four months in turn (last month, the one before,
// and the same two a year earlier). The guard, the caller's grants, then GetTimesheetReportHandler: the
// employee, the month's entries with their breaks and corrections, the workshop's profile, then the
// corrections' trail, and the CSV. The floor runs the same statements and the same compiled rules
// (bench/lib/time-clock.mjs); past months answer the same file to the byte (`sameAnswer`).
import { demoAuthorization } from '../lib/auth.mjs';
import { monthsAgo, timeClockReport } from '../lib/time-clock.mjs';
import { benchMechanicId } from '../lib/work-orders.mjs';

/** Mechanic and how many months back. */
const ASKED = [
  [1, 1],
  [17, 2],
  [33, 12],
  [49, 13],
];

export default {
  name: 'time-clock-report',
  description:
    'One mechanic’s month of registro de jornada as CSV, 4 in turn (4 years of records).',
  method: 'GET',
  path: '/api/time-clock/report?employee_id=…&month=…&format=csv',
  paths: ASKED.map(
    ([k, back]) =>
      `/api/time-clock/report?employee_id=${benchMechanicId(k)}&month=${monthsAgo(back)}&format=csv`,
  ),
  data: ['workforce'],
  contentType: 'text/csv',
  sameAnswer: true,
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl, 'jefe@taller.test'),
  budget: { p95Ms: 50, connections: 10 },
  floor: timeClockReport,
};

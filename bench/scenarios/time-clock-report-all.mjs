// GET /api/time-clock/report?month=&format=csv (issue 18): the whole workshop's registro de jornada
// of a past month in one CSV (the 50 bench mechanics with four years of records each, and the
// demo's staff), asked by the jefe de taller for an inspection: last month and a year ago in turn.
// The same handler as time-clock-report with no employee: the month's employees, all their entries
// with breaks and corrections, the trail, and the CSV (~2,000 lines). The floor runs the same
// statements and rules (bench/lib/time-clock.mjs) and answers the same file (`sameAnswer`). One
// manager asks it now and then: measured with one connection (ten at once on the bench's two cores
// would measure the queue, not the report).
import { demoAuthorization } from '../lib/auth.mjs';
import { monthsAgo, timeClockReport } from '../lib/time-clock.mjs';

export default {
  name: 'time-clock-report-all',
  description: 'The whole workshop’s month of registro de jornada as one CSV, 2 months in turn.',
  method: 'GET',
  path: '/api/time-clock/report?month=…&format=csv',
  paths: [1, 12].map((back) => `/api/time-clock/report?month=${monthsAgo(back)}&format=csv`),
  data: ['workforce'],
  contentType: 'text/csv',
  sameAnswer: true,
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl, 'jefe@taller.test'),
  connections: 1,
  budget: { p95Ms: 500, connections: 1 },
  floor: timeClockReport,
};

// POST /api/time-clock/clock-in (issue 18): the 50 bench mechanics (bench/data/workforce.mjs, four
// years of records each) clock in and out, and the clock-ins are measured. A worker cannot clock in
// twice (a 409 fails the run), so each connection plays its own mechanics (5 each at 10
// connections), every one of them clocking in, then out, in turn: the clock-outs keep the clock-ins
// honest and are not counted. Each punch is the API's one transaction (the employee row locked,
// where the worker stands, the entry, the outbox event) and answers the status after it; the floor
// runs the same statements in one transaction too (bench/lib/time-clock.mjs). Before each load the
// punches of the previous one are removed (removeTodaysBenchPunches), so every load starts from the
// declared data: by the end of a 10 s load each mechanic has clocked in a few dozen times today.
import { demoAuthorization } from '../lib/auth.mjs';
import {
  benchMechanicEmail,
  removeTodaysBenchPunches,
  timeClockPunch,
} from '../lib/time-clock.mjs';
import { MECHANICS } from '../data/workforce.mjs';

export default {
  name: 'time-clock-clock-in',
  description:
    '50 mechanics clock in, then out, in turn (4 years of records each); clock-ins measured.',
  sequence: [
    { method: 'POST', path: '/api/time-clock/clock-in', body: {} },
    { method: 'POST', path: '/api/time-clock/clock-out', body: {}, measured: false },
  ],
  data: ['workforce'],
  async prepare({ apiUrl }) {
    const actors = [];
    // A few sign-ins at a time (each hashes a password).
    for (let k = 1; k <= MECHANICS; k += 5) {
      const batch = Array.from({ length: Math.min(5, MECHANICS - k + 1) }, (_, i) => k + i);
      const signedIn = await Promise.all(
        batch.map((n) => demoAuthorization(apiUrl, benchMechanicEmail(n))),
      );
      actors.push(...signedIn.map((authorization) => authorization.headers));
    }
    return { actors };
  },
  reset: ({ query }) => removeTodaysBenchPunches(query),
  budget: { p95Ms: 20, connections: 10 },
  floor: timeClockPunch,
};

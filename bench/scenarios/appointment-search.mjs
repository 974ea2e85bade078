// GET /api/appointments/search?q=&limit=5 (issue 19, SPEC §7): the palette's appointment source
// over 50,000 appointments (bench/data/appointments.mjs), as people type: a frequent first name, a
// surname, two names, a phone prefix, a plate fragment, a service type. The floor runs the same
// statement (bench/lib/appointments.mjs) and gives the same answer.
import { appointmentSearch } from '../lib/appointments.mjs';
import { demoAuthorization } from '../lib/auth.mjs';

const QUERIES = ['antonio', 'Fernández', 'maria garcia', '61234', '45 B', 'revisión', 'luc'];

export default {
  name: 'appointment-search',
  description: 'Appointment palette search, 7 queries in turn (50,000 appointments).',
  method: 'GET',
  path: '/api/appointments/search?q=…&limit=5',
  paths: QUERIES.map((q) => `/api/appointments/search?q=${encodeURIComponent(q)}&limit=5`),
  data: ['workforce', 'appointments'],
  sameAnswer: true,
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl),
  budget: { p95Ms: 20, connections: 10 },
  floor: appointmentSearch,
};

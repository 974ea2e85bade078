// GET /api/appointments/availability?date=&service_type_id= (issue 19): the slot finder for a day
// next week, any mechanic: the 54 bookable mechanics' working day (schedules, holidays, absences
// from workforce), the bays, the day's 65 bookings (bench/data/appointments.mjs), the opening
// hours, a 60-minute bench service type. The floor runs the same statements and the same compiled
// rules (bench/lib/appointments.mjs): the answers are equal. One desk asks it as the booking form
// changes: measured with one connection (the budget is a request's time, not a queue's).
import { appointmentAvailability, benchUuid } from '../lib/appointments.mjs';
import { demoAuthorization } from '../lib/auth.mjs';

const DAY_MS = 86_400_000;

/** Wednesday of next week, as Madrid's calendar reads it. */
function nextWednesday(now = new Date()) {
  const today = new Date(
    `${new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Madrid' }).format(now)}T00:00:00Z`,
  );
  const monday = today.getTime() + (8 - (today.getUTCDay() || 7)) * DAY_MS;
  return new Date(monday + 2 * DAY_MS).toISOString().slice(0, 10);
}

export default {
  name: 'appointment-availability',
  description: 'The free slots of a day next week for any mechanic (54 mechanics, 65 bookings).',
  method: 'GET',
  path: `/api/appointments/availability?date=${nextWednesday()}&service_type_id=${benchUuid('bench-service-type')}`,
  data: ['workforce', 'appointments'],
  sameAnswer: true,
  prepare: ({ apiUrl }) => demoAuthorization(apiUrl),
  connections: 1,
  budget: { p95Ms: 30, connections: 1 },
  floor: appointmentAvailability,
};

// Madrid's calendar arithmetic lives in @px/contracts (rules/local-day.ts): workforce, appointments
// and every module that counts in the workshop's days share it. Workforce's files import it from
// here, as before.
export {
  BUSINESS_TIME_ZONE,
  type IsoWeekday,
  type LocalDate,
  addDays,
  businessOffsetMs,
  datesBetween,
  daysBetween,
  formatSpanishDate,
  isLocalDate,
  isoWeek,
  isoWeekday,
  localDate,
  localDayEnd,
  localDayStart,
  localInstant,
  localMonth,
} from '@px/contracts';

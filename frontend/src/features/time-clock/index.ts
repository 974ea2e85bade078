export { TimeClockSummary } from './components/time-clock-summary';
// The registro de jornada screens (features/timesheets) write times and durations the same way.
export { clockTime, clockTimeOn, hoursAndMinutes } from './model';
export { useDurationText } from './use-duration-text';

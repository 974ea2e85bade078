export { TimeClockSummary } from './components/time-clock-summary';

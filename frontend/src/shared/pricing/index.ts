export * from './totals';
export { centsToEuros, eurosToCents } from './money';

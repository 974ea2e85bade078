export {
  type AppLocale,
  BUSINESS_TIME_ZONE,
  DEFAULT_LOCALE,
  FALLBACK_LOCALE,
  INTL_LOCALE,
  isAppLocale,
  SUPPORTED_LOCALES,
} from './locale';
export { madridToday } from './business-day';
export { formatEurFromCents, formatNumber, formatPercent } from './number';
export {
  type DateInput,
  formatNotificationRelativeTime,
  formatWorkOrderRelativeTime,
  type RelativeTimeOptions,
} from './relative-time';
export { formatWorkOrderNumber } from './work-order-number';

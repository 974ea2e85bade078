/**
 * Every freshness, cache, retry and timing constant of SPEC §9 (and §4 "Permission caching"), in
 * one file. Feature api.ts modules import from here instead of writing numbers inline.
 */
const SECOND = 1_000;
const MINUTE = 60 * SECOND;

// General query client (SPEC §9 "General query client: 1 retry, no refetch on window focus")
export const DEFAULT_QUERY_RETRIES = 1;
export const REFETCH_ON_WINDOW_FOCUS = false;

// Work orders
export const DEFAULT_WORK_ORDER_PAGE_SIZE = 20;
export const WORK_ORDER_LIST_STALE_TIME = 2 * MINUTE;
export const WORK_ORDER_DETAIL_STALE_TIME = 1 * MINUTE;
export const WORK_ORDER_STATISTICS_STALE_TIME = 5 * MINUTE;
export const WORK_ORDER_QUERY_RETRIES = 2;

// Navigation and access
export const SIDEBAR_STALE_TIME = 5 * MINUTE;
export const SIDEBAR_GC_TIME = 10 * MINUTE;
export const PAGE_ACCESS_STALE_TIME = 5 * MINUTE;
export const USER_PERMISSIONS_STALE_TIME = 5 * MINUTE;
export const USER_PERMISSIONS_GC_TIME = 10 * MINUTE;
export const USER_PERMISSIONS_RETRIES = 2;
export const ROLES_PERMISSIONS_STALE_TIME = 10 * MINUTE;
export const ROLES_PERMISSIONS_RETRIES = 2;
export const MODULES_STALE_TIME = 10 * MINUTE;

// Session
export const CURRENT_USER_TIMEOUT_MS = 5 * SECOND;

// Search
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_QUERY_LENGTH = 2;
export const SEARCH_RESULTS_PER_SOURCE = 5;
export const SEARCH_FUZZY_MAX_DISTANCE = 2;

// Notifications and announcements
export const UNREAD_BADGE_CAP = 99;
/** One page of the bell's list (the server's default and SPEC's data.data read). */
export const NOTIFICATIONS_PAGE_SIZE = 50;
/** Pushes keep the bell fresh; this only bounds how old a cached list may be on remount. */
export const NOTIFICATIONS_STALE_TIME = 1 * MINUTE;
/** The relative times of an open popover ("Hace N min") move on at this pace. */
export const NOTIFICATIONS_CLOCK_INTERVAL = 30 * SECOND;
export const ANNOUNCEMENTS_REFRESH_INTERVAL = 3 * MINUTE;
/** SPEC §9: the version sent with the announcements calls; VITE_APP_VERSION overrides it. */
export const APP_VERSION: string =
  (import.meta.env.VITE_APP_VERSION as string | undefined)?.trim() || '1.0.0';
export const ADMIN_ANNOUNCEMENTS_STALE_TIME = 1 * MINUTE;
export const NOTIFICATION_RULES_STALE_TIME = 5 * MINUTE;

// First-run setup: service types change only through administration.
export const SERVICE_TYPES_STALE_TIME = 10 * MINUTE;

// Error handling
export const ERROR_BOUNDARY_MAX_RETRIES = 3;
export const COMPONENT_ERROR_BOUNDARY_MAX_RETRIES = 1;
export const ERROR_TEXT_TRUNCATE_LENGTH = 200;

// UI timing
export const CLOCK_REFRESH_INTERVAL = 1 * SECOND;
export const TOOLTIP_DELAY_MS = 700;

// The production query builders, compiled: the floors build their SQL with the very functions the
// API's readers call (libs/<lib>/src/queries/*.sql.ts and libs/platform/src/database/paging.ts,
// pure: a validated filter in, statements out), so a floor cannot drift from the API's statements.
// They come from dist/ (`npm run build:server`; bench/run.mjs builds a stale server before it
// starts the API and the floor). Each file is required on first use, by the floor server only.
// Requiring a builder loads the compiled modules it imports (the platform's and contracts' index):
// code loaded once, nothing of it runs per request.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
const require = createRequire(import.meta.url);

/** A compiled file of dist/, required on first use. */
function compiled(file) {
  let loaded;
  return () => {
    if (!loaded) {
      const full = path.join(DIST, file);
      if (!fs.existsSync(full)) {
        throw new Error(`dist/${file} is missing: run npm run build:server (npm run bench does)`);
      }
      loaded = require(full);
    }
    return loaded;
  };
}

export const paging = compiled('libs/platform/src/database/paging.js');
export const contracts = compiled('libs/contracts/src/index.js');
export const customerListSql = compiled('libs/customers/src/queries/customer-list.sql.js');
export const customerSearchSql = compiled('libs/customers/src/queries/customer-search.sql.js');
export const vehicleListSql = compiled('libs/vehicles/src/queries/vehicle-list.sql.js');
export const vehicleSearchSql = compiled('libs/vehicles/src/queries/vehicle-search.sql.js');
export const workOrderListSql = compiled('libs/work-orders/src/queries/work-order-list.sql.js');
export const workOrderDetailSql = compiled('libs/work-orders/src/queries/work-order-detail.sql.js');
/** The headers every API answer carries (libs/platform/src/http/security-headers.ts). */
export const securityHeaders = compiled('libs/platform/src/http/security-headers.js');
/** The time clock's pure rules (libs/workforce/src/domain): local days, periods, the clock state. */
export const localDay = compiled('libs/workforce/src/domain/local-day.js');
export const clockPeriods = compiled('libs/workforce/src/domain/clock-periods.js');
export const clockTimeline = compiled('libs/workforce/src/domain/clock-timeline.js');
/** The holidays of a year and region (date-holidays), as planning reads them. */
export const holidayCalendar = compiled('libs/workforce/src/domain/holiday-calendar.js');
/** The registro de jornada's document rules and the platform's CSV writer. */
export const timesheetReport = compiled('libs/workforce/src/domain/timesheet-report.js');
export const csv = compiled('libs/platform/src/csv/csv.js');
/** Capacity's range and answer (libs/workforce/src/domain: capacity-range, capacity-view). */
export const capacityRange = compiled('libs/workforce/src/domain/capacity-range.js');
export const capacityView = compiled('libs/workforce/src/domain/capacity-view.js');
/** The appointments' slot finder and its inputs (libs/appointments/src/domain, workforce's day). */
export const openingHours = compiled('libs/appointments/src/domain/opening-hours.js');
export const slotFinder = compiled('libs/appointments/src/domain/slot-finder.js');
export const workingIntervals = compiled('libs/workforce/src/domain/working-intervals.js');
export const localDayRules = compiled('libs/contracts/src/rules/local-day.js');
/** Billing's invoice list: its filter clause, columns and list item (libs/billing/src/queries). */
export const invoiceFilter = compiled('libs/billing/src/queries/invoice-filter.js');
export const invoiceView = compiled('libs/billing/src/queries/invoice-view.js');
export const sqlParams = compiled('libs/platform/src/database/sql-params.js');

import { WORKFORCE_CATALOGUE } from './workforce.catalogue';
import { defineModule } from '@px/platform';
import { Employee } from './domain/employee.entity';
import { WorkforceModule } from './workforce.module';
import { Migration20261126100000_time_clock } from '../migrations/Migration20261126100000_time_clock';
import { Migration20261126130000_employee_profile } from '../migrations/Migration20261126130000_employee_profile';
import { Migration20261126120000_job_clock } from '../migrations/Migration20261126120000_job_clock';
import { Migration20261126140000_work_calendar } from '../migrations/Migration20261126140000_work_calendar';
import { Migration20261126173000_kiosk_pin_bucket } from '../migrations/Migration20261126173000_kiosk_pin_bucket';

/** Employees and the time clock (schedules and absences later). */
export const WORKFORCE_MANIFEST = defineModule({
  name: 'workforce',
  module: WorkforceModule,
  access: WORKFORCE_CATALOGUE,
  entities: [Employee],
  migrations: [
    { name: 'Migration20261126100000_time_clock', class: Migration20261126100000_time_clock },
    {
      name: 'Migration20261126130000_employee_profile',
      class: Migration20261126130000_employee_profile,
    },
    { name: 'Migration20261126120000_job_clock', class: Migration20261126120000_job_clock },
    {
      name: 'Migration20261126140000_work_calendar',
      class: Migration20261126140000_work_calendar,
    },
    {
      name: 'Migration20261126173000_kiosk_pin_bucket',
      class: Migration20261126173000_kiosk_pin_bucket,
    },
  ],
  /** The time clock's tables, written in SQL only (no entities). */
  tables: [
    'clock_entry',
    'clock_break',
    'clock_correction',
    'timesheet_month',
    'job_clock',
    'work_schedule',
    'local_holiday',
    'workforce_calendar',
  ],
});

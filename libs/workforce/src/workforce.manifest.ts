import { WORKFORCE_CATALOGUE } from './workforce.catalogue';
import { defineModule, jobHandledBy, scheduleOf } from '@px/platform';
import {
  CLOSE_FORGOTTEN_CLOCK_OUTS_CRON,
  CLOSE_FORGOTTEN_CLOCK_OUTS_JOB,
  CloseForgottenClockOutsJob,
} from './jobs/close-forgotten-clock-outs.job';
import { Employee } from './domain/employee.entity';
import { WorkforceModule } from './workforce.module';
import { Migration20261126100000_time_clock } from '../migrations/Migration20261126100000_time_clock';
import { Migration20261126130000_employee_profile } from '../migrations/Migration20261126130000_employee_profile';
import { Migration20261126120000_job_clock } from '../migrations/Migration20261126120000_job_clock';
import { Migration20261126140000_work_calendar } from '../migrations/Migration20261126140000_work_calendar';
import { Migration20261126150000_absences } from '../migrations/Migration20261126150000_absences';
import { Migration20261126173000_kiosk_pin_bucket } from '../migrations/Migration20261126173000_kiosk_pin_bucket';
import { Migration20261126160000_clock_auto_close } from '../migrations/Migration20261126160000_clock_auto_close';

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
    { name: 'Migration20261126150000_absences', class: Migration20261126150000_absences },
    {
      name: 'Migration20261126160000_clock_auto_close',
      class: Migration20261126160000_clock_auto_close,
    },
    {
      name: 'Migration20261126173000_kiosk_pin_bucket',
      class: Migration20261126173000_kiosk_pin_bucket,
    },
  ],
  jobs: [jobHandledBy(CLOSE_FORGOTTEN_CLOCK_OUTS_JOB, CloseForgottenClockOutsJob)],
  /** Forgotten clock-outs are closed every night (the margin is the calendar's setting). */
  schedules: () => [
    scheduleOf({
      id: 'workforce-close-forgotten-clock-outs',
      pattern: CLOSE_FORGOTTEN_CLOCK_OUTS_CRON,
      job: CLOSE_FORGOTTEN_CLOCK_OUTS_JOB,
      payload: { trigger: 'schedule' },
    }),
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
    'absence',
  ],
  // Raised by the notifications module's subscriber on absence events: the request to managers,
  // the decision to the worker.
  notificationTypes: ['absence_requested', 'absence_decided'],
});

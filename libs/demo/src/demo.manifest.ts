import { defineModule } from '@px/platform';
import { DemoCustomersSeeder } from './seeders/demo-customers.seeder';
import { DemoInventorySeeder } from './seeders/demo-inventory.seeder';
import { DemoInvoicesSeeder } from './seeders/demo-invoices.seeder';
import { DemoStaffSeeder } from './seeders/demo-staff.seeder';
import { DemoAbsencesSeeder } from './seeders/demo-absences.seeder';
import { DemoAppointmentsSeeder } from './seeders/demo-appointments.seeder';
import { DemoReceiptsSeeder } from './seeders/demo-receipts.seeder';
import { DemoTimeClockSeeder } from './seeders/demo-time-clock.seeder';
import { DemoWorkCalendarSeeder } from './seeders/demo-work-calendar.seeder';
import { DemoWorkOrdersSeeder } from './seeders/demo-work-orders.seeder';

/**
 * The demo workshop's people, customers, cars and orders (`npm start` on an empty database). It
 * writes across modules on purpose, like a fixture: docs/decisions.md says why it may.
 */
export const DEMO_MANIFEST = defineModule({
  name: 'demo',
  demoSeeders: [
    DemoStaffSeeder,
    DemoWorkCalendarSeeder,
    DemoCustomersSeeder,
    DemoWorkOrdersSeeder,
    DemoAbsencesSeeder,
    DemoTimeClockSeeder,
    DemoAppointmentsSeeder,
    DemoReceiptsSeeder,
    DemoInventorySeeder,
    DemoInvoicesSeeder,
  ],
});

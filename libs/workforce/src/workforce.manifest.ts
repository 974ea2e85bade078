import { WORKFORCE_CATALOGUE } from './workforce.catalogue';
import { defineModule } from '@px/platform';
import { Employee } from './domain/employee.entity';
import { WorkforceModule } from './workforce.module';

/** Employees (schedules, absences and the time clock later). */
export const WORKFORCE_MANIFEST = defineModule({
  name: 'workforce',
  module: WorkforceModule,
  access: WORKFORCE_CATALOGUE,
  entities: [Employee],
});

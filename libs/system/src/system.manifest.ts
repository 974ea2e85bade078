import { Migration20261126173200_service_type_duration } from '../migrations/Migration20261126173200_service_type_duration';
import { Migration20261128151000_workshop_signal } from '../migrations/Migration20261128151000_workshop_signal';
import { SYSTEM_CATALOGUE } from './system.catalogue';
import { defineModule } from '@px/platform';
import { ServiceType } from './domain/service-type.entity';
import { Workshop } from './domain/workshop.entity';
import { DemoWorkshopSeeder } from './seeders/demo-workshop.seeder';
import { SystemModule } from './system.module';

/** The workshop's own data and first-run setup. */
export const SYSTEM_MANIFEST = defineModule({
  name: 'system',
  module: SystemModule,
  access: SYSTEM_CATALOGUE,
  entities: [Workshop, ServiceType],
  migrations: [
    {
      name: 'Migration20261126173200_service_type_duration',
      class: Migration20261126173200_service_type_duration,
    },
    {
      name: 'Migration20261128151000_workshop_signal',
      class: Migration20261128151000_workshop_signal,
    },
  ],
  demoSeeders: [DemoWorkshopSeeder],
});

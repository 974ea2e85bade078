export * from './domain/workshop.entity';
export * from './domain/service-type.entity';
export * from './seeders/demo-workshop.seeder';
export * from './system.module';
export * from './queries/workshop-profile.query';
export * from './commands/complete-setup.command';

import { ServiceType } from './domain/service-type.entity';
import { Workshop } from './domain/workshop.entity';
export const SYSTEM_ENTITIES = [Workshop, ServiceType];

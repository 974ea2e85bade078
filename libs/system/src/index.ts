export * from './domain/workshop.entity';
export * from './seeders/demo-workshop.seeder';
export * from './system.module';

import { Workshop } from './domain/workshop.entity';
export const SYSTEM_ENTITIES = [Workshop];

export * from './domain/workshop.entity';
export * from './seeders/demo-workshop.seeder';
export * from './system.module';
export * from './queries/workshop-profile.query';

import { Workshop } from './domain/workshop.entity';
export const SYSTEM_ENTITIES = [Workshop];

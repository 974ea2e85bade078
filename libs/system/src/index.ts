export * from './domain/workshop.entity';
export * from './domain/service-type.entity';
export * from './seeders/demo-workshop.seeder';
export * from './system.module';
export * from './queries/workshop-profile.query';
export * from './commands/complete-setup.command';

export * from './system.manifest';

export * from './seeders/demo-workshop.seeder';
export { SystemModule } from './system.module';
export { GetWorkshopProfileQuery, type WorkshopProfile } from './queries/workshop-profile.query';
export { workshopAddress } from './domain/workshop-address';
export { GetServiceTypeOptionsQuery } from './queries/service-type-options.query';
export { GetServiceTypeQuery, type ServiceTypeRef } from './queries/service-type.query';
export { CompleteSetupCommand } from './commands/complete-setup.command';

export * from './system.manifest';

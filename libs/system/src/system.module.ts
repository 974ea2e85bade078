import { Module } from '@nestjs/common';
import { CompleteSetupHandler } from './commands/complete-setup.command';
import { SetupController } from './http/setup.controller';
import { GetServiceTypeOptionsHandler } from './queries/service-type-options.query';
import { GetServiceTypeHandler } from './queries/service-type.query';
import { GetWorkshopProfileHandler } from './queries/workshop-profile.query';

/**
 * System domain: the workshop's own data, first-run setup and the service types; feature flags,
 * dictionary and system info join it in later issues.
 */
@Module({
  controllers: [SetupController],
  providers: [
    GetWorkshopProfileHandler,
    GetServiceTypeOptionsHandler,
    GetServiceTypeHandler,
    CompleteSetupHandler,
  ],
})
export class SystemModule {}

import { Module } from '@nestjs/common';
import { GetWorkshopProfileHandler } from './queries/workshop-profile.query';

/**
 * System domain: the workshop's own data now; setup, service types, feature flags, dictionary and
 * system info join it in later issues.
 */
@Module({ providers: [GetWorkshopProfileHandler] })
export class SystemModule {}

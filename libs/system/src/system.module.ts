import { Module } from '@nestjs/common';

/**
 * System domain: the workshop's own data now; setup, service types, feature flags, dictionary and
 * system info join it in later issues.
 */
@Module({})
export class SystemModule {}

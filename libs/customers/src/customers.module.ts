import { Module } from '@nestjs/common';

/** Customers: people and companies, their consents, merges, import and export. */
@Module({})
export class CustomersModule {}

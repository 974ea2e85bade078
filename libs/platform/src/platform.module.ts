import { UploadStore } from './uploads/upload-store';
import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { CqrsModule } from '@nestjs/cqrs';
import { EventEmitterModule } from '@nestjs/event-emitter';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { type Logger } from 'pino';
import { AccessTokenStrategy, AccessTokens, Authenticator, AuthorizationGuard } from './auth';
import { APP_CONFIG, type AppConfig, ConfigModule } from './config';
import {
  DATABASE_ROLE,
  DatabaseSignals,
  EntityRows,
  ListTotals,
  type OrmParts,
  SqlClient,
  createOrmOptions,
  databaseSessionOptions,
} from './database';
import { getOptionsToken, getStorageToken } from '@nestjs/throttler';
import {
  ApiExceptionFilter,
  NotModifiedAnswers,
  RateLimitGuard,
  RateLimitStorage,
  createValidationPipe,
  rateLimitOptions,
} from './http';
import { Mailer } from './mail';
import { MaintenanceModule } from './maintenance';
import { MODULE_MANIFESTS, type ModuleManifest, queueNamesOf } from './modules';
import { OutboxModule } from './outbox';
import { QueueModule } from './queue';
import { RealtimeAdmission, RealtimePushModule } from './realtime';
import { Cache } from './redis';

/** The process's pino root logger, for code that logs outside Nest's Logger. */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');

export interface PlatformOptions {
  config: AppConfig;
  logger: Logger;
  /** 'api' answers HTTP and produces jobs; 'worker' runs processors; 'cli' migrates and seeds. */
  role: 'api' | 'worker' | 'cli';
  orm: OrmParts;
  /** The modules this process runs (jobs, queues, rooms and maintenance tasks come from them). */
  manifests?: ModuleManifest[];
}

/**
 * Everything a process of PX Taller stands on: configuration, logs, the database, CQRS buses, the
 * outbox, queues, realtime push and maintenance. Domain modules are imported next to it.
 */
@Module({})
export class PlatformModule {
  static forRoot(options: PlatformOptions): DynamicModule {
    const { config, logger, role, orm, manifests = [] } = options;
    /** What every role shares with the domain modules. */
    const services = [
      AccessTokens,
      // The one access-token check: the API's guard, and logout and the realtime handshake,
      // which live in identity (loaded by every process).
      AccessTokenStrategy,
      Authenticator,
      Cache,
      SqlClient,
      DatabaseSignals,
      EntityRows,
      ListTotals,
      Mailer,
      RealtimeAdmission,
      UploadStore,
    ];
    /** Only the API answers HTTP (and only it loads what the Authenticator needs). */
    const httpServices = role === 'api' ? [NotModifiedAnswers] : [];
    return {
      module: PlatformModule,
      global: true,
      imports: [
        ConfigModule.forRoot(config),
        // No per-request EntityManager fork: writes fork inside CommandTransaction and reads use
        // SqlClient, so the middleware would only cost every request an identity map it never uses.
        MikroOrmModule.forRoot({
          ...createOrmOptions(config, orm, databaseSessionOptions(role, config)),
          registerRequestContext: false,
        }),
        CqrsModule.forRoot(),
        // In-process, non-durable signals (cache invalidation); domain events go through the outbox.
        EventEmitterModule.forRoot({ wildcard: false, maxListeners: 100 }),
        OutboxModule,
        QueueModule.forRoot(role === 'worker' ? 'worker' : 'producer', queueNamesOf(manifests)),
        RealtimePushModule,
        MaintenanceModule,
      ],
      providers: [
        { provide: ROOT_LOGGER, useValue: logger },
        { provide: MODULE_MANIFESTS, useValue: manifests },
        { provide: DATABASE_ROLE, useValue: role },
        ...services,
        ...httpServices,
        ...(role === 'api'
          ? [
              { provide: getOptionsToken(), useFactory: rateLimitOptions, inject: [APP_CONFIG] },
              { provide: getStorageToken(), useClass: RateLimitStorage },
              // Guards run in this order: rates are counted before any token is checked.
              { provide: APP_GUARD, useClass: RateLimitGuard },
              { provide: APP_GUARD, useClass: AuthorizationGuard },
              { provide: APP_FILTER, useClass: ApiExceptionFilter },
              { provide: APP_PIPE, useFactory: createValidationPipe },
            ]
          : []),
      ],
      exports: [ROOT_LOGGER, MODULE_MANIFESTS, ...services, ...httpServices],
    };
  }
}

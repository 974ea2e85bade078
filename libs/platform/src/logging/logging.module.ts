import { type DynamicModule, Module, RequestMethod } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { type Logger } from 'pino';

/**
 * nestjs-pino bound to the process's root logger. The HTTP access logger is installed by the API
 * bootstrap as the second middleware (after the request id), so even requests rejected before
 * Nest's routing are logged; `useExisting` makes Nest's Logger reuse that request-scoped logger.
 */
@Module({})
export class LoggingModule {
  static forRoot(rootLogger: Logger): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRoot({
          pinoHttp: { logger: rootLogger },
          useExisting: true,
          forRoutes: [{ path: '{*path}', method: RequestMethod.ALL }],
        }),
      ],
      exports: [LoggerModule],
    };
  }
}

import { type Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import { type NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { type NextFunction, type Request, type Response } from 'express';
import { type Logger } from 'pino';
import {
  type AppConfig,
  type Closable,
  PinoNestLogger,
  RealtimeGateway,
  RedisIoAdapter,
  apiBodyPipeline,
  createHttpLogger,
  requestIdMiddleware,
  serveSpa,
} from '@px/platform';
import { ApiModule, type ApiModuleOptions } from './api.module';

function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'same-origin');
  next();
}

/** Express's `trust proxy`: a hop count, true/false, or a list of addresses and subnet names. */
function parseTrustProxy(value: string): boolean | number | string {
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

/**
 * Builds the API exactly as production runs it (tests use this too): request id and access log
 * first, the SPA, then the JSON pipeline under /api, Nest's routes, OpenAPI and Socket.IO on Redis.
 */
export async function createApiApp(
  config: AppConfig,
  logger: Logger,
  options: ApiModuleOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    ApiModule.forRoot(config, logger, options),
    {
      bodyParser: false,
      logger: false,
    },
  );
  app.useLogger(new PinoNestLogger(logger));

  const server = app.getHttpAdapter().getInstance();
  server.disable('x-powered-by');
  server.set('etag', false);
  server.set('trust proxy', parseTrustProxy(config.trustProxy));

  // One middleware for what every response needs: its request id (and the request context the
  // logs read), the access log line, and the security headers. Fewer Express layers, less cost.
  const accessLog = createHttpLogger(logger);
  app.use((req: Request, res: Response, next: NextFunction) => {
    securityHeaders(req, res, () => requestIdMiddleware(req, res, () => accessLog(req, res, next)));
  });
  if (config.serveWeb && !serveSpa(server, config.webDistDir)) {
    logger.warn({ webDistDir: config.webDistDir }, 'SPA build not found: run `npm run build:web`');
  }
  app.use('/api', apiBodyPipeline(config.bodyLimitBytes));
  app.setGlobalPrefix('api');

  const openApi = new DocumentBuilder()
    .setTitle('PX Taller API')
    .setDescription(
      'REST API of PX Taller. Every answer is `{ success: true, data }` or an ApiError ' +
        '`{ success: false, error, message, statusCode, timestamp, requestId, details, retryable }`.',
    )
    .setVersion(config.appVersion)
    .addBearerAuth()
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, openApi), {
    jsonDocumentUrl: 'api/docs/json',
    customSiteTitle: 'PX Taller API',
  });

  app.useWebSocketAdapter(
    new RedisIoAdapter(app, config.redisUrl, config.redisKeyPrefix, (up, error) =>
      up
        ? logger.info('Redis is back: realtime fan-out restored')
        : logger.warn({ err: error }, 'Redis unreachable: realtime fan-out paused'),
    ),
  );
  return app;
}

/** Stop accepting, drop sockets, let in-flight requests finish, then run Nest's shutdown hooks. */
export function apiShutdown(app: NestExpressApplication): Closable {
  return {
    close: async () => {
      const server = app.getHttpServer() as Server;
      app.get(RealtimeGateway).closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await app.close();
    },
  };
}

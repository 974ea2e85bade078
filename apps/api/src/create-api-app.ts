import fastifyMultipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { type FastifyInstance } from 'fastify';
import { type Logger } from 'pino';
import {
  type AppConfig,
  Authenticator,
  type Closable,
  installOperatorsOnlyDocs,
  PermissionResolver,
  PinoNestLogger,
  RealtimeGateway,
  RedisIoAdapter,
  installAccessLog,
  installNotModifiedAnswers,
  installRequestPreamble,
  NotModifiedAnswers,
  installResponseEnvelope,
  registerBodyParsers,
  resolveRequestId,
  serveSpa,
  installResponseCompression,
} from '@px/platform';
import { ApiModule, type ApiModuleOptions } from './api.module';

/** The proxies whose X-Forwarded-* headers count: a hop count, true/false, or addresses/subnets. */
function parseTrustProxy(value: string): boolean | number | string {
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

/**
 * Builds the API exactly as production runs it (tests use this too): Fastify with the request
 * preamble (request id, context, security headers), the access log and JSON-only body parsing,
 * the SPA, Nest's routes under /api, OpenAPI and Socket.IO on Redis.
 */
export async function createApiApp(
  config: AppConfig,
  logger: Logger,
  options: ApiModuleOptions = {},
): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    logger: false,
    trustProxy: parseTrustProxy(config.trustProxy),
    genReqId: resolveRequestId,
    requestIdHeader: false,
    bodyLimit: config.bodyLimitBytes,
    // Customers' signed links carry their token in the path (about 150 characters; Fastify's
    // default limit for a path parameter is 100).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    ApiModule.forRoot(config, logger, options),
    adapter,
    { bodyParser: false, logger: false },
  );
  app.useLogger(new PinoNestLogger(logger));

  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  installRequestPreamble(fastify);
  installNotModifiedAnswers(fastify, app.get(NotModifiedAnswers));
  installAccessLog(fastify, logger);
  installResponseEnvelope(fastify);
  if (config.nodeEnv === 'production')
    installOperatorsOnlyDocs(fastify, app.get(Authenticator), app.get(PermissionResolver));
  registerBodyParsers(fastify, config.bodyLimitBytes);
  // Uploads (a reception's photos): multipart/form-data only where a route reads it with
  // readSingleUpload, which sets that route's file limit; one file per request.
  await app.register(fastifyMultipart as never, { limits: { files: 1, fields: 10 } });
  // Last of the onSend hooks: it compresses the final body (after the envelope).
  await installResponseCompression(fastify);
  if (config.serveWeb && !(await serveSpa(fastify, config.webDistDir))) {
    logger.warn({ webDistDir: config.webDistDir }, 'SPA build not found: run `npm run build:web`');
  }
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

/**
 * Drop the realtime sockets, then Nest's close: Fastify stops accepting, closes idle keep-alive
 * connections, lets in-flight requests finish, and Nest runs the shutdown hooks.
 */
export function apiShutdown(app: NestFastifyApplication): Closable {
  return {
    close: async () => {
      app.get(RealtimeGateway).closeAllConnections();
      await app.close();
    },
  };
}

import { type AddressInfo } from 'node:net';
import { type Type } from '@nestjs/common';
import { type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type FastifyInstance } from 'fastify';
import request from 'supertest';
import {
  type AppConfig,
  EventPublisher,
  type RealtimeAuthenticator,
} from '../../../libs/platform/src';
import { createApiApp } from '../../../apps/api/src/create-api-app';
import { LogCapture } from './log-capture';
import { testConfig } from './test-config';

export interface TestApi {
  app: NestFastifyApplication;
  config: AppConfig;
  logs: LogCapture;
  http: () => ReturnType<typeof request>;
  /** Every route Fastify registered for Nest's controllers, as Fastify's router saw it. */
  routes: RegisteredRoute[];
  /** Base URL when started with `listen: true` (sockets, raw connections). */
  url: string;
  close: () => Promise<void>;
}

export interface RegisteredRoute {
  method: string;
  path: string;
}

/** The real API pipeline (createApiApp, as production builds it) on the run's database. */
export async function startTestApi(
  options: {
    extraModules?: Type[];
    realtimeAuthenticator?: Type<RealtimeAuthenticator>;
    env?: Record<string, string>;
    listen?: boolean;
  } = {},
): Promise<TestApi> {
  const config = testConfig(options.env);
  const logs = new LogCapture();
  const app = await createApiApp(config, logs.logger, {
    extraModules: options.extraModules,
    realtimeAuthenticator: options.realtimeAuthenticator,
  });
  const routes: RegisteredRoute[] = [];
  (app.getHttpAdapter().getInstance() as unknown as FastifyInstance).addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, path: route.url });
  });
  let url = '';
  if (options.listen) {
    await app.listen(0, '127.0.0.1');
    url = `http://127.0.0.1:${(app.getHttpServer().address() as AddressInfo).port}`;
  } else {
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  }
  return {
    app,
    config,
    logs,
    routes,
    url,
    http: () => request(app.getHttpServer()),
    close: async () => {
      await app.get(EventPublisher).drain();
      await app.close();
    },
  };
}

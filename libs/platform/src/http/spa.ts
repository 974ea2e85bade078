import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';

/** Paths that belong to the server, never to the client router. */
const SERVER_PREFIXES = ['/api', '/realtime'];

export function resolveWebDist(webDistDir: string): string {
  return resolve(process.cwd(), webDistDir);
}

/**
 * Serves the built SPA on the API's port: hashed assets cached for a year, index.html never cached,
 * and client routes (/orders/123) answered with index.html so a reload works.
 * Returns false when the build is missing, so the caller can say so.
 */
export function serveSpa(server: Express, webDistDir: string): boolean {
  const root = resolveWebDist(webDistDir);
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) return false;

  server.use(
    '/assets',
    express.static(join(root, 'assets'), {
      immutable: true,
      maxAge: '365d',
      index: false,
    }),
  );
  // A missing hashed asset is a stale deployment: a plain 404 the SPA's chunk loader can detect.
  server.use('/assets', (_req: Request, res: Response) => {
    res.status(404).setHeader('Cache-Control', 'no-store');
    res.end();
  });
  server.use(
    express.static(root, {
      index: false,
      maxAge: 0,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    }),
  );
  server.use((req: Request, res: Response, next: NextFunction) => {
    const isServerPath = SERVER_PREFIXES.some(
      (prefix) => req.path === prefix || req.path.startsWith(`${prefix}/`),
    );
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isServerPath) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return true;
}

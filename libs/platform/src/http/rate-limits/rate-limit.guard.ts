import { type ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  DEFAULT_IPV6_SUBNET_PREFIX,
  getOptionsToken,
  getStorageToken,
  ThrottlerGuard,
  type ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerOptions,
  type ThrottlerStorage,
  normalizeIp,
} from '@nestjs/throttler';
import { THROTTLER_SKIP } from '@nestjs/throttler/dist/throttler.constants';
import { type FastifyRequest } from 'fastify';
import { type AppConfig } from '../../config';
import { TooManyRequestsError } from '../domain-error';

const SENSITIVE = 'px:rate-limit:sensitive';

/**
 * A route an attacker would hammer (sign-in, registration, token refresh, password reset, public
 * links): besides the API-wide rate it meets the strict one, counted per route and address.
 */
export const SensitiveRateLimit = (): MethodDecorator & ClassDecorator =>
  SetMetadata(SENSITIVE, true);

/** What the library's handleRequest needs of one throttler on one route, resolved once. */
type RouteLimit = Omit<Parameters<ThrottlerGuard['handleRequest']>[0], 'context'>;

/** The throttlers, named so their Redis keys and the route metadata can tell them apart. */
export const RATE_LIMITERS = { api: 'api', sensitive: 'sensitive' } as const;

const MINUTE_MS = 60_000;

export function rateLimitOptions(config: AppConfig): ThrottlerModuleOptions {
  return {
    // The guard sets Retry-After itself; X-RateLimit-* on every answer would only cost bytes.
    setHeaders: false,
    throttlers: [
      { name: RATE_LIMITERS.api, ttl: MINUTE_MS, limit: config.rateLimitPerMinute },
      {
        name: RATE_LIMITERS.sensitive,
        ttl: MINUTE_MS,
        limit: config.rateLimitSensitivePerMinute,
        skipIf: (context) =>
          !Reflect.getMetadata(SENSITIVE, context.getHandler()) &&
          !Reflect.getMetadata(SENSITIVE, context.getClass()),
      },
    ],
  };
}

/**
 * Request rates per client address (TRUST_PROXY decides what `req.ip` is behind a proxy), shared
 * by every API process through Redis: the whole API under one generous limit, the sensitive routes
 * under a strict one each. Runs before authentication, so a flood of bad tokens is counted too.
 * Past a limit: 429 with `Retry-After` and a Spanish ApiError, like the login throttle.
 */
@Injectable()
export class RateLimitGuard extends ThrottlerGuard {
  constructor(
    @Inject(getOptionsToken()) options: ThrottlerModuleOptions,
    @Inject(getStorageToken()) storage: ThrottlerStorage,
    reflector: Reflector,
  ) {
    super(options, storage, reflector);
  }

  /** Each route's limits, resolved from its metadata on its first request. */
  private readonly routeLimits = new WeakMap<object, RouteLimit[]>();

  /**
   * The library's canActivate resolves every throttler's metadata (skip, limit, ttl, tracker…)
   * through the reflector on every request; here a route's are resolved once, then each request
   * only counts (the library's handleRequest: the storage, the block, the exception).
   */
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const handler = context.getHandler();
    let limits = this.routeLimits.get(handler);
    if (!limits) {
      limits = this.limitsOf(context);
      this.routeLimits.set(handler, limits);
    }
    for (const limit of limits) await this.handleRequest({ context, ...limit });
    return true;
  }

  private limitsOf(context: ExecutionContext): RouteLimit[] {
    const targets = [context.getHandler(), context.getClass()];
    const applies = (throttler: ThrottlerOptions) =>
      !this.reflector.getAllAndOverride<boolean>(THROTTLER_SKIP + throttler.name, targets) &&
      !throttler.skipIf?.(context);
    return this.throttlers.filter(applies).map((throttler) => ({
      throttler,
      limit: throttler.limit as number,
      ttl: throttler.ttl as number,
      blockDuration: (throttler.blockDuration ?? throttler.ttl) as number,
      getTracker: this.commonOptions.getTracker!,
      generateKey: this.commonOptions.generateKey!,
    }));
  }

  protected override async getTracker(req: Record<string, unknown>): Promise<string> {
    // An IPv6 client rotates addresses inside its /64 at will, so the /64 is the client.
    return normalizeIp(
      (req as unknown as FastifyRequest).ip ?? 'unknown',
      DEFAULT_IPV6_SUBNET_PREFIX,
    );
  }

  /** The API-wide counter is one per address; a sensitive route's is its own. */
  protected override generateKey(context: ExecutionContext, tracker: string, name: string): string {
    return name === RATE_LIMITERS.api
      ? `${name}:${tracker}`
      : `${name}:${context.getClass().name}.${context.getHandler().name}:${tracker}`;
  }

  protected override async throwThrottlingException(
    _context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    throw new TooManyRequestsError(Math.max(1, Math.ceil(detail.timeToBlockExpire)));
  }
}

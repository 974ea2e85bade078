import { Injectable, Logger, type Type } from '@nestjs/common';
import { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { Authenticator } from '../auth/authenticator';
import { type Principal } from '../auth/principal';
import { type PxValidationPipe, createValidationPipe } from './validation';

/**
 * A conditional answer is not kept by the browser either: the SPA holds the tag and the data in
 * its own memory and sends If-None-Match itself, so a 304 reaches it as a 304.
 */
export const CONDITIONAL_CACHE_CONTROL = 'no-store';

/** Whether an If-None-Match header names `tag` (a list of tags, as RFC 9110 allows). */
export function ifNoneMatchNames(header: string | undefined, tag: string): boolean {
  if (header === undefined) return false;
  return header === tag || header.split(',').some((candidate) => candidate.trim() === tag);
}

/**
 * The current ETag of an authenticated GET, for a caller and the route's validated query. The
 * route itself still answers everything else (200, 400, 401) and must send the same tag.
 */
export interface NotModifiedCheck<Q extends object = object> {
  /** The route as Fastify registered it, global prefix included: '/api/things/unread/meta'. */
  readonly path: string;
  /** The route's query DTO: a query it refuses is left to the route, which answers the 400. */
  readonly query: Type<Q>;
  tagFor(principal: Principal, query: Q): Promise<string>;
  /** tagFor when everything it needs is in memory; undefined when it must be read. */
  knownTagFor?(principal: Principal, query: Q): string | undefined;
}

/**
 * GETs that clients poll with If-None-Match, answered 304 before Nest's pipeline when the tag
 * still matches (docs/decisions.md, "Not-modified answers"). The same checks as the route run:
 * the caller's token and session (Authenticator), the query's DTO (the global validation pipe),
 * the route's own tag; anything else (no or another tag, a refused token or query, a failure) goes
 * on to the route.
 */
@Injectable()
export class NotModifiedAnswers {
  private readonly logger = new Logger(NotModifiedAnswers.name);
  private readonly checks = new Map<string, NotModifiedCheck>();
  private readonly pipe: PxValidationPipe = createValidationPipe();

  constructor(private readonly authenticator: Authenticator) {}

  register<Q extends object>(check: NotModifiedCheck<Q>): void {
    this.checks.set(check.path, check as unknown as NotModifiedCheck);
  }

  /** The check of a route path, if one is registered. */
  checkOf(path: string | undefined): NotModifiedCheck | undefined {
    return path === undefined ? undefined : this.checks.get(path);
  }

  /**
   * matchingTag answered from memory alone: the tag (304), null (the route answers) or undefined
   * when something must be read first. Most polls end here, without a promise.
   */
  knownMatchingTag(request: FastifyRequest, check: NotModifiedCheck): string | null | undefined {
    if (!check.knownTagFor) return undefined;
    const principal = this.authenticator.knownPrincipalOf(request.headers.authorization);
    const query = principal ? this.pipe.knownQuery(request.query, check.query) : undefined;
    const tag = principal && query ? check.knownTagFor(principal, query) : undefined;
    if (tag === undefined) return undefined;
    return ifNoneMatchNames(request.headers['if-none-match'], tag) ? tag : null;
  }

  /** The tag to answer 304 with, or null when the route should answer. */
  async matchingTag(request: FastifyRequest, check: NotModifiedCheck): Promise<string | null> {
    const asked = request.headers['if-none-match'];
    try {
      const principal = await this.authenticator.principalOf(request.headers.authorization);
      if (!principal) return null;
      const query = (await this.pipe
        .transform(request.query, { type: 'query', metatype: check.query })
        .catch(() => null)) as object | null;
      if (!query) return null;
      const tag = await check.tagFor(principal, query);
      return ifNoneMatchNames(asked, tag) ? tag : null;
    } catch (error) {
      this.logger.warn(`not-modified check of ${check.path} failed: ${String(error)}`);
      return null;
    }
  }
}

/** The hook that gives NotModifiedAnswers the first word on its routes' GETs. */
export function installNotModifiedAnswers(
  fastify: FastifyInstance,
  answers: NotModifiedAnswers,
): void {
  fastify.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    const check =
      request.method === 'GET' && request.headers['if-none-match'] !== undefined
        ? answers.checkOf(request.routeOptions.url)
        : undefined;
    if (!check) {
      done();
      return;
    }
    const answer = (tag: string | null) => {
      if (tag === null) {
        done();
        return;
      }
      void reply
        .code(304)
        .header('ETag', tag)
        .header('Cache-Control', CONDITIONAL_CACHE_CONTROL)
        .send();
    };
    let known: string | null | undefined;
    try {
      known = answers.knownMatchingTag(request, check);
    } catch {
      known = null;
    }
    if (known !== undefined) answer(known);
    else void answers.matchingTag(request, check).then(answer);
  });
}

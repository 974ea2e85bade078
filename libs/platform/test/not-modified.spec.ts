import Fastify, { type FastifyInstance } from 'fastify';
import { IsOptional, Matches } from 'class-validator';
import { type Authenticator, type Principal } from '../src/auth';
import { NotModifiedAnswers, ifNoneMatchNames, installNotModifiedAnswers } from '../src/http';

class VersionQuery {
  @IsOptional()
  @Matches(/^\d+\.\d+\.\d+$/)
  app_version?: string;
}

const ana: Principal = { userId: 'ana', employeeId: null, epoch: 1, sessionId: 's1' };

/**
 * Tokens 'ana' and 'caida' (the session check fails); anything else is nobody. Like the real one,
 * it knows from memory only a token it was asked about before.
 */
const remembered = new Set<string>();
const authenticator = {
  principalOf: (header: string | undefined) => {
    if (header === 'Bearer caida') return Promise.reject(new Error('base de datos caída'));
    if (header === 'Bearer ana') remembered.add(header);
    return Promise.resolve(header === 'Bearer ana' ? ana : null);
  },
  knownPrincipalOf: (header: string | undefined) => (header && remembered.has(header) ? ana : null),
} as unknown as Authenticator;

describe('Not-modified answers', () => {
  let app: FastifyInstance;
  let routeAnswers = 0;
  const tagReads: string[] = [];
  const tagsKnown = new Set<string>();

  beforeAll(async () => {
    app = Fastify();
    const answers = new NotModifiedAnswers(authenticator);
    answers.register({
      path: '/api/meta',
      query: VersionQuery,
      tagFor: (principal, query) => {
        const tag = `W/"${principal.userId}-${query.app_version ?? '1.0.0'}"`;
        tagReads.push(tag);
        tagsKnown.add(tag);
        return Promise.resolve(tag);
      },
      knownTagFor: (principal, query) => {
        const tag = `W/"${principal.userId}-${query.app_version ?? '1.0.0'}"`;
        return tagsKnown.has(tag) ? tag : undefined;
      },
    });
    installNotModifiedAnswers(app, answers);
    const route = async () => {
      routeAnswers += 1;
      return { answered: 'route' };
    };
    app.get('/api/meta', route);
    app.post('/api/meta', route);
    app.get('/api/other', route);
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (headers: Record<string, string>, url = '/api/meta?app_version=2.0.0') =>
    app.inject({ method: 'GET', url, headers });

  it('answers 304 with the tag, before the route, when the caller still has it', async () => {
    const before = routeAnswers;
    const res = await get({ authorization: 'Bearer ana', 'if-none-match': 'W/"ana-2.0.0"' });
    expect(res.statusCode).toBe(304);
    expect(res.headers.etag).toBe('W/"ana-2.0.0"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toBe('');
    const listed = await get({
      authorization: 'Bearer ana',
      'if-none-match': 'W/"viejo", W/"ana-2.0.0"',
    });
    expect(listed.statusCode).toBe(304);
    expect(routeAnswers).toBe(before);
  });

  it('answers from memory once the token, query and tag were read', async () => {
    const headers = { authorization: 'Bearer ana', 'if-none-match': 'W/"ana-3.0.0"' };
    const url = '/api/meta?app_version=3.0.0';
    expect((await get(headers, url)).statusCode).toBe(304);
    const reads = tagReads.length;
    expect((await get(headers, url)).statusCode).toBe(304);
    expect(tagReads).toHaveLength(reads);
    // Known, and no longer matching: the route answers.
    const changed = await get({ ...headers, 'if-none-match': 'W/"ana-2.9.0"' }, url);
    expect(changed.statusCode).toBe(200);
    expect(tagReads).toHaveLength(reads);
  });

  it('leaves everything else to the route', async () => {
    const before = routeAnswers;
    const cases: Array<[Record<string, string>, string?]> = [
      [{ authorization: 'Bearer ana', 'if-none-match': 'W/"ana-1.0.0"' }], // another tag
      [{ authorization: 'Bearer ana' }], // no tag
      [{ 'if-none-match': 'W/"ana-2.0.0"' }], // no token: the route's 401
      [{ authorization: 'Bearer nadie', 'if-none-match': 'W/"ana-2.0.0"' }],
      [{ authorization: 'Bearer caida', 'if-none-match': 'W/"ana-2.0.0"' }], // a failure
      // A query the DTO refuses: the route's 400.
      [{ authorization: 'Bearer ana', 'if-none-match': 'W/"ana-x"' }, '/api/meta?app_version=x'],
      [
        { authorization: 'Bearer ana', 'if-none-match': 'W/"ana-2.0.0"' },
        '/api/meta?app_version=2.0.0&borrar=1',
      ],
      // A route without a check.
      [{ authorization: 'Bearer ana', 'if-none-match': 'W/"ana-2.0.0"' }, '/api/other'],
    ];
    for (const [headers, url] of cases) {
      const res = await get(headers, url);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ answered: 'route' });
    }
    const posted = await app.inject({
      method: 'POST',
      url: '/api/meta?app_version=2.0.0',
      headers: { authorization: 'Bearer ana', 'if-none-match': 'W/"ana-2.0.0"' },
    });
    expect(posted.statusCode).toBe(200);
    expect(routeAnswers).toBe(before + cases.length + 1);
  });

  it('reads If-None-Match as a list of tags', () => {
    expect(ifNoneMatchNames('W/"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchNames(' W/"b" ,W/"a"', 'W/"a"')).toBe(true);
    expect(ifNoneMatchNames('W/"ab"', 'W/"a"')).toBe(false);
    expect(ifNoneMatchNames(undefined, 'W/"a"')).toBe(false);
  });
});

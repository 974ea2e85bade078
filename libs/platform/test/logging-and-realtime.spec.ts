import { Writable } from 'node:stream';
import pino from 'pino';
import { createRootLogger } from '../src/logging';
import { PinoNestLogger } from '../src/logging/nest-logger';
import { readableLogStream } from '../src/logging/readable-log';
import { handshakeToken, roomsFor } from '../src/realtime/realtime.gateway';
import { redisOptionsFromUrl } from '../src/redis';

describe('root logger redaction', () => {
  it('never writes passwords, tokens or credentials, however deep', () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const logger = createRootLogger('info', 'test', sink);
    logger.info(
      {
        password: 'p1-secret',
        token: 't1-secret',
        user: { email: 'ana@taller.test', password: 'p2-secret', refreshToken: 'r-secret' },
        req: { headers: { authorization: 'Bearer a-secret', cookie: 'c-secret' } },
        config: { databaseUrl: 'postgres://u:db-secret@h/db' },
      },
      'login attempt',
    );
    const text = lines.join('');
    for (const secret of [
      'p1-secret',
      't1-secret',
      'p2-secret',
      'r-secret',
      'a-secret',
      'c-secret',
      'db-secret',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('ana@taller.test');
    expect(JSON.parse(text)).toMatchObject({
      level: 'info',
      process: 'test',
      msg: 'login attempt',
    });
  });
});

describe('realtime handshake', () => {
  const socket = (auth: unknown, authorization?: string) =>
    ({ handshake: { auth, headers: authorization ? { authorization } : {} } }) as Parameters<
      typeof handshakeToken
    >[0];

  it('reads the token from auth, with or without the Bearer prefix, or from the header', () => {
    expect(handshakeToken(socket({ token: 'abc' }))).toBe('abc');
    expect(handshakeToken(socket({ token: 'Bearer abc' }))).toBe('abc');
    expect(handshakeToken(socket({}, 'Bearer xyz'))).toBe('xyz');
    expect(handshakeToken(socket({}, 'Basic xyz'))).toBeNull();
    expect(handshakeToken(socket(undefined))).toBeNull();
  });

  it("puts a socket in its user, employee and admin rooms, and in each module's room it may read", () => {
    const none = new Set<string>();
    const grants = [
      { room: 'orders', permission: 'orders.orders.read' },
      { room: 'stock', permission: 'stock.parts.read' },
    ];
    expect(
      roomsFor(
        { userId: 'u1', employeeId: 'e1', sessionId: 's1', isAdmin: true, permissions: none },
        grants,
      ),
    ).toEqual(['everyone', 'user:u1', 'session:s1', 'employee:e1', 'admin', 'orders', 'stock']);
    expect(
      roomsFor(
        { userId: 'u2', employeeId: null, sessionId: 's2', isAdmin: false, permissions: none },
        grants,
      ),
    ).toEqual(['everyone', 'user:u2', 'session:s2']);
    expect(
      roomsFor(
        {
          userId: 'u3',
          employeeId: null,
          sessionId: 's3',
          isAdmin: false,
          permissions: new Set(['stock.parts.read']),
        },
        grants,
      ),
    ).toEqual(['everyone', 'user:u3', 'session:s3', 'stock']);
  });
});

describe('redisOptionsFromUrl', () => {
  it('parses credentials, database and TLS', () => {
    expect(redisOptionsFromUrl('rediss://ana:p%40ss@cache:6380/2', 'producer')).toMatchObject({
      host: 'cache',
      port: 6380,
      username: 'ana',
      password: 'p@ss',
      db: 2,
      tls: {},
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
  });

  it('lets worker connections wait for Redis instead of failing', () => {
    expect(redisOptionsFromUrl('redis://127.0.0.1:6379', 'worker')).toMatchObject({
      maxRetriesPerRequest: null,
      enableOfflineQueue: true,
    });
  });
});

describe('what npm start prints', () => {
  const sink = () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _enc, done) {
        lines.push(...chunk.toString().split('\n').filter(Boolean));
        done();
      },
    });
    return { lines, stream };
  };

  it('writes a request as one readable line: method, path, status and time', () => {
    const { lines, stream } = sink();
    const logger = pino({ level: 'info' }, readableLogStream(stream));
    logger.info(
      {
        requestId: 'r-1',
        req: { method: 'GET', path: '/api/work-orders' },
        res: { statusCode: 200 },
        responseTimeMs: 12.4,
      },
      'request completed',
    );
    logger.warn({ attempt: 2 }, 'PostgreSQL not reachable yet; retrying');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/GET \/api\/work-orders 200 12 ms$/);
    expect(lines[0]).not.toContain('r-1');
    expect(lines[1]).toContain('PostgreSQL not reachable yet; retrying');
    expect(lines[1]).toContain('"attempt":2');
  });

  it("keeps Nest's start-up chatter (route mapping) for LOG_LEVEL=debug", () => {
    const { lines, stream } = sink();
    const nest = new PinoNestLogger(createRootLogger('info', 'api', stream));
    nest.log('Mapped {/api/health, GET} route', 'RouterExplorer');
    nest.log('AppModule dependencies initialized', 'InstanceLoader');
    nest.log('Realtime adapter on Redis', 'RealtimeModule');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['Realtime adapter on Redis']);

    const debug = sink();
    new PinoNestLogger(createRootLogger('debug', 'api', debug.stream)).log(
      'Mapped {/api/health, GET} route',
      'RouterExplorer',
    );
    expect(JSON.parse(debug.lines[0]!)).toMatchObject({
      level: 'debug',
      context: 'RouterExplorer',
    });
  });
});

import jwt from 'jsonwebtoken';
import {
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  ACCESS_TOKEN_TTL_SECONDS,
  AccessTokenStrategy,
  AccessTokens,
  type Principal,
  SessionValidator,
} from '../src/auth';
import { type AppConfig } from '../src/config';

const SECRET = 'secreto-de-pruebas-de-32-caracteres!!';
const principal: Principal = {
  userId: '0b6b7c1e-4a36-4d1e-9f52-3f1d1c2a9e10',
  employeeId: null,
  epoch: 3,
  sessionId: 'sesion-1',
};

/** Sessions as identity answers them: valid unless ended; "known" once asked. */
class Sessions extends SessionValidator {
  readonly ended = new Set<string>();
  readonly asked: string[] = [];
  async isValid(p: Principal): Promise<boolean> {
    this.asked.push(p.sessionId);
    return !this.ended.has(p.sessionId);
  }
  override isKnownValid(p: Principal): boolean {
    return this.asked.includes(p.sessionId) && !this.ended.has(p.sessionId);
  }
}

function setup(secret = SECRET) {
  const config = { jwtSecret: secret } as AppConfig;
  const sessions = new Sessions();
  return {
    strategy: new AccessTokenStrategy(config, sessions),
    tokens: new AccessTokens(config),
    sessions,
  };
}

const bearer = (token: string) => `Bearer ${token}`;

describe('AccessTokenStrategy (passport-jwt)', () => {
  afterEach(() => jest.useRealTimers());

  it('gives the principal of a token it issued, every time it is asked', async () => {
    const { strategy, tokens } = setup();
    const token = tokens.sign(principal);
    expect(await strategy.principalOf(bearer(token))).toEqual(principal);
    const again = await strategy.principalOf(bearer(token));
    expect(again).toEqual(principal);
    // What a caller does with its copy does not change the next answer.
    again!.userId = 'otro';
    expect(await strategy.principalOf(bearer(token))).toEqual(principal);
    expect(strategy.knownPrincipalOf(bearer(token))).toEqual(principal);
  });

  it('refuses no token, another scheme, another key, an altered payload, however often', async () => {
    const { strategy, tokens } = setup();
    expect(await strategy.principalOf(undefined)).toBeNull();
    const token = tokens.sign(principal);
    expect(await strategy.principalOf(`Basic ${token}`)).toBeNull();
    const foreign = setup('otra-clave-de-32-caracteres-o-mas!!!').tokens.sign(principal);
    expect(await strategy.principalOf(bearer(foreign))).toBeNull();
    expect(await strategy.principalOf(bearer(foreign))).toBeNull();
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'intruso', epoch: 3, sid: 'x' })).toString(
      'base64url',
    );
    expect(await strategy.principalOf(bearer(`${header}.${forged}.${signature}`))).toBeNull();
    expect(strategy.knownPrincipalOf(bearer(foreign))).toBeNull();
  });

  it('pins HS256 and checks issuer and audience', async () => {
    const { strategy } = setup();
    const claims = { sub: principal.userId, emp: null, epoch: 3, sid: 'sesion-1' };
    const signed = (options: jwt.SignOptions) =>
      bearer(jwt.sign(claims, SECRET, { expiresIn: 60, ...options }));
    const right = { issuer: ACCESS_TOKEN_ISSUER, audience: ACCESS_TOKEN_AUDIENCE };
    expect(await strategy.principalOf(signed({ ...right, algorithm: 'HS256' }))).toEqual(principal);
    expect(await strategy.principalOf(signed({ ...right, algorithm: 'HS512' }))).toBeNull();
    expect(await strategy.principalOf(signed({ ...right, issuer: 'otro' }))).toBeNull();
    expect(await strategy.principalOf(signed({ ...right, audience: 'otra-api' }))).toBeNull();
    const unsigned = jwt.sign(claims, '', { algorithm: 'none', ...right, expiresIn: 60 });
    expect(await strategy.principalOf(bearer(unsigned))).toBeNull();
    // Our key and claims, but not the shape AccessTokens issues.
    expect(
      await strategy.principalOf(
        bearer(jwt.sign({ sub: 'x' }, SECRET, { ...right, expiresIn: 60 })),
      ),
    ).toBeNull();
  });

  it('refuses the token of an ended session, even one verified before', async () => {
    const { strategy, tokens, sessions } = setup();
    const token = tokens.sign(principal);
    expect(await strategy.principalOf(bearer(token))).toEqual(principal);
    sessions.ended.add(principal.sessionId);
    expect(await strategy.principalOf(bearer(token))).toBeNull();
    expect(strategy.knownPrincipalOf(bearer(token))).toBeNull();
  });

  it('stops accepting a token, already verified, once it expires', async () => {
    jest.useFakeTimers({
      now: new Date('2026-11-22T08:00:00Z'),
      doNotFake: ['nextTick', 'setImmediate'],
    });
    const { strategy, tokens } = setup();
    const token = tokens.sign(principal);
    expect(await strategy.principalOf(bearer(token))).toEqual(principal);
    const start = new Date('2026-11-22T08:00:00Z').getTime();
    jest.setSystemTime(start + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(await strategy.principalOf(bearer(token))).toEqual(principal);
    jest.setSystemTime(start + ACCESS_TOKEN_TTL_SECONDS * 1000);
    expect(await strategy.principalOf(bearer(token))).toBeNull();
    expect(await strategy.principalOf(bearer(token))).toBeNull();
  });
});

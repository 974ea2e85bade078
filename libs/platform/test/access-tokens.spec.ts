import { AccessTokens, ACCESS_TOKEN_TTL_SECONDS } from '../src/auth';
import { type AppConfig } from '../src/config';

const principal = {
  userId: '0b6b7c1e-4a36-4d1e-9f52-3f1d1c2a9e10',
  employeeId: null,
  epoch: 3,
  sessionId: 'sesion-1',
};

function tokensWith(secret: string): AccessTokens {
  return new AccessTokens({ jwtSecret: secret } as AppConfig);
}

describe('AccessTokens', () => {
  afterEach(() => jest.useRealTimers());

  it('gives the principal of a token it signed, every time it is asked', () => {
    const tokens = tokensWith('secreto-de-pruebas');
    const token = tokens.sign(principal);
    expect(tokens.verify(token)).toEqual(principal);
    const again = tokens.verify(token);
    expect(again).toEqual(principal);
    // What a caller does with its copy does not change the next answer.
    again!.userId = 'otro';
    expect(tokens.verify(token)).toEqual(principal);
  });

  it('refuses a token signed with another key or altered, however often it is presented', () => {
    const token = tokensWith('otra-clave').sign(principal);
    const tokens = tokensWith('secreto-de-pruebas');
    expect(tokens.verify(token)).toBeNull();
    expect(tokens.verify(token)).toBeNull();
    const mine = tokens.sign(principal);
    const [header, , signature] = mine.split('.');
    const forged = Buffer.from(JSON.stringify({ sub: 'intruso', epoch: 3, sid: 'x' })).toString(
      'base64url',
    );
    expect(tokens.verify(`${header}.${forged}.${signature}`)).toBeNull();
  });

  it('stops accepting a token, already verified, once it expires', () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T08:00:00Z') });
    const tokens = tokensWith('secreto-de-pruebas');
    const token = tokens.sign(principal);
    expect(tokens.verify(token)).toEqual(principal);
    jest.setSystemTime(
      new Date('2026-11-22T08:00:00Z').getTime() + (ACCESS_TOKEN_TTL_SECONDS - 1) * 1000,
    );
    expect(tokens.verify(token)).toEqual(principal);
    jest.setSystemTime(
      new Date('2026-11-22T08:00:00Z').getTime() + ACCESS_TOKEN_TTL_SECONDS * 1000,
    );
    expect(tokens.verify(token)).toBeNull();
    expect(tokens.verify(token)).toBeNull();
  });
});

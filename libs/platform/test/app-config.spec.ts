import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ConfigError,
  PLACEHOLDER_JWT_SECRET,
  SETTINGS,
  loadConfig,
  moduleIntSetting,
  parseSize,
} from '../src/config';

const VALID = {
  DATABASE_URL: 'postgres://u:p@localhost:5432/px',
  JWT_SECRET: 'x'.repeat(32),
};

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('applies every default when only the required settings are given', () => {
    const config = loadConfig(VALID, '2.3.4');
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      redisUrl: 'redis://127.0.0.1:6379',
      redisKeyPrefix: 'px',
      bodyLimitBytes: 1024 * 1024,
      serveWeb: false,
      workerHealthPort: 3001,
      businessTimezone: 'Europe/Madrid',
      appVersion: '2.3.4',
    });
  });

  it('serves the SPA by default only in production', () => {
    expect(loadConfig({ ...VALID, NODE_ENV: 'production' }).serveWeb).toBe(true);
    expect(loadConfig({ ...VALID, NODE_ENV: 'production', SERVE_WEB: 'false' }).serveWeb).toBe(
      false,
    );
    expect(loadConfig({ ...VALID, SERVE_WEB: 'true' }).serveWeb).toBe(true);
  });

  it('names a missing required setting', () => {
    expect(problemsOf({ JWT_SECRET: 'x'.repeat(32) })).toEqual([
      expect.stringMatching(/^DATABASE_URL is required/),
    ]);
  });

  it('reports every wrong value at once, naming each variable', () => {
    const problems = problemsOf({
      ...VALID,
      PORT: '70000',
      NODE_ENV: 'staging',
      LOG_LEVEL: 'loud',
      BODY_LIMIT: '5gb',
    });
    expect(problems).toHaveLength(4);
    expect(problems).toEqual(
      expect.arrayContaining([
        'PORT must be between 1 and 65535 (got "70000")',
        'NODE_ENV must be one of development, production, test (got "staging")',
        expect.stringMatching(/^LOG_LEVEL must be one of/),
        expect.stringMatching(/^BODY_LIMIT must be a size/),
      ]),
    );
  });

  it('never echoes a secret value', () => {
    const problems = problemsOf({ ...VALID, DATABASE_URL: 'mysql://root:s3cr3t@db/px' });
    expect(problems).toEqual([
      'DATABASE_URL must be a URL starting with postgres:// or postgresql://',
    ]);
    expect(problems.join()).not.toContain('s3cr3t');
  });

  it('refuses the example file’s JWT secret in production, and a short one anywhere', () => {
    const placeholder = { ...VALID, JWT_SECRET: PLACEHOLDER_JWT_SECRET };
    expect(problemsOf({ ...placeholder, NODE_ENV: 'production' })).toEqual([
      'JWT_SECRET is the example placeholder: set a random secret of 32 bytes or more',
    ]);
    expect(problemsOf({ ...placeholder, NODE_ENV: 'development' })).toEqual([]);
    expect(problemsOf({ ...VALID, NODE_ENV: 'production', JWT_SECRET: 'corto' })).toEqual([
      'JWT_SECRET must have at least 32 characters',
    ]);
  });

  it('treats an empty variable as absent', () => {
    expect(loadConfig({ ...VALID, PORT: '' }).port).toBe(3000);
  });
});

describe('e-mail settings', () => {
  it('default to the local catcher of npm start and the local app', () => {
    expect(loadConfig(VALID)).toMatchObject({
      smtpUrl: 'smtp://127.0.0.1:1025',
      mailFrom: 'PX Taller <no-reply@px-taller.local>',
      publicUrl: 'http://localhost:3000',
    });
  });

  it('accept smtp:// and smtps:// servers', () => {
    expect(loadConfig({ ...VALID, SMTP_URL: 'smtps://u:p@mail.example.es:465' }).smtpUrl).toBe(
      'smtps://u:p@mail.example.es:465',
    );
    expect(loadConfig({ ...VALID, SMTP_URL: 'smtp://mail.example.es:587' }).smtpUrl).toBe(
      'smtp://mail.example.es:587',
    );
  });

  it('refuse another protocol for SMTP_URL without echoing its password', () => {
    const problems = problemsOf({ ...VALID, SMTP_URL: 'http://avisos:s3cr3t@mail.example.es' });
    expect(problems).toEqual(['SMTP_URL must be a URL starting with smtp:// or smtps://']);
    expect(problems.join()).not.toContain('s3cr3t');
    expect(problemsOf({ ...VALID, SMTP_URL: 'not a url' })).toEqual([
      'SMTP_URL must be a valid URL',
    ]);
  });

  it('want an http(s) PUBLIC_URL and drop its trailing slash', () => {
    expect(loadConfig({ ...VALID, PUBLIC_URL: 'https://taller.example.es/' }).publicUrl).toBe(
      'https://taller.example.es',
    );
    expect(loadConfig({ ...VALID, PUBLIC_URL: 'https://example.es/taller//' }).publicUrl).toBe(
      'https://example.es/taller',
    );
    expect(problemsOf({ ...VALID, PUBLIC_URL: 'ftp://taller.example.es' })).toEqual([
      'PUBLIC_URL must be a URL starting with http:// or https:// (got "ftp://taller.example.es")',
    ]);
  });
});

describe('parseSize', () => {
  it.each([
    ['512kb', 512 * 1024],
    ['1mb', 1024 * 1024],
    ['2048', 2048],
    ['10 MB', 10 * 1024 * 1024],
  ])('%s is %d bytes', (raw, bytes) => expect(parseSize(raw)).toBe(bytes));

  it.each(['', 'big', '0', '101mb', '-1kb'])('rejects %p', (raw) =>
    expect(parseSize(raw)).toBeNull(),
  );
});

describe('.env.example', () => {
  const example = readFileSync(join(__dirname, '../../../.env.example'), 'utf8');

  it.each(SETTINGS.map((setting) => [setting.name, setting]))(
    'documents %s with its default',
    (name, setting) => {
      const line = example.split('\n').find((l) => l.replace(/^#\s*/, '').startsWith(`${name}=`));
      expect(line).toBeDefined();
      if ('default' in setting && setting.default !== undefined) {
        expect(line?.replace(/^#\s*/, '')).toBe(`${name}=${setting.default}`);
      }
    },
  );
});

describe("a module's own settings", () => {
  const retention = {
    name: 'PART_RETENTION_DAYS',
    default: '30',
    kind: { type: 'int', min: 1, max: 365 },
    description: 'Days a part is kept.',
  } as const;

  it('are validated with the platform settings and read as numbers', () => {
    expect(moduleIntSetting(loadConfig(VALID, '1.0.0', [retention]), 'PART_RETENTION_DAYS')).toBe(
      30,
    );
    const config = loadConfig({ ...VALID, PART_RETENTION_DAYS: '7' }, '1.0.0', [retention]);
    expect(moduleIntSetting(config, 'PART_RETENTION_DAYS')).toBe(7);
  });

  it('refuse a bad value by name, with the others', () => {
    expect(() => loadConfig({ ...VALID, PART_RETENTION_DAYS: '0' }, '1.0.0', [retention])).toThrow(
      /PART_RETENTION_DAYS/,
    );
  });

  it('are not there when no manifest declares them', () => {
    expect(() => moduleIntSetting(loadConfig(VALID), 'PART_RETENTION_DAYS')).toThrow(
      'Setting PART_RETENTION_DAYS is not declared by any module manifest',
    );
  });
});

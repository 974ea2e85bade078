import { SETTINGS, type SettingDefinition, type SettingKind } from './settings';

/** Typed, validated configuration. Built once at start-up from the environment. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string;
  databasePoolMax: number;
  databaseConnectRetries: number;
  databaseConnectBackoffMs: number;
  databaseStatementTimeoutMs: number;
  workerStatementTimeoutMs: number;
  databaseIdleInTransactionTimeoutMs: number;
  rateLimitPerMinute: number;
  rateLimitSensitivePerMinute: number;
  jwtSecret: string;
  trustProxy: string;
  redisUrl: string;
  redisKeyPrefix: string;
  /** Outgoing e-mail server (Mailer); may hold a password. */
  smtpUrl: string;
  /** Sender of outgoing e-mail. */
  mailFrom: string;
  /** Base address of the app for links sent to customers, without a trailing slash. */
  publicUrl: string;
  logLevel: string;
  logFormat: 'json' | 'pretty';
  bodyLimitBytes: number;
  webDistDir: string;
  /** Where uploaded files live (UploadStore). */
  uploadDir: string;
  serveWeb: boolean;
  shutdownTimeoutMs: number;
  workerHealthPort: number;
  workerConcurrency: number;
  outboxRelayIntervalMs: number;
  outboxRelayGraceMs: number;
  outboxMaxAttempts: number;
  maintenanceCron: string;
  deliveryRetentionDays: number;
  /** The modules' own settings (declared in their manifests), validated; read with moduleSetting. */
  moduleSettings: ReadonlyMap<string, string>;
  businessTimezone: string;
  /** A demonstration install: the demo users may sign in to a production API. */
  demoMode: boolean;
  /** The demo users' password (the demo seed's). */
  demoPassword: string;
  appVersion: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const SIZE_UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 * 1024 };

export function parseSize(raw: string): number | null {
  const match = /^(\d+)\s*(b|kb|mb)?$/i.exec(raw.trim());
  if (!match) return null;
  const bytes = Number(match[1]) * SIZE_UNITS[(match[2] ?? 'b').toLowerCase()];
  return bytes > 0 && bytes <= 100 * SIZE_UNITS.mb ? bytes : null;
}

function checkValue(def: SettingDefinition, raw: string): string | null {
  const kind: SettingKind = def.kind;
  switch (kind.type) {
    case 'string':
      return raw.length >= (kind.minLength ?? 0)
        ? null
        : `must have at least ${kind.minLength} characters`;
    case 'int': {
      if (!/^-?\d+$/.test(raw.trim())) return 'must be a whole number';
      const n = Number(raw);
      return n >= kind.min && n <= kind.max ? null : `must be between ${kind.min} and ${kind.max}`;
    }
    case 'enum':
      return kind.values.includes(raw) ? null : `must be one of ${kind.values.join(', ')}`;
    case 'bool':
      return ['true', 'false'].includes(raw) ? null : 'must be true or false';
    case 'size':
      return parseSize(raw) === null ? 'must be a size such as 512kb or 1mb (at most 100mb)' : null;
    case 'url': {
      try {
        const url = new URL(raw);
        return kind.protocols.includes(url.protocol)
          ? null
          : `must be a URL starting with ${kind.protocols.map((p) => `${p}//`).join(' or ')}`;
      } catch {
        return 'must be a valid URL';
      }
    }
  }
}

/** The example file's placeholder: a deployment that copied it signs tokens anyone can forge. */
export const PLACEHOLDER_JWT_SECRET = 'replace-with-at-least-32-random-characters';

/**
 * A production process refuses a public secret: the example's placeholder (the setting's own rule
 * already refuses a key under 32 characters, so under 32 bytes, what HS256 wants).
 */
function productionProblems(values: Map<string, string>): string[] {
  if (values.get('NODE_ENV') !== 'production') return [];
  return values.get('JWT_SECRET') === PLACEHOLDER_JWT_SECRET
    ? ['JWT_SECRET is the example placeholder: set a random secret of 32 bytes or more']
    : [];
}

/**
 * Validates every setting at once, so an operator sees all problems in one go.
 * Messages name the variable but never echo secret values.
 */
export function loadConfig(
  env: Record<string, string | undefined>,
  appVersion = '0.0.0',
  moduleSettings: readonly SettingDefinition[] = [],
): AppConfig {
  const problems: string[] = [];
  const values = new Map<string, string>();
  for (const def of [...(SETTINGS as readonly SettingDefinition[]), ...moduleSettings]) {
    const given = env[def.name];
    const raw = given === undefined || given === '' ? def.default : given;
    if (raw === undefined) {
      problems.push(`${def.name} is required: ${def.description}`);
      continue;
    }
    const problem = checkValue(def, raw);
    if (problem) {
      const shown = def.secret ? '' : ` (got "${raw}")`;
      problems.push(`${def.name} ${problem}${shown}`);
      continue;
    }
    values.set(def.name, raw);
  }
  problems.push(...productionProblems(values));
  if (problems.length > 0) throw new ConfigError(problems);

  const get = (name: string): string => values.get(name) as string;
  const int = (name: string): number => Number(get(name));
  const nodeEnv = get('NODE_ENV') as AppConfig['nodeEnv'];
  const serveWeb = get('SERVE_WEB');
  return {
    nodeEnv,
    host: get('HOST'),
    port: int('PORT'),
    databaseUrl: get('DATABASE_URL'),
    databasePoolMax: int('DATABASE_POOL_MAX'),
    databaseConnectRetries: int('DATABASE_CONNECT_RETRIES'),
    databaseConnectBackoffMs: int('DATABASE_CONNECT_BACKOFF_MS'),
    databaseStatementTimeoutMs: int('DATABASE_STATEMENT_TIMEOUT_MS'),
    workerStatementTimeoutMs: int('WORKER_STATEMENT_TIMEOUT_MS'),
    databaseIdleInTransactionTimeoutMs: int('DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS'),
    rateLimitPerMinute: int('RATE_LIMIT_PER_MINUTE'),
    rateLimitSensitivePerMinute: int('RATE_LIMIT_SENSITIVE_PER_MINUTE'),
    jwtSecret: get('JWT_SECRET'),
    trustProxy: get('TRUST_PROXY'),
    redisUrl: get('REDIS_URL'),
    redisKeyPrefix: get('REDIS_KEY_PREFIX'),
    smtpUrl: get('SMTP_URL'),
    mailFrom: get('MAIL_FROM'),
    publicUrl: get('PUBLIC_URL').replace(/\/+$/, ''),
    logLevel: get('LOG_LEVEL'),
    logFormat: get('LOG_FORMAT') as 'json' | 'pretty',
    bodyLimitBytes: parseSize(get('BODY_LIMIT')) as number,
    webDistDir: get('WEB_DIST_DIR'),
    uploadDir: get('UPLOAD_DIR'),
    serveWeb: serveWeb === 'auto' ? nodeEnv === 'production' : serveWeb === 'true',
    shutdownTimeoutMs: int('SHUTDOWN_TIMEOUT_MS'),
    workerHealthPort: int('WORKER_HEALTH_PORT'),
    workerConcurrency: int('WORKER_CONCURRENCY'),
    outboxRelayIntervalMs: int('OUTBOX_RELAY_INTERVAL_MS'),
    outboxRelayGraceMs: int('OUTBOX_RELAY_GRACE_MS'),
    outboxMaxAttempts: int('OUTBOX_MAX_ATTEMPTS'),
    maintenanceCron: get('MAINTENANCE_CRON'),
    deliveryRetentionDays: int('DELIVERY_RETENTION_DAYS'),
    moduleSettings: new Map(moduleSettings.map((def) => [def.name, get(def.name)])),
    businessTimezone: get('BUSINESS_TIMEZONE'),
    demoMode: get('DEMO_MODE') === 'true',
    demoPassword: get('DEMO_PASSWORD'),
    appVersion,
  };
}

/** A module's own setting as an integer (declared `int` in its manifest, so already validated). */
export function moduleIntSetting(config: Pick<AppConfig, 'moduleSettings'>, name: string): number {
  const raw = config.moduleSettings.get(name);
  if (raw === undefined) throw new Error(`Setting ${name} is not declared by any module manifest`);
  return Number(raw);
}

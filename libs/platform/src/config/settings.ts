/**
 * Every setting the platform reads from the environment, with its default and meaning (a module's
 * own settings are declared in its manifest and validated with these).
 * `.env.example` is checked against this list by a unit test, so the two cannot drift apart.
 */
export type SettingKind =
  | { type: 'string'; minLength?: number }
  | { type: 'int'; min: number; max: number }
  | { type: 'enum'; values: readonly string[] }
  | { type: 'url'; protocols: readonly string[] }
  | { type: 'bool' }
  | { type: 'size' };

export interface SettingDefinition {
  name: string;
  /** Used when the variable is absent; `undefined` makes the setting required. */
  default?: string;
  kind: SettingKind;
  description: string;
  /** Never printed, not even in a validation error. */
  secret?: boolean;
}

export const SETTINGS = [
  {
    name: 'NODE_ENV',
    default: 'development',
    kind: { type: 'enum', values: ['development', 'production', 'test'] },
    description: 'Runtime mode; production serves the built SPA and hides internals.',
  },
  {
    name: 'HOST',
    default: '0.0.0.0',
    kind: { type: 'string', minLength: 1 },
    description: 'Interface the API listens on.',
  },
  {
    name: 'PORT',
    default: '3000',
    kind: { type: 'int', min: 1, max: 65535 },
    description: 'HTTP port of the API (REST, Socket.IO and the SPA on one port).',
  },
  {
    name: 'DATABASE_URL',
    kind: { type: 'url', protocols: ['postgres:', 'postgresql:'] },
    description:
      'PostgreSQL connection URL (postgres://user:pass@host:5432/db). npm start provides one.',
    secret: true,
  },
  {
    name: 'DATABASE_POOL_MAX',
    default: '10',
    kind: { type: 'int', min: 1, max: 200 },
    description: 'Maximum PostgreSQL connections per process.',
  },
  {
    name: 'DATABASE_CONNECT_RETRIES',
    default: '10',
    kind: { type: 'int', min: 0, max: 1000 },
    description: 'Connection attempts at start-up before the process gives up.',
  },
  {
    name: 'DATABASE_CONNECT_BACKOFF_MS',
    default: '500',
    kind: { type: 'int', min: 10, max: 60000 },
    description: 'First delay between start-up connection attempts; doubles up to 10 s.',
  },
  {
    name: 'DATABASE_STATEMENT_TIMEOUT_MS',
    default: '5000',
    kind: { type: 'int', min: 100, max: 3600000 },
    description:
      'Longest SQL statement of an API request; PostgreSQL cancels it after this (a 503, not a stuck connection).',
  },
  {
    name: 'WORKER_STATEMENT_TIMEOUT_MS',
    default: '600000',
    kind: { type: 'int', min: 1000, max: 86400000 },
    description:
      'Longest SQL statement of a worker job or maintenance task. Migrations and seeds have none.',
  },
  {
    name: 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS',
    default: '30000',
    kind: { type: 'int', min: 1000, max: 3600000 },
    description:
      'A transaction left idle this long is ended by PostgreSQL, releasing its locks (API and worker).',
  },
  {
    name: 'RATE_LIMIT_PER_MINUTE',
    default: '600',
    kind: { type: 'int', min: 1, max: 10000000 },
    description:
      'Requests one client address may make to the whole API per minute, counted in Redis across processes (a workshop behind one NAT shares it).',
  },
  {
    name: 'RATE_LIMIT_SENSITIVE_PER_MINUTE',
    default: '30',
    kind: { type: 'int', min: 1, max: 10000000 },
    description:
      'Requests one client address may make per minute to each sensitive route: login, registration, token refresh, public links.',
  },
  {
    name: 'JWT_SECRET',
    kind: { type: 'string', minLength: 32 },
    description:
      'Key that signs access tokens (32+ random characters). npm start generates one in .data/.',
    secret: true,
  },
  {
    name: 'TRUST_PROXY',
    default: 'loopback',
    kind: { type: 'string', minLength: 1 },
    description:
      'Proxies trusted for X-Forwarded-* (Express trust proxy): client IPs and https detection.',
  },
  {
    name: 'REDIS_URL',
    default: 'redis://127.0.0.1:6379',
    kind: { type: 'url', protocols: ['redis:', 'rediss:'] },
    description: 'Redis for queues, caches and the Socket.IO adapter.',
    secret: true,
  },
  {
    name: 'REDIS_KEY_PREFIX',
    default: 'px',
    kind: { type: 'string', minLength: 1 },
    description: 'Prefix of every Redis key and channel, so several installs can share one Redis.',
  },
  {
    name: 'SMTP_URL',
    default: 'smtp://127.0.0.1:1025',
    kind: { type: 'url', protocols: ['smtp:', 'smtps:'] },
    description:
      'SMTP server of outgoing e-mail (smtp://user:pass@host:587, STARTTLS when offered; smtps:// for TLS from the start). npm start provides a local catcher (maildev): read its mails at http://127.0.0.1:1080.',
    secret: true,
  },
  {
    name: 'MAIL_FROM',
    default: 'PX Taller <no-reply@px-taller.local>',
    kind: { type: 'string', minLength: 3 },
    description: 'Sender of outgoing e-mail, e.g. Taller Pérez <avisos@tallerperez.es>.',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:3000',
    kind: { type: 'url', protocols: ['http:', 'https:'] },
    description:
      'Address customers reach the workshop app at (http:// or https://, a trailing slash is dropped): the links in e-mails point there.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    kind: { type: 'enum', values: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] },
    description: 'Minimum level of the logs written to stdout.',
  },
  {
    name: 'LOG_FORMAT',
    default: 'json',
    kind: { type: 'enum', values: ['json', 'pretty'] },
    description:
      'How log lines look: json (one JSON object per line, for collectors) or pretty (one readable line each; npm start sets it).',
  },
  {
    name: 'BODY_LIMIT',
    default: '1mb',
    kind: { type: 'size' },
    description: 'Largest JSON request body accepted (413 above it), e.g. 512kb or 1mb.',
  },
  {
    name: 'WEB_DIST_DIR',
    default: 'frontend/dist',
    kind: { type: 'string', minLength: 1 },
    description: 'Folder of the built SPA, relative to the repository root or absolute.',
  },
  {
    name: 'UPLOAD_DIR',
    default: '.data/uploads',
    kind: { type: 'string', minLength: 1 },
    description:
      'Folder where uploaded files (reception photos) are kept, relative to the working directory or absolute. Back it up with the database.',
  },
  {
    name: 'SERVE_WEB',
    default: 'auto',
    kind: { type: 'enum', values: ['auto', 'true', 'false'] },
    description: 'Serve the built SPA from the API: auto = only in production.',
  },
  {
    name: 'SHUTDOWN_TIMEOUT_MS',
    default: '15000',
    kind: { type: 'int', min: 100, max: 300000 },
    description: 'How long a graceful shutdown may wait for in-flight work before exiting anyway.',
  },
  {
    name: 'WORKER_HEALTH_PORT',
    default: '3001',
    kind: { type: 'int', min: 1, max: 65535 },
    description: 'Port of the worker health endpoint (GET /health).',
  },
  {
    name: 'WORKER_CONCURRENCY',
    default: '2',
    kind: { type: 'int', min: 1, max: 64 },
    description: 'Jobs a worker process runs at once per queue.',
  },
  {
    name: 'OUTBOX_RELAY_INTERVAL_MS',
    default: '5000',
    kind: { type: 'int', min: 100, max: 600000 },
    description: 'How often the worker relay looks for unpublished events and due retries.',
  },
  {
    name: 'OUTBOX_RELAY_GRACE_MS',
    default: '10000',
    kind: { type: 'int', min: 0, max: 600000 },
    description:
      'Age an unpublished event must reach before the relay publishes it in the API’s place.',
  },
  {
    name: 'OUTBOX_MAX_ATTEMPTS',
    default: '8',
    kind: { type: 'int', min: 1, max: 100 },
    description:
      'Attempts per subscriber before a delivery is marked dead (retry from the console).',
  },
  {
    name: 'MAINTENANCE_CRON',
    default: '30 3 * * *',
    kind: { type: 'string', minLength: 9 },
    description: 'Cron pattern (Europe/Madrid) of the nightly maintenance job.',
  },
  {
    name: 'DELIVERY_RETENTION_DAYS',
    default: '30',
    kind: { type: 'int', min: 1, max: 3650 },
    description: 'Days a succeeded event delivery record is kept before maintenance purges it.',
  },
  {
    name: 'DEMO_PASSWORD',
    default: 'Demo-Taller-2026',
    kind: { type: 'string', minLength: 8 },
    description:
      'Password of the demo users the demo seed creates (npm start on an empty database).',
    secret: true,
  },
  {
    name: 'DEMO_MODE',
    default: 'false',
    kind: { type: 'bool' },
    description:
      'A demonstration install (npm start, the tests, the bench): a production API then accepts the demo users. Never set it for a real workshop.',
  },
  {
    name: 'BUSINESS_TIMEZONE',
    default: 'Europe/Madrid',
    kind: { type: 'string', minLength: 3 },
    description: 'Time zone of business days, schedules and reports.',
  },
] as const satisfies readonly SettingDefinition[];

export type SettingName = (typeof SETTINGS)[number]['name'];

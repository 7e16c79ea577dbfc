// Configuration comes only from the environment, checked once at start: a bad value stops the
// server with a message naming the variable, instead of failing later in some request.
import { isIP } from 'node:net';
import { z } from 'zod';
import { ENVIRONMENTS, type Environment } from '@eventory/domain/environment';
import { allowedDashboardOrigins } from '@eventory/domain/proxy-login';
import { loadStorageConfig, STORAGE_CONFIG_DOCS, type StorageConfig } from './storage-config.ts';
import { loadSandboxConfig, SANDBOX_CONFIG_DOCS, type SandboxConfig } from './sandbox-config.ts';
import { PREVIEW_ID_PATTERN, shadowPrefixOf } from '@eventory/domain/runtime-config';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite under dataDir/pglite. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  appEnv: Environment;
  /** e.g. "/event-dashboard": leading slash, no trailing slash. */
  basePath: string;
  previewId: string | undefined;
  /** Unset: derived from each request's host. */
  publicOrigin: string | undefined;
  googleClientId: string;
  googleJwksUrl: string;
  /** Lower-cased; bootstrapped as super admins. */
  adminEmails: string[];
  /** Unset outside production: generated once and kept in the settings table. */
  sessionSecret: string | undefined;
  /** The deployed dashboards plus DASHBOARD_ORIGINS, and the local ones outside production. */
  dashboardOrigins: string[];
  seedDemo: boolean;
  logLevel: LogLevel;
  ingestKeys: string[];
  /**
   * Proxy addresses (IPs, CIDR ranges or loopback/linklocal/uniquelocal) whose X-Forwarded-* headers
   * are believed. Empty (the default): no forwarded header is trusted and the client address is the
   * socket's, so a caller cannot pick the address rate limits key on.
   */
  trustProxy: string[];
  /** The storage tool's backend and limits (config/storage-config.ts). */
  storage: StorageConfig;
  /** The function sandbox's limits (config/sandbox-config.ts). */
  sandbox: SandboxConfig;
  /** Requests slower than this are logged at warn with their timing. */
  slowRequestMs: number;
  /** Unset: GET /metrics answers loopback callers only; set: it needs `Authorization: Bearer <token>`. */
  metricsToken: string | undefined;
  /** Unset: no stream ingestion. Set: events are also consumed from NATS JetStream (engine/stream-ingest.ts). */
  natsUrl: string | undefined;
  natsStream: string;
  natsSubject: string;
  /** Acknowledge appends but apply nothing (a test and operations switch, APPLY_PAUSED). */
  applyPaused: boolean;
  /** /readyz answers 503 once the oldest event not yet applied is older than this (seconds). */
  applyReadyLagSeconds: number;
  /**
   * Back-pressure (decision 0100): an appended batch is acknowledged once the applier is within this many events
   * of it; 0 acknowledges at once whatever the backlog.
   */
  applyBacklogLimit: number;
  /** The only folder job commands run from (decisions/0050); default DATA_DIR/jobs. */
  jobsDir: string;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type LogLevel = (typeof LOG_LEVELS)[number];

/** APPLY_BACKLOG_LIMIT's defaults: embedded PGlite applies more slowly, so the same lag needs a shorter log (0108). */
const BACKLOG_LIMIT = { postgres: 10_000, embedded: 6_000 } as const;

export interface ConfigDoc {
  name: string;
  default: string;
  description: string;
}

export const CONFIG_DOCS: ConfigDoc[] = [
  { name: 'PORT', default: '8080', description: 'TCP port the server listens on (API and both front ends).' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to bind.' },
  {
    name: 'DATA_DIR',
    default: './data',
    description: 'Local data directory; the embedded database lives in DATA_DIR/pglite.',
  },
  {
    name: 'DATABASE_URL',
    default: '(unset)',
    description: 'PostgreSQL connection URL (postgres://...). Unset: embedded PGlite in DATA_DIR.',
  },
  {
    name: 'REDIS_URL',
    default: '(unset)',
    description: 'Redis URL (redis://...) for shared rankings. Unset: in-process.',
  },
  {
    name: 'APP_ENV',
    default: 'development',
    description:
      'production | stage | uat | development. Development sign-in, tester and shadow are off in production.',
  },
  { name: 'BASE_PATH', default: '/event-dashboard', description: 'Path the dashboard is served under.' },
  {
    name: 'PREVIEW_ID',
    default: '(unset)',
    description: 'Pull-request preview id; adds the /shadow/{PREVIEW_ID} prefix before BASE_PATH.',
  },
  {
    name: 'PUBLIC_ORIGIN',
    default: '(unset)',
    description: 'Public origin (https://host) used in links. Unset: derived from each request.',
  },
  {
    name: 'GOOGLE_CLIENT_ID',
    default: '""',
    description: 'OAuth client id Google ID tokens must be issued for. Empty: Google sign-in is refused.',
  },
  {
    name: 'GOOGLE_JWKS_URL',
    default: 'https://www.googleapis.com/oauth2/v3/certs',
    description: "Where Google's signing keys are fetched from.",
  },
  {
    name: 'ADMIN_EMAILS',
    default: '""',
    description: 'Comma-separated emails made super admins (role developer) at start.',
  },
  {
    name: 'SESSION_SECRET',
    default: '(generated)',
    description:
      'Secret signing admin sessions (at least 32 characters). Required in production; elsewhere generated once and kept in the database.',
  },
  {
    name: 'DASHBOARD_ORIGINS',
    default: '""',
    description:
      'Comma-separated extra origins allowed to receive a proxy sign-in result (besides the uat, stage and production dashboards; the local ones only outside production).',
  },
  {
    name: 'SEED_DEMO',
    default: 'true',
    description: 'Seed the demo campaign and population into an empty database.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'fatal | error | warn | info | debug | trace | silent.',
  },
  {
    name: 'INGEST_KEYS',
    default: '""',
    description: 'Comma-separated API keys accepted by the event ingestion endpoint.',
  },
  {
    name: 'TRUST_PROXY',
    default: '""',
    description:
      "Comma-separated proxy addresses (IPs, CIDR ranges, or loopback | linklocal | uniquelocal) whose X-Forwarded-For/-Proto/-Host are believed. Empty: forwarded headers are ignored and the client address is the connection's.",
  },
  ...STORAGE_CONFIG_DOCS,
  ...SANDBOX_CONFIG_DOCS,
  {
    name: 'SLOW_REQUEST_MS',
    default: '1000',
    description: 'Requests taking longer than this many milliseconds are logged at warn with their timing.',
  },
  {
    name: 'METRICS_TOKEN',
    default: '(unset)',
    description:
      'Bearer token GET /metrics asks for (Prometheus scrape). Unset: /metrics answers only callers on the loopback address.',
  },
  {
    name: 'NATS_URL',
    default: '(unset)',
    description:
      'NATS server (nats://host:4222) with JetStream: events published there are ingested like POST /v1/events. Unset: off.',
  },
  {
    name: 'NATS_STREAM',
    default: 'EVENTORY_EVENTS',
    description: 'JetStream stream the events are published to (created when missing).',
  },
  {
    name: 'APPLY_READY_LAG_SECONDS',
    default: '10',
    description:
      'GET /readyz answers 503 while the oldest acknowledged event not yet applied to the records is older than this many seconds.',
  },
  {
    name: 'APPLY_BACKLOG_LIMIT',
    default: `${BACKLOG_LIMIT.postgres} (embedded: ${BACKLOG_LIMIT.embedded})`,
    description:
      "Back-pressure: a batch (POST /v1/events, JetStream) is appended to the event log (and then acknowledged) only while this process's unapplied appends, with it, stay within this many events, so the log and the apply lag stay bounded and the acknowledged rate is the applied rate; the applier applies rounds of half this many. 0: append at once. Embedded PGlite applies more slowly, so its default is lower, to keep the apply lag p99 under 1 s (decision 0108).",
  },
  {
    name: 'APPLY_PAUSED',
    default: 'false',
    description:
      'true: ingestion appends and acknowledges events but this process applies none (crash tests, draining); another process may apply.',
  },
  {
    name: 'NATS_SUBJECT',
    default: 'eventory.events',
    description: 'Subject prefix: the host app publishes to {NATS_SUBJECT}.{partition}, e.g. a campaign id.',
  },
  {
    name: 'JOBS_DIR',
    default: 'DATA_DIR/jobs',
    description:
      'The only folder command jobs run from: a job names a program inside it; a path that leaves it (.., absolute, a symlink out) is refused.',
  },
];

const commaList = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

const unsetIfEmpty = (raw: string | undefined) =>
  raw === undefined || raw.trim() === '' ? undefined : raw.trim();

function fail(name: string, expected: string, got: string): never {
  throw new Error(`${name} must be ${expected}, got ${JSON.stringify(got)}`);
}

function check<T>(name: string, schema: z.ZodType<T>, raw: string, expected: string): T {
  const result = schema.safeParse(raw);
  if (!result.success) fail(name, expected, raw);
  return result.data;
}

const urlWithProtocols = (protocols: string[]) =>
  z.string().refine((s) => {
    try {
      return protocols.includes(new URL(s).protocol);
    } catch {
      return false;
    }
  });

const pathSchema = z.string().regex(/^(\/[A-Za-z0-9._~-]+)+$/);
const emailSchema = z.email();

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
/** An IP address, a CIDR range (address/prefix) or one of proxy-addr's named ranges. */
function isProxyAddress(value: string): boolean {
  if (PROXY_NAMES.includes(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

/** An environment variable, or undefined when unset or empty. */
type Raw = (name: string) => string | undefined;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const raw: Raw = (name: string) => unsetIfEmpty(env[name]);
  const { port, appEnv, basePath, previewId } = loadServing(raw);
  const { databaseUrl, redisUrl } = loadStores(raw);
  const { publicOrigin, googleJwksUrl, adminEmails, sessionSecret, dashboardOrigins } = loadOrigins(
    raw,
    env,
    appEnv,
  );
  const { seedDemo, logLevel, trustProxy, slowRequestMs, metricsToken } = loadOperations(raw, env);
  const { natsUrl, natsStream, natsSubject, applyPaused, applyReadyLagSeconds, applyBacklogLimit } =
    loadEventStream(raw, databaseUrl);
  const dataDir = raw('DATA_DIR') ?? './data';
  const jobsDir = raw('JOBS_DIR') ?? `${dataDir.replace(/\/+$/, '')}/jobs`;
  if (jobsDir.includes('\0')) fail('JOBS_DIR', 'a folder path', jobsDir);

  return {
    port,
    host: raw('HOST') ?? '0.0.0.0',
    dataDir,
    databaseUrl,
    redisUrl,
    appEnv,
    basePath,
    previewId,
    publicOrigin,
    googleClientId: raw('GOOGLE_CLIENT_ID') ?? '',
    googleJwksUrl,
    adminEmails,
    sessionSecret,
    dashboardOrigins,
    seedDemo,
    logLevel,
    ingestKeys: commaList(env.INGEST_KEYS),
    trustProxy,
    storage: loadStorageConfig(env, raw('DATA_DIR') ?? './data'),
    sandbox: loadSandboxConfig(env),
    slowRequestMs,
    metricsToken,
    natsUrl,
    natsStream,
    natsSubject,
    applyPaused,
    applyReadyLagSeconds,
    applyBacklogLimit,
    jobsDir,
  };
}

/** Where the server listens and serves the dashboard: port, environment, base path, preview id. */
function loadServing(raw: Raw): Pick<Config, 'port' | 'appEnv' | 'basePath' | 'previewId'> {
  const portRaw = raw('PORT') ?? '8080';
  const port = check(
    'PORT',
    z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(65535)),
    portRaw,
    'an integer 1-65535',
  );

  const appEnv = check(
    'APP_ENV',
    z.enum(ENVIRONMENTS),
    raw('APP_ENV') ?? 'development',
    ENVIRONMENTS.join(' | '),
  );

  const basePathRaw = (raw('BASE_PATH') ?? '/event-dashboard').replace(/\/+$/, '');
  const basePath = check('BASE_PATH', pathSchema, basePathRaw, 'a path like /event-dashboard');

  const previewId = raw('PREVIEW_ID');
  if (previewId !== undefined)
    check('PREVIEW_ID', z.string().regex(PREVIEW_ID_PATTERN), previewId, 'letters, digits, ".", "_" or "-"');

  return { port, appEnv, basePath, previewId };
}

/** The database and Redis URLs, when set. */
function loadStores(raw: Raw): Pick<Config, 'databaseUrl' | 'redisUrl'> {
  const databaseUrl = raw('DATABASE_URL');
  if (databaseUrl !== undefined)
    check('DATABASE_URL', urlWithProtocols(['postgres:', 'postgresql:']), databaseUrl, 'a postgres:// URL');

  const redisUrl = raw('REDIS_URL');
  if (redisUrl !== undefined)
    check('REDIS_URL', urlWithProtocols(['redis:', 'rediss:']), redisUrl, 'a redis:// URL');

  return { databaseUrl, redisUrl };
}

/** The public origin, sign-in (Google's keys, the first admins, the session secret) and the dashboard origins. */
function loadOrigins(
  raw: Raw,
  env: Record<string, string | undefined>,
  appEnv: Config['appEnv'],
): Pick<Config, 'publicOrigin' | 'googleJwksUrl' | 'adminEmails' | 'sessionSecret' | 'dashboardOrigins'> {
  const publicOriginRaw = raw('PUBLIC_ORIGIN');
  let publicOrigin: string | undefined;
  if (publicOriginRaw !== undefined) {
    check(
      'PUBLIC_ORIGIN',
      urlWithProtocols(['http:', 'https:']),
      publicOriginRaw,
      'an origin like https://events.example.com',
    );
    publicOrigin = new URL(publicOriginRaw).origin;
  }

  const googleJwksUrl = raw('GOOGLE_JWKS_URL') ?? 'https://www.googleapis.com/oauth2/v3/certs';
  check('GOOGLE_JWKS_URL', urlWithProtocols(['http:', 'https:']), googleJwksUrl, 'an http(s) URL');

  const adminEmails = commaList(env.ADMIN_EMAILS).map((e) => e.toLowerCase());
  for (const email of adminEmails)
    check('ADMIN_EMAILS', emailSchema, email, 'a comma-separated list of emails');

  const sessionSecret = raw('SESSION_SECRET');
  if (sessionSecret !== undefined && sessionSecret.length < 32)
    fail('SESSION_SECRET', 'at least 32 characters long', `${sessionSecret.length} characters`);
  if (sessionSecret === undefined && appEnv === 'production')
    throw new Error('SESSION_SECRET must be set when APP_ENV=production (at least 32 random characters)');

  const extraOrigins = commaList(env.DASHBOARD_ORIGINS).map((o) => {
    check('DASHBOARD_ORIGINS', urlWithProtocols(['http:', 'https:']), o, 'a comma-separated list of origins');
    return new URL(o).origin;
  });
  const dashboardOrigins = allowedDashboardOrigins(appEnv, extraOrigins);

  return { publicOrigin, googleJwksUrl, adminEmails, sessionSecret, dashboardOrigins };
}

/** The demo seed, logging, trusted proxies, the slow-request mark and the metrics token. */
function loadOperations(
  raw: Raw,
  env: Record<string, string | undefined>,
): Pick<Config, 'seedDemo' | 'logLevel' | 'trustProxy' | 'slowRequestMs' | 'metricsToken'> {
  const seedDemoRaw = (raw('SEED_DEMO') ?? 'true').toLowerCase();
  const seedDemo = check(
    'SEED_DEMO',
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .transform((v) => v === 'true' || v === '1' || v === 'yes'),
    seedDemoRaw,
    'true or false',
  );

  const logLevel = check(
    'LOG_LEVEL',
    z.enum(LOG_LEVELS),
    (raw('LOG_LEVEL') ?? 'info').toLowerCase(),
    LOG_LEVELS.join(' | '),
  );

  const trustProxy = commaList(env.TRUST_PROXY);
  for (const address of trustProxy)
    if (!isProxyAddress(address))
      fail(
        'TRUST_PROXY',
        'a comma-separated list of IP addresses, CIDR ranges or loopback | linklocal | uniquelocal',
        address,
      );

  const slowRequestMs = check(
    'SLOW_REQUEST_MS',
    z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(600_000)),
    raw('SLOW_REQUEST_MS') ?? '1000',
    'a whole number of milliseconds from 1 to 600000',
  );
  const metricsToken = raw('METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16)
    fail('METRICS_TOKEN', 'at least 16 characters long', `${metricsToken.length} characters`);

  return { seedDemo, logLevel, trustProxy, slowRequestMs, metricsToken };
}

/** The event stream (NATS) and the applier's pause, readiness lag and backlog limit. */
function loadEventStream(
  raw: Raw,
  databaseUrl: string | undefined,
): Pick<
  Config,
  'natsUrl' | 'natsStream' | 'natsSubject' | 'applyPaused' | 'applyReadyLagSeconds' | 'applyBacklogLimit'
> {
  const natsUrl = raw('NATS_URL');
  if (natsUrl !== undefined) check('NATS_URL', urlWithProtocols(['nats:', 'tls:']), natsUrl, 'a nats:// URL');
  const natsStream = check(
    'NATS_STREAM',
    z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    raw('NATS_STREAM') ?? 'EVENTORY_EVENTS',
    'a stream name of letters, digits, "_" or "-"',
  );
  const natsSubject = check(
    'NATS_SUBJECT',
    z.string().regex(/^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/),
    raw('NATS_SUBJECT') ?? 'eventory.events',
    'dot-separated tokens of letters, digits, "_" or "-" (no wildcards)',
  );
  const applyPaused = check(
    'APPLY_PAUSED',
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'])
      .transform((v) => v === 'true' || v === '1' || v === 'yes'),
    (raw('APPLY_PAUSED') ?? 'false').toLowerCase(),
    'true or false',
  );
  const applyReadyLagSeconds = check(
    'APPLY_READY_LAG_SECONDS',
    z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(86_400)),
    raw('APPLY_READY_LAG_SECONDS') ?? '10',
    'a whole number of seconds from 1 to 86400',
  );
  const applyBacklogLimit = check(
    'APPLY_BACKLOG_LIMIT',
    z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(0).max(10_000_000)),
    raw('APPLY_BACKLOG_LIMIT') ??
      String(databaseUrl === undefined ? BACKLOG_LIMIT.embedded : BACKLOG_LIMIT.postgres),
    'a whole number of events from 0 (off) to 10000000',
  );
  return { natsUrl, natsStream, natsSubject, applyPaused, applyReadyLagSeconds, applyBacklogLimit };
}

/** "/shadow/{PREVIEW_ID}" when a preview id is set, else "". */
export const shadowPrefix = (config: Pick<Config, 'previewId'>) =>
  config.previewId ? shadowPrefixOf(config.previewId) : '';

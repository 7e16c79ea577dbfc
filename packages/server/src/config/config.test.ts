import { describe, expect, it } from 'vitest';
import { CONFIG_DOCS, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      redisUrl: undefined,
      appEnv: 'development',
      basePath: '/event-dashboard',
      previewId: undefined,
      googleClientId: '',
      googleJwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
      adminEmails: [],
      sessionSecret: undefined,
      seedDemo: true,
      logLevel: 'info',
      ingestKeys: [],
      trustProxy: [],
      applyBacklogLimit: 6_000,
    });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/eventory' }).applyBacklogLimit).toBe(10_000);
    expect(loadConfig({ APPLY_BACKLOG_LIMIT: '0' }).applyBacklogLimit).toBe(0);
    expect(loadConfig({ APPLY_BACKLOG_LIMIT: '20000' }).applyBacklogLimit).toBe(20_000);
    expect(c.dashboardOrigins).toContain('https://event-dashboard.eventory.app');
  });

  it('names the variable and the bad value', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('PORT must be an integer 1-65535, got "abc"');
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/^PORT must be/);
    expect(() => loadConfig({ APP_ENV: 'prod' })).toThrow(
      /^APP_ENV must be production \| stage \| uat \| development, got "prod"/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /^DATABASE_URL must be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig({ ADMIN_EMAILS: 'a@b.co,nope' })).toThrow(/^ADMIN_EMAILS must be/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/^SEED_DEMO must be true or false/);
    expect(() => loadConfig({ APPLY_BACKLOG_LIMIT: 'lots' })).toThrow(
      'APPLY_BACKLOG_LIMIT must be a whole number of events from 0 (off) to 10000000, got "lots"',
    );
    expect(() => loadConfig({ APPLY_BACKLOG_LIMIT: '-5' })).toThrow(/^APPLY_BACKLOG_LIMIT must be/);
    expect(() => loadConfig({ BASE_PATH: 'no-slash' })).toThrow(/^BASE_PATH must be/);
  });

  it('requires SESSION_SECRET in production only', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(
      /^SESSION_SECRET must be set when APP_ENV=production/,
    );
    expect(loadConfig({ APP_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).sessionSecret).toBe(
      'x'.repeat(32),
    );
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(
      /^SESSION_SECRET must be at least 32 characters/,
    );
  });

  it('reads comma lists, lower-cases admin emails and adds DASHBOARD_ORIGINS to the defaults', () => {
    const c = loadConfig({
      ADMIN_EMAILS: ' Boss@Eventory.app , ops@eventory.app,',
      DASHBOARD_ORIGINS: 'https://ops.example.com/path',
      INGEST_KEYS: 'k1,k2',
      BASE_PATH: '/ops/',
    });
    expect(c.adminEmails).toEqual(['boss@eventory.app', 'ops@eventory.app']);
    expect(c.dashboardOrigins).toContain('https://ops.example.com');
    expect(c.dashboardOrigins).toContain('http://localhost:8080');
    expect(c.ingestKeys).toEqual(['k1', 'k2']);
    expect(c.basePath).toBe('/ops');
  });

  it('trusts forwarded headers only from the proxy addresses in TRUST_PROXY (none by default)', () => {
    expect(loadConfig({ TRUST_PROXY: ' 10.0.0.1, 192.168.0.0/16,loopback, ::1 ' }).trustProxy).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
      '::1',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      'TRUST_PROXY must be a comma-separated list of IP addresses, CIDR ranges or loopback | linklocal | uniquelocal, got "true"',
    );
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/^TRUST_PROXY must be/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.300' })).toThrow(/^TRUST_PROXY must be/);
  });

  it('allows the local dashboards as proxy sign-in origins only outside production', () => {
    const production = loadConfig({ APP_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) });
    expect(production.dashboardOrigins).not.toContain('http://localhost:8080');
    expect(production.dashboardOrigins).not.toContain('http://127.0.0.1:8080');
    expect(production.dashboardOrigins).toContain('https://event-dashboard.eventory.app');
    expect(loadConfig({ APP_ENV: 'uat' }).dashboardOrigins).toContain('http://127.0.0.1:8080');
  });

  it('puts the jobs directory under DATA_DIR unless JOBS_DIR says otherwise', () => {
    expect(loadConfig({ DATA_DIR: '/srv/eventory/' }).jobsDir).toBe('/srv/eventory/jobs');
    expect(loadConfig({}).jobsDir).toBe('./data/jobs');
    expect(loadConfig({ JOBS_DIR: '/opt/jobs' }).jobsDir).toBe('/opt/jobs');
  });

  it('documents every variable it reads, and reads every variable it documents', () => {
    // The environment loadConfig looks at, recorded by a proxy: the names it asked for are the names it reads.
    const read = new Set<string>();
    const env = new Proxy({} as Record<string, string | undefined>, {
      get(_, name) {
        if (typeof name === 'string') read.add(name);
        return undefined;
      },
    });
    loadConfig(env);
    expect([...read].sort()).toEqual(CONFIG_DOCS.map((d) => d.name).sort());
  });
});

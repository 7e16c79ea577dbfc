// The dashboard's environment, derived from the host it is served on; `?env=` forces one.
export const ENVIRONMENTS = ['production', 'stage', 'uat', 'development'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

const LOCAL_HOSTS = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/;

export function environmentFromHost(hostname: string): Environment {
  const host = hostname.toLowerCase().replace(/:\d+$/, '');
  if (LOCAL_HOSTS.test(host) || /(^|[.-])(dev|local)([.-]|$)/.test(host)) return 'development';
  if (/(^|[.-])uat([.-]|$)/.test(host)) return 'uat';
  if (/(^|[.-])(stage|staging|sta)([.-]|$)/.test(host)) return 'stage';
  return 'production';
}

export function deriveEnvironment(hostname: string, search = ''): Environment {
  const forced = new URLSearchParams(search).get('env')?.toLowerCase();
  if (forced && (ENVIRONMENTS as readonly string[]).includes(forced)) return forced as Environment;
  return environmentFromHost(hostname);
}

export const isProduction = (env: Environment) => env === 'production';

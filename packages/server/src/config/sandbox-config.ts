// Sandbox limits (decisions/0053-function-sandbox.md), read once from the environment with the rest
// of the configuration (config.ts).
export interface SandboxConfig {
  /** Heap limit of one run's isolate, MiB. */
  memoryMb: number;
  /** Wall-clock limit of one run (CPU included), ms. */
  timeoutMs: number;
  /** Runs at once per server process; more are refused (429) rather than queued. */
  maxRuns: number;
}

/** Rows of the README's settings table (config.ts CONFIG_DOCS takes them in). */
export const SANDBOX_CONFIG_DOCS: { name: string; default: string; description: string }[] = [
  {
    name: 'SANDBOX_MEMORY_MB',
    default: '32',
    description: 'Heap limit of one function run (isolated-vm isolate), MiB (8-1024).',
  },
  {
    name: 'SANDBOX_TIMEOUT_MS',
    default: '5000',
    description: 'Wall-clock limit of one function run, ms (10-60000).',
  },
  {
    name: 'SANDBOX_MAX_RUNS',
    default: '2',
    description: 'Function runs at once per server process; more answer 429.',
  },
];

function whole(
  env: Record<string, string | undefined>,
  name: string,
  fallback: number,
  min: number,
  max: number,
) {
  const raw = env[name]?.trim() || String(fallback);
  const n = /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= min && n <= max))
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(raw)}`);
  return n;
}

export function loadSandboxConfig(env: Record<string, string | undefined>): SandboxConfig {
  return {
    memoryMb: whole(env, 'SANDBOX_MEMORY_MB', 32, 8, 1024),
    timeoutMs: whole(env, 'SANDBOX_TIMEOUT_MS', 5000, 10, 60_000),
    maxRuns: whole(env, 'SANDBOX_MAX_RUNS', 2, 1, 64),
  };
}

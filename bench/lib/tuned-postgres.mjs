// A private PostgreSQL cluster for benchmarks, set up as docs/operations.md advises for the applier
// (shared_buffers that hold `records`, compressed full-page images, checkpoints minutes apart), beside the
// machine's shared server, whose settings are PostgreSQL's defaults and not ours to change. Durability is
// PostgreSQL's default: fsync, synchronous_commit and full_page_writes stay on.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The settings the cluster runs with (docs/operations.md, "PostgreSQL for the applier"). */
export const TUNED_SETTINGS = {
  shared_buffers: '2GB',
  wal_buffers: '64MB',
  wal_compression: 'lz4',
  max_wal_size: '16GB',
  checkpoint_timeout: '30min',
};

/** The newest PostgreSQL server binaries on this machine (Debian's layout), or undefined. */
function serverBinaries() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(root, versions[0], 'bin') : undefined;
}

const freePort = () =>
  new Promise((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => done(port));
    });
  });

/**
 * Starts the cluster in a temporary folder on a free port; answers its URL (database `postgres`) and stop(),
 * which stops it and removes the folder. Undefined when no PostgreSQL server binaries are installed.
 */
export async function startTunedPostgres() {
  const bin = serverBinaries();
  if (!bin) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'eventory-bench-pg-'));
  chmodSync(dir, 0o777);
  // initdb refuses to run as root: as root, run the server as the machine's postgres user.
  const asUser = process.getuid?.() === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
  const run = (file, args) => {
    const [cmd, ...rest] = [...asUser, join(bin, file), ...args];
    execFileSync(cmd, rest, { stdio: ['ignore', 'ignore', 'inherit'] });
  };
  const data = join(dir, 'data');
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    ...Object.entries(TUNED_SETTINGS).map(([k, v]) => `-c ${k}=${v}`),
  ].join(' ');
  run('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      const [cmd, ...rest] = [...asUser, join(bin, 'pg_ctl'), '-D', data, '-m', 'fast', '-w', 'stop'];
      spawnSync(cmd, rest, { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

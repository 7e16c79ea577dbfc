// Where an interval's CPU went, from /proc (Linux; elsewhere every figure is null): the CPU time of the server
// process, of every PostgreSQL and Redis process, of this bench process (the load generator), and of the whole
// machine. Per event this is steadier than a rate on a shared machine: it counts work, not waiting.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

let ticksPerSecond = 100;
try {
  ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
} catch {
  /* USER_HZ is 100 on Linux */
}

/** utime + stime of a /proc/<pid>/stat line, in ticks, and the process's name. */
function processTicks(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const name = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    return { name, ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return undefined;
  }
}

/** CPU ticks so far: the given server pid, PostgreSQL and Redis processes by name, this process, the machine. */
export function cpuSnapshot(serverPid) {
  let procs;
  try {
    procs = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return undefined;
  }
  const snap = { server: 0, postgres: 0, redis: 0, bench: 0, machine: 0, at: performance.now() };
  for (const pid of procs) {
    const p = processTicks(pid);
    if (!p) continue;
    if (Number(pid) === serverPid) snap.server += p.ticks;
    else if (Number(pid) === process.pid) snap.bench += p.ticks;
    else if (p.name === 'postgres' || p.name === 'postmaster') snap.postgres += p.ticks;
    else if (p.name.startsWith('redis-server')) snap.redis += p.ticks;
  }
  // The machine: busy ticks of all cores (user, nice, system, irq, softirq, steal).
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  snap.machine = cpu[0] + cpu[1] + cpu[2] + cpu[5] + cpu[6] + cpu[7];
  return snap;
}

/**
 * CPU µs per unit of work between two snapshots, per part and in all, and how many cores the machine kept busy.
 * Processes that started or ended in between count only their time inside it as far as /proc shows them.
 */
export function cpuPerUnit(before, after, units) {
  if (!before || !after || units <= 0) return undefined;
  const us = (ticks) => (ticks / ticksPerSecond / units) * 1e6;
  const part = (k) => us(Math.max(0, after[k] - before[k]));
  const seconds = (after.at - before.at) / 1000;
  return {
    server: part('server'),
    postgres: part('postgres'),
    redis: part('redis'),
    bench: part('bench'),
    machine: part('machine'),
    coresBusy: (after.machine - before.machine) / ticksPerSecond / seconds,
  };
}

/** One line: "server 41 µs, PostgreSQL 55 µs, … = 120 µs per event; 1.86 cores busy". */
export function describeCpu(c, unit = 'event') {
  if (!c) return 'CPU per unit: not measured here (no /proc)';
  const f = (v) => `${v.toFixed(0)} µs`;
  const parts = [
    c.server > 0 ? `server ${f(c.server)}` : undefined,
    c.postgres > 0 ? `PostgreSQL ${f(c.postgres)}` : undefined,
    c.redis > 0 ? `Redis ${f(c.redis)}` : undefined,
    `load generator ${f(c.bench)}`,
  ].filter(Boolean);
  return `CPU per ${unit}: ${parts.join(', ')}; machine ${f(c.machine)} in all, ${c.coresBusy.toFixed(2)} cores busy`;
}

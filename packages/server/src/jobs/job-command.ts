// Running one command job (decisions/0050): the program and its folder must lie inside the jobs directory
// once every symlink is resolved; it runs without a shell, with a bare environment (no server secrets),
// in its own process group, killed (the whole group) at its timeout; the tail of stdout and stderr kept.
import { spawn } from 'node:child_process';
import { realpath, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import { jobPathProblem, OUTPUT_TAIL_CHARS } from '@eventory/domain/jobs';

export interface CommandOutcome {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** Why it failed when not by its exit code. */
  error: string | null;
  timedOut: boolean;
}

class RefusedPath extends Error {}

const inside = (root: string, path: string) => path === root || path.startsWith(root + sep);

/** The real path of `relative` inside `jobsDir`; throws RefusedPath when it leaves it or is missing. */
async function realInside(jobsDir: string, relative: string, label: string): Promise<string> {
  const problem = jobPathProblem(relative);
  if (problem) throw new RefusedPath(`${label} ${problem}`);
  let root: string;
  try {
    root = await realpath(jobsDir);
  } catch {
    throw new RefusedPath(`the jobs directory (JOBS_DIR) ${jobsDir} does not exist`);
  }
  let real: string;
  try {
    real = await realpath(resolve(root, relative));
  } catch {
    throw new RefusedPath(`${label} ${relative} was not found in the jobs directory`);
  }
  if (!inside(root, real)) throw new RefusedPath(`${label} ${relative} leads outside the jobs directory`);
  return real;
}

/** A ring of the last `max` characters written. */
function tail(max: number) {
  let text = '';
  return {
    push(chunk: Buffer) {
      text = (text + chunk.toString('utf8')).slice(-max);
    },
    get value() {
      return text;
    },
  };
}

export async function runCommand(
  jobsDir: string,
  job: { command: string; cwd: string | null; args: readonly string[]; timeout: number },
  env: Record<string, string>,
  /** Aborted when the server stops: the run is killed like at its timeout. */
  signal?: AbortSignal,
): Promise<CommandOutcome> {
  let file: string;
  let cwd: string;
  try {
    file = await realInside(jobsDir, job.command, 'command');
    cwd = job.cwd ? await realInside(jobsDir, job.cwd, 'cwd') : await realpath(jobsDir);
    if (!(await stat(cwd)).isDirectory()) throw new RefusedPath(`cwd ${job.cwd} is not a folder`);
  } catch (err) {
    if (err instanceof RefusedPath)
      return { exitCode: null, stdout: '', stderr: '', error: `Refused: ${err.message}.`, timedOut: false };
    throw err;
  }

  const stdout = tail(OUTPUT_TAIL_CHARS);
  const stderr = tail(OUTPUT_TAIL_CHARS);
  return new Promise<CommandOutcome>((done) => {
    const child = spawn(file, [...job.args], {
      cwd,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: process.env.LANG ?? 'C.UTF-8', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
      shell: false,
    });
    let timedOut = false;
    let spawnError: string | null = null;
    const killGroup = () => {
      try {
        if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    };
    let stoppedWithServer = false;
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup();
    }, job.timeout);
    const onAbort = () => {
      stoppedWithServer = true;
      killGroup();
    };
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (c: Buffer) => stdout.push(c));
    child.stderr.on('data', (c: Buffer) => stderr.push(c));
    let settled = false;
    const settle = (outcome: CommandOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      done(outcome);
    };
    child.on('error', (err) => {
      spawnError = `Could not start ${job.command}: ${err.message}`;
      // A program that never started emits no close of its own.
      if (child.pid === undefined)
        settle({
          exitCode: null,
          stdout: stdout.value,
          stderr: stderr.value,
          error: spawnError,
          timedOut: false,
        });
    });
    child.on('close', (code, endSignal) => {
      // The group may hold children of the command that outlived it.
      if (timedOut || code !== 0) killGroup();
      const error = timedOut
        ? `Killed at its timeout of ${job.timeout} ms.`
        : stoppedWithServer
          ? 'Killed: its server process was stopping.'
          : (spawnError ?? (endSignal ? `Ended by signal ${endSignal}.` : null));
      settle({
        exitCode: timedOut ? null : code,
        stdout: stdout.value,
        stderr: stderr.value,
        error,
        timedOut,
      });
    });
  });
}

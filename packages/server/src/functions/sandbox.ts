// Runs one function script isolated (decisions/0053-function-sandbox.md): each run gets a fresh V8
// isolate from isolated-vm with its own heap limit. The isolate holds plain JavaScript only: no require,
// import, process, fs, network, timers or Node globals; it sees `args` (a copy of the run's strings) and a
// `console` whose calls are copied out as text. Nothing of the server's heap is reachable from it (values
// cross only as copies), a run is stopped at the time limit (CPU and wall clock), and an isolate that
// outgrows its heap is disposed. Every way a run ends is an answer, never a server error.
import ivm from 'isolated-vm';
import type { FunctionRunResult, RunOutcome } from '@eventory/domain/functions';
import type { SandboxConfig } from '../config/sandbox-config.ts';

/** Most output kept per stream; the rest is cut with a note. */
export const MAX_OUTPUT = 64 * 1024;

const PRELUDE = `
(() => {
  const write = globalThis.__write;
  delete globalThis.__write;
  const show = (v) => {
    if (typeof v === 'string') return v;
    try { const s = JSON.stringify(v); return s === undefined ? String(v) : s; } catch { return String(v); }
  };
  const line = (stream) => (...values) => write(stream, values.map(show).join(' '));
  globalThis.console = Object.freeze({
    log: line('out'), info: line('out'), debug: line('out'), warn: line('err'), error: line('err'),
  });
})();
`;

class Output {
  private text = '';
  private cut = false;
  add(line: string) {
    if (this.cut) return;
    if (this.text.length + line.length + 1 > MAX_OUTPUT) {
      this.text += `${line}\n`.slice(0, Math.max(0, MAX_OUTPUT - this.text.length));
      this.text += `\n[output cut at ${MAX_OUTPUT} characters]\n`;
      this.cut = true;
      return;
    }
    this.text += `${line}\n`;
  }
  toString() {
    return this.text;
  }
}

function messageOf(error: unknown): string {
  if (error instanceof Error)
    return error.stack && error.stack.includes(error.message)
      ? error.stack
      : `${error.name}: ${error.message}`;
  return String(error);
}

/** Runs `code` (named `filename` in stack traces) with `args`; answers its output and how it ended. */
export async function runIsolated(
  code: string,
  args: readonly string[],
  filename: string,
  limits: SandboxConfig,
): Promise<FunctionRunResult> {
  const started = Date.now();
  const stdout = new Output();
  const stderr = new Output();
  const isolate = new ivm.Isolate({ memoryLimit: limits.memoryMb });
  let outcome: RunOutcome = 'ok';
  let timer: NodeJS.Timeout | undefined;
  try {
    const context = await isolate.createContext();
    const jail = context.global;
    await jail.set('globalThis', jail.derefInto());
    await jail.set(
      '__write',
      new ivm.Callback((stream: unknown, line: unknown) => {
        (stream === 'err' ? stderr : stdout).add(String(line));
      }),
    );
    await jail.set('args', new ivm.ExternalCopy([...args]).copyInto());
    await context.eval(PRELUDE, { timeout: limits.timeoutMs });
    const script = await isolate.compileScript(code, { filename: `function:${filename}` });
    // The wall clock bounds what the isolate's own timeout cannot see (a promise that never settles).
    const wallClock = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        if (!isolate.isDisposed) isolate.dispose();
        reject(new Error('Script execution timed out.'));
      }, limits.timeoutMs + 50);
    });
    await Promise.race([script.run(context, { timeout: limits.timeoutMs, promise: true }), wallClock]);
  } catch (error) {
    const message = messageOf(error);
    if (/timed out/i.test(message)) {
      outcome = 'timeout';
      stderr.add(`Stopped: the function ran longer than ${limits.timeoutMs} ms.`);
    } else if (/memory limit|disposed/i.test(message) || (isolate.isDisposed && !/timed out/.test(message))) {
      outcome = 'memory';
      stderr.add(`Stopped: the function used more than its ${limits.memoryMb} MiB of memory.`);
    } else {
      outcome = 'error';
      stderr.add(message);
    }
  } finally {
    clearTimeout(timer);
    if (!isolate.isDisposed) isolate.dispose();
  }
  return { stdout: stdout.toString(), stderr: stderr.toString(), outcome, durationMs: Date.now() - started };
}

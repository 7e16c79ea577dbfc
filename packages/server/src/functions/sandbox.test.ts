// The sandbox's escape-attempt suite (issue 15 §3): each attempt is stopped with a clear message, and the
// host (this process) is unharmed: its globals, prototypes, environment and files stay as they were.
import { describe, expect, it } from 'vitest';
import { runIsolated } from './sandbox.ts';

const limits = { memoryMb: 32, timeoutMs: 1000, maxRuns: 2 };
const run = (code: string, args: string[] = []) => runIsolated(code, args, 'test.js', limits);

describe('function sandbox', () => {
  it('runs plain JavaScript with its args and console output', async () => {
    const result = await run(
      'console.log("hello", args.length, args[0]); console.error({ warn: true }); console.log([1, 2]);',
      ['x', 'y'],
    );
    expect(result).toMatchObject({ outcome: 'ok', stdout: 'hello 2 x\n[1,2]\n', stderr: '{"warn":true}\n' });
  });

  it('waits for an async function body', async () => {
    const result = await run('(async () => { await Promise.resolve(); console.log("later"); })()');
    expect(result).toMatchObject({ outcome: 'ok', stdout: 'later\n' });
  });

  it('reports a thrown error on stderr', async () => {
    const result = await run('throw new TypeError("bad input")');
    expect(result.outcome).toBe('error');
    expect(result.stderr).toContain('TypeError: bad input');
  });

  it.each([
    ['require', 'require("fs").readFileSync("/etc/passwd", "utf8")', /require is not defined/],
    ['process.env', 'console.log(process.env.DATABASE_URL)', /process is not defined/],
    [
      'a dynamic import',
      'import("node:fs").then((fs) => console.log(fs.readFileSync("/etc/passwd", "utf8")))',
      /import|not supported|module/i,
    ],
    ['a socket (fetch)', 'fetch("http://127.0.0.1:6379")', /fetch is not defined/],
    ['a socket (WebSocket)', 'new WebSocket("ws://127.0.0.1:4222")', /WebSocket is not defined/],
    ['a timer', 'setTimeout(() => {}, 10)', /setTimeout is not defined/],
    [
      'the Function constructor',
      'console.log.constructor.constructor("return process")().exit(1)',
      /process is not defined/,
    ],
    [
      'globalThis climbing',
      'const g = this.constructor.constructor("return globalThis")(); g.process.mainModule.require("child_process")',
      /Cannot read properties of undefined/,
    ],
    ['child processes', 'require("child_process").execSync("id")', /require is not defined/],
  ])('stops %s with a clear error', async (_, code, message) => {
    const result = await run(code);
    expect(result.outcome).toBe('error');
    expect(result.stderr).toMatch(message);
    expect(result.stdout).not.toContain('root:');
  });

  it('keeps prototype changes inside the run', async () => {
    const result = await run(
      'Object.prototype.polluted = "yes"; Array.prototype.push = null; console.log(({}).polluted)',
    );
    expect(result.stdout).toBe('yes\n');
    expect(({} as { polluted?: string }).polluted).toBeUndefined();
    expect(typeof [].push).toBe('function');
    const next = await run('console.log(({}).polluted)');
    expect(next.stdout).toBe('undefined\n');
  });

  it('stops an infinite loop at the time limit', async () => {
    const started = Date.now();
    const result = await run('while (true) {}');
    expect(result.outcome).toBe('timeout');
    expect(result.stderr).toContain('ran longer than 1000 ms');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('stops a promise that never settles at the wall clock', async () => {
    const result = await run('new Promise(() => {})');
    expect(result.outcome).toBe('timeout');
  });

  it('stops a memory bomb at the heap limit, and the next run works', async () => {
    // A generous clock, so only the heap limit can stop it even on a busy machine.
    const result = await runIsolated(
      'const keep = []; while (true) keep.push(new Array(2e6).fill(1.5));',
      [],
      'bomb.js',
      { ...limits, timeoutMs: 20_000 },
    );
    expect(result.outcome).toBe('memory');
    expect(result.stderr).toContain('more than its 32 MiB');
    expect((await run('console.log(1 + 1)')).stdout).toBe('2\n');
  });

  it('cuts runaway output', async () => {
    const result = await run('for (let i = 0; i < 100000; i++) console.log("line " + i)');
    expect(result.stdout.length).toBeLessThan(70 * 1024);
    expect(result.stdout).toContain('[output cut at');
  });
});

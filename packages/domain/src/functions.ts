// The function sandbox (admin spec §3 "Function config", §7 Function system; decisions/0053-function-sandbox.md):
// a script kept in storage with default arguments, run isolated; what a config holds and what a run answers.
import { z } from 'zod';
import { storagePathProblem } from './storage.ts';

export const MAX_FUNCTION_ARGS = 50;
export const MAX_FUNCTION_ARG = 1000;

const argsSchema = z
  .array(
    z
      .string({ error: 'each argument must be text' })
      .max(MAX_FUNCTION_ARG, `an argument is at most ${MAX_FUNCTION_ARG} characters`),
  )
  .max(MAX_FUNCTION_ARGS, `at most ${MAX_FUNCTION_ARGS} arguments`);

/** A script path: a storage path ending in .js or .mjs. */
export const functionPathSchema = z.string({ error: 'filepath is required' }).superRefine((value, ctx) => {
  const problem = storagePathProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: `filepath ${problem}` });
  else if (!/\.m?js$/i.test(value))
    ctx.addIssue({ code: 'custom', message: 'filepath must name a .js or .mjs script' });
});

export const functionInputSchema = z.object({
  filepath: functionPathSchema,
  args: argsSchema.default([]),
  description: z.string().max(1000, 'description must be at most 1000 characters').default(''),
});
export type FunctionInput = z.infer<typeof functionInputSchema>;

/** POST function/{id}/run: arguments for this run; absent: the function's default args. */
export const functionRunSchema = z.object({ args: argsSchema.optional() });

export interface FunctionConfig {
  id: number;
  uuid: string;
  filepath: string;
  args: string[];
  description: string;
  createTime: number;
  updateTime: number;
}

/** How a run ended: finished, threw, ran out of time, or out of memory. */
export const RUN_OUTCOMES = ['ok', 'error', 'timeout', 'memory'] as const;
export type RunOutcome = (typeof RUN_OUTCOMES)[number];

export interface FunctionRunResult {
  stdout: string;
  stderr: string;
  outcome: RunOutcome;
  /** Wall-clock milliseconds of the run. */
  durationMs: number;
}

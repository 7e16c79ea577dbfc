// The function service (admin spec §7 Function system; decisions/0053-function-sandbox.md): function
// configs (create, read, replace, delete with their change-log entries, table "function_configs") and a
// run: the script read from storage, run isolated with the given or default args. A run changes nothing,
// so it writes no change-log entry.
import { asc, eq } from 'drizzle-orm';
import { DomainError, notFound } from '@eventory/domain/errors';
import type { FunctionConfig, FunctionInput, FunctionRunResult } from '@eventory/domain/functions';
import { recordChange } from '../change-log/change-log.ts';
import type { Executor } from '../db/client.ts';
import { functionConfigs } from '../db/schema/function-system.ts';
import type { ObjectStore } from '../storage/object-store.ts';
import type { SandboxConfig } from '../config/sandbox-config.ts';
import { runIsolated } from './sandbox.ts';

export const FUNCTION_TABLE = 'function_configs';
/** Largest script a run loads. */
export const MAX_SCRIPT_BYTES = 1024 * 1024;

type Row = typeof functionConfigs.$inferSelect;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);

export const toFunctionConfig = (row: Row): FunctionConfig => ({
  id: row.id,
  uuid: row.uuid,
  filepath: row.filepath,
  args: row.args ?? [],
  description: row.description,
  createTime: seconds(row.createdAt),
  updateTime: seconds(row.updatedAt),
});

async function rowOf(db: Executor, id: number): Promise<Row> {
  const [row] = await db.select().from(functionConfigs).where(eq(functionConfigs.id, id));
  if (!row) throw notFound('Function', id);
  return row;
}

export async function listFunctions(db: Executor): Promise<{ items: FunctionConfig[] }> {
  const rows = await db.select().from(functionConfigs).orderBy(asc(functionConfigs.id));
  return { items: rows.map(toFunctionConfig) };
}

export const findFunction = async (db: Executor, id: number) => toFunctionConfig(await rowOf(db, id));

export async function createFunction(
  db: Executor,
  input: FunctionInput,
  email: string,
): Promise<FunctionConfig> {
  const [row] = await db.insert(functionConfigs).values(input).returning();
  if (!row) throw new Error('function insert returned nothing');
  const config = toFunctionConfig(row);
  await recordChange(db, {
    email,
    table: FUNCTION_TABLE,
    objId: row.id,
    action: 'create',
    before: null,
    after: config,
  });
  return config;
}

export async function replaceFunction(
  db: Executor,
  id: number,
  input: FunctionInput,
  email: string,
): Promise<FunctionConfig> {
  const before = toFunctionConfig(await rowOf(db, id));
  const [row] = await db
    .update(functionConfigs)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(functionConfigs.id, id))
    .returning();
  if (!row) throw notFound('Function', id);
  const config = toFunctionConfig(row);
  await recordChange(db, {
    email,
    table: FUNCTION_TABLE,
    objId: id,
    action: 'update',
    before,
    after: config,
  });
  return config;
}

export async function deleteFunction(db: Executor, id: number, email: string): Promise<FunctionConfig> {
  const config = toFunctionConfig(await rowOf(db, id));
  await db.delete(functionConfigs).where(eq(functionConfigs.id, id));
  await recordChange(db, {
    email,
    table: FUNCTION_TABLE,
    objId: id,
    action: 'delete',
    before: config,
    after: null,
  });
  return config;
}

/** Runs at once in this process (SANDBOX_MAX_RUNS). */
let running = 0;

export async function runFunction(
  db: Executor,
  store: ObjectStore,
  limits: SandboxConfig,
  id: number,
  args: string[] | undefined,
): Promise<FunctionRunResult> {
  const config = toFunctionConfig(await rowOf(db, id));
  const script = await store.read(config.filepath);
  if (!script)
    throw new DomainError(
      'FUNCTION_SCRIPT_MISSING',
      `The script ${config.filepath} is not in storage.`,
      409,
      'filepath',
    );
  if (script.length > MAX_SCRIPT_BYTES)
    throw new DomainError(
      'FUNCTION_SCRIPT_TOO_LARGE',
      `The script is larger than ${MAX_SCRIPT_BYTES} bytes.`,
      413,
      'filepath',
    );
  if (running >= limits.maxRuns)
    throw new DomainError(
      'SANDBOX_BUSY',
      `${limits.maxRuns} functions are running; try again in a moment.`,
      429,
    );
  running++;
  try {
    return await runIsolated(script.toString('utf8'), args ?? config.args, config.filepath, limits);
  } finally {
    running--;
  }
}

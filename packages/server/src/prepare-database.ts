// What every start does to a database before the app uses it, in main.ts and in the test harness alike.
import type { Config } from './config/config.ts';
import { bootstrapAdmins } from './auth/whitelist.ts';
import { runMigrations, type Database } from './db/client.ts';
import { ensureApplyPosition } from './engine/event-log.ts';

export async function prepareDatabase(
  database: Database,
  config: Pick<Config, 'adminEmails'>,
): Promise<void> {
  await runMigrations(database);
  await bootstrapAdmins(database.db, config.adminEmails);
  // Before any append: a log from before log-then-apply was applied as it was written.
  await ensureApplyPosition(database.db);
}

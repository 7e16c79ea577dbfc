import { eq } from 'drizzle-orm';
import { settings } from './schema/settings.ts';
import type { Executor } from './client.ts';

export async function getSetting(db: Executor, key: string): Promise<string | undefined> {
  const rows = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key));
  return rows[0]?.value;
}

/** Stores `value` unless the key already has one; answers the value that is kept (first writer wins). */
export async function settingOrInsert(db: Executor, key: string, value: string): Promise<string> {
  await db.insert(settings).values({ key, value }).onConflictDoNothing({ target: settings.key });
  return (await getSetting(db, key)) ?? value;
}

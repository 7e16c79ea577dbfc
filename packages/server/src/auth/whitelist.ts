// The admin whitelist store (admin spec §6). Emails are compared lower-cased.
import { asc, eq, sql } from 'drizzle-orm';
import { notFound } from '@eventory/domain/errors';
import { isRole, type Role } from '@eventory/domain/permissions';
import { recordChange } from '../change-log/change-log.ts';
import type { Executor } from '../db/client.ts';
import { adminWhitelist, type AdminWhitelistRow } from '../db/schema/admin.ts';

export interface WhitelistEntry {
  email: string;
  roles: Role[];
  isSuperAdmin: boolean;
  readonly: boolean;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

const toEntry = (row: AdminWhitelistRow): WhitelistEntry => ({
  email: row.email,
  roles: row.roles.filter(isRole),
  isSuperAdmin: row.isSuperAdmin,
  readonly: row.readonly,
});

export async function findWhitelistEntry(db: Executor, email: string): Promise<WhitelistEntry | undefined> {
  const rows = await db
    .select()
    .from(adminWhitelist)
    .where(eq(adminWhitelist.email, normalizeEmail(email)));
  return rows[0] ? toEntry(rows[0]) : undefined;
}

export async function listWhitelist(db: Executor): Promise<WhitelistEntry[]> {
  const rows = await db.select().from(adminWhitelist).orderBy(asc(adminWhitelist.email));
  return rows.map(toEntry);
}

export async function upsertWhitelistEntry(db: Executor, entry: WhitelistEntry): Promise<WhitelistEntry> {
  const values = { ...entry, email: normalizeEmail(entry.email) };
  const [row] = await db
    .insert(adminWhitelist)
    .values(values)
    .onConflictDoUpdate({
      target: adminWhitelist.email,
      set: {
        roles: values.roles,
        isSuperAdmin: values.isSuperAdmin,
        readonly: values.readonly,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('whitelist upsert returned no row');
  return toEntry(row);
}

export async function deleteWhitelistEntry(db: Executor, email: string): Promise<WhitelistEntry | undefined> {
  const rows = await db
    .delete(adminWhitelist)
    .where(eq(adminWhitelist.email, normalizeEmail(email)))
    .returning();
  return rows[0] ? toEntry(rows[0]) : undefined;
}

/**
 * ADMIN_EMAILS become super admins holding the developer role, so a fresh deployment has someone
 * who can fill the whitelist. Roles already granted to them are kept.
 */
const TABLE = 'admin_whitelist';

/** Adds or changes an entry, logged as done by `by`; the caller holds the transaction. */
export async function saveWhitelistEntry(
  tx: Executor,
  entry: WhitelistEntry,
  by: string,
): Promise<WhitelistEntry> {
  const before = await findWhitelistEntry(tx, entry.email);
  const after = await upsertWhitelistEntry(tx, entry);
  await recordChange(tx, {
    email: by,
    table: TABLE,
    objId: entry.email,
    action: before ? 'update' : 'create',
    before: before ?? null,
    after,
  });
  return after;
}

/** Removes an entry (404 when there is none), logged as done by `by`; the caller holds the transaction. */
export async function removeWhitelistEntry(tx: Executor, email: string, by: string): Promise<WhitelistEntry> {
  const removed = await deleteWhitelistEntry(tx, email);
  if (!removed) throw notFound('Whitelist entry', email);
  await recordChange(tx, {
    email: by,
    table: TABLE,
    objId: email,
    action: 'delete',
    before: removed,
    after: null,
  });
  return removed;
}

export async function bootstrapAdmins(db: Executor, emails: readonly string[]): Promise<void> {
  for (const raw of emails) {
    const email = normalizeEmail(raw);
    const existing = await findWhitelistEntry(db, email);
    const roles: Role[] = existing ? [...new Set<Role>([...existing.roles, 'developer'])] : ['developer'];
    if (existing?.isSuperAdmin && existing.roles.includes('developer') && !existing.readonly) continue;
    await upsertWhitelistEntry(db, { email, roles, isSuperAdmin: true, readonly: false });
  }
}

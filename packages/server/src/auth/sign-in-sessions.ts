// The sign-in system's service (decision 0055): every token the server issues is recorded by its id
// (jti); revoking one (or every active one of a user) makes the guard refuse it until it would have
// expired. Each process keeps the ids of the revoked, unexpired tokens in memory, re-read at most every
// REVOCATION_REFRESH_MS, so a guarded call costs no database read in between.
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { DomainError } from '@eventory/domain/errors';
import { REVOCATION_REFRESH_MS, type IssuedSession } from '@eventory/domain/sign-in-system';
import { recordChange } from '../change-log/change-log.ts';
import type { Executor } from '../db/client.ts';
import { adminSessions } from '../db/schema/sign-in-sessions.ts';

type Row = typeof adminSessions.$inferSelect;

const toIssued = (r: Row, now = Date.now()): IssuedSession => ({
  id: r.id,
  email: r.email,
  kind: r.kind === 'temp' ? 'temp' : 'session',
  method: r.method,
  roles: r.roles,
  issueTime: Math.floor(r.issuedAt.getTime() / 1000),
  expireTime: Math.floor(r.expiresAt.getTime() / 1000),
  revokeTime: r.revokedAt ? Math.floor(r.revokedAt.getTime() / 1000) : null,
  revokedBy: r.revokedBy,
  active: !r.revokedAt && r.expiresAt.getTime() > now,
});

export async function recordIssuedSession(
  db: Executor,
  s: {
    id: string;
    email: string;
    kind: 'session' | 'temp';
    method: string;
    roles: readonly string[];
    exp: number;
  },
): Promise<void> {
  await db.insert(adminSessions).values({
    id: s.id,
    email: s.email,
    kind: s.kind,
    method: s.method,
    roles: [...s.roles],
    expiresAt: new Date(s.exp * 1000),
  });
  // Rows a day past their expiry are of no use any more.
  await db.delete(adminSessions).where(sql`${adminSessions.expiresAt} < now() - interval '1 day'`);
}

export async function listSessions(
  db: Executor,
  q: { active: boolean; email?: string | undefined },
): Promise<{ items: IssuedSession[] }> {
  const rows = await db
    .select()
    .from(adminSessions)
    .where(
      and(
        q.active ? and(isNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, new Date())) : undefined,
        q.email ? eq(adminSessions.email, q.email.toLowerCase()) : undefined,
      ),
    )
    .orderBy(desc(adminSessions.issuedAt))
    .limit(500);
  return { items: rows.map((r) => toIssued(r)) };
}

export async function revokeSession(tx: Executor, id: string, email: string): Promise<IssuedSession> {
  const [before] = await tx.select().from(adminSessions).where(eq(adminSessions.id, id));
  if (!before) throw new DomainError('NOT_FOUND', `There is no session ${id}.`, 404, 'id');
  if (before.revokedAt) return toIssued(before);
  const [row] = await tx
    .update(adminSessions)
    .set({ revokedAt: new Date(), revokedBy: email })
    .where(eq(adminSessions.id, id))
    .returning();
  if (!row) throw new DomainError('NOT_FOUND', `There is no session ${id}.`, 404, 'id');
  await recordChange(tx, {
    email,
    table: 'admin_sessions',
    objId: id,
    action: 'update',
    before: toIssued(before),
    after: toIssued(row),
  });
  return toIssued(row);
}

/** Revokes every active session and temporary token of a user. */
export async function revokeUserSessions(
  tx: Executor,
  user: string,
  email: string,
): Promise<{ items: IssuedSession[] }> {
  const rows = await tx
    .update(adminSessions)
    .set({ revokedAt: new Date(), revokedBy: email })
    .where(
      and(
        eq(adminSessions.email, user.toLowerCase()),
        isNull(adminSessions.revokedAt),
        gt(adminSessions.expiresAt, new Date()),
      ),
    )
    .returning();
  await recordChange(tx, {
    email,
    table: 'admin_sessions',
    objId: user.toLowerCase(),
    action: 'update',
    before: null,
    after: { revoked: rows.map((r) => r.id) },
  });
  return { items: rows.map((r) => toIssued(r)) };
}

/** The ids of revoked tokens not yet expired, as this process last read them. */
export class RevocationList {
  private revoked = new Set<string>();
  private readAt = 0;
  private reading: Promise<void> | undefined;

  constructor(private readonly db: Executor) {}

  private async read(): Promise<void> {
    const rows = await this.db
      .select({ id: adminSessions.id })
      .from(adminSessions)
      .where(and(isNotNull(adminSessions.revokedAt), gt(adminSessions.expiresAt, new Date())));
    this.revoked = new Set(rows.map((r) => r.id));
    this.readAt = Date.now();
  }

  async isRevoked(id: string): Promise<boolean> {
    if (Date.now() - this.readAt >= REVOCATION_REFRESH_MS) {
      this.reading ??= this.read().finally(() => {
        this.reading = undefined;
      });
      await this.reading;
    }
    return this.revoked.has(id);
  }

  /** A revoke in this process applies at once. */
  add(ids: readonly string[]): void {
    for (const id of ids) this.revoked.add(id);
  }
}

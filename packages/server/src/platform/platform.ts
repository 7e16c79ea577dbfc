// The host platform's data (who a user is, whether they are live) behind one interface, so the
// leaderboard and tester never know whether it comes from our table or the real platform's API.
import { asc, eq, inArray } from 'drizzle-orm';
import type { OnliveInfo, UserInfo } from '@eventory/domain/leaderboard-read';
import type { Executor } from '../db/client.ts';
import { platformUsers } from '../db/schema/campaigns.ts';
import { avatarPath } from './avatar.ts';

export const USER_KINDS = ['streamer', 'viewer'] as const;
export type UserKind = (typeof USER_KINDS)[number];

export type PlatformUserRow = typeof platformUsers.$inferSelect;

export interface Platform {
  /** Users the platform knows among `ids`; unknown ids are simply absent. */
  getUsers(ids: readonly string[]): Promise<Map<string, UserInfo>>;
  listUsers(kind?: UserKind): Promise<UserInfo[]>;
  /** Live state of the known users among `ids` (streamID > 0 = live). */
  getOnliveInfo(ids: readonly string[]): Promise<Map<string, OnliveInfo>>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const toUserInfo = (
  row: Pick<PlatformUserRow, 'userId' | 'displayName' | 'region' | 'openId' | 'picture'>,
): UserInfo => ({
  userID: row.userId,
  displayName: row.displayName,
  region: row.region,
  openID: row.openId,
  picture: row.picture || avatarPath(row.userId),
});

/** The platform as our own `platform_users` table (the demo population). */
export class TablePlatform implements Platform {
  constructor(private readonly db: Executor) {}

  private async rows(ids: readonly string[]): Promise<PlatformUserRow[]> {
    // Record keys are free text; only uuid-shaped ones can be platform users (and the column is uuid).
    const wanted = [...new Set(ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase()))];
    if (wanted.length === 0) return [];
    return this.db.select().from(platformUsers).where(inArray(platformUsers.userId, wanted));
  }

  async getUsers(ids: readonly string[]): Promise<Map<string, UserInfo>> {
    const byId = new Map((await this.rows(ids)).map((r) => [r.userId, r]));
    const found = new Map<string, UserInfo>();
    for (const id of ids) {
      const row = byId.get(id.toLowerCase());
      if (row) found.set(id, toUserInfo(row));
    }
    return found;
  }

  async listUsers(kind?: UserKind): Promise<UserInfo[]> {
    const rows = await this.db
      .select()
      .from(platformUsers)
      .where(kind ? eq(platformUsers.kind, kind) : undefined)
      .orderBy(asc(platformUsers.kind), asc(platformUsers.openId));
    return rows.map(toUserInfo);
  }

  async getOnliveInfo(ids: readonly string[]): Promise<Map<string, OnliveInfo>> {
    const byId = new Map((await this.rows(ids)).map((r) => [r.userId, r]));
    const found = new Map<string, OnliveInfo>();
    for (const id of ids) {
      const row = byId.get(id.toLowerCase());
      if (row) found.set(id, { streamID: row.streamId, liveStreamID: row.liveStreamId });
    }
    return found;
  }
}

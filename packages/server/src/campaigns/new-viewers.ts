// The new-viewer rule of a campaign and the count of its new viewers (issue 17 §4 newUserLevel,
// decision 0095). The rule is one row per campaign (none: nobody is new); judges and vote voter rules
// read it through the constraint context (engine/judges.ts), insight shows the count.
import { eq, sql } from 'drizzle-orm';
import {
  newAccountSince,
  type NewViewerCount,
  type NewViewerRule,
  type NewViewerSetting,
} from '@eventory/domain/new-viewers';
import { recordChange } from '../change-log/change-log.ts';
import { rowsOf, type Executor } from '../db/client.ts';
import { platformUsers } from '../db/schema/campaigns.ts';
import { missions } from '../db/schema/campaign-content.ts';
import { missionCompletions, missionRewardClaims } from '../db/schema/mission-rewards.ts';
import { campaignNewViewerRules } from '../db/schema/new-viewers.ts';
import { voteCasts, votes } from '../db/schema/votes.ts';
import { assertCampaignExists } from './campaigns.ts';

type RuleRow = typeof campaignNewViewerRules.$inferSelect;
const toSetting = (campaignID: number, row: RuleRow | undefined): NewViewerSetting => ({
  campaignID,
  rule: row ? { basis: row.basis, atMost: row.atMost } : null,
  updatedBy: row?.updatedBy ?? null,
  updatedAt: row ? Math.floor(row.updatedAt.getTime() / 1000) : null,
});

/** The campaign's rule, or null (nobody counts as new). */
export async function newViewerRuleOf(db: Executor, campaignID: number): Promise<NewViewerRule | null> {
  const [row] = await db
    .select()
    .from(campaignNewViewerRules)
    .where(eq(campaignNewViewerRules.campaignId, campaignID));
  return row ? { basis: row.basis, atMost: row.atMost } : null;
}

export async function findNewViewerSetting(db: Executor, campaignID: number): Promise<NewViewerSetting> {
  await assertCampaignExists(db, campaignID, 'id');
  const [row] = await db
    .select()
    .from(campaignNewViewerRules)
    .where(eq(campaignNewViewerRules.campaignId, campaignID));
  return toSetting(campaignID, row);
}

/** Sets (or, with null, removes) the campaign's rule, change-logged in the caller's transaction. */
export async function setNewViewerRule(
  tx: Executor,
  campaignID: number,
  rule: NewViewerRule | null,
  email: string,
): Promise<NewViewerSetting> {
  const before = await findNewViewerSetting(tx, campaignID);
  if (rule === null) {
    await tx.delete(campaignNewViewerRules).where(eq(campaignNewViewerRules.campaignId, campaignID));
  } else {
    const values = { basis: rule.basis, atMost: rule.atMost, updatedBy: email, updatedAt: new Date() };
    await tx
      .insert(campaignNewViewerRules)
      .values({ campaignId: campaignID, ...values })
      .onConflictDoUpdate({ target: campaignNewViewerRules.campaignId, set: values });
  }
  const after = await findNewViewerSetting(tx, campaignID);
  await recordChange(tx, {
    email,
    table: 'campaign_new_viewer_rules',
    objId: campaignID,
    action: before.rule === null ? 'create' : rule === null ? 'delete' : 'update',
    before: before.rule,
    after: after.rule,
  });
  return after;
}

/**
 * Viewers of a campaign (distinct users who voted in its votes, or completed or claimed its missions)
 * and how many of them are new now by its rule. Users the platform does not know are viewers, never new.
 */
export async function countNewViewers(
  db: Executor,
  campaignID: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<NewViewerCount> {
  await assertCampaignExists(db, campaignID, 'id');
  const rule = await newViewerRuleOf(db, campaignID);
  const viewers = sql`
    select ${voteCasts.voterId} as user_id from ${voteCasts}
      join ${votes} on ${votes.id} = ${voteCasts.voteId} where ${votes.campaignId} = ${campaignID}
    union
    select ${missionCompletions.userId} from ${missionCompletions}
      join ${missions} on ${missions.id} = ${missionCompletions.missionId} where ${missions.campaignId} = ${campaignID}
    union
    select ${missionRewardClaims.userId} from ${missionRewardClaims}
      join ${missions} on ${missions.id} = ${missionRewardClaims.missionId} where ${missions.campaignId} = ${campaignID}`;
  const isNew = !rule
    ? sql`false`
    : rule.basis === 'level'
      ? sql`${platformUsers.level} <= ${rule.atMost}`
      : sql`${platformUsers.registeredAt} >= ${new Date(newAccountSince(rule.atMost, nowSeconds) * 1000).toISOString()}::timestamptz`;
  const [row] = rowsOf<{ viewers: number; new_viewers: number }>(
    await db.execute(sql`
    select count(*)::int as viewers, count(*) filter (where ${isNew})::int as new_viewers
    from (${viewers}) as v
    left join ${platformUsers} on ${platformUsers.userId}::text = lower(v.user_id)`),
  );
  const newViewers = row?.new_viewers ?? 0;
  const all = { n: row?.viewers ?? 0 };
  return { campaignID, rule, viewers: all.n, newViewers, at: nowSeconds };
}

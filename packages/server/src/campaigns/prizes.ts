// The prize service (admin spec §3 Prize, §4 prize and scheduled states, §7 Prizes): a prize gives an item
// to the ranks of a leaderboard. Setting one needs prizeSetting (the route guard) and the permission of its
// item kind (RewardType, checked here against the admin). Send ranks the leaderboard from the rank index and
// writes one result per winner; recall marks them recalled. Send and recall are guarded in SQL (state
// Unsent → Sent), so a prize is never sent twice. The admin API and the auto-prize tick both send here.
// Decisions: docs/decisions/0016-prizes-and-tracker.md.
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import {
  canSetPrize,
  prizePermissionOf,
  rewardKindOf,
  SCHEDULED_STATES,
  type Prize,
  type PrizeInput,
  type PrizeResult,
  type PrizeState,
} from '@eventory/domain/prizes';
import { DomainError, notFound } from '@eventory/domain/errors';
import type { AdminPrincipal } from '../auth/session-token.ts';
import { recordChange, recordCreate } from '../change-log/change-log.ts';
import type { Db, Executor } from '../db/client.ts';
import { prizeResults, prizes } from '../db/schema/campaign-content.ts';
import { leaderboards } from '../db/schema/campaigns.ts';
import type { RankIndex } from '../ranking/rank-index.ts';
import { unixSeconds } from './campaign-rows.ts';
import { assertCampaignExists } from './campaigns.ts';
import type { IdRemap } from '@eventory/domain/campaign-copy';
import type { CampaignDocument } from '@eventory/domain/campaign-document';

type PrizeRow = typeof prizes.$inferSelect;
type PrizeResultRow = typeof prizeResults.$inferSelect;
type Setting = Pick<PrizeInput, 'name' | 'ranges'>;

const PER_USER = new Set(['immutablePerUser', 'mutablePerUser']);
const IMMUTABLE = new Set(['immutable', 'immutablePerUser']);
const baseScheduledState = (sendMode: string) =>
  sendMode === 'Auto' ? SCHEDULED_STATES.scheduledAuto : SCHEDULED_STATES.scheduledManual;

/** An Auto prize whose leaderboard has ended and that is not sent yet awaits its send (12). */
export function toPrize(r: PrizeRow, leaderboardEnd?: number): Prize {
  const setting = r.setting as Partial<Setting>;
  const awaiting =
    r.sendMode === 'Auto' &&
    r.state === 'Unsent' &&
    r.scheduledState === SCHEDULED_STATES.scheduledAuto &&
    leaderboardEnd !== undefined &&
    leaderboardEnd > 0 &&
    leaderboardEnd <= Math.floor(Date.now() / 1000);
  return {
    ID: r.id,
    campaignID: r.campaignId,
    leaderboardID: r.leaderboardId ?? 0,
    rewardType: r.rewardType,
    sendMode: r.sendMode as Prize['sendMode'],
    awardMode: r.awardMode as Prize['awardMode'],
    name: setting.name ?? {},
    ranges: setting.ranges ?? [],
    state: r.state as PrizeState,
    scheduledState: awaiting ? SCHEDULED_STATES.scheduledAwaiting : r.scheduledState,
    sentAt: r.sentAt ? unixSeconds(r.sentAt) : null,
    createTime: unixSeconds(r.createdAt),
    updateTime: unixSeconds(r.updatedAt),
  };
}

function toResult(r: PrizeResultRow, setting: Partial<Setting>): PrizeResult {
  const range = (setting.ranges ?? []).find((x) => r.rank >= x.fromRank && r.rank <= x.toRank);
  return {
    ID: r.id,
    prizeID: r.prizeId,
    userID: r.userId,
    rank: r.rank,
    score: r.score,
    itemID: range?.itemID ?? '',
    amount: range?.amount ?? 0,
    claimState: r.claimState,
    recalled: r.recalled,
    sentAt: unixSeconds(r.sentAt),
  };
}

async function loadPrizes(db: Executor, rows: PrizeRow[]): Promise<Prize[]> {
  const boardIds = [...new Set(rows.map((r) => r.leaderboardId).filter((x): x is number => x !== null))];
  const boards =
    boardIds.length === 0
      ? []
      : await db
          .select({ id: leaderboards.id, endTime: leaderboards.endTime })
          .from(leaderboards)
          .where(inArray(leaderboards.id, boardIds));
  const endOf = new Map(boards.map((b) => [b.id, b.endTime]));
  return rows.map((r) => toPrize(r, r.leaderboardId === null ? undefined : endOf.get(r.leaderboardId)));
}

export async function findPrize(db: Executor, id: number): Promise<Prize> {
  const [row] = await db
    .select()
    .from(prizes)
    .where(and(eq(prizes.id, id), eq(prizes.isDeleted, false)));
  if (!row) throw notFound('Prize', id);
  const [prize] = await loadPrizes(db, [row]);
  return prize!;
}

/** The prize's leaderboard must be a (not deleted) leaderboard of its campaign; answers its container. */
export async function prizeLeaderboardContainer(
  db: Executor,
  campaignID: number,
  leaderboardID: number,
): Promise<number> {
  const [board] = await db
    .select({ containerId: leaderboards.containerId })
    .from(leaderboards)
    .where(
      and(
        eq(leaderboards.id, leaderboardID),
        eq(leaderboards.eventId, campaignID),
        eq(leaderboards.isDeleted, false),
      ),
    );
  if (!board)
    throw new DomainError(
      'VALIDATION_ERROR',
      `leaderboardID: leaderboard ${leaderboardID} is not a leaderboard of campaign ${campaignID}`,
      400,
      'leaderboardID',
    );
  return board.containerId ?? 0;
}

export const prizeColumnsOf = (input: PrizeInput) => ({
  leaderboardId: input.leaderboardID,
  rewardType: input.rewardType,
  sendMode: input.sendMode,
  awardMode: input.awardMode,
  setting: { name: input.name, ranges: input.ranges } as Record<string, unknown>,
});

const alreadySent = (prizeID: number) =>
  new DomainError('PRIZE_ALREADY_SENT', `Prize ${prizeID} is already sent; recall it to send it again.`, 409);

/**
 * Sends a prize: the winners are the leaderboard's ranks now (the rank index, the order the pages show),
 * written as one result each in one transaction with the state change, guarded in SQL (Unsent → Sent), so
 * of two sends at once one answers 409 PRIZE_ALREADY_SENT and writes nothing. By hand (POST prizes/send)
 * or by the auto-prize tick (auto-prizes.ts).
 */
export async function sendPrize(
  db: Db,
  ranking: RankIndex,
  prize: Prize,
  by: { email: string; scheduledState: number },
): Promise<{ prize: Prize; results: number }> {
  const prizeID = prize.ID;
  if (prize.state === 'Sent') throw alreadySent(prizeID);
  const containerId = await prizeLeaderboardContainer(db, prize.campaignID, prize.leaderboardID);
  const winners: { userId: string; rank: number; score: number }[] = [];
  for (const range of prize.ranges) {
    const entries = await ranking.range(containerId, range.fromRank - 1, range.toRank - range.fromRank + 1);
    for (const e of entries) winners.push({ userId: e.key, rank: e.rank, score: e.score });
  }
  return db.transaction(async (tx) => {
    let given = winners;
    if (PER_USER.has(prize.awardMode)) {
      // Per user: nobody gets a second prize of this campaign while holding one (not recalled).
      const others = await tx
        .select({ userId: prizeResults.userId })
        .from(prizeResults)
        .innerJoin(prizes, eq(prizes.id, prizeResults.prizeId))
        .where(
          and(
            eq(prizes.campaignId, prize.campaignID),
            ne(prizes.id, prizeID),
            eq(prizes.isDeleted, false),
            eq(prizeResults.recalled, false),
          ),
        );
      const holders = new Set(others.map((o) => o.userId));
      given = winners.filter((w) => !holders.has(w.userId));
    }
    const [sent] = await tx
      .update(prizes)
      .set({ state: 'Sent', sentAt: new Date(), scheduledState: by.scheduledState, updatedAt: new Date() })
      .where(and(eq(prizes.id, prizeID), eq(prizes.state, 'Unsent'), eq(prizes.isDeleted, false)))
      .returning({ id: prizes.id });
    if (!sent) throw alreadySent(prizeID);
    if (given.length > 0)
      await tx.insert(prizeResults).values(
        given.map((w) => ({
          prizeId: prizeID,
          userId: w.userId,
          rank: w.rank,
          score: Math.round(w.score),
        })),
      );
    const after = await findPrize(tx, prizeID);
    await recordChange(tx, {
      email: by.email,
      table: 'prizes',
      objId: prizeID,
      action: 'update',
      before: prize,
      after: { ...after, sent: given.map((w) => ({ userID: w.userId, rank: w.rank })) },
    });
    return { prize: after, results: given.length };
  });
}

/** Besides prizeSetting, a prize of an item kind needs that kind's permission. */
export function assertItemKind(admin: AdminPrincipal, rewardType: number): void {
  if (canSetPrize(admin, rewardType, admin.area)) return;
  throw new DomainError(
    'FORBIDDEN',
    `You need the "${prizePermissionOf(rewardType) ?? 'prizeSetting'}" permission to set, send or recall ${rewardKindOf(rewardType) ?? ''} prizes.`,
    403,
  );
}

export async function createPrize(
  tx: Executor,
  campaignID: number,
  input: PrizeInput,
  admin: AdminPrincipal,
): Promise<Prize> {
  assertItemKind(admin, input.rewardType);
  await assertCampaignExists(tx, campaignID, 'id');
  await prizeLeaderboardContainer(tx, campaignID, input.leaderboardID);
  const [row] = await tx
    .insert(prizes)
    .values({
      campaignId: campaignID,
      ...prizeColumnsOf(input),
      scheduledState: baseScheduledState(input.sendMode),
    })
    .returning();
  if (!row) throw new Error('prize insert returned no row');
  const prize = await findPrize(tx, row.id);
  await recordChange(tx, {
    email: admin.email,
    table: 'prizes',
    objId: row.id,
    action: 'create',
    before: null,
    after: prize,
  });
  return prize;
}

export async function campaignPrizes(db: Executor, campaignID: number): Promise<Prize[]> {
  await assertCampaignExists(db, campaignID, 'id');
  const rows = await db
    .select()
    .from(prizes)
    .where(and(eq(prizes.campaignId, campaignID), eq(prizes.isDeleted, false)))
    .orderBy(asc(prizes.id));
  return loadPrizes(db, rows);
}

/** The results of the campaign's prizes (or of one), deleted prizes' too, in prize and send order. */
export async function campaignPrizeResults(
  db: Executor,
  campaignID: number,
  prizeID: number | undefined,
): Promise<PrizeResult[]> {
  await assertCampaignExists(db, campaignID, 'id');
  const prizeRows = await db
    .select()
    .from(prizes)
    .where(
      and(eq(prizes.campaignId, campaignID), prizeID === undefined ? undefined : eq(prizes.id, prizeID)),
    );
  if (prizeRows.length === 0) return [];
  const settingOf = new Map(prizeRows.map((p) => [p.id, p.setting as Partial<Setting>]));
  const rows = await db
    .select()
    .from(prizeResults)
    .where(
      inArray(
        prizeResults.prizeId,
        prizeRows.map((p) => p.id),
      ),
    )
    .orderBy(asc(prizeResults.prizeId), asc(prizeResults.id));
  return rows.map((r) => toResult(r, settingOf.get(r.prizeId) ?? {}));
}

export async function updatePrizeSetting(
  tx: Executor,
  id: number,
  input: PrizeInput,
  admin: AdminPrincipal,
): Promise<Prize> {
  const before = await findPrize(tx, id);
  assertItemKind(admin, before.rewardType);
  assertItemKind(admin, input.rewardType);
  if (before.state === 'Sent' && IMMUTABLE.has(before.awardMode))
    throw new DomainError(
      'PRIZE_SENT',
      `Prize ${id} is sent and its award mode is ${before.awardMode}: recall it before changing its setting.`,
      409,
    );
  await prizeLeaderboardContainer(tx, before.campaignID, input.leaderboardID);
  await tx
    .update(prizes)
    .set({
      ...prizeColumnsOf(input),
      ...(before.state === 'Unsent' ? { scheduledState: baseScheduledState(input.sendMode) } : {}),
      updatedAt: new Date(),
    })
    .where(eq(prizes.id, id));
  const after = await findPrize(tx, id);
  await recordChange(tx, { email: admin.email, table: 'prizes', objId: id, action: 'update', before, after });
  return after;
}

/** Soft delete; refused (409) while the prize is sent. */
export async function deletePrize(tx: Executor, id: number, admin: AdminPrincipal): Promise<{ ID: number }> {
  const before = await findPrize(tx, id);
  assertItemKind(admin, before.rewardType);
  if (before.state === 'Sent')
    throw new DomainError('PRIZE_SENT', `Prize ${id} is sent: recall it before deleting it.`, 409);
  await tx.update(prizes).set({ isDeleted: true, updatedAt: new Date() }).where(eq(prizes.id, id));
  await recordChange(tx, {
    email: admin.email,
    table: 'prizes',
    objId: id,
    action: 'delete',
    before,
    after: null,
  });
  return { ID: id };
}

/** A send by hand; an Auto prize sent so is marked manualIntervention (recall puts it back to scheduledAuto). */
export async function sendPrizeByHand(
  db: Db,
  ranking: RankIndex,
  prizeID: number,
  admin: AdminPrincipal,
): Promise<{ prize: Prize; results: number }> {
  const prize = await findPrize(db, prizeID);
  assertItemKind(admin, prize.rewardType);
  const scheduledState =
    prize.sendMode === 'Auto' ? SCHEDULED_STATES.manualIntervention : prize.scheduledState;
  return sendPrize(db, ranking, prize, { email: admin.email, scheduledState });
}

/** Takes a sent prize back: results marked recalled, state Unsent again (guarded in SQL); logged. */
export async function recallPrize(
  tx: Executor,
  prizeID: number,
  admin: AdminPrincipal,
): Promise<{ prize: Prize; recalled: number }> {
  const before = await findPrize(tx, prizeID);
  assertItemKind(admin, before.rewardType);
  const [row] = await tx
    .update(prizes)
    .set({
      state: 'Unsent',
      sentAt: null,
      scheduledState: baseScheduledState(before.sendMode),
      updatedAt: new Date(),
    })
    .where(and(eq(prizes.id, prizeID), eq(prizes.state, 'Sent')))
    .returning({ id: prizes.id });
  if (!row)
    throw new DomainError('PRIZE_NOT_SENT', `Prize ${prizeID} is not sent; there is nothing to recall.`, 409);
  const recalled = await tx
    .update(prizeResults)
    .set({ recalled: true })
    .where(and(eq(prizeResults.prizeId, prizeID), eq(prizeResults.recalled, false)))
    .returning({ id: prizeResults.id });
  const after = await findPrize(tx, prizeID);
  await recordChange(tx, {
    email: admin.email,
    table: 'prizes',
    objId: prizeID,
    action: 'update',
    before,
    after: { ...after, recalled: recalled.length },
  });
  return { prize: after, recalled: recalled.length };
}

/** Import: a document's prizes of `campaignId`, settings only (a copied prize starts Unsent, without results). */
export async function importPrizes(
  tx: Executor,
  campaignId: number,
  list: CampaignDocument['prizes'],
  remap: IdRemap,
  email: string,
): Promise<void> {
  for (const prize of list) {
    const [row] = await tx
      .insert(prizes)
      .values({
        campaignId,
        ...prizeColumnsOf({
          ...prize,
          leaderboardID: remap.leaderboard.get(prize.leaderboardID) ?? prize.leaderboardID,
        }),
        scheduledState: baseScheduledState(prize.sendMode),
      })
      .returning({ id: prizes.id });
    if (!row) throw new Error('prize insert returned no row');
    await recordCreate(tx, email, 'prizes', row.id, await findPrize(tx, row.id));
  }
}

/** Export: the settings of the campaign's prizes on these leaderboards (deleted ones left out). */
export async function exportPrizes(
  db: Executor,
  campaignId: number,
  boardIds: ReadonlySet<number>,
): Promise<CampaignDocument['prizes']> {
  type DocumentPrize = CampaignDocument['prizes'][number];
  const rows = await db
    .select()
    .from(prizes)
    .where(and(eq(prizes.campaignId, campaignId), eq(prizes.isDeleted, false)))
    .orderBy(asc(prizes.id));
  return rows
    .filter((p) => p.leaderboardId !== null && boardIds.has(p.leaderboardId))
    .map((r) => {
      const setting = r.setting as { name?: Record<string, string>; ranges?: DocumentPrize['ranges'] };
      return {
        ID: r.id,
        leaderboardID: r.leaderboardId ?? 0,
        rewardType: r.rewardType,
        sendMode: r.sendMode as DocumentPrize['sendMode'],
        awardMode: r.awardMode as DocumentPrize['awardMode'],
        name: setting.name ?? {},
        ranges: setting.ranges ?? [],
      };
    });
}

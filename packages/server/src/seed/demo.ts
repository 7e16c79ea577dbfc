// The demo campaign: platform users, a running campaign with one leaderboard, its evaluator, a page
// and a few dozen gifts scored through the engine, so a fresh server shows a believable ranking.
import { eq } from 'drizzle-orm';
import { EVENT_TYPES } from '@eventory/domain/events';
import { seededRandom } from '@eventory/domain/seeded-random';
import type { TestEvent } from '@eventory/domain/events';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { Db, Executor } from '../db/client.ts';
import { recordChange } from '../change-log/change-log.ts';
import { campaigns, platformUsers } from '../db/schema/campaigns.ts';
import { savePageTemplate } from '../pages/templates.ts';
import { isUniqueViolation, toCampaign } from '../campaigns/campaign-rows.ts';
import { createEvaluator } from '../campaigns/evaluators.ts';
import { createLeaderboard } from '../campaigns/leaderboards.ts';
import { ingestEventIn } from '../engine/ingest.ts';
import { DEMO_POPULATION, DEMO_STREAMERS, DEMO_VIEWERS } from '../platform/demo-population.ts';
import { setNewViewerRule } from '../campaigns/new-viewers.ts';
import { seedDemoMissions } from './demo-missions.ts';
import { seedDemoInsight } from './demo-insight.ts';
import { demoPageTemplate } from './demo-page.ts';
import { castDemoVotes, seedDemoVote } from './demo-votes.ts';
import { seedDemoPageVariants } from './demo-page-variants.ts';
import { setTimeReference } from '../campaigns/time-references.ts';
import { attachQuestionnaire, createQuestionnaire } from '../campaigns/questionnaires.ts';

export const DEMO_CODE_NAME = 'demo';
const SEED_EMAIL = 'demo-seed@eventory.local';
const DAY = 24 * 60 * 60;
export const DEMO_GIFT_COUNT = 60;

/** The demo registration form: a group (three options, so the odd-count filler shows), two songs, a stage name. */
const DEMO_REGISTRATION_QUESTIONS = [
  {
    type: 'SingleSelect' as const,
    title: { zh_TW: '參賽組別', en_US: 'Which group do you enter?', ja: '参加部門' },
    options: [
      { zh_TW: '個人', en_US: 'Solo', ja: 'ソロ' },
      { zh_TW: '雙人', en_US: 'Duo', ja: 'デュオ' },
      { zh_TW: '樂團', en_US: 'Band', ja: 'バンド' },
    ],
    required: true,
  },
  {
    type: 'MultipleSelect' as const,
    title: { zh_TW: '演出曲目（選兩首）', en_US: 'Your two songs', ja: '披露する曲（2曲）' },
    options: ['Moonlight', 'Sunrise', 'Neon Rain', 'Harbour Lights'].map((song) => ({
      zh_TW: song,
      en_US: song,
    })),
    required: true,
    minOptions: 2,
    maxOptions: 2,
  },
  {
    type: 'Text' as const,
    title: { zh_TW: '舞台名稱', en_US: 'Stage name', ja: 'ステージ名' },
    options: [],
    required: false,
  },
];

const GIFTS = [
  { giftID: 'rose', point: 1 },
  { giftID: 'heart', point: 10 },
  { giftID: 'star', point: 50 },
  { giftID: 'rocket', point: 100 },
  { giftID: 'castle', point: 500 },
] as const;
const GIFT_WEIGHTS = [40, 30, 15, 10, 5];

function pickWeighted<T>(items: readonly T[], weights: readonly number[], r: number): T {
  const total = weights.reduce((a, b) => a + b, 0);
  let x = r * total;
  for (let i = 0; i < items.length; i++) {
    x -= weights[i] ?? 0;
    if (x < 0) return items[i] as T;
  }
  return items[items.length - 1] as T;
}

/** Gifts from viewers to streamers over the campaign so far; popular streamers get more of them. */
export function demoGiftEvents(campaignID: number, fromMs: number, toMs: number): TestEvent[] {
  const random = seededRandom(campaignID);
  // Zipf-like popularity: the first streamers in the list draw most gifts.
  const popularity = DEMO_STREAMERS.map((_, i) => 1 / (i + 1));
  const step = (toMs - fromMs) / DEMO_GIFT_COUNT;
  return Array.from({ length: DEMO_GIFT_COUNT }, (_, i): TestEvent => {
    const receiver = pickWeighted(DEMO_STREAMERS, popularity, random());
    const sender = DEMO_VIEWERS[Math.floor(random() * DEMO_VIEWERS.length)] ?? DEMO_VIEWERS[0];
    const gift = pickWeighted(GIFTS, GIFT_WEIGHTS, random());
    const count = 1 + Math.floor(random() * 3);
    return {
      ID: `demo-${campaignID}-gift-${i + 1}`,
      source: 'eventory-demo-seed',
      type: EVENT_TYPES.Gift,
      timestamp: Math.round(fromMs + step * i + random() * step * 0.9),
      giftEvent: {
        giftID: gift.giftID,
        senderID: sender?.userId ?? '',
        receiverID: receiver?.userId ?? '',
        point: gift.point * count,
        count,
      },
    };
  });
}

/** The host platform's demo users (idempotent). */
export async function seedPlatformPopulation(tx: Executor): Promise<void> {
  await tx
    .insert(platformUsers)
    .values([...DEMO_POPULATION])
    .onConflictDoNothing({ target: platformUsers.userId });
}

export async function seedDemoIfEmpty(db: Db): Promise<void> {
  const [existing] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(eq(campaigns.codeName, DEMO_CODE_NAME));
  if (existing) return;
  try {
    await db.transaction(seedDemo);
  } catch (error) {
    // Another process seeded the demo at the same moment: it exists, which is all we want.
    if (!isUniqueViolation(error)) throw error;
  }
}

/** The demo, area by area, in one transaction. */
async function seedDemo(tx: Executor): Promise<void> {
  await seedPlatformPopulation(tx);
  const nowMs = Date.now();
  const now = Math.floor(nowMs / 1000);
  const startTime = now - 7 * DAY;
  const campaign = await seedDemoCampaign(tx, startTime, now);
  const leaderboard = await seedDemoLeaderboard(tx, campaign, startTime);
  const vote = await seedDemoVote(tx, campaign, startTime, SEED_EMAIL);
  await seedDemoRegistrationForm(tx, campaign, leaderboard, startTime);
  // Through the engine, exactly as POST /v1/admin/event scores a gift.
  for (const event of demoGiftEvents(campaign.ID, startTime * 1000 + 3_600_000, nowMs - 60_000)) {
    await ingestEventIn(tx, event);
  }
  await castDemoVotes(tx, campaign, vote, nowMs);
  // Missions with rewards (decisions/0041, 0043), made after the gifts above so every viewer starts at zero.
  const demoMissions = await seedDemoMissions(tx, campaign, leaderboard, SEED_EMAIL, nowMs);
  // A week of page traffic in variants A and B, and earlier mission completions (insight, decision 0088).
  await seedDemoInsight(tx, campaign, demoMissions.sendGifts, nowMs);
  // Viewers up to platform level 10 count as new (decision 0095): the demo's voters are partly new.
  await setNewViewerRule(tx, campaign.ID, { basis: 'level', atMost: 10 }, SEED_EMAIL);
  await savePageTemplate(tx, campaign.ID, demoPageTemplate(campaign, leaderboard, vote, now), SEED_EMAIL);
  // A/B page variants (decision 0091): the page above for half the viewers, a new hero for the rest.
  await seedDemoPageVariants(tx, campaign, leaderboard, SEED_EMAIL);
  // A relative time (decision 0094): the vote closes when the campaign ends, and moves with it.
  await setTimeReference(
    tx,
    campaign.ID,
    { kind: 'vote', id: vote.id, field: 'endTime', expression: `campaign:${campaign.ID}.endTime` },
    SEED_EMAIL,
  );
}

/** The running demo campaign: a week old, a month to go. */
async function seedDemoCampaign(tx: Executor, startTime: number, now: number): Promise<Campaign> {
  const [row] = await tx
    .insert(campaigns)
    .values({
      codeName: DEMO_CODE_NAME,
      name: 'Eventory Demo Cup',
      designName: 'demo-cup',
      kind: 'event',
      size: 'medium',
      timezone: 'GMT+0800',
      durationType: 'Duration',
      regions: ['TW', 'HK', 'JP'],
      startTime,
      endTime: now + 30 * DAY,
      url: '/event/demo',
    })
    .returning();
  if (!row) throw new Error('demo campaign insert returned no row');
  const campaign = toCampaign(row);
  await recordChange(tx, {
    email: SEED_EMAIL,
    table: 'campaigns',
    objId: campaign.ID,
    action: 'create',
    before: null,
    after: campaign,
  });
  return campaign;
}

/** The demo's leaderboard and its evaluator: each gift's points for the streamer who receives it. */
async function seedDemoLeaderboard(
  tx: Executor,
  campaign: Campaign,
  startTime: number,
): Promise<Leaderboard> {
  const leaderboard = await createLeaderboard(
    tx,
    {
      eventID: campaign.ID,
      groupName: 'Top streamers',
      designName: '',
      type: 'Normal',
      startTime,
      endTime: campaign.endTime,
      endTimeCountdown: 0,
      giftIDsForAnalyzing: GIFTS.map((g) => g.giftID),
    },
    SEED_EMAIL,
  );
  await createEvaluator(
    tx,
    {
      targetContainerID: leaderboard.containerID,
      eventType: EVENT_TYPES.Gift,
      resultKey: 'ReceiverID',
      judges: [],
      scoreCalc: { kind: 'field', field: 'Point' },
    },
    SEED_EMAIL,
  );
  return leaderboard;
}

/** A registration form (decisions/0045): a questionnaire attached to the leaderboard's container. */
async function seedDemoRegistrationForm(
  tx: Executor,
  campaign: Campaign,
  leaderboard: Leaderboard,
  startTime: number,
): Promise<void> {
  const registrationForm = await createQuestionnaire(
    tx,
    {
      campaignID: campaign.ID,
      groupName: leaderboard.groupName,
      startTime,
      endTime: campaign.endTime,
      endTimeCountdown: 0,
      eventHandler: { constraint: [] },
      questions: DEMO_REGISTRATION_QUESTIONS,
    },
    SEED_EMAIL,
  );
  await attachQuestionnaire(tx, leaderboard.containerID, registrationForm.ID, SEED_EMAIL);
}

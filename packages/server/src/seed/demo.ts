// The demo campaign: platform users, a running campaign with one leaderboard, its evaluator, a page
// and a few dozen gifts scored through the engine, so a fresh server shows a believable ranking.
import { eq } from 'drizzle-orm';
import { EVENT_TYPES } from '@eventory/domain/events';
import { seededRandom } from '@eventory/domain/seeded-random';
import type { TestEvent } from '@eventory/domain/events';
import type { Db, Executor } from '../db/client.ts';
import { recordChange } from '../change-log/change-log.ts';
import { campaigns, platformUsers } from '../db/schema/campaigns.ts';
import { savePageTemplate } from '../pages/templates.ts';
import { isUniqueViolation, toCampaign } from '../campaigns/campaign-rows.ts';
import { createEvaluator } from '../campaigns/evaluators.ts';
import { createLeaderboard } from '../campaigns/leaderboards.ts';
import { ingestEventIn } from '../engine/ingest.ts';
import { DEMO_POPULATION, DEMO_STREAMERS, DEMO_VIEWERS } from '../platform/demo-population.ts';

export const DEMO_CODE_NAME = 'demo';
const SEED_EMAIL = 'demo-seed@eventory.local';
const DAY = 24 * 60 * 60;
export const DEMO_GIFT_COUNT = 60;

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
    await db.transaction(async (tx) => {
      await seedPlatformPopulation(tx);
      const nowMs = Date.now();
      const now = Math.floor(nowMs / 1000);
      const startTime = now - 7 * DAY;
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
      await savePageTemplate(
        tx,
        campaign.ID,
        {
          blueprint: {
            type: 'Page',
            props: { title: campaign.name },
            children: [
              { type: 'Title', id: 'title', props: { text: campaign.name, level: 1, align: 'center' } },
              {
                type: 'Text',
                id: 'intro',
                props: {
                  text: 'Send gifts to your favourite streamers: every point counts towards the cup. The ranking updates as gifts arrive.',
                  align: 'center',
                },
              },
              // Widget blocks (H5): the time left, the rules as markdown.
              { type: 'Countdown', id: 'countdown', props: { endTime: campaign.endTime } },
              {
                type: 'Markdown',
                id: 'rules',
                props: {
                  content:
                    '## How it works\n- Every gift point counts for the streamer who receives it.\n- The top 3 win the cup, a badge and a homepage banner.\n\n| Gift | Points |\n|---|---|\n| Rose | 1 |\n| Heart | 10 |\n| Star | 50 |\n| Rocket | 100 |\n| Castle | 500 |',
                  tableScroll: true,
                },
              },
              // Leaderboard family (H4): the top three on a podium.
              {
                type: 'Panel',
                id: 'podium-panel',
                children: [
                  {
                    type: 'TopStreamers',
                    id: 'podium',
                    props: { containerID: leaderboard.containerID, showTopUsers: '3', unit: '{0} pt' },
                  },
                ],
              },
              { type: 'Search', id: 'search', props: { withRegion: true, variant: 'following' } },
              {
                type: 'Leaderboard',
                id: 'top-streamers',
                props: { containerID: leaderboard.containerID, title: leaderboard.groupName },
                children: [{ type: 'LeaderboardRow', props: { unit: '{0} pt', dropdown: 'contribution' } }],
              },
              // Tabs and a route switch (H4): the overall total, or the daily board with one tab per day.
              {
                type: 'Tabs',
                id: 'views',
                children: [
                  { type: 'Tab', props: { to: '/', text: 'Total' } },
                  { type: 'Tab', props: { to: '/daily', text: 'Daily' } },
                ],
              },
              {
                type: 'Switch',
                id: 'view-switch',
                props: { defaultPath: '/' },
                children: [
                  {
                    type: 'Route',
                    props: { path: '/' },
                    children: [
                      {
                        type: 'LeaderboardTotal',
                        id: 'total',
                        props: { containerID: leaderboard.containerID, format: '{0} pt in total' },
                      },
                    ],
                  },
                  {
                    type: 'Route',
                    props: { path: '/daily' },
                    children: [
                      {
                        type: 'DailyLeaderboard',
                        id: 'daily',
                        props: { containerID: leaderboard.containerID, count: 10, personalRank: false },
                        children: [
                          {
                            type: 'DailyTabs',
                            children: [-1, 0, 1].map((offset) => ({
                              type: 'DailyTab',
                              props: {
                                startTime: now - (now % DAY) + offset * DAY,
                                endTime: now - (now % DAY) + (offset + 1) * DAY,
                                containerID: leaderboard.containerID,
                              },
                            })),
                          },
                          { type: 'LeaderboardRow', props: { unit: '{0} pt' } },
                        ],
                      },
                    ],
                  },
                ],
              },
              // The top nine as a carousel board, three per page (arrow keys, wheel, every 10 s).
              {
                type: 'Board',
                id: 'top-board',
                props: {
                  containerID: leaderboard.containerID,
                  maxRank: 9,
                  itemsPerPage: 3,
                  layoutStyle: 'carousel',
                  itemOrderStyle: 'centerToSides',
                  size: 'S',
                  duration: 10,
                },
              },
              { type: 'ToTop', id: 'to-top' },
            ],
          },
          references: {
            leaderboards: [
              {
                leaderboardID: leaderboard.ID,
                containerID: leaderboard.containerID,
                tabName: leaderboard.groupName,
                startTime: leaderboard.startTime,
                endTime: leaderboard.endTime,
              },
            ],
          },
          translations: {},
        },
        SEED_EMAIL,
      );

      // Through the engine, exactly as POST /v1/admin/event scores a gift.
      for (const event of demoGiftEvents(campaign.ID, startTime * 1000 + 3_600_000, nowMs - 60_000)) {
        await ingestEventIn(tx, event);
      }
    });
  } catch (error) {
    // Another process seeded the demo at the same moment: it exists, which is all we want.
    if (!isUniqueViolation(error)) throw error;
  }
}

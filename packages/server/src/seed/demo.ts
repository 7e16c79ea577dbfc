// The demo campaign: platform users, a running campaign with one leaderboard, its evaluator, a page
// and a few dozen gifts scored through the engine, so a fresh server shows a believable ranking.
import { eq } from 'drizzle-orm';
import { EVENT_TYPES } from '@eventory/domain/events';
import { seededRandom } from '@eventory/domain/seeded-random';
import { timezoneOffsetMinutes } from '@eventory/domain/constraints/schedule';
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
import { castVote, createVote } from '../votes/votes.ts';
import { setNewViewerRule } from '../campaigns/new-viewers.ts';
import { DEMO_PODIUM_GIFTS, seedDemoMissions } from './demo-missions.ts';
import { seedDemoInsight } from './demo-insight.ts';
import { DEMO_SCHEDULE_PATH, demoScheduleRoute } from './demo-schedule.ts';
import { seedDemoPageVariants } from './demo-page-variants.ts';
import { setTimeReference } from '../campaigns/time-references.ts';
import { attachQuestionnaire, createQuestionnaire } from '../campaigns/questionnaires.ts';

export const DEMO_CODE_NAME = 'demo';
const SEED_EMAIL = 'demo-seed@eventory.local';
const DAY = 24 * 60 * 60;
export const DEMO_GIFT_COUNT = 60;
/** Votes cast by demo viewers on earlier days, so today's quota is still whole for a newcomer. */
export const DEMO_VOTE_COUNT = 14;
export const DEMO_VOTE_TOPIC = 'Fan favourite';

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
      // The campaign-local day's start: the daily tabs are the campaign's days (issue 30 §1.6).
      const localOffset = timezoneOffsetMinutes(campaign.timezone) * 60;
      const today = now - ((((now + localOffset) % DAY) + DAY) % DAY);
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
      // A vote (decisions/0038): six nominees, three votes a day, one per nominee; the demo sign-in votes.
      const vote = await createVote(
        tx,
        campaign.ID,
        {
          topic: DEMO_VOTE_TOPIC,
          nomineeIDs: DEMO_STREAMERS.slice(0, 6).map((s) => s.userId),
          nomineeContainerID: null,
          startTime,
          endTime: campaign.endTime,
          meta: { isPercentage: false },
          dailyQuota: 3,
          votesPerNominee: 1,
          voterRule: [],
        },
        SEED_EMAIL,
      );
      // A registration form (decisions/0045): a questionnaire attached to the leaderboard's container.
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
      // Through the engine, exactly as POST /v1/admin/event scores a gift.
      for (const event of demoGiftEvents(campaign.ID, startTime * 1000 + 3_600_000, nowMs - 60_000)) {
        await ingestEventIn(tx, event);
      }
      // Votes as viewers cast them, through the same checks and engine path: one a day per viewer on
      // earlier days (a viewer's two votes fall on different days), so today's quota is whole.
      const random = seededRandom(campaign.ID + 1);
      for (let i = 0; i < DEMO_VOTE_COUNT; i++) {
        const voter = DEMO_VIEWERS[i % DEMO_VIEWERS.length]!;
        // Earlier nominees draw more votes (random² leans low).
        const nominee = vote.nomineeIDs[Math.floor(random() * random() * vote.nomineeIDs.length)]!;
        const daysAgo = 1 + (i % 5);
        await castVote(tx, vote.id, voter.userId, nominee, `demo-seed-${i}`, nowMs - daysAgo * DAY * 1000);
      }
      // Missions with rewards (decisions/0041, 0043), made after the gifts above so every viewer starts at zero.
      const demoMissions = await seedDemoMissions(tx, campaign, leaderboard, SEED_EMAIL, nowMs);
      // A week of page traffic in variants A and B, and earlier mission completions (insight, decision 0088).
      await seedDemoInsight(tx, campaign, demoMissions.sendGifts, nowMs);
      // Viewers up to platform level 10 count as new (decision 0095): the demo's voters are partly new.
      await setNewViewerRule(tx, campaign.ID, { basis: 'level', atMost: 10 }, SEED_EMAIL);
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
              // Tabs and a route switch (H4): the overall total, the daily board with one tab per day, the vote, the
              // missions and the schedule.
              {
                type: 'Tabs',
                id: 'views',
                children: [
                  { type: 'Tab', props: { to: '/', text: 'Total' } },
                  { type: 'Tab', props: { to: '/daily', text: 'Daily' } },
                  { type: 'Tab', props: { to: '/vote', text: DEMO_VOTE_TOPIC } },
                  { type: 'Tab', props: { to: '/missions', text: 'Missions' } },
                  { type: 'Tab', props: { to: DEMO_SCHEDULE_PATH, text: 'Schedule' } },
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
                                startTime: today + offset * DAY,
                                endTime: today + (offset + 1) * DAY,
                                containerID: leaderboard.containerID,
                              },
                            })),
                          },
                          // Each streamer's missions (the 2D "Three big fans") in the row's dropdown.
                          {
                            type: 'LeaderboardRow',
                            props: {
                              unit: '{0} pt',
                              dropdown: 'mission',
                              missionLeaderboardID: leaderboard.ID,
                            },
                          },
                        ],
                      },
                    ],
                  },
                  // The vote (decisions/0038): its nominees ranked by votes, each row with its vote button.
                  {
                    type: 'Route',
                    props: { path: '/vote' },
                    children: [
                      {
                        type: 'Title',
                        id: 'vote-title',
                        props: { text: DEMO_VOTE_TOPIC, level: 2, align: 'center' },
                      },
                      {
                        type: 'Text',
                        id: 'vote-intro',
                        props: {
                          text: 'Sign in and give three votes a day, one per streamer.',
                          align: 'center',
                        },
                      },
                      {
                        type: 'Leaderboard',
                        id: 'vote-board',
                        props: { containerID: vote.containerID, personalRank: false, clickable: false },
                        children: [
                          {
                            type: 'LeaderboardRow',
                            props: {
                              unit: '{0, plural, one {# vote} other {# votes}}',
                              dropdown: 'vote',
                              voteID: vote.id,
                            },
                          },
                        ],
                      },
                    ],
                  },
                  // Missions (decisions/0041, 0042): the viewer's progress, claims and the reward popup; the gifts
                  // that count (decisions/0044).
                  {
                    type: 'Route',
                    props: { path: '/missions' },
                    children: [
                      {
                        type: 'Title',
                        id: 'missions-title',
                        props: { text: 'Missions', level: 2, align: 'center' },
                      },
                      {
                        type: 'Text',
                        id: 'missions-intro',
                        props: {
                          text: 'Sign in, send gifts and claim a reward for each mission you complete.',
                          align: 'center',
                        },
                      },
                      {
                        type: 'MissionList',
                        id: 'missions',
                        props: { refType: 'campaign', refID: String(campaign.ID) },
                        children: [{ type: 'MissionCard' }],
                      },
                      // The community goal: the cup's total toward 10,000 points (the container's summary).
                      {
                        type: 'Title',
                        id: 'goal-title',
                        props: { text: 'Community goal: 10,000 pt', level: 3, align: 'center' },
                      },
                      {
                        type: 'ProgressBar',
                        id: 'community-goal',
                        props: {
                          icon: 'baobao_cat',
                          containerID: leaderboard.containerID,
                          targetScore: 10_000,
                        },
                      },
                      {
                        type: 'Title',
                        id: 'gifts-title',
                        props: { text: 'Gifts that count', level: 3, align: 'center' },
                      },
                      {
                        type: 'Gifts',
                        id: 'gifts',
                        children: DEMO_PODIUM_GIFTS.map((giftId) => ({ type: 'Gift', props: { giftId } })),
                      },
                      {
                        type: 'Buttons',
                        id: 'mission-links',
                        children: [
                          { type: 'Button', props: { text: DEMO_VOTE_TOPIC, link: '/vote' } },
                          { type: 'Button', props: { text: 'Top streamers', link: '/' } },
                        ],
                      },
                    ],
                  },
                  // The rest of the catalogue: timeline, table, popup, layout, schedule items, custom CSS, video.
                  demoScheduleRoute(campaign),
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
              // Registration (decisions/0045, 0046): the form takes its questions from the questionnaire above.
              {
                type: 'Title',
                id: 'registration-title',
                props: { text: 'Enter the cup', level: 2, align: 'center' },
              },
              {
                type: 'RegistrationForm',
                id: 'registration',
                props: { containerID: leaderboard.containerID, campaignID: campaign.ID },
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
      // A/B page variants (decision 0091): the page above for half the viewers, a new hero for the rest.
      await seedDemoPageVariants(tx, campaign, leaderboard, SEED_EMAIL);
      // A relative time (decision 0094): the vote closes when the campaign ends, and moves with it.
      await setTimeReference(
        tx,
        campaign.ID,
        { kind: 'vote', id: vote.id, field: 'endTime', expression: `campaign:${campaign.ID}.endTime` },
        SEED_EMAIL,
      );
    });
  } catch (error) {
    // Another process seeded the demo at the same moment: it exists, which is all we want.
    if (!isUniqueViolation(error)) throw error;
  }
}

// The demo campaign's missions (issue "Viewers act" §5): two viewer missions on the campaign, each with a reward a
// viewer can claim, and a two-dimensional streamer mission on the leaderboard (its row dropdown). They are created
// after the seed's gifts, so every viewer starts at zero and a few tester gifts complete "Send 3 gifts"; a few
// gifts after them show progress: Ben Ho is one gift short, and the leading streamer has fans toward the 2D goal.
import { EVENT_TYPES, type TestEvent } from '@eventory/domain/events';
import { missionInputSchema, type Mission } from '@eventory/domain/missions';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { Executor } from '../db/client.ts';
import { createMission } from '../campaigns/missions.ts';
import { ingestEventIn } from '../engine/ingest.ts';
import { setMissionReward } from '../missions/mission-rewards.ts';
import { DEMO_STREAMERS, DEMO_VIEWERS } from '../platform/demo-population.ts';

/** The gifts shown on the missions tab, as the platform's gifts list names them. */
export const DEMO_PODIUM_GIFTS = ['rose', 'heart', 'star', 'rocket', 'castle'] as const;

export interface DemoMissions {
  sendGifts: Mission;
  sendPoints: Mission;
  fans: Mission;
}

const texts = (zh_TW: string, zh_CN: string, ja: string, en_US: string, ar: string) => ({
  zh_TW,
  zh_HK: zh_TW,
  zh_CN,
  ja,
  en_US,
  ar,
});

export async function seedDemoMissions(
  tx: Executor,
  campaign: Campaign,
  leaderboard: Leaderboard,
  email: string,
  nowMs: number,
): Promise<DemoMissions> {
  const onCampaign = { refType: 'campaign' as const, refID: campaign.ID };
  const sendGifts = await createMission(
    tx,
    onCampaign,
    missionInputSchema.parse({
      groupName: 'Send 3 gifts',
      goal: 3,
      desc: texts(
        '送出 3 個禮物給任一位直播主',
        '送出 3 个礼物给任一位主播',
        '好きな配信者にギフトを3回贈ろう',
        'Send 3 gifts to any streamer',
        'أرسل 3 هدايا إلى أي مذيع',
      ),
      eventHandler: {
        eventType: EVENT_TYPES.Gift,
        resultKey: 'SenderID',
        scoreCalc: { kind: 'constant', value: 1 },
      },
    }),
    email,
  );
  await setMissionReward(
    tx,
    sendGifts.id,
    { prizeType: 1, itemID: 'frame-gold', itemIconURL: '', itemCount: 1 },
    email,
  );
  const sendPoints = await createMission(
    tx,
    onCampaign,
    missionInputSchema.parse({
      groupName: 'Send 1,000 points',
      goal: 1000,
      desc: texts(
        '累積送出 1,000 點禮物',
        '累计送出 1,000 点礼物',
        'ギフトを合計1,000ポイント贈ろう',
        'Send gifts worth 1,000 points in all',
        'أرسل هدايا مجموعها 1000 نقطة',
      ),
      eventHandler: {
        eventType: EVENT_TYPES.Gift,
        resultKey: 'SenderID',
        scoreCalc: { kind: 'field', field: 'Point' },
      },
    }),
    email,
  );
  await setMissionReward(
    tx,
    sendPoints.id,
    { prizeType: 100, itemID: 'castle', itemIconURL: '', itemCount: 1 },
    email,
  );
  // A streamer's mission, shown in the leaderboard row's mission dropdown: three fans of 50 points or more.
  const fans = await createMission(
    tx,
    { refType: 'leaderboard', refID: leaderboard.ID },
    missionInputSchema.parse({
      userMissionType: 1,
      groupName: 'Three big fans',
      goal: 3,
      normalMission: { goal: 50 },
      desc: texts(
        '3 位粉絲各送出 50 點以上',
        '3 位粉丝各送出 50 点以上',
        '3人のファンからそれぞれ50ポイント以上',
        'Three fans send 50 points or more each',
        'ثلاثة معجبين يرسل كل منهم 50 نقطة أو أكثر',
      ),
      eventHandler: {
        eventType: EVENT_TYPES.Gift,
        resultKey: 'ReceiverID',
        scoreCalc: { kind: 'field', field: 'Point' },
      },
    }),
    email,
  );
  await setMissionReward(
    tx,
    fans.id,
    { prizeType: 2, itemID: 'badge-champion', itemIconURL: '', itemCount: 1 },
    email,
  );

  for (const event of demoMissionGifts(campaign.ID, nowMs)) await ingestEventIn(tx, event);
  return { sendGifts, sendPoints, fans };
}

/** How many gifts the seed sends after the missions exist (besides the demo's DEMO_GIFT_COUNT). */
export const DEMO_MISSION_GIFT_COUNT = 5;

/** Gifts after the missions exist: two from Ben Ho, and two fans of the leading streamer past 50 points. */
function demoMissionGifts(campaignID: number, nowMs: number): TestEvent[] {
  const ben = DEMO_VIEWERS[0]!;
  const leader = DEMO_STREAMERS[0]!;
  const gifts: [sender: string, giftID: string, point: number][] = [
    [ben.userId, 'rose', 1],
    [ben.userId, 'heart', 10],
    [DEMO_VIEWERS[1]!.userId, 'star', 50],
    [DEMO_VIEWERS[2]!.userId, 'rocket', 100],
    [DEMO_VIEWERS[3]!.userId, 'heart', 10],
  ];
  return gifts.map(([senderID, giftID, point], i) => ({
    ID: `demo-${campaignID}-mission-gift-${i + 1}`,
    source: 'eventory-demo-seed',
    type: EVENT_TYPES.Gift,
    timestamp: nowMs - 30_000 + i * 1000,
    giftEvent: { giftID, senderID, receiverID: leader.userId, point },
  }));
}

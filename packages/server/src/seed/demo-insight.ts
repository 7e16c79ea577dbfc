// The demo's insight data (issue 17 §1, §2): a week of page traffic on the demo page as its tracker sends it
// (page views, section views, leaderboard views, profile clicks, vote and claim buttons), each event carrying
// the viewer's page variant 'A' or 'B' (variant B shows the leaderboard higher, so more of its viewers see
// it), and earlier completions and claims of the demo's "Send 3 gifts" mission by visitors who are not
// demo-sign-in viewers. Visitors 100–108 are the demo's platform viewers signed in: their events carry
// their userID, so the insight's new-viewer chart (decision 0098) sees page viewers its rule calls new and
// returning. Deterministic (seeded random) and written in a few inserts.
import { seededRandom } from '@eventory/domain/seeded-random';
import type { Executor } from '../db/client.ts';
import { missionCompletions, missionRewardClaims } from '../db/schema/mission-rewards.ts';
import { trackingEvents } from '../db/schema/visitor.ts';
import { DEMO_VIEWERS } from '../platform/demo-population.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Visits per day of the seeded week. */
export const DEMO_INSIGHT_VISITS_PER_DAY = 80;
export const DEMO_INSIGHT_DAYS = 7;

type TrackingRow = typeof trackingEvents.$inferInsert;

/** The first visitor number that is a signed-in platform viewer. */
const FIRST_SIGNED_IN_VISITOR = 100;

export function demoTrackingEvents(
  codeName: string,
  nowMs: number,
  seed: number,
  signedIn: readonly { userId: string; openId: string }[] = [],
): TrackingRow[] {
  const random = seededRandom(seed);
  const rows: TrackingRow[] = [];
  const first = nowMs - DEMO_INSIGHT_DAYS * DAY;
  for (let day = 0; day < DEMO_INSIGHT_DAYS; day++) {
    for (let visit = 0; visit < DEMO_INSIGHT_VISITS_PER_DAY; visit++) {
      // Evenings are busier: the hour leans towards the end of the day (random^0.6).
      const at = Math.floor(first + day * DAY + random() ** 0.6 * (DAY - HOUR));
      if (at >= nowMs - 5 * 60_000) continue;
      const number = Math.floor(random() * 300);
      const visitor = `demo-visitor-${number}`;
      const variant = visitor.length % 2 === 0 ? (random() < 0.5 ? 'A' : 'B') : random() < 0.5 ? 'B' : 'A';
      const user = signedIn[number - FIRST_SIGNED_IN_VISITOR];
      const guest = random() >= 0.4;
      // One visitor is one viewer either way (every event of a signed-in visitor carries the userID).
      const actor = user ? `${user.openId}@demo.eventory.app` : guest ? 'guest' : `${visitor}@example.com`;
      const properties: Record<string, string> = user
        ? { variant, visitorID: visitor, userID: user.userId }
        : { variant, visitorID: visitor };
      let t = at;
      const push = (name: string, path: string, extra: Record<string, string> = {}) => {
        t += 2_000 + Math.floor(random() * 20_000);
        rows.push({
          name,
          actor,
          page: path ? `${codeName}/${path}` : codeName,
          properties: { ...properties, ...extra },
          occurredAt: new Date(t),
          receivedAt: new Date(t + 500),
        });
      };
      push('page_enter', '');
      push('section_view', '', { section: 'podium' });
      const seesBoard = random() < (variant === 'B' ? 0.75 : 0.55);
      if (seesBoard) {
        push('section_view', '', { section: 'ranking' });
        push('leaderboard_view', '', { containerID: '1' });
        if (random() < 0.35) push('profile_click', '', { kind: 'profile', streamerId: 'demo' });
      }
      if (random() < 0.3) {
        push('tab_click', '', { tabName: 'missions', to: 'missions' });
        push('page_enter', 'missions');
        push('section_view', 'missions', { section: 'missions' });
        if (random() < 0.3) push('button_click', 'missions', { text: 'Claim', action: 'claim' });
      }
      if (random() < 0.2) push('button_click', '', { text: 'Vote', action: 'vote' });
    }
  }
  return rows;
}

export async function seedDemoInsight(
  tx: Executor,
  campaign: { ID: number; codeName: string },
  sendGiftsMission: { id: number },
  nowMs: number,
): Promise<void> {
  const rows = demoTrackingEvents(campaign.codeName, nowMs, campaign.ID + 17, DEMO_VIEWERS);
  for (let i = 0; i < rows.length; i += 1000) await tx.insert(trackingEvents).values(rows.slice(i, i + 1000));
  // Earlier completions and claims by visitors (not demo-sign-in viewers, whose progress starts at zero).
  const random = seededRandom(campaign.ID + 18);
  const completions: { missionId: number; userId: string; completedMs: number }[] = [];
  for (let i = 0; i < 40; i++) {
    const completedMs = Math.floor(
      nowMs - DEMO_INSIGHT_DAYS * DAY + random() * (DEMO_INSIGHT_DAYS * DAY - HOUR),
    );
    completions.push({ missionId: sendGiftsMission.id, userId: `demo-visitor-${i}`, completedMs });
  }
  await tx.insert(missionCompletions).values(completions).onConflictDoNothing();
  const claims = completions
    .filter((_, i) => i % 3 !== 0)
    .map((c) => ({
      missionId: c.missionId,
      userId: c.userId,
      prizeType: 1,
      itemId: 'frame-gold',
      itemCount: 1,
      claimedAt: new Date(Math.min(nowMs - 60_000, c.completedMs + Math.floor(random() * 6 * HOUR))),
    }));
  await tx.insert(missionRewardClaims).values(claims).onConflictDoNothing();
}

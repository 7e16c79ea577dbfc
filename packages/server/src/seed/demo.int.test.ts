import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { PageDocument } from '@eventory/domain/blueprint';
import type { LeaderboardPage } from '@eventory/domain/leaderboard-read';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { campaigns, events } from '../db/schema/campaigns.ts';
import { DEMO_GIFT_COUNT, seedDemoIfEmpty } from './demo.ts';
import { rebuildRankIndex } from '../ranking/rebuild.ts';

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is idempotent and leaves a ranked demo leaderboard on the demo page', async () => {
    await seedDemoIfEmpty(t.db);
    await seedDemoIfEmpty(t.db);
    // main.ts seeds before the app (and its rank index rebuild); here the app came first.
    await rebuildRankIndex(t.db, t.app.ranking);
    const [demos] = await t.db.select({ n: count() }).from(campaigns).where(eq(campaigns.codeName, 'demo'));
    expect(Number(demos?.n)).toBe(1);
    const [logged] = await t.db.select({ n: count() }).from(events);
    expect(Number(logged?.n)).toBe(DEMO_GIFT_COUNT);

    const pageRes = await t.app.inject({ method: 'GET', url: '/api/v1/public/pages/demo' });
    expect(pageRes.statusCode).toBe(200);
    const page = pageRes.json() as PageDocument;
    expect(page.title).toBe('Eventory Demo Cup');
    const board = page.blueprint.children?.find((c) => c.type === 'Leaderboard');
    const containerID = board?.props?.containerID;
    expect(typeof containerID).toBe('number');

    const res = await t.app.inject({
      method: 'GET',
      url: `/leaderboards/eventory?containerID=${String(containerID)}`,
    });
    const ranking = res.json() as LeaderboardPage;
    expect(ranking.data.length).toBeGreaterThanOrEqual(5);
    expect(ranking.data.map((r) => r.rank)).toEqual(ranking.data.map((_, i) => i + 1));
    const scores = ranking.data.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(ranking.data[0]?.userInfo.displayName).not.toBe('<Open ID>');
  });
});

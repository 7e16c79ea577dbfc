// backends: once: through HTTP and services with no dialect-specific code
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Leaderboard } from '@eventory/domain/campaign';
import type { LeaderboardPage } from '@eventory/domain/leaderboard-read';
import type { FoundContainer, Simulation, TesterIngestResult } from '@eventory/domain/tester';
import { changeLog } from '../db/schema/change-log.ts';
import { events } from '../db/schema/campaigns.ts';
import {
  adminCall,
  adminInject,
  createCampaign,
  createGiftEvaluator,
  createLeaderboard,
} from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

describe('event tester and simulator', () => {
  let t: TestApp;
  let dev: string;
  let tools: string;
  let user: string;
  let board: Leaderboard & { containerID: number };

  const ranking = async (containerID: number) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/leaderboards/eventory?containerID=${containerID}&count=100`,
      })
    ).json() as LeaderboardPage;

  beforeAll(async () => {
    t = await createTestApp();
    dev = await t.signIn(['developer']);
    tools = await t.signIn(['ToolsControl']);
    user = await t.signIn(['user']);
    const campaign = await createCampaign(t, dev);
    board = (await createLeaderboard(t, dev, campaign)) as Leaderboard & { containerID: number };
    await createGiftEvaluator(t, dev, board.containerID);
  });
  afterAll(() => t.close());

  it('giftbox/send ingests several gifts as one batch and answers their effects', async () => {
    const r = await adminCall<TesterIngestResult>(t, tools, 'POST', '/v1/admin/giftbox/send', {
      gifts: [
        { giftID: 'rose', senderID: 'v1', receiverID: 'gb-s1', point: 10 },
        { giftID: 'rose', senderID: 'v2', receiverID: 'gb-s1', point: 5, count: 2 },
      ],
    });
    expect(r.accepted).toHaveLength(2);
    expect(r.effects).toContainEqual({ containerID: board.containerID, key: 'gb-s1', scoreAdded: 15 });
    const page = await ranking(board.containerID);
    expect(JSON.stringify(page)).toContain('gb-s1');
    const bad = await adminInject(t, tools, 'POST', '/v1/admin/giftbox/send', { gifts: [] });
    expect(bad.statusCode).toBe(400);
    const badPoint = await adminInject(t, tools, 'POST', '/v1/admin/giftbox/send', {
      gifts: [{ giftID: 'rose', senderID: 'v', receiverID: 'r', point: -1 }],
    });
    expect(badPoint.statusCode).toBe(400);
    expect(badPoint.json()).toMatchObject({ field: 'gifts.0.point' });
  });

  it('send-labor-reward-log stores an OP event by the signed-in admin', async () => {
    const r = await adminCall<TesterIngestResult>(
      t,
      tools,
      'POST',
      '/v1/admin/giftbox/send-labor-reward-log',
      {
        streamerID: 'gb-s9',
        point: 300,
        reason: 'three hours live',
      },
    );
    expect(r.accepted).toHaveLength(1);
    const [row] = await t.db.select().from(events).where(eq(events.id, r.accepted[0]!));
    expect(row).toMatchObject({ type: 5, payload: { Key: 'gb-s9', Point: 300, Reason: 'three hours live' } });
    expect((row?.payload as { Operator: string }).Operator).toMatch(/@/);
  });

  it('giftbox/generate ingests count mock gifts, the same for the same seed', async () => {
    const body = {
      count: 40,
      receiverIDs: ['gen-a', 'gen-b'],
      senderIDs: ['x'],
      pointMin: 1,
      pointMax: 3,
      seed: 7,
    };
    const r = await adminCall<TesterIngestResult>(t, tools, 'POST', '/v1/admin/giftbox/generate', body);
    expect(r.accepted).toHaveLength(40);
    const total = r.effects
      .filter((e) => e.containerID === board.containerID)
      .reduce((n, e) => n + e.scoreAdded, 0);
    expect(total).toBeGreaterThanOrEqual(40);
    expect(total).toBeLessThanOrEqual(120);
    const again = await adminCall<TesterIngestResult>(t, tools, 'POST', '/v1/admin/giftbox/generate', body);
    expect(again.effects).toEqual(r.effects);
    const bad = await adminInject(t, tools, 'POST', '/v1/admin/giftbox/generate', {
      count: 5,
      pointMin: 9,
      pointMax: 2,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ field: 'pointMax' });
    const tooMany = await adminInject(t, tools, 'POST', '/v1/admin/giftbox/generate', { count: 5001 });
    expect(tooMany.statusCode).toBe(400);
  });

  it('leaderboard/generate sets mock records into the chosen container; find-all lists containers of a type', async () => {
    const r = await adminCall<{ records: { key: string; score: number }[] }>(
      t,
      tools,
      'POST',
      '/v1/admin/leaderboard/generate',
      {
        containerID: board.containerID,
        keys: ['mock-1', 'mock-2', 'mock-3'],
        scoreMin: 100,
        scoreMax: 200,
        seed: 1,
      },
    );
    expect(r.records.map((x) => x.key)).toEqual(['mock-1', 'mock-2', 'mock-3']);
    for (const x of r.records) expect(x.score).toBeGreaterThanOrEqual(100);
    expect(JSON.stringify(await ranking(board.containerID))).toContain('mock-2');
    const found = await adminCall<{ items: FoundContainer[] }>(
      t,
      tools,
      'POST',
      '/v1/admin/leaderboard/find-all',
      {
        type: 'Leaderboard',
      },
    );
    const mine = found.items.find((c) => c.containerID === board.containerID);
    expect(mine?.records).toBeGreaterThanOrEqual(3);
    const missing = await adminInject(t, tools, 'POST', '/v1/admin/leaderboard/generate', {
      containerID: 2147483647,
    });
    expect(missing.statusCode).toBe(404);
    const badType = await adminInject(t, tools, 'POST', '/v1/admin/leaderboard/find-all', { type: 'Nope' });
    expect(badType.statusCode).toBe(400);
  });

  it('the simulator sends rate gifts a second into a campaign until its duration, and its page moves', async () => {
    const campaign = await createCampaign(t, dev);
    const lb = (await createLeaderboard(t, dev, campaign)) as Leaderboard & { containerID: number };
    await createGiftEvaluator(t, dev, lb.containerID);
    const run = await adminCall<Simulation>(t, tools, 'POST', '/v1/admin/simulator/start', {
      campaignID: campaign.ID,
      rate: 20,
      durationSeconds: 2,
      receiverIDs: ['sim-a', 'sim-b'],
      seed: 3,
    });
    expect(run).toMatchObject({ state: 'running', rate: 20, campaignID: campaign.ID });
    const twice = await adminInject(t, tools, 'POST', '/v1/admin/simulator/start', {
      campaignID: campaign.ID,
      rate: 1,
      durationSeconds: 1,
    });
    expect(twice.statusCode).toBe(409);
    await vi.waitFor(
      async () => {
        const s = await adminCall<Simulation>(t, tools, 'GET', `/v1/admin/simulator/${run.id}`);
        expect(s.state).toBe('finished');
      },
      { timeout: 10_000, interval: 250 },
    );
    const done = await adminCall<Simulation>(t, tools, 'GET', `/v1/admin/simulator/${run.id}`);
    expect(done.sent).toBe(40);
    const page = await ranking(lb.containerID);
    expect(JSON.stringify(page)).toContain('sim-a');
    const list = await adminCall<{ items: Simulation[] }>(
      t,
      tools,
      'GET',
      `/v1/admin/simulator/simulations?campaignID=${campaign.ID}`,
    );
    expect(list.items.map((s) => s.id)).toEqual([run.id]);
  });

  it('stop ends a run within a second, and it sends no more', async () => {
    const campaign = await createCampaign(t, dev);
    const run = await adminCall<Simulation>(t, tools, 'POST', '/v1/admin/simulator/start', {
      campaignID: campaign.ID,
      rate: 5,
      durationSeconds: 60,
    });
    const stopped = await adminCall<Simulation>(t, tools, 'POST', `/v1/admin/simulator/${run.id}/stop`);
    expect(stopped.state).toBe('stopped');
    await new Promise((r) => setTimeout(r, 1500));
    const later = await adminCall<Simulation>(t, tools, 'GET', `/v1/admin/simulator/${run.id}`);
    expect(later.state).toBe('stopped');
    expect(later.sent).toBeLessThanOrEqual(10);
    const logged = await t.db.select().from(changeLog).where(eq(changeLog.tableName, 'simulations'));
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect((await adminInject(t, tools, 'GET', '/v1/admin/simulator/999999')).statusCode).toBe(404);
    expect(
      (
        await adminInject(t, tools, 'POST', '/v1/admin/simulator/start', {
          campaignID: 2147483647,
          rate: 1,
          durationSeconds: 1,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('gates the tester by tester and the simulator by simulator', async () => {
    for (const [method, url, body] of [
      [
        'POST',
        '/v1/admin/giftbox/send',
        { gifts: [{ giftID: 'g', senderID: 's', receiverID: 'r', point: 1 }] },
      ],
      ['POST', '/v1/admin/giftbox/send-labor-reward-log', { streamerID: 's', point: 1 }],
      ['POST', '/v1/admin/giftbox/generate', { count: 1 }],
      ['POST', '/v1/admin/leaderboard/generate', { containerID: board.containerID }],
      ['POST', '/v1/admin/leaderboard/find-all', { type: 'Leaderboard' }],
      ['POST', '/v1/admin/simulator/start', { campaignID: 1, rate: 1, durationSeconds: 1 }],
      ['GET', '/v1/admin/simulator/simulations', undefined],
    ] as const)
      expect((await adminInject(t, user, method, url, body)).statusCode, url).toBe(403);
  });
});

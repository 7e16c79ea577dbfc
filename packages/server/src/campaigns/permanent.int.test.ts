// backends: once: through HTTP and services with no dialect-specific code
// The permanent-leaderboard area, per role (admin spec §6): the four Permanent roles read it; only the
// editing ones (level 10) edit; the replay roles replay; regular roles have no access; regular campaigns
// are not reachable through it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { PermanentCampaign } from '@eventory/domain/permanent';
import type { Role } from '@eventory/domain/permissions';
import {
  adminCall,
  adminInject,
  createCampaign,
  createGiftEvaluator,
  createLeaderboard,
} from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { replaysSettled } from '../engine/replay.ts';

describe('permanent-leaderboard area', () => {
  let t: TestApp;
  let dev: string;
  let permanent: Campaign;
  let board: Leaderboard & { containerID: number };
  let regularBoard: Leaderboard & { containerID: number };
  const tokens = new Map<Role, string>();

  beforeAll(async () => {
    t = await createTestApp();
    dev = await t.signIn(['developer']);
    permanent = await createCampaign(t, dev, { isPermanent: true });
    board = (await createLeaderboard(t, dev, permanent, { groupName: 'Forever' })) as Leaderboard & {
      containerID: number;
    };
    await createGiftEvaluator(t, dev, board.containerID);
    const regular = await createCampaign(t, dev);
    regularBoard = (await createLeaderboard(t, dev, regular)) as Leaderboard & { containerID: number };
    for (const role of [
      'PermanentViewOnly',
      'PermanentBaseControl',
      'PermanentReplayControl',
      'PermanentReplayOnly',
      'user',
      'ReplayOnly',
    ] as const)
      tokens.set(role, await t.signIn([role]));
  });
  afterAll(async () => {
    await replaysSettled(t.app);
    await t.close();
  });

  const as = (role: Role) => tokens.get(role)!;

  it('lists only permanent campaigns, with their leaderboards, to every Permanent role', async () => {
    for (const role of [
      'PermanentViewOnly',
      'PermanentBaseControl',
      'PermanentReplayControl',
      'PermanentReplayOnly',
    ] as const) {
      const { items } = await adminCall<{ items: PermanentCampaign[] }>(
        t,
        as(role),
        'GET',
        '/v1/admin/permanent/campaigns',
      );
      expect(
        items.map((i) => i.campaign.ID),
        role,
      ).toEqual([permanent.ID]);
      expect(items[0]!.leaderboards.map((l) => l.groupName)).toEqual(['Forever']);
    }
    for (const role of ['user', 'ReplayOnly'] as const)
      expect((await adminInject(t, as(role), 'GET', '/v1/admin/permanent/campaigns')).statusCode, role).toBe(
        403,
      );
  });

  it('lets the level-10 Permanent roles edit a leaderboard; the view-only and replay-only ones are read-only', async () => {
    const patch = (role: Role, groupName: string) =>
      adminInject(t, as(role), 'PATCH', `/v1/admin/permanent/leaderboards/${board.ID}`, { groupName });
    expect((await patch('PermanentBaseControl', 'Forever A')).statusCode).toBe(200);
    expect((await patch('PermanentReplayControl', 'Forever B')).statusCode).toBe(200);
    const viewOnly = await patch('PermanentViewOnly', 'Nope');
    expect(viewOnly.statusCode).toBe(403);
    expect(viewOnly.json().errorMessage).toMatch(/read-only for permanent leaderboards/);
    expect((await patch('PermanentReplayOnly', 'Nope')).statusCode).toBe(403);
    expect((await patch('user', 'Nope')).statusCode).toBe(403);
    const now = await adminCall<Leaderboard>(
      t,
      as('PermanentViewOnly'),
      'GET',
      `/v1/admin/permanent/leaderboards/${board.ID}`,
    );
    expect(now.groupName).toBe('Forever B');
  });

  it('lets the replay roles replay a permanent container, and nobody reach a regular one through the area', async () => {
    const replay = (role: Role, id: number) =>
      adminInject(t, as(role), 'POST', `/v1/admin/permanent/containers/${id}/replay`);
    expect((await replay('PermanentReplayOnly', board.containerID)).statusCode).toBe(202);
    await replaysSettled(t.app);
    expect((await replay('PermanentReplayControl', board.containerID)).statusCode).toBe(202);
    await replaysSettled(t.app);
    expect((await replay('PermanentViewOnly', board.containerID)).statusCode).toBe(403);
    expect((await replay('PermanentBaseControl', board.containerID)).statusCode).toBe(403);
    // A regular role holding replayContainer has no business in the permanent area.
    expect((await replay('ReplayOnly', board.containerID)).statusCode).toBe(403);
    expect((await replay('PermanentReplayOnly', regularBoard.containerID)).statusCode).toBe(404);
    expect(
      (
        await adminInject(t, dev, 'PATCH', `/v1/admin/permanent/leaderboards/${regularBoard.ID}`, {
          groupName: 'x',
        })
      ).statusCode,
    ).toBe(404);
  });
});

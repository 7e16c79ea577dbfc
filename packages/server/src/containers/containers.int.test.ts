// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ContainerDetail, ContainerEdges } from '@eventory/domain/container-admin';
import { createTestApp, type TestApp } from '../test/harness.ts';
import {
  adminCall,
  adminInject,
  createCampaign,
  createGiftEvaluator,
  createLeaderboard,
} from '../test/fixtures.ts';
import { changeLog } from '../db/schema/change-log.ts';
import { containers } from '../db/schema/campaigns.ts';
import { aggregators } from '../db/schema/engine-admin.ts';

describe('containers admin API', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let seq = 0;
  const group = () => `group-${process.pid}-${++seq}`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn(['user']);
    viewer = await t.signIn(['ViewOnly']);
  });
  afterAll(() => t.close());

  const create = (body: Record<string, unknown>) =>
    adminCall<ContainerDetail>(t, admin, 'POST', '/v1/admin/containers', body);

  async function changesOf(id: number) {
    return (
      await t.db
        .select()
        .from(changeLog)
        .where(eq(changeLog.objId, String(id)))
        .orderBy(changeLog.id)
    ).filter((c) => c.tableName === 'containers');
  }

  it('creates a container, reads it back and logs the change', async () => {
    const groupName = group();
    const made = await create({ type: 'SimpleWhitelist', groupName, meta: { name: 'VIPs' } });
    expect(made).toMatchObject({
      type: 'SimpleWhitelist',
      refID: 0,
      refContainerType: 'Leaderboard',
      groupName,
      meta: { name: 'VIPs' },
    });
    expect(made.ID).toBeGreaterThan(0);
    expect(await adminCall(t, viewer, 'GET', `/v1/admin/containers/${made.ID}`)).toEqual(made);
    const changes = await changesOf(made.ID);
    expect(changes.map((c) => c.action)).toEqual(['create']);
  });

  it('attaches a container to a leaderboard or a league, and refuses a reference that does not exist', async () => {
    const campaign = await createCampaign(t, admin);
    const lb = await createLeaderboard(t, admin, campaign);
    const bucket = await create({ type: 'GiftBucket', refID: lb.ID, refContainerType: 'Leaderboard' });
    expect(bucket.refID).toBe(lb.ID);
    const league = await create({ type: 'League' });
    const member = await create({ type: 'Leaderboard', refID: league.ID, refContainerType: 'League' });
    expect(member).toMatchObject({ refID: league.ID, refContainerType: 'League' });

    const before = await t.db.select({ id: containers.id }).from(containers);
    const missing = await adminInject(t, admin, 'POST', '/v1/admin/containers', {
      type: 'Table',
      refID: 999_999,
      refContainerType: 'Leaderboard',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'refID' });
    const notLeague = await adminInject(t, admin, 'POST', '/v1/admin/containers', {
      type: 'Table',
      refID: bucket.ID,
      refContainerType: 'League',
    });
    expect(notLeague.statusCode).toBe(400);
    expect((await t.db.select({ id: containers.id }).from(containers)).length).toBe(before.length);
  });

  it('refuses bad input with 400 and the field, storing nothing', async () => {
    const before = (await t.db.select({ id: containers.id }).from(containers)).length;
    for (const [body, field] of [
      [{ type: 'Bucket' }, 'type'],
      [{ type: 'Table', refID: -1 }, 'refID'],
      [{ type: 'Table', refContainerType: 'Campaign' }, 'refContainerType'],
      [{ type: 'Table', groupName: 'x'.repeat(200) }, 'groupName'],
      [{ type: 'Table', surprise: 1 }, 'body'],
    ] as const) {
      const res = await adminInject(t, admin, 'POST', '/v1/admin/containers', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      const answer = res.json() as { errorCode: string; errorMessage: string; field: string };
      expect(answer.errorCode).toBe('VALIDATION_ERROR');
      expect(answer.errorMessage.length).toBeGreaterThan(5);
      if (field !== 'body') expect(answer.field).toBe(field);
    }
    expect((await t.db.select({ id: containers.id }).from(containers)).length).toBe(before);
  });

  it('lets ViewOnly read but not write (403), and answers 404 for an unknown container', async () => {
    const made = await create({ type: 'Table', groupName: group() });
    const forbidden = [
      await adminInject(t, viewer, 'POST', '/v1/admin/containers', { type: 'Table' }),
      await adminInject(t, viewer, 'PATCH', `/v1/admin/containers/${made.ID}`, { groupName: 'x' }),
      await adminInject(t, viewer, 'DELETE', `/v1/admin/containers/${made.ID}`),
    ];
    for (const res of forbidden) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
    }
    expect((await adminInject(t, viewer, 'GET', `/v1/admin/containers/${made.ID}`)).statusCode).toBe(200);
    const noRole = await t.signIn([]);
    expect((await adminInject(t, noRole, 'GET', `/v1/admin/containers/${made.ID}`)).statusCode).toBe(403);
    for (const [method, url, body] of [
      ['GET', '/v1/admin/containers/987654', undefined],
      ['PATCH', '/v1/admin/containers/987654', { groupName: 'x' }],
      ['DELETE', '/v1/admin/containers/987654', undefined],
      ['GET', '/v1/admin/containers/987654/edges', undefined],
    ] as const) {
      const res = await adminInject(t, admin, method, url, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ errorCode: 'NOT_FOUND' });
    }
    expect((await adminInject(t, admin, 'GET', '/v1/admin/containers/abc')).statusCode).toBe(400);
  });

  it('guards every container route (403 without the permission) and refuses a malformed id (400)', async () => {
    const made = await create({ type: 'Table', groupName: group() });
    const noRole = await t.signIn([]);
    const routes = [
      ['GET', '/v1/admin/containers?groupName=x', undefined],
      ['GET', '/v1/admin/containers/:id', undefined],
      ['GET', '/v1/admin/containers/:id/records', undefined],
      ['GET', '/v1/admin/containers/:id/edges', undefined],
      ['POST', '/v1/admin/containers/:id/records', { records: [{ key: 'a', score: 1 }] }],
      ['POST', '/v1/admin/containers/:id/clear', undefined],
      ['POST', '/v1/admin/containers/:id/gift-box-score', { userIDs: ['a'] }],
      ['GET', '/v1/admin/containers/:id/record/snapshots', undefined],
      ['POST', '/v1/admin/containers/:id/record/snapshots', undefined],
      ['GET', '/v1/admin/containers/:id/record/snapshots/1', undefined],
      ['POST', '/v1/admin/containers/:id/record/snapshots/1/restore', undefined],
      ['DELETE', '/v1/admin/containers/:id', undefined],
    ] as const;
    for (const [method, url, body] of routes) {
      const res = await adminInject(t, noRole, method, url.replace(':id', String(made.ID)), body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
    }
    const developer = await t.signIn(['developer']);
    for (const [method, url, body] of routes.slice(1)) {
      const res = await adminInject(t, developer, method, url.replace(':id', 'x1'), body);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'id' });
    }
    expect(await adminCall(t, admin, 'GET', `/v1/admin/containers/${made.ID}`)).toEqual(made);
  });

  it('patches the group name and meta only, logged with before and after', async () => {
    const made = await create({ type: 'Whitelist', groupName: group(), meta: { a: 1 } });
    const patched = await adminCall<ContainerDetail>(t, admin, 'PATCH', `/v1/admin/containers/${made.ID}`, {
      meta: { a: 2, tiers: ['gold'] },
    });
    expect(patched).toMatchObject({
      groupName: made.groupName,
      meta: { a: 2, tiers: ['gold'] },
      type: 'Whitelist',
    });
    const changes = await changesOf(made.ID);
    expect(changes.map((c) => c.action)).toEqual(['create', 'update']);
    expect(changes[1]!.before).toMatchObject({ meta: { a: 1 } });

    for (const body of [{ type: 'Table' }, {}, { groupName: 5 }]) {
      const res = await adminInject(t, admin, 'PATCH', `/v1/admin/containers/${made.ID}`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    }
    expect(await adminCall(t, admin, 'GET', `/v1/admin/containers/${made.ID}`)).toEqual(patched);
  });

  it('lists by groupName, or by refID with type, and refuses a list without either', async () => {
    const groupName = group();
    const a = await create({ type: 'Table', groupName });
    const b = await create({ type: 'GiftBucket', groupName });
    await create({ type: 'Table', groupName: group() });
    const byGroup = await adminCall<{ items: ContainerDetail[] }>(
      t,
      viewer,
      'GET',
      `/v1/admin/containers?groupName=${encodeURIComponent(groupName)}`,
    );
    expect(byGroup.items.map((c) => c.ID)).toEqual([a.ID, b.ID]);

    const league = await create({ type: 'League' });
    const member = await create({ type: 'Leaderboard', refID: league.ID, refContainerType: 'League' });
    const byRef = await adminCall<{ items: ContainerDetail[] }>(
      t,
      viewer,
      'GET',
      `/v1/admin/containers?refID=${league.ID}&type=League`,
    );
    expect(byRef.items.map((c) => c.ID)).toEqual([member.ID]);

    for (const query of ['', '?refID=3', '?type=League', '?refID=x&type=League', '?refID=3&type=Table']) {
      const res = await adminInject(t, viewer, 'GET', `/v1/admin/containers${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR' });
    }
  });

  it('draws the edges: owner, evaluators, aggregators and judges reading the container', async () => {
    const campaign = await createCampaign(t, admin);
    const lb = await createLeaderboard(t, admin, campaign);
    const whitelist = await create({ type: 'SimpleWhitelist' });
    const evaluator = await createGiftEvaluator(t, admin, lb.containerID);
    const judged = await createGiftEvaluator(t, admin, lb.containerID, {
      judges: [
        {
          logic: 'AND',
          children: [
            { logic: 'IS', setting: { kind: 'Event', field: 'GiftID', value: 'rose' } },
            { logic: 'IS', setting: { kind: 'container', field: 'WhiteList', containerID: whitelist.ID } },
          ],
        },
      ],
    });
    const total = await create({ type: 'Leaderboard' });
    const [agg] = await t.db
      .insert(aggregators)
      .values({ srcContainerId: lb.containerID, targetContainerId: total.ID })
      .returning();

    const lbEdges = await adminCall<ContainerEdges>(
      t,
      viewer,
      'GET',
      `/v1/admin/containers/${lb.containerID}/edges`,
    );
    expect(lbEdges.containerID).toBe(lb.containerID);
    expect(lbEdges.edges).toEqual([
      { direction: 'in', kind: 'owner', ownerType: 'leaderboard', ownerID: lb.ID },
      {
        direction: 'in',
        kind: 'evaluator',
        evaluatorID: evaluator.ID,
        eventType: 1,
        resultKey: 'ReceiverID',
      },
      { direction: 'in', kind: 'evaluator', evaluatorID: judged.ID, eventType: 1, resultKey: 'ReceiverID' },
      {
        direction: 'out',
        kind: 'aggregator',
        aggregatorID: agg!.id,
        containerID: total.ID,
        aggregatorKind: 'sum',
      },
    ]);
    const wlEdges = await adminCall<ContainerEdges>(
      t,
      viewer,
      'GET',
      `/v1/admin/containers/${whitelist.ID}/edges`,
    );
    expect(wlEdges.edges).toEqual([
      {
        direction: 'out',
        kind: 'judge',
        evaluatorID: judged.ID,
        containerID: lb.containerID,
        path: 'judges.0.children.1.setting',
        field: 'container.WhiteList',
      },
    ]);
    const totalEdges = await adminCall<ContainerEdges>(
      t,
      viewer,
      'GET',
      `/v1/admin/containers/${total.ID}/edges`,
    );
    expect(totalEdges.edges).toEqual([
      {
        direction: 'in',
        kind: 'aggregator',
        aggregatorID: agg!.id,
        containerID: lb.containerID,
        aggregatorKind: 'sum',
      },
    ]);
    await t.db.delete(aggregators).where(eq(aggregators.id, agg!.id));
  });

  it('soft-deletes an unlinked container (404 afterwards, also on the public read) and refuses a linked one with 409', async () => {
    const campaign = await createCampaign(t, admin);
    const lb = await createLeaderboard(t, admin, campaign);
    const linked = await adminInject(t, admin, 'DELETE', `/v1/admin/containers/${lb.containerID}`);
    expect(linked.statusCode).toBe(409);
    expect(linked.json()).toMatchObject({ errorCode: 'CONTAINER_IN_USE' });
    expect((linked.json() as { errorMessage: string }).errorMessage).toContain(`leaderboard ${lb.ID}`);
    expect((await adminInject(t, admin, 'GET', `/v1/admin/containers/${lb.containerID}`)).statusCode).toBe(
      200,
    );

    const loose = await create({ type: 'Table', groupName: group() });
    await adminCall(t, admin, 'POST', `/v1/admin/containers/${loose.ID}/records`, {
      records: [{ key: 'u1', score: 5 }],
    });
    expect(
      (await t.app.inject({ method: 'GET', url: `/leaderboards/eventory?containerID=${loose.ID}` }))
        .statusCode,
    ).toBe(200);
    expect(await adminCall(t, admin, 'DELETE', `/v1/admin/containers/${loose.ID}`)).toEqual({ ID: loose.ID });
    const [row] = await t.db.select().from(containers).where(eq(containers.id, loose.ID));
    expect(row?.isDeleted).toBe(true);
    expect((await adminInject(t, admin, 'GET', `/v1/admin/containers/${loose.ID}`)).statusCode).toBe(404);
    expect((await adminInject(t, admin, 'DELETE', `/v1/admin/containers/${loose.ID}`)).statusCode).toBe(404);
    const listed = await adminCall<{ items: ContainerDetail[] }>(
      t,
      admin,
      'GET',
      `/v1/admin/containers?groupName=${encodeURIComponent(loose.groupName)}`,
    );
    expect(listed.items).toEqual([]);
    // The public read knew the container a moment ago; it forgets within its 5 s directory lifetime.
    await new Promise((r) => setTimeout(r, 5100));
    const publicRead = await t.app.inject({
      method: 'GET',
      url: `/leaderboards/eventory?containerID=${loose.ID}`,
    });
    expect(publicRead.statusCode).toBe(404);
    expect((await changesOf(loose.ID)).map((c) => c.action)).toEqual(['create', 'delete']);
  }, 20_000);
});

// backends: once: through HTTP and services with no dialect-specific code
// Dynamic timestamps (issue 17 §3, decision 0094) through the real app: a leaderboard's or vote's time
// follows another time of its campaign plus an offset; reads answer the resolved time; moving the
// campaign's start moves everything that refers to it; cycles, unknown ids and other campaigns' ids are
// refused naming the field; only dynamicTimestamp holders set references; copy remaps them.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { ResolvedTimeReference } from '@eventory/domain/time-references';
import type { Vote } from '@eventory/domain/votes';
import { changeLog } from '../db/schema/change-log.ts';
import { adminCall, adminInject, createCampaign, createLeaderboard } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { DEMO_STREAMERS } from '../platform/demo-population.ts';

const H = 3_600;
const D = 86_400;

describe('dynamic timestamps', () => {
  let t: TestApp;
  let editor: string;
  let viewOnly: string;
  let noDynamic: string;
  let campaign: Campaign;
  let other: Campaign;
  let first: Leaderboard;
  let second: Leaderboard;
  let vote: Vote;

  const refsUrl = (c: Campaign = campaign) => `/v1/admin/campaigns/${c.ID}/time-references`;
  const setRef = (body: unknown, token = editor, c: Campaign = campaign) =>
    adminInject(t, token, 'PUT', refsUrl(c), body);
  const board = (id: number) => adminCall<Leaderboard>(t, editor, 'GET', `/v1/admin/leaderboards/${id}`);

  beforeAll(async () => {
    t = await createTestApp();
    editor = await t.signIn(['BaseControl'], { email: 'editor@test.eventory.app' });
    viewOnly = await t.signIn(['ViewOnly']);
    // A role without dynamicTimestamp that may still edit leaderboards: none of the regular roles
    // lacks it, so the debug switch of a developer is not used; a permanent editor has it too. Use
    // ViewOnly for the 403 of the permission and the read-only check.
    noDynamic = viewOnly;
    campaign = await createCampaign(t, editor);
    other = await createCampaign(t, editor);
    first = await createLeaderboard(t, editor, campaign);
    second = await createLeaderboard(t, editor, campaign, { groupName: 'Second round' });
    vote = await adminCall<Vote>(t, editor, 'POST', `/v1/admin/campaigns/${campaign.ID}/votes`, {
      topic: 'Best newcomer',
      nomineeIDs: DEMO_STREAMERS.slice(0, 2).map((s) => s.userId),
      startTime: campaign.startTime,
      endTime: campaign.endTime,
    });
  });
  afterAll(() => t.close());

  it('resolves "campaign start + 3 days" and "leaderboard end + 1 h" into the times every read answers', async () => {
    expect(
      (
        await setRef({
          kind: 'leaderboard',
          id: second.ID,
          field: 'startTime',
          expression: `campaign:${campaign.ID}.startTime + 3d`,
        })
      ).statusCode,
    ).toBe(200);
    const res = await setRef({
      kind: 'vote',
      id: vote.id,
      field: 'startTime',
      expression: `leaderboard:${second.ID}.startTime+1h`,
    });
    expect(res.statusCode).toBe(200);
    const refs = res.json() as ResolvedTimeReference[];
    expect(refs).toEqual(
      expect.arrayContaining([
        {
          kind: 'leaderboard',
          id: second.ID,
          field: 'startTime',
          expression: `campaign:${campaign.ID}.startTime+3d`,
          resolved: campaign.startTime + 3 * D,
        },
        {
          kind: 'vote',
          id: vote.id,
          field: 'startTime',
          expression: `leaderboard:${second.ID}.startTime+1h`,
          resolved: campaign.startTime + 3 * D + H,
        },
      ]),
    );
    expect((await board(second.ID)).startTime).toBe(campaign.startTime + 3 * D);
    const storedVote = await adminCall<Vote>(t, editor, 'GET', `/v1/admin/votes/${vote.id}`);
    expect(storedVote.startTime).toBe(campaign.startTime + 3 * D + H);
  });

  it("moves everything that refers to the campaign's start when the start moves", async () => {
    const moved = campaign.startTime - 2 * D;
    await adminCall(t, editor, 'PATCH', `/v1/admin/campaigns/${campaign.ID}`, { startTime: moved });
    expect((await board(second.ID)).startTime).toBe(moved + 3 * D);
    const storedVote = await adminCall<Vote>(t, editor, 'GET', `/v1/admin/votes/${vote.id}`);
    expect(storedVote.startTime).toBe(moved + 3 * D + H);
    const entries = await t.db
      .select()
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'leaderboards'), eq(changeLog.objId, String(second.ID))));
    expect(entries.some((e) => (e.after as { reason?: string }).reason === 'time reference')).toBe(true);
  });

  it('refuses a cycle, an unknown id and a time of another campaign, naming the expression', async () => {
    const cycle = await setRef({
      kind: 'leaderboard',
      id: second.ID,
      field: 'startTime',
      expression: `vote:${vote.id}.startTime`,
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json()).toMatchObject({ errorCode: 'TIME_REFERENCE_INVALID', field: 'expression' });
    expect(cycle.json().errorMessage).toContain('cycle');

    const unknown = await setRef({
      kind: 'leaderboard',
      id: first.ID,
      field: 'endTime',
      expression: 'leaderboard:999999.endTime',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ errorCode: 'TIME_REFERENCE_INVALID', field: 'expression' });

    const elsewhere = await setRef({
      kind: 'leaderboard',
      id: first.ID,
      field: 'endTime',
      expression: `campaign:${other.ID}.endTime`,
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errorMessage).toContain('same campaign');

    const gibberish = await setRef({
      kind: 'leaderboard',
      id: first.ID,
      field: 'endTime',
      expression: 'next tuesday',
    });
    expect(gibberish.statusCode).toBe(400);

    const notMine = await setRef(
      { kind: 'leaderboard', id: first.ID, field: 'endTime', expression: null },
      editor,
      other,
    );
    expect(notMine.statusCode).toBe(404);
  });

  it('refuses a time that would end a leaderboard before it starts', async () => {
    const res = await setRef({
      kind: 'leaderboard',
      id: first.ID,
      field: 'endTime',
      expression: `campaign:${campaign.ID}.startTime-1d`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMessage).toContain('must end after it starts');
  });

  it('refuses a direct write of a time that follows a reference, until the reference is removed', async () => {
    const {
      ID: _id,
      containerID: _c,
      isDeleted: _d,
      metadata: _m,
      createTime: _ct,
      updateTime: _ut,
      eventID: _e,
      ...fields
    } = await board(second.ID);
    const res = await adminInject(t, editor, 'PATCH', `/v1/admin/leaderboards/${second.ID}`, {
      ...fields,
      startTime: fields.startTime + 60,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errorCode: 'TIME_FOLLOWS_REFERENCE', field: 'startTime' });
    // The same value again (a form saving other fields) passes.
    expect(
      (
        await adminInject(t, editor, 'PATCH', `/v1/admin/leaderboards/${second.ID}`, {
          ...fields,
          designName: 'x',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('needs dynamicTimestamp with write access to set a reference; reads need campaignControl', async () => {
    const refused = await setRef(
      { kind: 'leaderboard', id: first.ID, field: 'endTime', expression: null },
      noDynamic,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 'FORBIDDEN' });
    expect(refused.json().errorMessage).toContain('dynamicTimestamp');
    expect((await adminInject(t, viewOnly, 'GET', refsUrl())).statusCode).toBe(200);
  });

  it("remaps references to the copy's own entities on copy", async () => {
    const { ID: copyId } = await adminCall<{ ID: number }>(
      t,
      editor,
      'POST',
      `/v1/admin/campaigns/${campaign.ID}/copy`,
      {
        codeName: `${campaign.codeName}-times`,
      },
    );
    const refs = await adminCall<ResolvedTimeReference[]>(
      t,
      editor,
      'GET',
      `/v1/admin/campaigns/${copyId}/time-references`,
    );
    const copyBoards = await adminCall<Leaderboard[]>(
      t,
      editor,
      'GET',
      `/v1/admin/campaigns/${copyId}/leaderboards`,
    );
    const copiedSecond = copyBoards.find((b) => b.groupName === 'Second round');
    expect(copiedSecond).toBeDefined();
    expect(refs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'leaderboard',
          id: copiedSecond?.ID,
          expression: `campaign:${copyId}.startTime+3d`,
        }),
        expect.objectContaining({ kind: 'vote', expression: `leaderboard:${copiedSecond?.ID}.startTime+1h` }),
      ]),
    );
    // Moving the copy's start moves the copy's times, not the source's.
    const copy = await adminCall<Campaign>(t, editor, 'GET', `/v1/admin/campaigns/${copyId}`);
    await adminCall(t, editor, 'PATCH', `/v1/admin/campaigns/${copyId}`, { startTime: copy.startTime + D });
    expect((await board(copiedSecond?.ID ?? 0)).startTime).toBe(copy.startTime + 4 * D);
    expect((await board(second.ID)).startTime).toBe(campaign.startTime + D);
  });

  it('lets a mission roadmap follow a leaderboard end, carried by copy', async () => {
    // Roadmaps are made by holders of missionRoadmap (developer); the editor then makes one follow a time.
    const developer = await t.signIn(['developer']);
    const roadmap = await adminCall<{ ID: number; startTime: number; endTime: number }>(
      t,
      developer,
      'POST',
      '/v1/admin/missionRoadmaps',
      {
        campaignID: campaign.ID,
        groupName: 'After the first round',
        startTime: campaign.startTime,
        endTime: campaign.endTime + 30 * D,
      },
    );
    const res = await setRef({
      kind: 'roadmap',
      id: roadmap.ID,
      field: 'startTime',
      expression: `leaderboard:${first.ID}.endTime+1d`,
    });
    expect(res.statusCode).toBe(200);
    const firstBoard = await board(first.ID);
    expect((res.json() as ResolvedTimeReference[]).find((r) => r.kind === 'roadmap')).toMatchObject({
      resolved: firstBoard.endTime + D,
    });
    const { ID: copyId } = await adminCall<{ ID: number }>(
      t,
      editor,
      'POST',
      `/v1/admin/campaigns/${campaign.ID}/copy`,
      {
        codeName: `${campaign.codeName}-roadmap`,
      },
    );
    const refs = await adminCall<ResolvedTimeReference[]>(
      t,
      editor,
      'GET',
      `/v1/admin/campaigns/${copyId}/time-references`,
    );
    const copied = refs.find((r) => r.kind === 'roadmap');
    expect(copied?.id).not.toBe(roadmap.ID);
    expect(copied?.expression).toMatch(/^leaderboard:\d+\.endTime\+1d$/);
    expect(copied?.expression).not.toBe(`leaderboard:${first.ID}.endTime+1d`);
  });

  it('drops a removed reference: the field keeps its time and may be written again', async () => {
    const res = await setRef({ kind: 'vote', id: vote.id, field: 'startTime', expression: null });
    expect(res.statusCode).toBe(200);
    expect((res.json() as ResolvedTimeReference[]).some((r) => r.kind === 'vote')).toBe(false);
  });
});

// backends: once: through HTTP and services with no dialect-specific code
// Dynamic timestamps are resolved on write (decision 0094): every write that can move a referenced time
// re-resolves the campaign's dependants in the same transaction, so no reader ever sees a stale time.
// Each write path is followed by a check that recomputes every reference from the stored literal times
// and compares it with what the admin API and the visitor mission lists answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { Mission } from '@eventory/domain/missions';
import type { MissionRoadmap } from '@eventory/domain/roadmaps';
import type { UserMissionsResponse } from '@eventory/domain/user-missions';
import type { Vote } from '@eventory/domain/votes';
import {
  resolveTimeReferences,
  timeKey,
  type ResolvedTimeReference,
  type TimeTargetKind,
} from '@eventory/domain/time-references';
import { adminCall, adminInject, createCampaign, createLeaderboard } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { DEMO_STREAMERS } from '../platform/demo-population.ts';

const H = 3_600;
const D = 86_400;

const missionBody = {
  goal: 100,
  desc: { en_US: 'Collect 100 points' },
  eventHandler: { eventType: 1, resultKey: 'ReceiverID', scoreCalc: { kind: 'field', field: 'Point' } },
};

describe('dynamic timestamps: no write leaves a stale dependant', () => {
  let t: TestApp;
  let admin: string;
  let campaign: Campaign;
  /** Literal times. */
  let first: Leaderboard;
  /** startTime = campaign start + 1 d; endTime = first end + 1 h. */
  let second: Leaderboard;
  /** startTime = second start + 1 h (a chain through the campaign's start). */
  let vote: Vote;
  /** endTime = vote end + 1 d. */
  let roadmap: MissionRoadmap;
  /** endTime = roadmap start + 10 d. */
  let third: Leaderboard;
  let boardMission: Mission;
  let roadmapMission: Mission;

  const call = <T>(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    adminCall<T>(t, admin, method, url, body);
  const setRef = (kind: string, id: number, field: string, expression: string) =>
    call<ResolvedTimeReference[]>('PUT', `/v1/admin/campaigns/${campaign.ID}/time-references`, {
      kind,
      id,
      field,
      expression,
    });
  const missionTimes = async (refType: string, refID: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/missionrefs/${refType}/refID/${refID}` });
    expect(res.statusCode).toBe(200);
    return (res.json() as UserMissionsResponse).data.missions.map((m) => ({
      id: m.id,
      startTime: m.startTime,
      endTime: m.endTime,
    }));
  };

  /**
   * Recomputes every reference of the campaign from its literal times and expects each entity, each
   * answered `resolved` and each mission list that follows one of them to hold the recomputed time.
   */
  async function expectNothingStale(campaignID: number) {
    const c = await call<Campaign>('GET', `/v1/admin/campaigns/${campaignID}`);
    const boards = await call<Leaderboard[]>('GET', `/v1/admin/campaigns/${campaignID}/leaderboards`);
    const votes = await call<Vote[]>('GET', `/v1/admin/campaigns/${campaignID}/votes`);
    const roadmaps = await call<MissionRoadmap[]>('GET', `/v1/admin/campaigns/${campaignID}/missionRoadmaps`);
    const refs = await call<ResolvedTimeReference[]>(
      'GET',
      `/v1/admin/campaigns/${campaignID}/time-references`,
    );
    expect(refs.length).toBeGreaterThan(0);
    const stored = new Map<string, number>();
    const add = (kind: TimeTargetKind, id: number, e: { startTime: number; endTime: number }) => {
      stored.set(timeKey(kind, id, 'startTime'), e.startTime);
      stored.set(timeKey(kind, id, 'endTime'), e.endTime);
    };
    add('campaign', c.ID, c);
    for (const b of boards.filter((b) => !b.isDeleted)) add('leaderboard', b.ID, b);
    for (const v of votes) add('vote', v.id, v);
    for (const r of roadmaps) add('roadmap', r.ID, r);
    const following = new Set(refs.map((r) => timeKey(r.kind, r.id, r.field)));
    const outcome = resolveTimeReferences(refs, (key) => (following.has(key) ? undefined : stored.get(key)));
    if ('problem' in outcome) throw new Error(outcome.problem);
    for (const r of refs) {
      const key = timeKey(r.kind, r.id, r.field);
      expect({ key, stored: stored.get(key), answered: r.resolved }).toEqual({
        key,
        stored: outcome.resolved.get(key),
        answered: outcome.resolved.get(key),
      });
    }
    return { campaign: c, boards, votes, roadmaps };
  }

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn(['developer']);
    campaign = await createCampaign(t, admin);
    first = await createLeaderboard(t, admin, campaign, { groupName: 'First round' });
    second = await createLeaderboard(t, admin, campaign, { groupName: 'Second round' });
    third = await createLeaderboard(t, admin, campaign, { groupName: 'Finals' });
    vote = await call<Vote>('POST', `/v1/admin/campaigns/${campaign.ID}/votes`, {
      topic: 'Best newcomer',
      nomineeIDs: DEMO_STREAMERS.slice(0, 2).map((s) => s.userId),
      startTime: campaign.startTime,
      endTime: campaign.endTime,
    });
    roadmap = await call<MissionRoadmap>('POST', '/v1/admin/missionRoadmaps', {
      campaignID: campaign.ID,
      groupName: 'After the vote',
      startTime: campaign.startTime,
      endTime: campaign.endTime,
    });
    boardMission = await call<Mission>('POST', `/v1/admin/leaderboards/${second.ID}/missions`, missionBody);
    roadmapMission = await call<Mission>(
      'POST',
      `/v1/admin/missionRoadmaps/${roadmap.ID}/missions`,
      missionBody,
    );
    await setRef('leaderboard', second.ID, 'startTime', `campaign:${campaign.ID}.startTime+1d`);
    await setRef('leaderboard', second.ID, 'endTime', `leaderboard:${first.ID}.endTime+1h`);
    await setRef('vote', vote.id, 'startTime', `leaderboard:${second.ID}.startTime+1h`);
    await setRef('roadmap', roadmap.ID, 'endTime', `vote:${vote.id}.endTime+1d`);
    await setRef('leaderboard', third.ID, 'endTime', `roadmap:${roadmap.ID}.startTime+10d`);
    await expectNothingStale(campaign.ID);
  });
  afterAll(() => t.close());

  it("a mission's startTime/endTime is the window it follows, and moves when a reference moves that window", async () => {
    const start = campaign.startTime + D;
    const end = first.endTime + H;
    expect(await missionTimes('leaderboard', second.ID)).toEqual([
      { id: boardMission.id, startTime: start, endTime: end },
    ]);
    await call('PATCH', `/v1/admin/campaigns/${campaign.ID}`, { startTime: campaign.startTime - 2 * D });
    campaign = await call<Campaign>('GET', `/v1/admin/campaigns/${campaign.ID}`);
    expect(await missionTimes('leaderboard', second.ID)).toEqual([
      { id: boardMission.id, startTime: campaign.startTime + D, endTime: end },
    ]);
    const { roadmaps } = await expectNothingStale(campaign.ID);
    expect(await missionTimes('missionRoadmap', roadmap.ID)).toEqual([
      {
        id: roadmapMission.id,
        startTime: roadmaps.find((r) => r.ID === roadmap.ID)?.startTime,
        endTime: vote.endTime + D,
      },
    ]);
  });

  it('campaign update: the chain campaign start → second start → vote start moves', async () => {
    await call('PATCH', `/v1/admin/campaigns/${campaign.ID}`, { startTime: campaign.startTime + 5 * H });
    const { boards, votes } = await expectNothingStale(campaign.ID);
    const moved = campaign.startTime + 5 * H;
    expect(boards.find((b) => b.ID === second.ID)?.startTime).toBe(moved + D);
    expect(votes.find((v) => v.id === vote.id)?.startTime).toBe(moved + D + H);
  });

  it("leaderboard update: moving the first round's end moves the second round's end and its missions", async () => {
    const fresh = await call<Leaderboard>('GET', `/v1/admin/leaderboards/${first.ID}`);
    const newEnd = fresh.endTime + 2 * D;
    await call('PATCH', `/v1/admin/leaderboards/${first.ID}`, { endTime: newEnd });
    const { boards } = await expectNothingStale(campaign.ID);
    expect(boards.find((b) => b.ID === second.ID)?.endTime).toBe(newEnd + H);
    expect((await missionTimes('leaderboard', second.ID))[0]?.endTime).toBe(newEnd + H);
  });

  it("vote update: moving the vote's end moves the roadmap's end and its missions", async () => {
    const fresh = await call<Vote>('GET', `/v1/admin/votes/${vote.id}`);
    const newEnd = fresh.endTime + 3 * D;
    await call('PUT', `/v1/admin/votes/${vote.id}`, {
      topic: fresh.topic,
      nomineeIDs: fresh.nomineeIDs,
      startTime: fresh.startTime,
      endTime: newEnd,
    });
    const { roadmaps } = await expectNothingStale(campaign.ID);
    expect(roadmaps.find((r) => r.ID === roadmap.ID)?.endTime).toBe(newEnd + D);
    expect((await missionTimes('missionRoadmap', roadmap.ID))[0]?.endTime).toBe(newEnd + D);
  });

  it("roadmap update: moving the roadmap's start moves the finals' end", async () => {
    const fresh = await call<MissionRoadmap>('GET', `/v1/admin/missionRoadmaps/${roadmap.ID}`);
    const newStart = fresh.startTime + 6 * H;
    await call('PUT', `/v1/admin/missionRoadmaps/${roadmap.ID}`, {
      campaignID: campaign.ID,
      groupName: fresh.groupName,
      startTime: newStart,
      endTime: fresh.endTime,
    });
    const { boards } = await expectNothingStale(campaign.ID);
    expect(boards.find((b) => b.ID === third.ID)?.endTime).toBe(newStart + 10 * D);
    expect((await missionTimes('missionRoadmap', roadmap.ID))[0]?.startTime).toBe(newStart);
  });

  it('delete: refused while another time refers to the entity, and nothing moves', async () => {
    for (const url of [`/v1/admin/leaderboards/${first.ID}`, `/v1/admin/votes/${vote.id}`]) {
      const res = await adminInject(t, admin, 'DELETE', url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: 'TIME_REFERENCE_INVALID', field: 'expression' });
      expect(res.json().errorMessage).toContain('does not exist in this campaign');
    }
    // The roadmap is refused first for the mission it holds (409); it stays, with its dependant.
    expect(
      (await adminInject(t, admin, 'DELETE', `/v1/admin/missionRoadmaps/${roadmap.ID}`)).statusCode,
    ).toBe(409);
    const { boards, votes, roadmaps } = await expectNothingStale(campaign.ID);
    expect(boards.some((b) => b.ID === first.ID)).toBe(true);
    expect(votes.some((v) => v.id === vote.id)).toBe(true);
    expect(roadmaps.some((r) => r.ID === roadmap.ID)).toBe(true);
  });

  it("import: the dependants follow the imported campaign's own times, not the document's stored ones", async () => {
    const doc = await call<{ campaign: { startTime: number; codeName: string } }>(
      'POST',
      `/v1/admin/campaigns/${campaign.ID}/export`,
    );
    doc.campaign.startTime -= 4 * D;
    const { ID } = await call<{ ID: number }>('POST', '/v1/admin/campaigns/import', {
      document: doc,
      codeName: `${doc.campaign.codeName}-moved`,
    });
    const imported = await expectNothingStale(ID);
    const importedSecond = imported.boards.find((b) => b.groupName === 'Second round');
    expect(importedSecond?.startTime).toBe(doc.campaign.startTime + D);
    // The source campaign is untouched.
    const source = await call<Leaderboard>('GET', `/v1/admin/leaderboards/${second.ID}`);
    expect(source.startTime).toBe(campaign.startTime + 5 * H + D);
  });

  it('copy: the copy resolves against its own entities and moves on its own', async () => {
    const { ID } = await call<{ ID: number }>('POST', `/v1/admin/campaigns/${campaign.ID}/copy`, {
      codeName: `${campaign.codeName}-writes`,
    });
    const copy = await expectNothingStale(ID);
    await call('PATCH', `/v1/admin/campaigns/${ID}`, { startTime: copy.campaign.startTime + D });
    const moved = await expectNothingStale(ID);
    expect(moved.boards.find((b) => b.groupName === 'Second round')?.startTime).toBe(
      copy.campaign.startTime + 2 * D,
    );
    await expectNothingStale(campaign.ID);
  });
});

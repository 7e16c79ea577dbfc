// backends: once: through HTTP and services with no dialect-specific code
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { Mission } from '@eventory/domain/missions';
import type { Question, Questionnaire } from '@eventory/domain/questionnaires';
import { questionnaires, questions } from '../db/schema/campaign-content.ts';
import { changeLog } from '../db/schema/change-log.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { adminCall, adminInject, createCampaign, createLeaderboard } from '../test/fixtures.ts';

const single = {
  type: 'SingleSelect',
  title: { en_US: 'Favourite streamer?' },
  options: [{ en_US: 'A' }, { en_US: 'B' }],
  required: true,
};

describe('questionnaires', () => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  let campaign: Campaign;
  let other: Campaign;
  let board: Leaderboard;
  let otherBoard: Leaderboard;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn(['user']);
    viewer = await t.signIn(['ViewOnly']);
    campaign = await createCampaign(t, admin);
    other = await createCampaign(t, admin);
    board = await createLeaderboard(t, admin, campaign, { groupName: 'Main' });
    otherBoard = await createLeaderboard(t, admin, other, { groupName: 'Main' });
  });
  afterAll(() => t.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    campaignID: campaign.ID,
    groupName: 'Main',
    startTime: campaign.startTime,
    endTime: campaign.endTime,
    questions: [single, { type: 'Text', title: { en_US: 'Why?' } }],
    ...overrides,
  });
  const counts = async () => ({
    questionnaires: Number((await t.db.select({ n: count() }).from(questionnaires))[0]?.n),
    questions: Number((await t.db.select({ n: count() }).from(questions))[0]?.n),
    log: Number((await t.db.select({ n: count() }).from(changeLog))[0]?.n),
  });

  it('creates a questionnaire with its questions in order, logged, and lists it under the campaign', async () => {
    const created = await adminCall<Questionnaire>(t, admin, 'POST', '/v1/admin/questionnaires', body());
    expect(created).toMatchObject({
      campaignID: campaign.ID,
      groupName: 'Main',
      containerID: 0,
      eventHandler: { constraint: [] },
      questions: [
        { type: 'SingleSelect', position: 0, title: { en_US: 'Favourite streamer?' }, required: true },
        { type: 'Text', position: 1, options: [], required: false },
      ],
    });
    expect(
      await adminCall<Questionnaire>(t, viewer, 'GET', `/v1/admin/questionnaires/${created.ID}`),
    ).toEqual(created);
    const listed = await adminCall<Questionnaire[]>(
      t,
      viewer,
      'GET',
      `/v1/admin/campaigns/${campaign.ID}/questionnaires`,
    );
    expect(listed.map((q) => q.ID)).toContain(created.ID);
    const logged = await t.db.select().from(changeLog).where(eq(changeLog.tableName, 'questionnaires'));
    expect(logged.some((e) => e.objId === String(created.ID) && e.action === 'create')).toBe(true);
  });

  it('refuses a groupName no leaderboard of the campaign has, bad question types and option counts (400), creating nothing', async () => {
    const before = await counts();
    const group = await adminInject(
      t,
      admin,
      'POST',
      '/v1/admin/questionnaires',
      body({ groupName: 'Nope' }),
    );
    expect(group.statusCode).toBe(400);
    expect(group.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'groupName' });
    expect(group.json().errorMessage).toContain('Main');
    const fewOptions = await adminInject(
      t,
      admin,
      'POST',
      '/v1/admin/questionnaires',
      body({ questions: [{ ...single, type: 'Sort', options: [{ en_US: 'only' }] }] }),
    );
    expect(fewOptions.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'questions.0.options' });
    const textWithOptions = await adminInject(
      t,
      admin,
      'POST',
      '/v1/admin/questionnaires',
      body({ questions: [{ ...single, type: 'Text' }] }),
    );
    expect(textWithOptions.json()).toMatchObject({ field: 'questions.0.options' });
    const badType = await adminInject(
      t,
      admin,
      'POST',
      '/v1/admin/questionnaires',
      body({ questions: [{ ...single, type: 'Poll' }] }),
    );
    expect(badType.json()).toMatchObject({ field: 'questions.0.type' });
    const backwards = await adminInject(
      t,
      admin,
      'POST',
      '/v1/admin/questionnaires',
      body({ endTime: campaign.startTime }),
    );
    expect(backwards.json()).toMatchObject({ field: 'endTime' });
    const badConstraint = await adminInject(
      t,
      admin,
      'POST',
      '/v1/admin/questionnaires',
      body({ eventHandler: { constraint: [{ logic: 'XOR' }] } }),
    );
    expect(badConstraint.statusCode).toBe(400);
    expect(badConstraint.json().field).toMatch(/^eventHandler\.constraint/);
    const noCampaign = await adminInject(
      t,
      admin,
      'POST',
      '/v1/admin/questionnaires',
      body({ campaignID: 999999 }),
    );
    expect(noCampaign.statusCode).toBe(404);
    expect(await counts()).toEqual(before);
  });

  it('updates the questionnaire fields (PUT), refusing a group of another campaign and a moved campaign', async () => {
    const created = await adminCall<Questionnaire>(t, admin, 'POST', '/v1/admin/questionnaires', body());
    await createLeaderboard(t, admin, campaign, { groupName: 'Side' });
    const { questions: _q, ...fields } = body();
    const updated = await adminCall<Questionnaire>(
      t,
      admin,
      'PUT',
      `/v1/admin/questionnaires/${created.ID}`,
      {
        ...fields,
        groupName: 'Side',
        endTimeCountdown: 60,
      },
    );
    expect(updated).toMatchObject({ groupName: 'Side', endTimeCountdown: 60, questions: created.questions });
    const moved = await adminInject(t, admin, 'PUT', `/v1/admin/questionnaires/${created.ID}`, {
      ...fields,
      campaignID: other.ID,
    });
    expect(moved.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'campaignID' });
    const badGroup = await adminInject(t, admin, 'PUT', `/v1/admin/questionnaires/${created.ID}`, {
      ...fields,
      groupName: 'Nope',
    });
    expect(badGroup.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'groupName' });
    expect(await adminCall<Questionnaire>(t, admin, 'GET', `/v1/admin/questionnaires/${created.ID}`)).toEqual(
      updated,
    );
    expect((await adminInject(t, admin, 'PUT', '/v1/admin/questionnaires/999999', fields)).statusCode).toBe(
      404,
    );
  });

  it('adds, edits and deletes questions, each logged', async () => {
    const created = await adminCall<Questionnaire>(
      t,
      admin,
      'POST',
      '/v1/admin/questionnaires',
      body({ questions: [] }),
    );
    const added = await adminCall<Question>(
      t,
      admin,
      'POST',
      `/v1/admin/questionnaires/${created.ID}/questions`,
      single,
    );
    expect(added).toMatchObject({ questionnaireID: created.ID, position: 0, type: 'SingleSelect' });
    const second = await adminCall<Question>(
      t,
      admin,
      'POST',
      `/v1/admin/questionnaires/${created.ID}/questions`,
      {
        type: 'MultipleSelect',
        title: { ja: '複数' },
        options: [{ ja: '一' }, { ja: '二' }, { ja: '三' }],
      },
    );
    expect(second.position).toBe(1);
    const edited = await adminCall<Question>(
      t,
      admin,
      'PUT',
      `/v1/admin/questionnaires/${created.ID}/questions/${added.ID}`,
      {
        type: 'Text',
        title: { en_US: 'Tell us' },
      },
    );
    expect(edited).toMatchObject({ ID: added.ID, type: 'Text', options: [], position: 0 });
    const bad = await adminInject(
      t,
      admin,
      'PUT',
      `/v1/admin/questionnaires/${created.ID}/questions/${added.ID}`,
      {
        type: 'Sort',
        title: { en_US: 'x' },
        options: [],
      },
    );
    expect(bad.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'options' });
    expect(
      await adminCall(t, admin, 'DELETE', `/v1/admin/questionnaires/${created.ID}/questions/${second.ID}`),
    ).toEqual({
      ID: second.ID,
    });
    const now = await adminCall<Questionnaire>(t, admin, 'GET', `/v1/admin/questionnaires/${created.ID}`);
    expect(now.questions).toEqual([edited]);
    const logged = await t.db
      .select()
      .from(changeLog)
      .where(eq(changeLog.tableName, 'questions'))
      .orderBy(changeLog.id);
    expect(
      logged
        .filter((e) => [String(added.ID), String(second.ID)].includes(e.objId))
        .map((e) => e.action)
        .sort(),
    ).toEqual(['create', 'create', 'delete', 'update']);
    expect(
      (await adminInject(t, admin, 'PUT', `/v1/admin/questionnaires/${created.ID}/questions/999999`, single))
        .statusCode,
    ).toBe(404);
    expect(
      (await adminInject(t, admin, 'DELETE', `/v1/admin/questionnaires/999999/questions/${added.ID}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await adminInject(t, admin, 'POST', '/v1/admin/questionnaires/999999/questions', single)).statusCode,
    ).toBe(404);
  });

  it('deletes a questionnaire with its questions', async () => {
    const created = await adminCall<Questionnaire>(t, admin, 'POST', '/v1/admin/questionnaires', body());
    expect(await adminCall(t, admin, 'DELETE', `/v1/admin/questionnaires/${created.ID}`)).toEqual({
      ID: created.ID,
    });
    expect((await adminInject(t, admin, 'GET', `/v1/admin/questionnaires/${created.ID}`)).statusCode).toBe(
      404,
    );
    expect(await t.db.select().from(questions).where(eq(questions.questionnaireId, created.ID))).toEqual([]);
    expect((await adminInject(t, admin, 'DELETE', `/v1/admin/questionnaires/${created.ID}`)).statusCode).toBe(
      404,
    );
  });

  it('attaches a questionnaire to a container of its campaign (leaderboard or mission), not of another', async () => {
    const created = await adminCall<Questionnaire>(t, admin, 'POST', '/v1/admin/questionnaires', body());
    const attached = await adminCall<Questionnaire>(
      t,
      admin,
      'POST',
      `/v1/admin/containers/${board.containerID}/questionnaire`,
      {
        questionnaireID: created.ID,
      },
    );
    expect(attached.containerID).toBe(board.containerID);
    const mission = await adminCall<Mission>(
      t,
      admin,
      'POST',
      `/v1/admin/campaigns/${campaign.ID}/missions`,
      {
        goal: 1,
        eventHandler: { eventType: 1, resultKey: 'SenderID' },
      },
    );
    const onMission = await adminCall<Questionnaire>(
      t,
      admin,
      'POST',
      `/v1/admin/containers/${mission.missionContainerID}/questionnaire`,
      { questionnaireID: created.ID },
    );
    expect(onMission.containerID).toBe(mission.missionContainerID);
    const foreign = await adminInject(
      t,
      admin,
      'POST',
      `/v1/admin/containers/${otherBoard.containerID}/questionnaire`,
      {
        questionnaireID: created.ID,
      },
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'questionnaireID' });
    const noContainer = await adminInject(t, admin, 'POST', '/v1/admin/containers/999999/questionnaire', {
      questionnaireID: created.ID,
    });
    expect(noContainer.statusCode).toBe(404);
    const noQuestionnaire = await adminInject(
      t,
      admin,
      'POST',
      `/v1/admin/containers/${board.containerID}/questionnaire`,
      {
        questionnaireID: 999999,
      },
    );
    expect(noQuestionnaire.json()).toMatchObject({ errorCode: 'NOT_FOUND', field: 'questionnaireID' });
    const missing = await adminInject(
      t,
      admin,
      'POST',
      `/v1/admin/containers/${board.containerID}/questionnaire`,
      {},
    );
    expect(missing.json()).toMatchObject({ errorCode: 'VALIDATION_ERROR', field: 'questionnaireID' });
    expect(
      (await adminCall<Questionnaire>(t, admin, 'GET', `/v1/admin/questionnaires/${created.ID}`)).containerID,
    ).toBe(mission.missionContainerID);
  });

  it('needs questionnaireCreation to write: ViewOnly gets 403 everywhere, reads are fine', async () => {
    const created = await adminCall<Questionnaire>(t, admin, 'POST', '/v1/admin/questionnaires', body());
    const q = created.questions[0]!;
    const { questions: _q, ...fields } = body();
    for (const [method, url, payload] of [
      ['POST', '/v1/admin/questionnaires', body()],
      ['PUT', `/v1/admin/questionnaires/${created.ID}`, fields],
      ['DELETE', `/v1/admin/questionnaires/${created.ID}`, undefined],
      ['POST', `/v1/admin/questionnaires/${created.ID}/questions`, single],
      ['PUT', `/v1/admin/questionnaires/${created.ID}/questions/${q.ID}`, single],
      ['DELETE', `/v1/admin/questionnaires/${created.ID}/questions/${q.ID}`, undefined],
      ['POST', `/v1/admin/containers/${board.containerID}/questionnaire`, { questionnaireID: created.ID }],
    ] as const) {
      const res = await adminInject(t, viewer, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect(
      (await adminInject(t, viewer, 'GET', `/v1/admin/campaigns/${campaign.ID}/questionnaires`)).statusCode,
    ).toBe(200);
    expect(
      (await adminInject(t, viewer, 'GET', '/v1/admin/campaigns/999999/questionnaires')).statusCode,
    ).toBe(404);
  });
});

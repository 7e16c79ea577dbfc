// backends: both: SQL, transactions or ranking, on PGlite and on PostgreSQL + Redis
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Campaign, Leaderboard } from '@eventory/domain/campaign';
import type { Questionnaire } from '@eventory/domain/questionnaires';
import type {
  PublicQuestionnairesResponse,
  Registration,
  RegistrationPage,
} from '@eventory/domain/registrations';
import { changeLog } from '../db/schema/change-log.ts';
import { adminCall, adminInject, createCampaign, createLeaderboard, nowSeconds } from '../test/fixtures.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { deriveVisitorKey, signVisitorToken } from '../auth/visitor-token.ts';
import type { BlueprintNode, PageDocument } from '@eventory/domain/blueprint';
import { seedDemoIfEmpty } from '../seed/demo.ts';

const DAY = 24 * 60 * 60;

describe('registrations and public questionnaires', () => {
  let t: TestApp;
  let admin: string;
  let campaign: Campaign;
  let board: Leaderboard;
  let form: Questionnaire;
  /** Keys of the form's three questions: single (required), multiple (min 2, max 3), text (optional). */
  let single: string;
  let multiple: string;
  let text: string;
  let users = 0;

  const tokenOf = async (userID: string) =>
    (await signVisitorToken(deriveVisitorKey(t.app.sessionKey), userID, 'jwt')).token;
  const newViewer = async () => {
    const userID = `viewer-${++users}`;
    return { userID, token: await tokenOf(userID) };
  };
  const info = (containerID: number, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/event/registration/${containerID}/info`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const submit = (containerID: number, token: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/event/registration/${containerID}/info`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: payload as Record<string, unknown>,
    });
  const goodAnswers = () => ({ [single]: '2', [multiple]: ['1', '3'], status: 'processing' });

  const attachForm = async (containerID: number, overrides: Record<string, unknown> = {}) => {
    const q = await adminCall<Questionnaire>(t, admin, 'POST', '/v1/admin/questionnaires', {
      campaignID: campaign.ID,
      groupName: 'Main',
      startTime: nowSeconds() - DAY,
      endTime: nowSeconds() + DAY,
      questions: [
        {
          type: 'SingleSelect',
          title: { zh_TW: '參賽組別', en_US: 'Group' },
          options: [{ en_US: 'Solo' }, { en_US: 'Duo' }],
          required: true,
        },
        {
          type: 'MultipleSelect',
          title: { en_US: 'Songs' },
          options: [{ en_US: 'A' }, { en_US: 'B' }, { en_US: 'C' }, { en_US: 'D' }],
          required: true,
          minOptions: 2,
          maxOptions: 3,
        },
        { type: 'Text', title: { en_US: 'Anything else?' } },
      ],
      ...overrides,
    });
    return adminCall<Questionnaire>(t, admin, 'POST', `/v1/admin/containers/${containerID}/questionnaire`, {
      questionnaireID: q.ID,
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.signIn(['user']);
    campaign = await createCampaign(t, admin);
    board = await createLeaderboard(t, admin, campaign, { groupName: 'Main' });
    form = await attachForm(board.containerID);
    [single, multiple, text] = form.questions.map((q) => `q${q.ID}`) as [string, string, string];
  });
  afterAll(() => t.close());

  it('answers status none before a submit, processing with the values after, underscore fields dropped', async () => {
    const { userID, token } = await newViewer();
    const before = await info(board.containerID, token);
    expect([before.statusCode, before.json()]).toEqual([200, { data: { status: 'none' } }]);
    const put = await submit(board.containerID, token, { ...goodAnswers(), _status: 'x', _open: ['1'] });
    expect([put.statusCode, put.json()]).toEqual([
      200,
      { data: { [single]: '2', [multiple]: ['1', '3'], status: 'processing' } },
    ]);
    expect((await info(board.containerID, token)).json()).toEqual({
      data: { [single]: '2', [multiple]: ['1', '3'], status: 'processing' },
    });
    const [entry] = await t.db
      .select({ email: changeLog.email, action: changeLog.action })
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'registrations'), eq(changeLog.email, `visitor:${userID}`)));
    expect(entry).toEqual({ email: `visitor:${userID}`, action: 'create' });
  });

  it('refuses without a token or with a bad one (401), and each broken rule of the form (400 naming it)', async () => {
    expect((await info(board.containerID)).statusCode).toBe(401);
    expect((await info(board.containerID, 'not-a-token')).statusCode).toBe(401);
    expect((await submit(board.containerID, undefined, goodAnswers())).statusCode).toBe(401);
    const { token } = await newViewer();
    const refusals: [Record<string, unknown>, string][] = [
      [{ [multiple]: ['1', '2'] }, single], // required single select missing
      [{ [single]: '2', [multiple]: ['1'] }, multiple], // fewer than minOptions
      [{ [single]: '2', [multiple]: ['1', '2', '3', '4'] }, multiple], // more than maxOptions
      [{ [single]: '9', [multiple]: ['1', '2'] }, single], // no such option
      [{ [single]: ['1'], [multiple]: ['1', '2'] }, single], // a list for a single select
      [{ [single]: '1', [multiple]: ['1', '1'] }, multiple], // an option twice
      [{ [single]: '1', [multiple]: ['1', '2'], [text]: ['x'] }, text], // a list for a text
      [{ [single]: '1', [multiple]: ['1', '2'], other: 'x' }, 'other'], // not a question
      [{ [single]: '1', [multiple]: ['1', '2'], status: 'verified' }, 'status'], // a viewer cannot verify
      [{ [single]: 1, [multiple]: ['1', '2'] }, single], // not an option key
    ];
    for (const [body, field] of refusals) {
      const res = await submit(board.containerID, token, body);
      expect([res.statusCode, res.json().field], JSON.stringify(body)).toEqual([400, field]);
    }
    expect((await info(board.containerID, token)).json()).toEqual({ data: { status: 'none' } });
  });

  it('refuses a container without a form (404), an unknown container (404) and outside the period (409)', async () => {
    const { token } = await newViewer();
    const bare = await createLeaderboard(t, admin, campaign, { groupName: 'Main' });
    const none = await submit(bare.containerID, token, goodAnswers());
    expect([none.statusCode, none.json().errorCode]).toEqual([404, 'NO_REGISTRATION_FORM']);
    expect((await info(2_000_000_000, token)).statusCode).toBe(404);
    expect((await submit(2_000_000_000, token, goodAnswers())).statusCode).toBe(404);
    const closed = await createLeaderboard(t, admin, campaign, { groupName: 'Main' });
    const past = await attachForm(closed.containerID, {
      startTime: nowSeconds() - 3 * DAY,
      endTime: nowSeconds() - DAY,
    });
    const keys = past.questions.map((q) => `q${q.ID}`);
    const late = await submit(closed.containerID, token, { [keys[0]!]: '1', [keys[1]!]: ['1', '2'] });
    expect([late.statusCode, late.json().errorCode]).toEqual([409, 'NOT_IN_PERIOD']);
  });

  it('counts one of twenty concurrent submits by one viewer; the rest are 409 ALREADY_REGISTERED', async () => {
    const { userID, token } = await newViewer();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => submit(board.containerID, token, goodAnswers())),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(answers.find((a) => a.statusCode === 409)?.json().errorCode).toBe('ALREADY_REGISTERED');
    const page = await adminCall<RegistrationPage>(
      t,
      admin,
      'GET',
      `/v1/admin/containers/${board.containerID}/registrations?limit=100`,
    );
    expect(page.items.filter((r) => r.userID === userID)).toHaveLength(1);
  });

  it('lets an admin list (paged, by status), verify and reject, change-logged; a rejected viewer may submit again', async () => {
    const { userID, token } = await newViewer();
    await submit(board.containerID, token, goodAnswers());
    const processing = await adminCall<RegistrationPage>(
      t,
      admin,
      'GET',
      `/v1/admin/containers/${board.containerID}/registrations?status=processing&limit=1`,
    );
    expect(processing.items).toHaveLength(1);
    expect(processing.total).toBeGreaterThanOrEqual(2);
    const all = await adminCall<RegistrationPage>(
      t,
      admin,
      'GET',
      `/v1/admin/containers/${board.containerID}/registrations?limit=100`,
    );
    const mine = all.items.find((r) => r.userID === userID)!;
    expect(mine).toMatchObject({ status: 'processing', values: { [single]: '2' }, reviewedBy: '' });

    const rejected = await adminCall<Registration>(
      t,
      admin,
      'POST',
      `/v1/admin/registrations/${mine.ID}/reject`,
    );
    expect(rejected.status).toBe('rejected');
    expect((await info(board.containerID, token)).json().data.status).toBe('rejected');
    const again = await submit(board.containerID, token, { [single]: '1', [multiple]: ['2', '4'] });
    expect([again.statusCode, again.json().data.status]).toEqual([200, 'processing']);

    const verified = await adminCall<Registration>(
      t,
      admin,
      'POST',
      `/v1/admin/registrations/${mine.ID}/verify`,
    );
    expect(verified).toMatchObject({ status: 'verified', values: { [single]: '1', [multiple]: ['2', '4'] } });
    expect(verified.reviewedBy).not.toBe('');
    expect((await info(board.containerID, token)).json().data.status).toBe('verified');
    const twice = await adminInject(t, admin, 'POST', `/v1/admin/registrations/${mine.ID}/verify`);
    expect([twice.statusCode, twice.json().errorCode]).toEqual([409, 'STATUS_CONFLICT']);
    const locked = await submit(board.containerID, token, goodAnswers());
    expect([locked.statusCode, locked.json().errorCode]).toEqual([409, 'ALREADY_REGISTERED']);

    const verifiedOnly = await adminCall<RegistrationPage>(
      t,
      admin,
      'GET',
      `/v1/admin/containers/${board.containerID}/registrations?status=verified`,
    );
    expect(verifiedOnly.items.map((r) => r.userID)).toEqual([userID]);
    const logged = await t.db
      .select({ action: changeLog.action, email: changeLog.email })
      .from(changeLog)
      .where(and(eq(changeLog.tableName, 'registrations'), eq(changeLog.objId, String(mine.ID))));
    expect(
      logged.map((l) => (l.email.startsWith('visitor:') ? `viewer ${l.action}` : `admin ${l.action}`)),
    ).toEqual(['viewer create', 'admin update', 'viewer update', 'admin update']);
  });

  it('refuses admin calls without a session (401), writes by a ViewOnly user (403), bad input (400/404)', async () => {
    const url = `/v1/admin/containers/${board.containerID}/registrations`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const viewOnly = await t.signIn(['ViewOnly']);
    expect((await adminInject(t, viewOnly, 'GET', url)).statusCode).toBe(200);
    const page = await adminCall<RegistrationPage>(t, admin, 'GET', url);
    const id = page.items[0]!.ID;
    expect((await adminInject(t, viewOnly, 'POST', `/v1/admin/registrations/${id}/verify`)).statusCode).toBe(
      403,
    );
    const badStatus = await adminInject(t, admin, 'GET', `${url}?status=none`);
    expect([badStatus.statusCode, badStatus.json().field]).toEqual([400, 'status']);
    const badLimit = await adminInject(t, admin, 'GET', `${url}?limit=1000`);
    expect([badLimit.statusCode, badLimit.json().field]).toEqual([400, 'limit']);
    expect(
      (await adminInject(t, admin, 'POST', '/v1/admin/registrations/2000000000/reject')).statusCode,
    ).toBe(404);
    expect(
      (await adminInject(t, admin, 'GET', '/v1/admin/containers/2000000000/registrations')).statusCode,
    ).toBe(404);
  });

  it('answers the public questionnaires of a campaign without their constraints; 404 for an unknown campaign', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/eventory/campaigns/${campaign.ID}/questionnaires`,
    });
    expect(res.statusCode).toBe(200);
    const { questionnaires } = (res.json() as PublicQuestionnairesResponse).data;
    const mine = questionnaires.find((q) => q.ID === form.ID)!;
    expect(mine).toMatchObject({
      campaignID: campaign.ID,
      containerID: board.containerID,
      groupName: 'Main',
    });
    expect(mine).not.toHaveProperty('eventHandler');
    expect(mine.questions[0]).toEqual({
      key: single,
      type: 'SingleSelect',
      title: { zh_TW: '參賽組別', en_US: 'Group' },
      options: [
        { key: '1', label: { en_US: 'Solo' } },
        { key: '2', label: { en_US: 'Duo' } },
      ],
      required: true,
    });
    expect(mine.questions[1]).toMatchObject({ key: multiple, minOptions: 2, maxOptions: 3 });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/eventory/campaigns/2000000000/questionnaires',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'GET', url: '/api/v1/eventory/campaigns/abc/questionnaires' });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'campaignID']);
  });
});

describe('the demo registration form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoIfEmpty(t.db);
  });
  afterAll(() => t.close());

  it('is on the demo page, takes its questions from the attached questionnaire, and a demo viewer registers', async () => {
    const page = (
      await t.app.inject({ method: 'GET', url: '/api/v1/public/pages/demo' })
    ).json() as PageDocument;
    const find = (node: BlueprintNode): BlueprintNode | undefined =>
      node.type === 'RegistrationForm' ? node : (node.children ?? []).map(find).find(Boolean);
    const block = find(page.blueprint);
    const { containerID, campaignID } = block?.props as { containerID: number; campaignID: number };
    const listed = (
      await t.app.inject({ method: 'GET', url: `/api/v1/eventory/campaigns/${campaignID}/questionnaires` })
    ).json() as PublicQuestionnairesResponse;
    const form = listed.data.questionnaires.find((q) => q.containerID === containerID)!;
    expect(form.questions.map((q) => q.type)).toEqual(['SingleSelect', 'MultipleSelect', 'Text']);
    expect(form.questions[0]!.options).toHaveLength(3);

    const users = (await t.app.inject({ method: 'GET', url: '/api/v1/visitor/demo-users' })).json() as {
      items: { userID: string; kind: string }[];
    };
    const viewer = users.items.find((u) => u.kind === 'viewer')!;
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/visitor/demo-sign-in',
      payload: { userID: viewer.userID },
    });
    const token = (signIn.json() as { jwtAccessToken: string }).jwtAccessToken;
    const [group, songs, name] = form.questions.map((q) => q.key) as [string, string, string];
    const put = await t.app.inject({
      method: 'PUT',
      url: `/event/registration/${containerID}/info`,
      headers: { authorization: `Bearer ${token}` },
      payload: { [group]: '3', [songs]: ['1', '4'], [name]: 'The Night Owls', status: 'processing' },
    });
    expect([put.statusCode, put.json().data.status]).toEqual([200, 'processing']);
  });
});

// UI tests of the mission roadmap and questionnaire screens (admin spec §3 Mission roadmap and
// Questionnaire, §5 dynamic form rules, §6 roles, §7 Mission roadmaps and Questionnaires): every write
// is checked by the exact call it makes, and every body against the domain input schema.
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { missionInputSchema } from '@eventory/domain/missions';
import {
  questionInputSchema,
  questionnaireInputSchema,
  questionnaireUpdateSchema,
  type Question,
  type Questionnaire,
} from '@eventory/domain/questionnaires';
import { missionRoadmapInputSchema, type MissionRoadmap } from '@eventory/domain/roadmaps';
import { fakeServer, json, renderDashboard, testSession, type FetchCall } from '../app/testing.tsx';
import { campaign } from '../campaigns/test-fixtures.ts';
import {
  CAMPAIGN_ROUTES as base,
  makeMission as mission,
  makeQuestionnaire as questionnaire,
  writes,
} from './test-fixtures.ts';

const roadmap: MissionRoadmap = {
  ID: 4,
  campaignID: 10001,
  groupName: 'season-1',
  startTime: campaign.startTime,
  endTime: campaign.endTime,
  createTime: 1,
  updateTime: 1,
};

/** Mission 12 already belongs to roadmap 4; mission 11 belongs to the campaign. */
const roadmapMission = mission({
  id: 12,
  type: 3,
  groupName: 'weekly',
  desc: { en_US: 'Watch a stream' },
  refType: 'missionRoadmap',
  refID: 4,
});

const question = (overrides: Partial<Question> = {}): Question => ({
  ID: 8,
  questionnaireID: 3,
  type: 'SingleSelect',
  position: 0,
  title: { en_US: 'Favourite streamer?', ja: '好きな配信者は？' },
  options: [
    { en_US: 'Alice', ja: 'アリス' },
    { en_US: 'Bob', ja: 'ボブ' },
    { en_US: 'Carol', ja: 'キャロル' },
  ],
  required: true,
  ...overrides,
});

const writesOf = (calls: FetchCall[], path: string) =>
  writes(calls, path).map((c) => [c.method, c.path, c.body] as const);
const reads = (calls: FetchCall[], path: string) =>
  calls.filter((c) => c.method === 'GET' && c.path === path);

/** A date as the date pickers show it, and the unix seconds they store (admin spec §5). */
const FEB_1 = '2026-02-01 00:00:00';
const MAR_1 = '2026-03-01 00:00:00';
const unix = (text: string) => dayjs(text).unix();

/** Types a date into an antd date picker and confirms it with Enter, as a keyboard user does. */
async function enterDate(scope: HTMLElement, label: string, text: string) {
  const input = within(scope).getByLabelText(label) as HTMLInputElement;
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
  await waitFor(() => expect(input.value).toBe(text));
}

/** Picks an option of an antd Select (SelectField or a labelled Select). */
async function choose(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(scope).getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}

const isDisabled = (el: HTMLElement) => el.hasAttribute('disabled');

/** The antd card whose title is `title`. */
const cardTitled = async (title: string) => {
  const heading = await screen.findByText(title, { selector: '.ant-card-head-title' });
  return heading.closest('.ant-card') as HTMLElement;
};

describe('mission roadmaps and questionnaires (admin spec §3, §5, §7)', () => {
  beforeAll(
    () =>
      Promise.all([
        import('../campaigns/CampaignAdmin.tsx'),
        import('./CampaignContent.tsx'),
        import('./RoadmapsSection.tsx'),
        import('./QuestionnairesSection.tsx'),
      ]),
    60_000,
  );

  describe('mission roadmaps', () => {
    /** The missions tab with roadmaps from `roadmaps` (a handler may hold the answer back). */
    const renderRoadmaps = (
      routes: Record<string, unknown> = {},
      session = testSession(),
      roadmaps: unknown = [roadmap],
    ) => {
      const server = fakeServer({
        ...base,
        'GET /v1/admin/campaigns/10001/missions': [mission(), roadmapMission],
        'GET /v1/admin/campaigns/10001/missionRoadmaps': roadmaps as object,
        ...(routes as Record<string, object>),
      });
      return renderDashboard({ path: '/eventory/10001/missions', session, server });
    };

    it('shows loading, then each roadmap with its dates and missions', async () => {
      let answer: (r: Response) => void = () => {};
      const held = new Promise<Response>((resolve) => (answer = resolve));
      renderRoadmaps({}, testSession(), () => held);
      const card = await cardTitled('Mission roadmaps');
      await screen.findByTestId('mission-list');
      expect(within(card).getByTestId('content-loading')).toBeTruthy();
      expect(within(card).queryByTestId('roadmap-list')).toBeNull();
      answer(json([roadmap]));
      const list = await within(card).findByTestId('roadmap-list');
      const row = (await within(list).findByText('season-1')).closest('tr') as HTMLElement;
      expect(within(row).getByText('4')).toBeTruthy();
      expect(within(row).getByText(dayjs.unix(roadmap.startTime).format('YYYY-MM-DD HH:mm'))).toBeTruthy();
      expect(within(row).getByText(dayjs.unix(roadmap.endTime).format('YYYY-MM-DD HH:mm'))).toBeTruthy();
      // Only mission 12 hangs on roadmap 4 (refType missionRoadmap, refID 4).
      expect(within(row).getByText('12')).toBeTruthy();
      expect(within(card).queryByTestId('content-loading')).toBeNull();
    });

    it('shows the empty state when the campaign has no roadmaps', async () => {
      renderRoadmaps({}, testSession(), []);
      const card = await cardTitled('Mission roadmaps');
      expect(await within(card).findByText('No roadmaps yet.')).toBeTruthy();
      expect(within(card).queryByText('season-1')).toBeNull();
    });

    it('creates a roadmap: errors only after touch, Save only when edited and valid (§5), body accepted by missionRoadmapInputSchema', async () => {
      const listed: MissionRoadmap[] = [];
      const view = renderRoadmaps(
        {
          'POST /v1/admin/missionRoadmaps': (call: FetchCall) => {
            const created = { ...(call.body as MissionRoadmap), ID: 5, createTime: 2, updateTime: 2 };
            listed.push(created);
            return json(created);
          },
        },
        testSession(),
        () => json(listed),
      );
      const card = await cardTitled('Mission roadmaps');
      await within(card).findByText('No roadmaps yet.');
      fireEvent.click(within(card).getByRole('button', { name: 'New roadmap' }));
      const editor = await screen.findByTestId('roadmap-editor');
      const save = within(editor).getByRole('button', { name: 'Save' });
      // Untouched: nothing shown as an error, and nothing to save yet.
      expect(within(editor).queryByText(/is required/)).toBeNull();
      expect(isDisabled(save)).toBe(true);
      // Touched: '{field} is required' for each empty required field.
      fireEvent.blur(within(editor).getByLabelText('Group name'));
      expect(await within(editor).findByText('Group name is required')).toBeTruthy();
      expect(within(editor).getByText('Start time is required')).toBeTruthy();
      expect(within(editor).getByText('End time is required')).toBeTruthy();

      fireEvent.change(within(editor).getByLabelText('Group name'), { target: { value: ' season-2 ' } });
      await enterDate(editor, 'Start time', MAR_1);
      await enterDate(editor, 'End time', FEB_1);
      expect(await within(editor).findByText('The end time must be after the start time.')).toBeTruthy();
      expect(isDisabled(save)).toBe(true);
      expect(within(editor).queryByText(/is required/)).toBeNull();

      await enterDate(editor, 'Start time', FEB_1);
      await enterDate(editor, 'End time', MAR_1);
      await waitFor(() => expect(isDisabled(save)).toBe(false));
      fireEvent.click(save);

      expect(await screen.findByText('Roadmap season-2 saved.')).toBeTruthy();
      const sent = writesOf(view.calls, '/v1/admin/missionRoadmaps');
      expect(sent).toEqual([
        [
          'POST',
          '/v1/admin/missionRoadmaps',
          { groupName: 'season-2', startTime: unix(FEB_1), endTime: unix(MAR_1), campaignID: 10001 },
        ],
      ]);
      expect(missionRoadmapInputSchema.parse(sent[0]?.[2])).toEqual(sent[0]?.[2]);
      // The list is read again and shows the new roadmap; the dialog is closed.
      expect(await within(card).findByText('season-2')).toBeTruthy();
      await waitFor(() => expect(screen.queryByTestId('roadmap-editor')).toBeNull());
    });

    it('edits a roadmap with PUT missionRoadmaps/{id} and the changed fields (§7)', async () => {
      const view = renderRoadmaps({
        'PUT /v1/admin/missionRoadmaps/4': (call: FetchCall) =>
          json({ ...roadmap, ...(call.body as object) }),
      });
      const list = await screen.findByTestId('roadmap-list');
      const row = (await within(list).findByText('season-1')).closest('tr') as HTMLElement;
      fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
      const editor = await screen.findByTestId('roadmap-editor');
      expect(await screen.findByText('Edit roadmap season-1')).toBeTruthy();
      const save = within(editor).getByRole('button', { name: 'Save' });
      expect((within(editor).getByLabelText('Group name') as HTMLInputElement).value).toBe('season-1');
      // Not edited yet: nothing to save (§5).
      expect(isDisabled(save)).toBe(true);
      fireEvent.change(within(editor).getByLabelText('Group name'), { target: { value: 'season-1b' } });
      await enterDate(editor, 'End time', '2026-02-15 08:00:00');
      await waitFor(() => expect(isDisabled(save)).toBe(false));
      fireEvent.click(save);
      expect(await screen.findByText('Roadmap season-1b saved.')).toBeTruthy();
      const sent = writesOf(view.calls, '/v1/admin/missionRoadmaps');
      expect(sent).toEqual([
        [
          'PUT',
          '/v1/admin/missionRoadmaps/4',
          {
            groupName: 'season-1b',
            startTime: roadmap.startTime,
            endTime: unix('2026-02-15 08:00:00'),
            campaignID: 10001,
          },
        ],
      ]);
      expect(missionRoadmapInputSchema.safeParse(sent[0]?.[2]).success).toBe(true);
    });

    it('creates a mission in a roadmap with POST missionRoadmaps/{id}/missions (§7), body accepted by missionInputSchema', async () => {
      const view = renderRoadmaps({
        'POST /v1/admin/missionRoadmaps/4/missions': (call: FetchCall) =>
          json(mission({ ...(call.body as object), id: 13, refType: 'missionRoadmap', refID: 4 })),
      });
      const list = await screen.findByTestId('roadmap-list');
      const row = (await within(list).findByText('season-1')).closest('tr') as HTMLElement;
      fireEvent.click(within(row).getByRole('button', { name: 'New mission in this roadmap' }));
      const editor = await screen.findByTestId('mission-editor');
      const save = within(editor).getByRole('button', { name: 'Save' });
      fireEvent.change(within(editor).getByLabelText('Group name'), { target: { value: 'streak' } });
      fireEvent.change(within(editor).getByLabelText('Description (English)'), {
        target: { value: 'Watch three days in a row' },
      });
      // A mission needs a goal of 1 or more: Save waits for it.
      expect(isDisabled(save)).toBe(true);
      fireEvent.change(within(editor).getByLabelText('Goal'), { target: { value: '3' } });
      await waitFor(() => expect(isDisabled(save)).toBe(false));
      fireEvent.click(save);
      expect(await screen.findByText('Mission created.')).toBeTruthy();
      const sent = writes(view.calls, '/v1/admin/missions').concat(
        writes(view.calls, '/v1/admin/missionRoadmaps'),
        writes(view.calls, '/v1/admin/campaigns'),
      );
      expect(sent.map((c) => [c.method, c.path])).toEqual([['POST', '/v1/admin/missionRoadmaps/4/missions']]);
      expect(missionInputSchema.safeParse(sent[0]?.body).success).toBe(true);
      expect(sent[0]?.body).toMatchObject({
        groupName: 'streak',
        goal: 3,
        desc: { en_US: 'Watch three days in a row' },
      });
    });

    it('adds existing missions to a roadmap through their relationship, offering only missions not in it', async () => {
      const view = renderRoadmaps({
        'PUT /v1/admin/missions/11/relationship': (call: FetchCall) =>
          json(mission({ ...(call.body as object), type: 3 })),
      });
      const list = await screen.findByTestId('roadmap-list');
      const row = (await within(list).findByText('season-1')).closest('tr') as HTMLElement;
      fireEvent.click(within(row).getByRole('button', { name: 'Add missions' }));
      const dialog = (await screen.findByText('Missions to add', { selector: 'span' })).closest(
        '.ant-modal',
      ) as HTMLElement;
      const add = within(dialog).getByRole('button', { name: 'Add missions' });
      expect(isDisabled(add)).toBe(true);
      fireEvent.mouseDown(within(dialog).getByLabelText('Missions to add'));
      fireEvent.click(await screen.findByTitle('11 daily'));
      // Mission 12 is already in roadmap 4, so it is not offered.
      expect(screen.queryByTitle('12 weekly')).toBeNull();
      await waitFor(() => expect(isDisabled(add)).toBe(false));
      fireEvent.click(add);
      expect(await screen.findByText('1 missions added to season-1.')).toBeTruthy();
      expect(writesOf(view.calls, '/v1/admin/')).toEqual([
        ['PUT', '/v1/admin/missions/11/relationship', { refType: 'missionRoadmap', refID: 4 }],
      ]);
    });

    it('deletes a roadmap only after Yes in the confirmation; No sends nothing', async () => {
      const view = renderRoadmaps({ 'DELETE /v1/admin/missionRoadmaps/4': { deleted: true } });
      const list = await screen.findByTestId('roadmap-list');
      const row = (await within(list).findByText('season-1')).closest('tr') as HTMLElement;
      fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Delete the roadmap season-1?')).toBeTruthy();
      expect(writes(view.calls, '/v1/admin/')).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'No' }));
      expect(writes(view.calls, '/v1/admin/')).toEqual([]);

      fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
      expect(await screen.findByText('Roadmap season-1 deleted.')).toBeTruthy();
      // Exactly one DELETE: the one after Yes (the No before it sent nothing).
      expect(writesOf(view.calls, '/v1/admin/')).toEqual([
        ['DELETE', '/v1/admin/missionRoadmaps/4', undefined],
      ]);
    });

    it('gives a ViewOnly user no enabled write control on roadmaps (§6)', async () => {
      renderRoadmaps({}, testSession({ roles: ['ViewOnly'] }));
      const card = await cardTitled('Mission roadmaps');
      const list = await within(card).findByTestId('roadmap-list');
      await within(list).findByText('season-1');
      const buttons = within(card).getAllByRole('button');
      expect(buttons.map((b) => b.textContent)).toEqual(
        expect.arrayContaining([
          'New roadmap',
          'Edit',
          'Add missions',
          'New mission in this roadmap',
          'Delete',
        ]),
      );
      for (const button of buttons) expect(isDisabled(button), button.textContent ?? '').toBe(true);
    });
  });

  describe('questionnaires', () => {
    const renderQuestionnaires = (
      routes: Record<string, unknown> = {},
      session = testSession(),
      listed: unknown = [questionnaire({ questions: [question()] })],
    ) => {
      const server = fakeServer({
        ...base,
        'GET /v1/admin/campaigns/10001/questionnaires': listed as object,
        ...(routes as Record<string, object>),
      });
      return renderDashboard({ path: '/eventory/10001/questionnaires', session, server });
    };

    /** Expands questionnaire `id`'s row and returns its question table. */
    const expandQuestions = async (id: number) => {
      const list = await screen.findByTestId('questionnaire-list');
      const row = (await within(list).findByText(String(id), { selector: 'td' })).closest(
        'tr',
      ) as HTMLElement;
      fireEvent.click(within(row).getByRole('button', { name: /expand row/i }));
      return screen.findByTestId(`questions-${id}`);
    };

    it('shows loading, then the questionnaires; the empty state when there are none', async () => {
      let answer: (r: Response) => void = () => {};
      const held = new Promise<Response>((resolve) => (answer = resolve));
      renderQuestionnaires({}, testSession(), () => held);
      expect(await screen.findByTestId('content-loading')).toBeTruthy();
      expect(screen.queryByTestId('questionnaire-list')).toBeNull();
      answer(json([questionnaire({ questions: [question()] })]));
      const list = await screen.findByTestId('questionnaire-list');
      const row = (await within(list).findByText('main')).closest('tr') as HTMLElement;
      expect(within(row).getByText('3')).toBeTruthy();
      // One question.
      expect(within(row).getByText('1')).toBeTruthy();
      expect(screen.queryByTestId('content-loading')).toBeNull();
    });

    it('shows the empty state when the campaign has no questionnaires', async () => {
      renderQuestionnaires({}, testSession(), []);
      expect(await screen.findByText('No questionnaires yet.')).toBeTruthy();
    });

    it('creates a questionnaire: errors only after touch, Save only when edited and valid (§5), whole-second countdown, body accepted by questionnaireInputSchema', async () => {
      const view = renderQuestionnaires(
        {
          'POST /v1/admin/questionnaires': (call: FetchCall) =>
            json(questionnaire({ ...(call.body as object), ID: 9 })),
        },
        testSession(),
        [],
      );
      await screen.findByText('No questionnaires yet.');
      fireEvent.click(screen.getByRole('button', { name: 'New questionnaire' }));
      const editor = await screen.findByTestId('questionnaire-editor');
      const save = within(editor).getByRole('button', { name: 'Save' });
      expect(within(editor).queryByText(/is required/)).toBeNull();
      expect(isDisabled(save)).toBe(true);
      fireEvent.blur(within(editor).getByLabelText('End countdown (seconds)'));
      expect(await within(editor).findByText('Leaderboard group is required')).toBeTruthy();
      expect(within(editor).getByText('Start time is required')).toBeTruthy();
      expect(within(editor).getByText('End time is required')).toBeTruthy();

      await choose(editor, 'Leaderboard group', 'main');
      await enterDate(editor, 'Start time', FEB_1);
      await enterDate(editor, 'End time', MAR_1);
      // questionnaireInputSchema takes the countdown as whole seconds: a fraction is refused here already.
      fireEvent.change(within(editor).getByLabelText('End countdown (seconds)'), {
        target: { value: '90.5' },
      });
      expect(await within(editor).findByText('Enter a whole number, 0 or more.')).toBeTruthy();
      expect(isDisabled(save)).toBe(true);
      fireEvent.change(within(editor).getByLabelText('End countdown (seconds)'), {
        target: { value: '600' },
      });
      await waitFor(() => expect(isDisabled(save)).toBe(false));
      expect(within(editor).queryByText(/is required/)).toBeNull();
      fireEvent.click(save);

      expect(await screen.findByText('Questionnaire for main saved.')).toBeTruthy();
      const sent = writesOf(view.calls, '/v1/admin/');
      expect(sent).toEqual([
        [
          'POST',
          '/v1/admin/questionnaires',
          {
            groupName: 'main',
            startTime: unix(FEB_1),
            endTime: unix(MAR_1),
            endTimeCountdown: 600,
            campaignID: 10001,
          },
        ],
      ]);
      expect(questionnaireInputSchema.parse(sent[0]?.[2])).toMatchObject({
        groupName: 'main',
        questions: [],
        eventHandler: { constraint: [] },
      });
    });

    it('adds questions of the four types (§3): each POST questionnaires/{id}/questions body is accepted by questionInputSchema', async () => {
      const created: Questionnaire = questionnaire({ ID: 9, startTime: unix(FEB_1), endTime: unix(MAR_1) });
      const view = renderQuestionnaires(
        {
          'POST /v1/admin/questionnaires/9/questions': (call: FetchCall) =>
            json({ ...(call.body as object), ID: 20, questionnaireID: 9, position: 0 }),
        },
        testSession(),
        [created],
      );
      const table = await expandQuestions(9);
      expect(within(table).getByText('No questions yet.')).toBeTruthy();

      const addQuestion = async (type: string, title: string, options: string[]) => {
        fireEvent.click(screen.getByRole('button', { name: 'Add question' }));
        const editor = await screen.findByTestId('question-editor');
        const save = within(editor).getByRole('button', { name: 'Save' });
        if (type !== 'Single choice') await choose(editor, 'Question type', type);
        fireEvent.change(within(editor).getByLabelText('Question (English)'), { target: { value: title } });
        options.forEach((text, i) => {
          if (i > 0) fireEvent.click(within(editor).getByRole('button', { name: /Add to Options/ }));
          fireEvent.change(within(editor).getByLabelText(`Options #${i + 1}`), { target: { value: text } });
        });
        await waitFor(() => expect(isDisabled(save)).toBe(false));
        fireEvent.click(save);
        await waitFor(() => expect(screen.queryByTestId('question-editor')).toBeNull());
      };
      await addQuestion('Single choice', 'Best gift?', ['Rose', 'Rocket']);
      await addQuestion('Multiple choice', 'Which days?', ['Mon', 'Tue', 'Wed']);
      await addQuestion('Ranking', 'Rank the hosts', ['Alice', 'Bob']);
      await addQuestion('Free text', 'Anything else?', []);

      const sent = writes(view.calls, '/v1/admin/');
      expect(sent.map((c) => [c.method, c.path])).toEqual(
        Array.from({ length: 4 }, () => ['POST', '/v1/admin/questionnaires/9/questions']),
      );
      expect(sent.map((c) => c.body)).toEqual([
        {
          type: 'SingleSelect',
          required: true,
          title: { en_US: 'Best gift?' },
          options: [{ en_US: 'Rose' }, { en_US: 'Rocket' }],
        },
        {
          type: 'MultipleSelect',
          required: true,
          title: { en_US: 'Which days?' },
          options: [{ en_US: 'Mon' }, { en_US: 'Tue' }, { en_US: 'Wed' }],
        },
        {
          type: 'Sort',
          required: true,
          title: { en_US: 'Rank the hosts' },
          options: [{ en_US: 'Alice' }, { en_US: 'Bob' }],
        },
        { type: 'Text', required: true, title: { en_US: 'Anything else?' }, options: [] },
      ]);
      for (const call of sent) expect(questionInputSchema.safeParse(call.body).success).toBe(true);
      // The same questions given with the questionnaire form a body the questionnaire schema accepts.
      const {
        ID: _id,
        containerID: _c,
        evaluatorID: _e,
        createTime: _ct,
        updateTime: _ut,
        ...fields
      } = created;
      expect(
        questionnaireInputSchema.safeParse({ ...fields, questions: sent.map((c) => c.body) }).success,
      ).toBe(true);
    });

    it('edits a questionnaire with PUT questionnaires/{id}, keeping its constraint (§7), body accepted by questionnaireUpdateSchema', async () => {
      const constraint = [
        { logic: 'IS', setting: { kind: 'ContractUser', field: 'Region', values: ['TW'] } },
      ];
      const existing = questionnaire({ eventHandler: { constraint } });
      const view = renderQuestionnaires(
        {
          'PUT /v1/admin/questionnaires/3': (call: FetchCall) =>
            json({ ...existing, ...(call.body as object) }),
        },
        testSession(),
        [existing],
      );
      const list = await screen.findByTestId('questionnaire-list');
      const row = (await within(list).findByText('main')).closest('tr') as HTMLElement;
      fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
      const editor = await screen.findByTestId('questionnaire-editor');
      expect(await screen.findByText('Edit questionnaire 3')).toBeTruthy();
      const save = within(editor).getByRole('button', { name: 'Save' });
      expect(isDisabled(save)).toBe(true);
      fireEvent.change(within(editor).getByLabelText('End countdown (seconds)'), {
        target: { value: '300' },
      });
      await waitFor(() => expect(isDisabled(save)).toBe(false));
      fireEvent.click(save);
      expect(await screen.findByText('Questionnaire for main saved.')).toBeTruthy();
      const sent = writesOf(view.calls, '/v1/admin/');
      expect(sent).toEqual([
        [
          'PUT',
          '/v1/admin/questionnaires/3',
          {
            groupName: 'main',
            startTime: existing.startTime,
            endTime: existing.endTime,
            endTimeCountdown: 300,
            campaignID: 10001,
            eventHandler: { constraint },
          },
        ],
      ]);
      expect(questionnaireUpdateSchema.safeParse(sent[0]?.[2]).error).toBeUndefined();
    });

    it('edits a question with PUT questionnaires/{id}/questions/{qid}, keeping the option texts of other languages', async () => {
      const view = renderQuestionnaires({
        'PUT /v1/admin/questionnaires/3/questions/8': (call: FetchCall) =>
          json({ ...question(), ...(call.body as object) }),
      });
      const table = await expandQuestions(3);
      const row = (await within(table).findByText('Favourite streamer?')).closest('tr') as HTMLElement;
      fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
      const editor = await screen.findByTestId('question-editor');
      const save = within(editor).getByRole('button', { name: 'Save' });
      expect(isDisabled(save)).toBe(true);
      // Rename Bob, then remove Alice: the Japanese texts must stay with their own options.
      fireEvent.change(within(editor).getByLabelText('Options #2'), { target: { value: 'Bobby' } });
      fireEvent.click(within(editor).getByRole('button', { name: 'Remove Options #1' }));
      await waitFor(() =>
        expect((within(editor).getByLabelText('Options #1') as HTMLInputElement).value).toBe('Bobby'),
      );
      fireEvent.click(within(editor).getByRole('checkbox', { name: 'Answer required' }));
      await waitFor(() => expect(isDisabled(save)).toBe(false));
      fireEvent.click(save);
      expect(await screen.findByText('Question saved.')).toBeTruthy();
      const sent = writesOf(view.calls, '/v1/admin/');
      expect(sent).toEqual([
        [
          'PUT',
          '/v1/admin/questionnaires/3/questions/8',
          {
            type: 'SingleSelect',
            required: false,
            title: { en_US: 'Favourite streamer?', ja: '好きな配信者は？' },
            options: [
              { en_US: 'Bobby', ja: 'ボブ' },
              { en_US: 'Carol', ja: 'キャロル' },
            ],
          },
        ],
      ]);
      expect(questionInputSchema.safeParse(sent[0]?.[2]).success).toBe(true);
    });

    it('keeps and edits the option limits of a multiple-select question (registration form, decisions/0045)', async () => {
      const multiple = question({
        type: 'MultipleSelect',
        options: [{ en_US: 'A' }, { en_US: 'B' }, { en_US: 'C' }],
        minOptions: 2,
        maxOptions: 3,
      });
      const view = renderQuestionnaires(
        {
          'PUT /v1/admin/questionnaires/3/questions/8': (call: FetchCall) =>
            json({ ...multiple, ...(call.body as object) }),
        },
        testSession(),
        [questionnaire({ questions: [multiple] })],
      );
      const table = await expandQuestions(3);
      const row = (await within(table).findByText('Favourite streamer?')).closest('tr') as HTMLElement;
      fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
      const editor = await screen.findByTestId('question-editor');
      const max = within(editor).getByLabelText('Most options to choose (blank = all)') as HTMLInputElement;
      expect(max.value).toBe('3');
      fireEvent.change(max, { target: { value: '1' } });
      fireEvent.blur(max);
      expect(await within(editor).findByText('The most must not be below the fewest.')).toBeTruthy();
      fireEvent.change(max, { target: { value: '2' } });
      fireEvent.blur(max);
      const save = within(editor).getByRole('button', { name: 'Save' });
      await waitFor(() => expect(isDisabled(save)).toBe(false));
      fireEvent.click(save);
      expect(await screen.findByText('Question saved.')).toBeTruthy();
      const sent = writesOf(view.calls, '/v1/admin/');
      expect(sent[0]?.[2]).toMatchObject({ type: 'MultipleSelect', minOptions: 2, maxOptions: 2 });
      expect(questionInputSchema.safeParse(sent[0]?.[2]).success).toBe(true);
    });

    it('deletes a question only after Yes in the confirmation', async () => {
      const view = renderQuestionnaires({
        'DELETE /v1/admin/questionnaires/3/questions/8': { deleted: true },
      });
      const table = await expandQuestions(3);
      const row = (await within(table).findByText('Favourite streamer?')).closest('tr') as HTMLElement;
      fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Delete the question "Favourite streamer?"?')).toBeTruthy();
      expect(writes(view.calls, '/v1/admin/')).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'No' }));
      expect(writes(view.calls, '/v1/admin/')).toEqual([]);
      fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
      expect(await screen.findByText('Question deleted.')).toBeTruthy();
      expect(writesOf(view.calls, '/v1/admin/')).toEqual([
        ['DELETE', '/v1/admin/questionnaires/3/questions/8', undefined],
      ]);
    });

    it('deletes a questionnaire only after Yes in the confirmation; No sends nothing', async () => {
      const view = renderQuestionnaires({ 'DELETE /v1/admin/questionnaires/3': { deleted: true } });
      const list = await screen.findByTestId('questionnaire-list');
      const row = (await within(list).findByText('main')).closest('tr') as HTMLElement;
      fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByText('Delete questionnaire 3 and its questions?')).toBeTruthy();
      expect(writes(view.calls, '/v1/admin/')).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'No' }));
      expect(writes(view.calls, '/v1/admin/')).toEqual([]);
      fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
      expect(await screen.findByText('Questionnaire 3 deleted.')).toBeTruthy();
      expect(writesOf(view.calls, '/v1/admin/')).toEqual([
        ['DELETE', '/v1/admin/questionnaires/3', undefined],
      ]);
      // The list is read again after the write.
      await waitFor(() =>
        expect(reads(view.calls, '/v1/admin/campaigns/10001/questionnaires').length).toBeGreaterThan(1),
      );
    });

    it('gives a ViewOnly user no enabled write control on questionnaires or questions (§6)', async () => {
      renderQuestionnaires({}, testSession({ roles: ['ViewOnly'] }));
      const table = await expandQuestions(3);
      await within(table).findByText('Favourite streamer?');
      const card = await cardTitled('Questionnaires');
      const writeButtons = within(card)
        .getAllByRole('button')
        .filter((b) => !/expand row|collapse row/i.test(b.getAttribute('aria-label') ?? ''));
      expect(writeButtons.map((b) => b.textContent)).toEqual(
        expect.arrayContaining(['New questionnaire', 'Edit', 'Delete', 'Add question']),
      );
      expect(writeButtons.filter((b) => b.textContent === 'Edit')).toHaveLength(2);
      for (const button of writeButtons) expect(isDisabled(button), button.textContent ?? '').toBe(true);
    });
  });
});

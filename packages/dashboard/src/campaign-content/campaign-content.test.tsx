import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { missionInputSchema } from '@eventory/domain/missions';
import { prizeInputSchema, type Prize } from '@eventory/domain/prizes';
import {
  fakeServer,
  json,
  renderDashboard,
  renderScreen,
  testSession,
  type FetchCall,
} from '../app/testing.tsx';
import CampaignContent from './CampaignContent.tsx';
import LookupsScreen from './LookupsScreen.tsx';
import { rewardTypeOptions } from './PrizesSection.tsx';
import { optionsProblem } from './QuestionnairesSection.tsx';
import { judgesProblem } from './MissionsSection.tsx';
import { CAMPAIGN_ROUTES as base, makeMission, makeQuestionnaire, writes } from './test-fixtures.ts';

const mission = makeMission();
const questionnaire = makeQuestionnaire();

const prize = (overrides: Partial<Prize> = {}): Prize => ({
  ID: 5,
  campaignID: 10001,
  leaderboardID: 7,
  rewardType: 100,
  sendMode: 'Manual',
  awardMode: 'immutable',
  name: { en_US: 'Top gifters' },
  ranges: [{ fromRank: 1, toRank: 3, itemID: 'gift-9', amount: 2 }],
  state: 'Unsent',
  scheduledState: 10,
  sentAt: null,
  createTime: 1,
  updateTime: 1,
  ...overrides,
});

describe('campaign content screens (issue #4 §5)', () => {
  it('names the campaign and the section in the page title (issue 30 §3.5)', async () => {
    const server = fakeServer({
      ...base,
      'GET /v1/admin/campaigns/10001/prizes': [],
      'GET /v1/admin/campaigns/10001/prizeResults': [],
    });
    renderDashboard({ path: '/eventory/10001/prizes', session: testSession(), server });
    await waitFor(() => expect(document.title).toMatch(/^Prizes · .+ - Event Dashboard$/));
    expect(document.title).not.toContain('Campaigns');
  });

  describe('prizes', () => {
    it('asks before sending a prize, and sends only after Yes', async () => {
      const server = fakeServer({
        ...base,
        'GET /v1/admin/campaigns/10001/prizes': [prize()],
        'GET /v1/admin/campaigns/10001/prizeResults': [],
        'POST /v1/admin/prizes/send': { sent: 3 },
      });
      const view = renderScreen(<CampaignContent section="prizes" />, {
        route: '/eventory/:campaignId/prizes',
        path: '/eventory/10001/prizes',
        session: testSession(),
        server,
      });
      const list = await screen.findByTestId('prize-list');
      expect(await within(list).findByText('Top gifters')).toBeTruthy();
      fireEvent.click(within(list).getByRole('button', { name: 'Send' }));
      expect(await screen.findByText('Send prize 5 to the winners now?')).toBeTruthy();
      expect(writes(view.calls, '/v1/admin/prizes')).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
      expect(await screen.findByText('Prize 5 sent.')).toBeTruthy();
      expect(writes(view.calls, '/v1/admin/prizes').map((c) => [c.path, c.body])).toEqual([
        ['/v1/admin/prizes/send', { prizeID: 5 }],
      ]);
    });

    it('asks before recalling a sent prize; No leaves it alone', async () => {
      const server = fakeServer({
        ...base,
        'GET /v1/admin/campaigns/10001/prizes': [prize({ state: 'Sent', sentAt: 2 })],
        'GET /v1/admin/campaigns/10001/prizeResults': [
          {
            ID: 1,
            prizeID: 5,
            userID: 'u-1',
            rank: 1,
            score: 900,
            itemID: 'gift-9',
            amount: 2,
            claimState: 1,
            recalled: false,
            sentAt: 2,
          },
        ],
        'POST /v1/admin/prizes/recall': { recalled: 1 },
      });
      const view = renderScreen(<CampaignContent section="prizes" />, {
        route: '/eventory/:campaignId/prizes',
        path: '/eventory/10001/prizes',
        session: testSession(),
        server,
      });
      const list = await screen.findByTestId('prize-list');
      expect(await within(screen.getByTestId('prize-results')).findByText('u-1')).toBeTruthy();
      expect(within(screen.getByTestId('prize-results')).getByText('Claimed')).toBeTruthy();
      expect(within(list).getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(true);
      fireEvent.click(within(list).getByRole('button', { name: 'Recall' }));
      expect(await screen.findByText('Recall prize 5 from every winner?')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'No' }));
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(writes(view.calls, '/v1/admin/prizes')).toEqual([]);
      fireEvent.click(within(list).getByRole('button', { name: 'Recall' }));
      fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
      expect(await screen.findByText('Prize 5 recalled.')).toBeTruthy();
      expect(writes(view.calls, '/v1/admin/prizes')[0]?.body).toEqual({ prizeID: 5 });
    });

    it('offers an item kind only with that kind’s permission', () => {
      const options = rewardTypeOptions(
        (kind) => kind !== 'Gift',
        (key) => key,
      );
      expect(options.find((o) => o.value === 100)).toMatchObject({ disabled: true });
      expect(options.filter((o) => o.disabled)).toHaveLength(1);
      expect(options.find((o) => o.value === 1)).toMatchObject({ disabled: false });
    });

    it('creates a prize whose body the domain schema accepts', async () => {
      const server = fakeServer({
        ...base,
        'GET /v1/admin/campaigns/10001/prizes': [],
        'GET /v1/admin/campaigns/10001/prizeResults': [],
        'POST /v1/admin/campaigns/10001/prize': (call) => json(prize(call.body as Partial<Prize>)),
      });
      const view = renderScreen(<CampaignContent section="prizes" />, {
        route: '/eventory/:campaignId/prizes',
        path: '/eventory/10001/prizes',
        session: testSession(),
        server,
      });
      expect(await screen.findByText('No prizes yet.')).toBeTruthy();
      expect(screen.getByText('No prizes sent yet.')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'New prize' }));
      const editor = await screen.findByTestId('prize-editor');
      fireEvent.mouseDown(within(editor).getByLabelText('Item kind'));
      fireEvent.click(await screen.findByTitle('Gift'));
      fireEvent.mouseDown(within(editor).getByLabelText('Leaderboard'));
      fireEvent.click(await screen.findByTitle('main (7)'));
      fireEvent.click(within(editor).getByRole('button', { name: /Add rank range/ }));
      const save = within(editor).getByRole('button', { name: 'Save' });
      expect(
        await within(editor).findByText('Each range needs an item ID and an amount above 0.'),
      ).toBeTruthy();
      expect(save.hasAttribute('disabled')).toBe(true);
      fireEvent.change(within(editor).getByLabelText('Item ID of range 1'), { target: { value: 'gift-9' } });
      await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
      fireEvent.click(save);
      await waitFor(() => expect(writes(view.calls, '/v1/admin/campaigns/10001/prize')).toHaveLength(1));
      const body = writes(view.calls, '/v1/admin/campaigns/10001/prize')[0]?.body;
      expect(prizeInputSchema.safeParse(body).success).toBe(true);
      expect(body).toMatchObject({
        rewardType: 100,
        leaderboardID: 7,
        ranges: [{ fromRank: 1, toRank: 1, itemID: 'gift-9', amount: 1 }],
      });
    });

    it('disables every prize write for a ViewOnly user', async () => {
      const server = fakeServer({
        ...base,
        'GET /v1/admin/campaigns/10001/prizes': [prize()],
        'GET /v1/admin/campaigns/10001/prizeResults': [],
      });
      renderScreen(<CampaignContent section="prizes" />, {
        route: '/eventory/:campaignId/prizes',
        path: '/eventory/10001/prizes',
        session: testSession({ roles: ['ViewOnly'] }),
        server,
      });
      const list = await screen.findByTestId('prize-list');
      await within(list).findByText('Top gifters');
      for (const name of ['Edit', 'Send', 'Recall', 'Delete'])
        expect(within(list).getByRole('button', { name }).hasAttribute('disabled'), name).toBe(true);
      expect(screen.getByRole('button', { name: 'New prize' }).hasAttribute('disabled')).toBe(true);
    });
  });

  describe('questionnaires', () => {
    it('applies the options rule of each question type', () => {
      expect(optionsProblem('SingleSelect', ['only one'])).toBe('tooFew');
      expect(optionsProblem('MultipleSelect', ['a', ' '])).toBe('tooFew');
      expect(optionsProblem('Sort', ['a', 'b'])).toBeNull();
      expect(optionsProblem('Text', [])).toBeNull();
      expect(optionsProblem('Text', ['a'])).toBe('none');
    });

    const openQuestionEditor = async () => {
      const server = fakeServer({
        ...base,
        'GET /v1/admin/campaigns/10001/questionnaires': [questionnaire],
        'POST /v1/admin/questionnaires/3/questions': (call) => json({ ID: 8, ...(call.body as object) }),
      });
      const view = renderScreen(<CampaignContent section="questionnaires" />, {
        route: '/eventory/:campaignId/questionnaires',
        path: '/eventory/10001/questionnaires',
        session: testSession(),
        server,
      });
      const list = await screen.findByTestId('questionnaire-list');
      fireEvent.click(await within(list).findByRole('button', { name: /expand row/i }));
      fireEvent.click(await screen.findByRole('button', { name: 'Add question' }));
      const editor = await screen.findByTestId('question-editor');
      fireEvent.change(within(editor).getByLabelText('Question (English)'), {
        target: { value: 'Favourite streamer?' },
      });
      return { view, editor, save: within(editor).getByRole('button', { name: 'Save' }) };
    };

    it('needs at least two options for a select question', async () => {
      const { editor, save } = await openQuestionEditor();
      fireEvent.change(within(editor).getByLabelText('Options #1'), { target: { value: 'Alice' } });
      expect(await within(editor).findByText('This question type needs at least 2 options.')).toBeTruthy();
      expect(save.hasAttribute('disabled')).toBe(true);
      fireEvent.click(within(editor).getByRole('button', { name: /Add to Options/ }));
      fireEvent.change(within(editor).getByLabelText('Options #2'), { target: { value: 'Bob' } });
      await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    });

    it('takes no options for a text question', async () => {
      const { view, editor, save } = await openQuestionEditor();
      fireEvent.mouseDown(within(editor).getByLabelText('Question type'));
      fireEvent.click(await screen.findByTitle('Free text'));
      expect(await within(editor).findByTestId('text-no-options')).toBeTruthy();
      expect(within(editor).queryByLabelText('Options #1')).toBeNull();
      await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
      fireEvent.click(save);
      await waitFor(() => expect(writes(view.calls, '/v1/admin/questionnaires/3/questions')).toHaveLength(1));
      expect(writes(view.calls, '/v1/admin/questionnaires/3/questions')[0]?.body).toEqual({
        type: 'Text',
        required: true,
        title: { en_US: 'Favourite streamer?' },
        options: [],
      });
    });
  });

  describe('missions', () => {
    it('checks the judges with the domain constraint rules', () => {
      expect(judgesProblem('[]')).toBe(true);
      expect(judgesProblem('{not json')).toBe('JSON');
      expect(judgesProblem('[{"logic":"AND","children":[]}]')).toMatch(/^judges\.0/);
    });

    it('shows the empty state, then the error state with a working retry', async () => {
      let fail = false;
      const server = fakeServer({
        ...base,
        'GET /v1/admin/campaigns/10001/missions': () =>
          fail ? json({ errorCode: 'INTERNAL', errorMessage: 'boom' }, 500) : json([]),
        'GET /v1/admin/campaigns/10001/missionRoadmaps': [],
      });
      renderScreen(<CampaignContent section="missions" />, {
        route: '/eventory/:campaignId/missions',
        path: '/eventory/10001/missions',
        session: testSession(),
        server,
      });
      expect(await screen.findByText('No missions yet.')).toBeTruthy();
      expect(screen.getByText('No roadmaps yet.')).toBeTruthy();

      fail = true;
      renderScreen(<CampaignContent section="missions" />, {
        route: '/eventory/:campaignId/missions',
        path: '/eventory/10001/missions',
        session: testSession(),
        server,
      });
      expect(await screen.findByText('Could not load the data.')).toBeTruthy();
      fail = false;
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      await waitFor(() => expect(screen.getAllByText('No missions yet.').length).toBe(2));
    });

    it('creates a mission whose body the domain schema accepts, refusing judges that break the rules', async () => {
      const server = fakeServer({
        ...base,
        'GET /v1/admin/campaigns/10001/missions': [],
        'GET /v1/admin/campaigns/10001/missionRoadmaps': [],
        'POST /v1/admin/campaigns/10001/missions': (call) => json({ ...mission, ...(call.body as object) }),
      });
      const view = renderScreen(<CampaignContent section="missions" />, {
        route: '/eventory/:campaignId/missions',
        path: '/eventory/10001/missions',
        session: testSession(),
        server,
      });
      await screen.findByText('No missions yet.');
      fireEvent.click(screen.getByRole('button', { name: 'New mission' }));
      const editor = await screen.findByTestId('mission-editor');
      const save = within(editor).getByRole('button', { name: 'Save' });
      fireEvent.change(within(editor).getByLabelText('Group name'), { target: { value: 'daily' } });
      fireEvent.change(within(editor).getByLabelText('Description (English)'), {
        target: { value: 'Send five gifts' },
      });
      fireEvent.change(within(editor).getByLabelText('Goal'), { target: { value: '5' } });
      fireEvent.change(within(editor).getByLabelText('Judges (JSON)'), {
        target: { value: '[{"logic":"AND","children":[]}]' },
      });
      expect(await within(editor).findByText(/^judges\.0/)).toBeTruthy();
      expect(save.hasAttribute('disabled')).toBe(true);
      fireEvent.change(within(editor).getByLabelText('Judges (JSON)'), { target: { value: '[]' } });
      await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
      fireEvent.click(save);
      await waitFor(() => expect(writes(view.calls, '/v1/admin/campaigns/10001/missions')).toHaveLength(1));
      const body = writes(view.calls, '/v1/admin/campaigns/10001/missions')[0]?.body;
      expect(missionInputSchema.safeParse(body).success).toBe(true);
      expect(body).toMatchObject({
        groupName: 'daily',
        goal: 5,
        desc: { en_US: 'Send five gifts' },
        eventHandler: { eventType: 1, resultKey: 'ReceiverID', judges: [] },
      });
    });

    it('lists missions and replays a mission container only after confirmation', async () => {
      const server = fakeServer({
        ...base,
        'GET /v1/admin/campaigns/10001/missions': [mission],
        'GET /v1/admin/campaigns/10001/missionRoadmaps': [],
        'POST /v1/admin/missions/11/replayContainer': { started: true },
      });
      const view = renderScreen(<CampaignContent section="missions" />, {
        route: '/eventory/:campaignId/missions',
        path: '/eventory/10001/missions',
        session: testSession(),
        server,
      });
      const list = await screen.findByTestId('mission-list');
      expect(await within(list).findByText('Send five gifts')).toBeTruthy();
      fireEvent.click(within(list).getByRole('button', { name: 'Replay container' }));
      expect(await screen.findByText('Replay the container of mission 11 from the event log?')).toBeTruthy();
      expect(writes(view.calls, '/v1/admin/missions')).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
      await waitFor(() =>
        expect(writes(view.calls, '/v1/admin/missions/11/replayContainer')).toHaveLength(1),
      );
    });
  });

  it('offers no replay on a regular campaign to a user whose replay role is a Permanent one (issue 30 §3.1)', async () => {
    const server = fakeServer({
      ...base,
      'GET /v1/admin/campaigns/10001/missions': [mission],
      'GET /v1/admin/campaigns/10001/missionRoadmaps': [],
    });
    renderDashboard({
      path: '/eventory/10001/missions',
      session: testSession({ roles: ['ViewOnly', 'PermanentReplayOnly'] }),
      server,
    });
    const list = await screen.findByTestId('mission-list');
    expect(await within(list).findByText('Send five gifts')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Replay container' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  describe('tracker and replay status', () => {
    it('works in Arabic, right to left, and recalculates only after confirmation', async () => {
      const server = fakeServer({
        ...base,
        'GET /v1/admin/campaigns/10001/tracker': {
          campaignID: 10001,
          enabled: true,
          samplingRate: 1,
          events: ['leaderboard_view'],
          updateTime: null,
        },
        'GET /v1/admin/campaigns/10001/tracker/leaderboards': [
          { leaderboardID: 7, groupName: 'main', containerID: 42, views: 12, clicks: 3 },
        ],
        'GET /v1/admin/campaigns/10001/replay-status': [
          {
            containerID: 42,
            owner: { kind: 'leaderboard', ID: 7, groupName: 'main' },
            status: 'Done',
            jobStatus: 'Done',
            startedAt: 1_767_225_600,
            finishedAt: 1_767_225_660,
            eventsReplayed: 10,
          },
        ],
        'POST /v1/admin/campaigns/10001/recalculate': [{ containerID: 42, started: true }],
      });
      const view = renderScreen(<CampaignContent section="tracker" />, {
        route: '/eventory/:campaignId/tracker',
        path: '/eventory/10001/tracker',
        session: testSession(),
        server,
        locale: 'ar',
      });
      const replay = await screen.findByTestId('replay-status');
      expect(await within(replay).findByText('مكتمل')).toBeTruthy();
      expect(document.documentElement.dir).toBe('rtl');
      expect(within(screen.getByTestId('tracking-counts')).getByText('12')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'إعادة الحساب' }));
      expect(
        await screen.findByText('هل تريد إعادة تشغيل كل حاويات لوحات المتصدرين لهذه الحملة من سجل الأحداث؟'),
      ).toBeTruthy();
      expect(writes(view.calls, '/v1/admin/campaigns/10001/recalculate')).toEqual([]);
      fireEvent.click(screen.getByRole('button', { name: 'نعم' }));
      await waitFor(() =>
        expect(writes(view.calls, '/v1/admin/campaigns/10001/recalculate')).toHaveLength(1),
      );
    });
  });

  describe('lookups', () => {
    const records = (offset: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        ID: offset + i + 1,
        containerID: 42,
        status: 'Done',
        requestedBy: 'ops.lead@eventory.test',
        eventsReplayed: 10,
        error: null,
        startedAt: 1_767_225_600,
        finishedAt: 1_767_225_660,
      }));
    const queryOf = (call: FetchCall | undefined) =>
      Object.fromEntries(new URLSearchParams(call?.path.split('?')[1] ?? ''));

    it('pages replay records with limit/offset and resets the offset when a filter changes', async () => {
      const server = fakeServer({
        'GET /v1/admin/lookup/replayrecords': (call) => {
          const q = new URLSearchParams(call.path.split('?')[1]);
          const offset = Number(q.get('offset'));
          return json({ items: records(offset, offset === 40 ? 5 : 20), total: 45 });
        },
      });
      const view = renderScreen(<LookupsScreen />, {
        route: '/eventory/lookups/:tab?',
        path: '/eventory/lookups/replay-records',
        session: testSession(),
        server,
      });
      const table = await screen.findByTestId('lookup-replay-records');
      // The pager sits next to the table: page 3 exists only once the total (45) has arrived.
      expect(await screen.findByTitle('3')).toBeTruthy();
      const lookups = () => view.calls.filter((c) => c.path.startsWith('/v1/admin/lookup/replayrecords'));
      expect(queryOf(lookups().at(-1))).toEqual({ limit: '20', offset: '0' });

      fireEvent.click(screen.getByTitle('3'));
      expect(await within(table).findByText('45')).toBeTruthy();
      expect(queryOf(lookups().at(-1))).toEqual({ limit: '20', offset: '40' });

      fireEvent.change(screen.getByLabelText('Container ID'), { target: { value: '42' } });
      await waitFor(() =>
        expect(queryOf(lookups().at(-1))).toEqual({ containerID: '42', limit: '20', offset: '0' }),
      );
    });

    it('shows a tab only with its permission and the empty state of a search', async () => {
      const server = fakeServer({
        'GET /v1/admin/lookup/leaderboards': { items: [], total: 0 },
      });
      renderScreen(<LookupsScreen />, {
        route: '/eventory/lookups/:tab?',
        path: '/eventory/lookups/leaderboards',
        session: testSession({ roles: ['user'] }),
        server,
      });
      expect(await screen.findByText('No leaderboards match.')).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'Leaderboards' })).toBeTruthy();
      expect(screen.queryByRole('tab', { name: 'Replay records' })).toBeNull();
      expect(screen.queryByRole('tab', { name: 'Action logs' })).toBeNull();
    });

    it('refuses a lookup tab the user has no permission for', async () => {
      renderDashboard({ path: '/eventory/lookups/action-logs', session: testSession({ roles: ['user'] }) });
      expect(await screen.findByText('Not authorised')).toBeTruthy();
    });

    it('shows the error state when a lookup fails', async () => {
      const server = fakeServer({
        'GET /v1/admin/lookup/leaderboards': json({ errorCode: 'INTERNAL', errorMessage: 'down' }, 500),
      });
      renderScreen(<LookupsScreen />, {
        route: '/eventory/lookups/:tab?',
        path: '/eventory/lookups/leaderboards',
        session: testSession(),
        server,
      });
      expect(await screen.findByText('Could not load the data.')).toBeTruthy();
    });
  });

  describe('debug role switch', () => {
    const sidebarHas = async (label: string) => {
      const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
      await within(nav).findByText('Workplace');
      return within(nav).queryAllByText(label).length > 0;
    };

    it('narrows the menus to the chosen role outside production for a user holding debug', async () => {
      const view = renderDashboard({
        path: '/dashboard/workplace',
        session: testSession(),
        showLocation: true,
      });
      expect(await sidebarHas('Cache')).toBe(true);
      fireEvent.mouseDown(within(screen.getByTestId('debug-role-switch')).getByLabelText('Debug role'));
      fireEvent.click(await screen.findByTitle('ViewOnly'));
      await waitFor(() => expect(screen.queryAllByText('Cache')).toHaveLength(0));
      expect(await sidebarHas('Workplace')).toBe(true);
      expect(screen.getByTestId('location').textContent).toBe('/dashboard/workplace?debugRole=ViewOnly');
      // The server sees the same override on the calls that follow.
      expect(view.services.api).toBeTruthy();
      await view.services.api.get('auth/session', { silent: true }).catch(() => undefined);
      expect(view.calls.at(-1)?.path).toBe('/v1/admin/auth/session?debugRole=ViewOnly');
    });

    it('is not offered in production', async () => {
      renderDashboard({ path: '/dashboard/workplace', session: testSession(), environment: 'production' });
      expect(await sidebarHas('Cache')).toBe(true);
      expect(screen.queryByTestId('debug-role-switch')).toBeNull();
    });

    it('is not offered to a user without the debug permission', async () => {
      renderDashboard({
        path: '/dashboard/workplace?debugRole=developer',
        session: testSession({ roles: ['ToolsControl'] }),
      });
      expect(await sidebarHas('Workplace')).toBe(true);
      expect(screen.queryByTestId('debug-role-switch')).toBeNull();
      // ?debugRole= does not widen what they see either.
      expect(screen.queryAllByText('Cache')).toHaveLength(0);
    });
  });
});

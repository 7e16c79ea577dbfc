// UI tests of the campaign content tools the first suite leaves out: a mission's relationship, saving
// the tracker settings, the snapshot and action-log lookups and the template versions (admin spec §5
// dynamic form rules, §7 Missions, Lookups and templates).
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { missionRelationshipSchema } from '@eventory/domain/missions';
import { trackerPatchSchema, type Tracker } from '@eventory/domain/tracker';
import { fakeServer, json, renderDashboard, testSession, type FetchCall } from '../app/testing.tsx';
import { formatUnixSeconds } from '../forms/time.ts';
import { CAMPAIGN_ROUTES as base, makeMission, writes } from './test-fixtures.ts';

const mission = makeMission();

const tracker: Tracker = {
  campaignID: 10001,
  enabled: true,
  samplingRate: 1,
  events: ['page_enter', 'leaderboard_view'],
  updateTime: null,
};

const failure = () => json({ errorCode: 'INTERNAL', errorMessage: 'down' }, 500);

const reads = (calls: FetchCall[], path: string) =>
  calls.filter((c) => c.method === 'GET' && c.path.split('?')[0] === path);
const queryOf = (call: FetchCall | undefined) =>
  Object.fromEntries(new URLSearchParams(call?.path.split('?')[1] ?? ''));
const isDisabled = (element: HTMLElement) => element.hasAttribute('disabled');

/** A response the test lets through when it wants to (to see the loading state first). */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open: () => open(), opened };
}

describe('campaign content tools (admin spec §5, §7)', () => {
  beforeAll(
    () =>
      Promise.all([
        import('../campaigns/CampaignAdmin.tsx'),
        import('./CampaignContent.tsx'),
        import('./LookupsScreen.tsx'),
      ]),
    60_000,
  );

  describe('mission relationship', () => {
    const missionRoutes = (extra: Record<string, unknown> = {}) => ({
      ...base,
      'GET /v1/admin/campaigns/10001/missions': [mission],
      'GET /v1/admin/campaigns/10001/missionRoadmaps': [],
      ...extra,
    });

    it('puts {refType, refID} the domain schema accepts, after the §5 form rules allow it', async () => {
      const server = fakeServer(
        missionRoutes({
          'PUT /v1/admin/missions/11/relationship': (call: FetchCall) =>
            json({ ...mission, ...(call.body as object), type: 1 }),
        }),
      );
      const view = renderDashboard({ path: '/eventory/10001/missions', session: testSession(), server });
      const list = await screen.findByTestId('mission-list');
      expect(await within(list).findByText('campaign 10001')).toBeTruthy();
      fireEvent.click(within(list).getByRole('button', { name: 'Relationship' }));
      const editor = await screen.findByTestId('mission-relationship');
      const save = within(editor).getByRole('button', { name: 'Save' });
      const refID = within(editor).getByLabelText('Reference ID');

      // Pristine: the current relationship, no errors shown, nothing to submit yet.
      expect((refID as HTMLInputElement).value).toBe('10001');
      expect(within(editor).getByText('Campaign')).toBeTruthy();
      expect(editor.querySelector('.ant-form-item-explain-error')).toBeNull();
      expect(isDisabled(save)).toBe(true);

      fireEvent.mouseDown(within(editor).getByLabelText('Belongs to'));
      fireEvent.click(await screen.findByTitle('Leaderboard'));
      // Edited, so touched: the first failing validator's text shows and blocks the submit.
      fireEvent.change(refID, { target: { value: '1.5' } });
      expect(await within(editor).findByText('Enter a positive whole number.')).toBeTruthy();
      expect(isDisabled(save)).toBe(true);
      fireEvent.change(refID, { target: { value: '7' } });
      await waitFor(() => expect(isDisabled(save)).toBe(false));
      expect(within(editor).queryByText('Enter a positive whole number.')).toBeNull();
      const missionReads = reads(view.calls, '/v1/admin/campaigns/10001/missions').length;

      fireEvent.click(save);
      expect(await screen.findByText('Relationship of mission 11 saved.')).toBeTruthy();
      const puts = writes(view.calls, '/v1/admin/missions');
      expect(puts.map((c) => [c.method, c.path])).toEqual([['PUT', '/v1/admin/missions/11/relationship']]);
      expect(puts[0]?.body).toEqual({ refType: 'leaderboard', refID: 7 });
      expect(missionRelationshipSchema.parse(puts[0]?.body)).toEqual({ refType: 'leaderboard', refID: 7 });
      // The dialog closes and the list is read again.
      await waitFor(() => expect(screen.queryByTestId('mission-relationship')).toBeNull());
      await waitFor(() =>
        expect(reads(view.calls, '/v1/admin/campaigns/10001/missions').length).toBeGreaterThan(missionReads),
      );
    });

    it('keeps the dialog open and reports the error when the server refuses', async () => {
      const server = fakeServer(
        missionRoutes({
          'PUT /v1/admin/missions/11/relationship': json(
            { errorCode: 'NOT_FOUND', errorMessage: 'Leaderboard 9 not found' },
            404,
          ),
        }),
      );
      const view = renderDashboard({ path: '/eventory/10001/missions', session: testSession(), server });
      const list = await screen.findByTestId('mission-list');
      fireEvent.click(await within(list).findByRole('button', { name: 'Relationship' }));
      const editor = await screen.findByTestId('mission-relationship');
      fireEvent.change(within(editor).getByLabelText('Reference ID'), { target: { value: '9' } });
      const save = within(editor).getByRole('button', { name: 'Save' });
      await waitFor(() => expect(isDisabled(save)).toBe(false));
      fireEvent.click(save);
      expect(await screen.findByText('Code: NOT_FOUND, Message: Leaderboard 9 not found')).toBeTruthy();
      expect(writes(view.calls, '/v1/admin/missions').map((c) => c.body)).toEqual([
        { refType: 'campaign', refID: 9 },
      ]);
      expect(screen.getByTestId('mission-relationship')).toBeTruthy();
      expect(screen.queryByText('Relationship of mission 11 saved.')).toBeNull();
    });

    it('cancels without a call', async () => {
      const server = fakeServer(missionRoutes());
      const view = renderDashboard({ path: '/eventory/10001/missions', session: testSession(), server });
      const list = await screen.findByTestId('mission-list');
      fireEvent.click(await within(list).findByRole('button', { name: 'Relationship' }));
      const editor = await screen.findByTestId('mission-relationship');
      fireEvent.change(within(editor).getByLabelText('Reference ID'), { target: { value: '8' } });
      fireEvent.click(within(editor).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByTestId('mission-relationship')).toBeNull());
      expect(writes(view.calls, '/v1/admin/missions')).toEqual([]);
    });

    it.each([
      ['a ViewOnly user', testSession({ roles: ['ViewOnly'] })],
      ['a developer flagged read-only', testSession({ readonly: true })],
    ])('gives %s no way to change a relationship', async (_, session) => {
      const server = fakeServer(missionRoutes());
      const view = renderDashboard({ path: '/eventory/10001/missions', session, server });
      const list = await screen.findByTestId('mission-list');
      const button = await within(list).findByRole('button', { name: 'Relationship' });
      expect(isDisabled(button)).toBe(true);
      fireEvent.click(button);
      expect(screen.queryByTestId('mission-relationship')).toBeNull();
      expect(writes(view.calls, '/v1/admin/missions')).toEqual([]);
    });
  });

  describe('tracker settings', () => {
    const trackerRoutes = (extra: Record<string, unknown> = {}) => ({
      ...base,
      'GET /v1/admin/campaigns/10001/tracker': tracker,
      'GET /v1/admin/campaigns/10001/tracker/leaderboards': [],
      'GET /v1/admin/campaigns/10001/replay-status': [],
      ...extra,
    });

    it('patches only the edited settings, says so, and is disabled until edited and valid', async () => {
      const server = fakeServer(
        trackerRoutes({
          'PATCH /v1/admin/campaigns/10001/tracker': (call: FetchCall) =>
            json({ ...tracker, ...(call.body as object), updateTime: 1_767_225_700 }),
        }),
      );
      const view = renderDashboard({ path: '/eventory/10001/tracker', session: testSession(), server });
      const form = await screen.findByTestId('tracker-form');
      const save = within(form).getByRole('button', { name: 'Save' });
      const rate = within(form).getByLabelText('Sampling rate');
      expect((rate as HTMLInputElement).value).toBe('1');
      expect(within(form).getByText('page_enter')).toBeTruthy();
      expect(isDisabled(save)).toBe(true);

      fireEvent.change(rate, { target: { value: '2' } });
      expect(await within(form).findByText('Use a share from 0 to 1 (1 = every visitor).')).toBeTruthy();
      expect(isDisabled(save)).toBe(true);
      fireEvent.change(rate, { target: { value: '0.25' } });
      await waitFor(() => expect(isDisabled(save)).toBe(false));
      fireEvent.click(within(form).getByRole('switch'));
      expect(writes(view.calls, '/v1/admin/campaigns/10001/tracker')).toEqual([]);

      fireEvent.click(save);
      expect(await screen.findByText('Tracker settings saved.')).toBeTruthy();
      const patches = writes(view.calls, '/v1/admin/campaigns/10001/tracker');
      expect(patches.map((c) => [c.method, c.path])).toEqual([
        ['PATCH', '/v1/admin/campaigns/10001/tracker'],
      ]);
      expect(patches[0]?.body).toEqual({ enabled: false, samplingRate: 0.25 });
      expect(trackerPatchSchema.parse(patches[0]?.body)).toEqual({ enabled: false, samplingRate: 0.25 });
      // Saved: pristine again, so the button waits for the next edit.
      await waitFor(() => expect(isDisabled(save)).toBe(true));
    });

    it('patches only the tracked events when only they change', async () => {
      const server = fakeServer(
        trackerRoutes({
          'PATCH /v1/admin/campaigns/10001/tracker': (call: FetchCall) =>
            json({ ...tracker, ...(call.body as object) }),
        }),
      );
      const view = renderDashboard({ path: '/eventory/10001/tracker', session: testSession(), server });
      const form = await screen.findByTestId('tracker-form');
      const save = within(form).getByRole('button', { name: 'Save' });
      fireEvent.mouseDown(within(form).getByLabelText('Tracked events'));
      fireEvent.click(await screen.findByTitle('search'));
      await waitFor(() => expect(isDisabled(save)).toBe(false));
      fireEvent.click(save);
      expect(await screen.findByText('Tracker settings saved.')).toBeTruthy();
      const body = writes(view.calls, '/v1/admin/campaigns/10001/tracker')[0]?.body;
      expect(body).toEqual({ events: ['page_enter', 'leaderboard_view', 'search'] });
      expect(trackerPatchSchema.safeParse(body).success).toBe(true);
    });

    it('sends nothing when the settings were edited back to the saved ones', async () => {
      const view = renderDashboard({
        path: '/eventory/10001/tracker',
        session: testSession(),
        server: fakeServer(trackerRoutes()),
      });
      const form = await screen.findByTestId('tracker-form');
      const save = within(form).getByRole('button', { name: 'Save' });
      const onOff = within(form).getByRole('switch');
      fireEvent.click(onOff);
      fireEvent.click(onOff);
      await waitFor(() => expect(isDisabled(save)).toBe(false));
      fireEvent.click(save);
      await waitFor(() => expect(isDisabled(save)).toBe(true));
      expect(writes(view.calls, '/v1/admin/campaigns/10001/tracker')).toEqual([]);
    });

    it('keeps the form disabled for a ViewOnly user', async () => {
      const server = fakeServer(trackerRoutes());
      const view = renderDashboard({
        path: '/eventory/10001/tracker',
        session: testSession({ roles: ['ViewOnly'] }),
        server,
      });
      const form = await screen.findByTestId('tracker-form');
      const save = within(form).getByRole('button', { name: 'Save' });
      expect(isDisabled(save)).toBe(true);
      expect(isDisabled(within(form).getByLabelText('Sampling rate'))).toBe(true);
      expect(isDisabled(within(form).getByRole('switch'))).toBe(true);
      fireEvent.click(save);
      expect(writes(view.calls, '/v1/admin/campaigns/10001/tracker')).toEqual([]);
    });
  });

  describe('snapshot lookup', () => {
    const snapshot = (ID: number) => ({
      ID,
      containerID: 42,
      sourceType: 'Replay',
      timestamp: 1_767_225_600 + ID,
      recordCount: 12,
      createdBy: 'ops.lead@eventory.test',
    });

    it('posts the criteria of the form and shows the results, or the empty state', async () => {
      const server = fakeServer({
        'POST /v1/admin/lookup/snapshots': (call: FetchCall) =>
          (call.body as { containerIDs?: number[] }).containerIDs
            ? json({ items: [snapshot(3)], total: 1 })
            : json({ items: [], total: 0 }),
      });
      const view = renderDashboard({ path: '/eventory/lookups/snapshots', session: testSession(), server });
      expect(await screen.findByText('No snapshots match.')).toBeTruthy();
      const posts = () => writes(view.calls, '/v1/admin/lookup/snapshots');
      expect(posts().map((c) => [c.method, c.path, c.body])).toEqual([
        ['POST', '/v1/admin/lookup/snapshots', { limit: 20, offset: 0 }],
      ]);

      fireEvent.change(screen.getByLabelText('Campaign ID'), { target: { value: '10001' } });
      fireEvent.mouseDown(screen.getByLabelText('Source'));
      fireEvent.click(await screen.findByTitle('Replay'));
      fireEvent.change(screen.getByLabelText('Container IDs'), { target: { value: '42, 43' } });
      const table = screen.getByTestId('lookup-snapshots');
      expect(await within(table).findByText('ops.lead@eventory.test')).toBeTruthy();
      expect(posts().at(-1)?.body).toEqual({
        campaignID: 10001,
        containerIDs: [42, 43],
        sourceType: ['Replay'],
        limit: 20,
        offset: 0,
      });
      expect(within(table).getByText(formatUnixSeconds(1_767_225_603))).toBeTruthy();
      expect(within(table).getByText('12')).toBeTruthy();

      const start = screen.getByPlaceholderText('Start date');
      const end = screen.getByPlaceholderText('End date');
      fireEvent.mouseDown(start);
      fireEvent.focus(start);
      fireEvent.change(start, { target: { value: '2026-01-01 08:00:00' } });
      fireEvent.keyDown(start, { key: 'Enter', code: 'Enter', keyCode: 13 });
      fireEvent.focus(end);
      fireEvent.change(end, { target: { value: '2026-01-02 09:30:00' } });
      fireEvent.keyDown(end, { key: 'Enter', code: 'Enter', keyCode: 13 });
      await waitFor(() =>
        expect(posts().at(-1)?.body).toEqual({
          campaignID: 10001,
          containerIDs: [42, 43],
          sourceType: ['Replay'],
          fromTimestamp: dayjs('2026-01-01 08:00:00').unix(),
          toTimestamp: dayjs('2026-01-02 09:30:00').unix(),
          limit: 20,
          offset: 0,
        }),
      );
    });

    it('shows the error state when the search fails', async () => {
      const server = fakeServer({ 'POST /v1/admin/lookup/snapshots': failure() });
      renderDashboard({ path: '/eventory/lookups/snapshots', session: testSession(), server });
      expect(await screen.findByText('Could not load the data.')).toBeTruthy();
      expect(screen.queryByTestId('lookup-snapshots')).toBeNull();
    });
  });

  describe('action log lookup', () => {
    const logs = (offset: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        id: offset + i + 1,
        email: `editor${offset + i + 1}@eventory.test`,
        at: 1_767_225_600 + (offset + i) * 60,
        table: 'missions',
        objId: String(500 + offset + i),
        action: 'update',
        before: null,
        after: null,
      }));

    it('asks for a campaign, then reads its action log page by page', async () => {
      const server = fakeServer({
        'GET /v1/admin/lookup/actionlogs': (call: FetchCall) => {
          const offset = Number(queryOf(call).offset);
          return json({ items: logs(offset, offset === 20 ? 5 : 20), total: 25 });
        },
      });
      const view = renderDashboard({ path: '/eventory/lookups/action-logs', session: testSession(), server });
      expect(await screen.findByText('Enter a campaign ID to see its action log.')).toBeTruthy();
      const lookups = () => view.calls.filter((c) => c.path.startsWith('/v1/admin/lookup/actionlogs'));
      expect(lookups()).toEqual([]);

      fireEvent.change(screen.getByLabelText('Campaign ID'), { target: { value: '10001' } });
      const table = await screen.findByTestId('lookup-action-logs');
      expect(await within(table).findByText('editor1@eventory.test')).toBeTruthy();
      expect(lookups().map((c) => [c.method, c.path])).toEqual([
        ['GET', '/v1/admin/lookup/actionlogs?campaignID=10001&limit=20&offset=0'],
      ]);
      const first = within(table).getByText('editor1@eventory.test').closest('tr')!;
      expect(Array.from(first.querySelectorAll('td')).map((td) => td.textContent)).toEqual([
        formatUnixSeconds(1_767_225_600),
        'editor1@eventory.test',
        'update',
        'missions',
        '500',
      ]);
      expect(within(table).getAllByRole('row')).toHaveLength(21);

      fireEvent.click(await screen.findByTitle('2'));
      expect(await within(table).findByText('editor25@eventory.test')).toBeTruthy();
      expect(queryOf(lookups().at(-1))).toEqual({ campaignID: '10001', limit: '20', offset: '20' });
      expect(within(table).queryByText('editor1@eventory.test')).toBeNull();
      expect(within(table).getAllByRole('row')).toHaveLength(6);
    });

    it('shows the error state when the action log fails', async () => {
      const server = fakeServer({ 'GET /v1/admin/lookup/actionlogs': failure() });
      renderDashboard({ path: '/eventory/lookups/action-logs', session: testSession(), server });
      fireEvent.change(await screen.findByLabelText('Campaign ID'), { target: { value: '10001' } });
      expect(await screen.findByText('Could not load the data.')).toBeTruthy();
    });
  });

  describe('template versions', () => {
    const version = (ID: number, editor: string) => ({
      ID,
      campaignID: 10001,
      blueprint: { type: 'Page' },
      references: {},
      translations: {},
      editor,
      savedAt: 1_767_225_600 + ID * 3600,
    });

    it('lists the versions newest first, as the server pages them', async () => {
      const pageGate = gate();
      const server = fakeServer({
        ...base,
        'GET /v1/admin/template/10001/versions': async () => {
          await pageGate.opened;
          return json({
            items: [version(3, 'c@eventory.test'), version(2, ''), version(1, 'a@eventory.test')],
            total: 3,
          });
        },
      });
      const view = renderDashboard({ path: '/eventory/10001/versions', session: testSession(), server });
      const table = await screen.findByTestId('template-versions');
      expect(await within(table).findByText('Loading…')).toBeTruthy();
      pageGate.open();
      expect(await within(table).findByText('c@eventory.test')).toBeTruthy();
      const rows = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => Array.from(row.querySelectorAll('td')).map((td) => td.textContent));
      expect(rows).toEqual([
        ['3', 'c@eventory.test', formatUnixSeconds(1_767_225_600 + 3 * 3600)],
        ['2', '—', formatUnixSeconds(1_767_225_600 + 2 * 3600)],
        ['1', 'a@eventory.test', formatUnixSeconds(1_767_225_600 + 3600)],
      ]);
      expect(reads(view.calls, '/v1/admin/template/10001/versions').map((c) => c.path)).toEqual([
        '/v1/admin/template/10001/versions?limit=20&offset=0',
      ]);
    });

    it('shows the empty state', async () => {
      const server = fakeServer({
        ...base,
        'GET /v1/admin/template/10001/versions': { items: [], total: 0 },
      });
      renderDashboard({ path: '/eventory/10001/versions', session: testSession(), server });
      expect(await screen.findByText('No saved versions yet.')).toBeTruthy();
    });

    it('shows the error state with a working retry', async () => {
      let fail = true;
      const server = fakeServer({
        ...base,
        'GET /v1/admin/template/10001/versions': () =>
          fail ? failure() : json({ items: [version(1, 'a@eventory.test')], total: 1 }),
      });
      const view = renderDashboard({ path: '/eventory/10001/versions', session: testSession(), server });
      expect(await screen.findByText('Could not load the data.')).toBeTruthy();
      fail = false;
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('a@eventory.test')).toBeTruthy();
      expect(reads(view.calls, '/v1/admin/template/10001/versions').length).toBeGreaterThan(1);
    });
  });
});

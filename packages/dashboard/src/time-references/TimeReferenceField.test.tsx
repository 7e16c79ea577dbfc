// The "relative to …" switch of the time fields in the leaderboard, vote and roadmap forms (issue 17 §3,
// decision 0094): set through PUT campaigns/{id}/time-references, shown resolved beside the expression,
// the server's refusal shown at the field, a following time never offered as a picker, and only holders
// of dynamicTimestamp with write access may switch.
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MissionRoadmap } from '@eventory/domain/roadmaps';
import type { ResolvedTimeReference } from '@eventory/domain/time-references';
import type { Vote } from '@eventory/domain/votes';
import { fakeServer, json, renderDashboard, testSession, type FetchCall } from '../app/testing.tsx';
import { campaign, detailRoutes, leaderboard, preloadCampaignScreens } from '../campaigns/test-fixtures.ts';
import { CAMPAIGN_ROUTES } from '../campaign-content/test-fixtures.ts';
import { formatUnixSeconds } from '../forms/time.ts';
import { TimeReferenceField } from './TimeReferenceField.tsx';

const D = 86_400;
const editor = () => testSession({ roles: ['BaseControl'] });
const puts = (calls: FetchCall[]) =>
  calls.filter((c) => c.method === 'PUT' && c.path === '/v1/admin/campaigns/10001/time-references');

const vote: Vote = {
  id: 3,
  campaignID: 10001,
  containerID: 70,
  evaluatorID: 71,
  topic: 'Fan favourite',
  nomineeIDs: ['655dc6df-a4fc-4b68-822f-f25c313ab973'],
  nomineeContainerID: null,
  startTime: campaign.startTime,
  endTime: campaign.endTime,
  meta: { isPercentage: false },
  dailyQuota: 3,
  votesPerNominee: 1,
  voterRule: [],
  createTime: 1,
  updateTime: 1,
};

const roadmap: MissionRoadmap = {
  ID: 4,
  campaignID: 10001,
  groupName: 'season-1',
  startTime: leaderboard.endTime + D,
  endTime: leaderboard.endTime + 30 * D,
  createTime: 1,
  updateTime: 1,
};
const roadmapReference: ResolvedTimeReference = {
  kind: 'roadmap',
  id: roadmap.ID,
  field: 'startTime',
  expression: `leaderboard:${leaderboard.ID}.endTime+1d`,
  resolved: roadmap.startTime,
};

describe('"relative to" in the time fields of the forms', () => {
  beforeAll(
    () =>
      Promise.all([
        preloadCampaignScreens(),
        import('../campaign-content/CampaignContent.tsx'),
        import('../campaign-content/RoadmapsSection.tsx'),
      ]),
    60_000,
  );

  it('leaderboard form: end relative to campaign start + 3 days, shown resolved; the form then saves that time', async () => {
    const end = campaign.startTime + 3 * D;
    const reference: ResolvedTimeReference = {
      kind: 'leaderboard',
      id: leaderboard.ID,
      field: 'endTime',
      expression: `campaign:${campaign.ID}.startTime+3d`,
      resolved: end,
    };
    let saved = false;
    const server = fakeServer({
      ...detailRoutes(),
      'GET /v1/admin/campaigns/10001/time-references': () => json(saved ? [reference] : []),
      'PUT /v1/admin/campaigns/10001/time-references': () => {
        saved = true;
        return json([reference]);
      },
      'PATCH /v1/admin/leaderboards/7': (call) => json({ ...leaderboard, ...(call.body as object) }),
    });
    const view = renderDashboard({ path: '/eventory/10001', session: editor(), server });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit main' }));
    const form = await screen.findByTestId('leaderboard-edit-form');
    const endField = within(form).getByTestId('time-field-endTime');
    expect(endField.querySelector('#leaderboard-edit-7-endTime')).not.toBeNull();

    fireEvent.click(within(endField).getByRole('switch', { name: 'End time: relative to …' }));
    const group = within(endField).getByRole('group', { name: 'End time: relative to …' });
    fireEvent.change(within(group).getByRole('spinbutton', { name: 'Offset' }), { target: { value: '3' } });
    fireEvent.mouseDown(within(group).getByRole('combobox', { name: 'Unit' }));
    fireEvent.click(await screen.findByTitle('days'));
    await waitFor(() =>
      expect(within(group).getByTestId('time-reference-preview').textContent).toBe(
        `Resolves to ${formatUnixSeconds(end)}`,
      ),
    );
    fireEvent.click(within(group).getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(puts(view.calls).map((c) => c.body)).toEqual([
        { kind: 'leaderboard', id: leaderboard.ID, field: 'endTime', expression: reference.expression },
      ]),
    );
    // Following a reference: the expression and the resolved time, no picker the server would refuse.
    expect((await within(endField).findByTestId('time-reference-follows')).textContent).toBe(
      `Follows campaign start + 3 days ${reference.expression}`,
    );
    expect(within(endField).getByTestId('time-reference-resolved').textContent).toBe(
      `Resolves to ${formatUnixSeconds(end)}`,
    );
    expect(endField.querySelector('#leaderboard-edit-7-endTime')).toBeNull();
    expect(form.querySelector('#leaderboard-edit-7-startTime')).not.toBeNull();

    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
        startTime: leaderboard.startTime,
        endTime: end,
      }),
    );
  });

  it("vote form: the server's refusal is shown at the field with its code; a new vote is saved first", async () => {
    const refusal = `expression: vote:3.startTime: the references go round in a cycle: vote:3.startTime → vote:3.startTime`;
    const view = renderDashboard({
      path: '/eventory/10001/votes',
      session: editor(),
      server: fakeServer({
        ...CAMPAIGN_ROUTES,
        'GET /v1/admin/campaigns/10001/votes': [vote],
        'GET /v1/admin/campaigns/10001/missionRoadmaps': [],
        'PUT /v1/admin/campaigns/10001/time-references': json(
          { errorCode: 'TIME_REFERENCE_INVALID', errorMessage: refusal, field: 'expression' },
          400,
        ),
      }),
    });
    const list = await screen.findByTestId('vote-list');
    fireEvent.click(await within(list).findByRole('button', { name: 'Edit' }));
    const start = within(await screen.findByTestId('vote-editor')).getByTestId('time-field-startTime');
    fireEvent.click(within(start).getByRole('switch', { name: 'Start: relative to …' }));
    const group = within(start).getByRole('group', { name: 'Start: relative to …' });
    fireEvent.mouseDown(within(group).getByRole('combobox', { name: 'Relative to' }));
    fireEvent.click(await screen.findByTitle('vote Fan favourite'));
    fireEvent.click(within(group).getByRole('button', { name: 'Apply' }));
    expect((await within(start).findByTestId('time-reference-refusal')).textContent).toContain(
      `TIME_REFERENCE_INVALID: ${refusal}`,
    );
    expect(puts(view.calls).map((c) => c.body)).toEqual([
      { kind: 'vote', id: vote.id, field: 'startTime', expression: `vote:${vote.id}.startTime` },
    ]);
    // The group stays open to be corrected.
    expect(within(start).getByRole('group', { name: 'Start: relative to …' })).toBeTruthy();

    // The field's own Cancel closes the group; the form's Cancel (the last) closes the editor.
    const cancels = within(await screen.findByTestId('vote-editor')).getAllByRole('button', {
      name: 'Cancel',
    });
    fireEvent.click(cancels[cancels.length - 1]!);
    await waitFor(() => expect(screen.queryByTestId('vote-editor')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'New vote' }));
    const fresh = within(await screen.findByTestId('vote-editor')).getByTestId('time-field-endTime');
    expect(within(fresh).getByRole('switch', { name: 'End: relative to …' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(within(fresh).getByText(/End: save first/)).toBeTruthy();
  });

  it('roadmap form: a start that follows a reference shows it resolved, not a picker; switching it off makes it literal', async () => {
    let references = [roadmapReference];
    const view = renderDashboard({
      path: '/eventory/10001/missions',
      session: testSession(),
      server: fakeServer({
        ...CAMPAIGN_ROUTES,
        'GET /v1/admin/campaigns/10001/missions': [],
        'GET /v1/admin/campaigns/10001/votes': [],
        'GET /v1/admin/campaigns/10001/missionRoadmaps': [roadmap],
        'GET /v1/admin/campaigns/10001/time-references': () => json(references),
        'PUT /v1/admin/campaigns/10001/time-references': () => {
          references = [];
          return json(references);
        },
      }),
    });
    const list = await screen.findByTestId('roadmap-list');
    fireEvent.click(await within(list).findByRole('button', { name: 'Edit' }));
    const editor = await screen.findByTestId('roadmap-editor');
    const start = within(editor).getByTestId('time-field-startTime');
    expect((await within(start).findByTestId('time-reference-follows')).textContent).toBe(
      `Follows leaderboard main end + 1 day ${roadmapReference.expression}`,
    );
    expect(within(start).getByTestId('time-reference-resolved').textContent).toBe(
      `Resolves to ${formatUnixSeconds(roadmap.startTime)}`,
    );
    expect(editor.querySelector('#roadmap-4-startTime')).toBeNull();
    expect(editor.querySelector('#roadmap-4-endTime')).not.toBeNull();

    fireEvent.click(within(start).getByRole('switch', { name: 'Start time: relative to …' }));
    await waitFor(() =>
      expect(puts(view.calls).map((c) => c.body)).toEqual([
        { kind: 'roadmap', id: roadmap.ID, field: 'startTime', expression: null },
      ]),
    );
    await waitFor(() => expect(editor.querySelector('#roadmap-4-startTime')).not.toBeNull());
    expect(within(start).queryByTestId('time-reference-follows')).toBeNull();
  });

  it('without dynamicTimestamp write access: the expression read-only beside its resolved time, no switch', async () => {
    renderDashboard({
      path: '/',
      session: testSession({ roles: ['BaseControl'], readonly: true }),
      server: fakeServer({
        ...detailRoutes({ 'GET /v1/admin/campaigns/10001/time-references': [roadmapReference] }),
        'GET /v1/admin/campaigns/10001/missionRoadmaps': [roadmap],
      }),
      ui: (
        <TimeReferenceField
          campaignId={10001}
          kind="roadmap"
          id={roadmap.ID}
          field="startTime"
          label="Start time"
          onResolved={() => {}}
        >
          <input aria-label="literal picker" />
        </TimeReferenceField>
      ),
    });
    expect((await screen.findByTestId('time-reference-follows')).textContent).toBe(
      `Follows leaderboard main end + 1 day ${roadmapReference.expression}`,
    );
    expect(screen.getByTestId('time-reference-resolved').textContent).toContain(
      formatUnixSeconds(roadmap.startTime),
    );
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
    expect(screen.queryByLabelText('literal picker')).toBeNull();
    expect(screen.getByText(/Set by its reference/)).toBeTruthy();
  });

  it('a campaign of the older event API keeps literal times and asks for no relative times', async () => {
    const view = renderDashboard({
      path: '/',
      session: editor(),
      server: fakeServer({}),
      ui: (
        <TimeReferenceField
          campaignId={1234}
          kind="leaderboard"
          id={5}
          field="endTime"
          label="End time"
          onResolved={() => {}}
        >
          <input aria-label="literal picker" />
        </TimeReferenceField>
      ),
    });
    expect(await screen.findByLabelText('literal picker')).toBeTruthy();
    expect(screen.queryByRole('switch')).toBeNull();
    expect(view.calls.some((c) => c.path.includes('time-references'))).toBe(false);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { voteInputSchema, type Vote } from '@eventory/domain/votes';
import { fakeServer, json, renderDashboard, testSession, type FetchCall } from '../app/testing.tsx';
import { CAMPAIGN_ROUTES as base, writes } from '../campaign-content/test-fixtures.ts';

const LUNA = '655dc6df-a4fc-4b68-822f-f25c313ab973';
const KAI = '001750bf-f5a3-4bb5-b554-88e255948fa1';
const FEB_1 = '2026-02-01 08:00:00';
const MAR_1 = '2026-03-01 08:00:00';
const unix = (text: string) => dayjs(text, 'YYYY-MM-DD HH:mm:ss').unix();

const vote = (overrides: Partial<Vote> = {}): Vote => ({
  id: 3,
  campaignID: 10001,
  containerID: 70,
  evaluatorID: 71,
  topic: 'Fan favourite',
  nomineeIDs: [LUNA, KAI],
  nomineeContainerID: null,
  startTime: unix(FEB_1),
  endTime: unix(MAR_1),
  meta: { isPercentage: false },
  dailyQuota: 3,
  votesPerNominee: 1,
  voterRule: [],
  createTime: 1,
  updateTime: 1,
  ...overrides,
});

async function enterDate(scope: HTMLElement, label: string, text: string) {
  const input = within(scope).getByLabelText(label) as HTMLInputElement;
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
  fireEvent.blur(input);
  await waitFor(() => expect(input.value).toBe(text));
}
const isDisabled = (el: HTMLElement) => el.hasAttribute('disabled');

describe('votes screen (issue 13 §1)', () => {
  beforeAll(
    () =>
      Promise.all([
        import('../campaigns/CampaignAdmin.tsx'),
        import('../campaign-content/CampaignContent.tsx'),
      ]),
    60_000,
  );

  const renderVotes = (routes: Record<string, unknown> = {}, session = testSession()) =>
    renderDashboard({
      path: '/eventory/10001/votes',
      session,
      server: fakeServer({ ...base, 'GET /v1/admin/campaigns/10001/votes': [vote()], ...routes }),
    });

  it("lists the campaign's votes on the Votes tab", async () => {
    renderVotes();
    expect(await screen.findByRole('tab', { name: 'Votes', selected: true })).toBeTruthy();
    const list = await screen.findByTestId('vote-list');
    const row = (await within(list).findByText('Fan favourite')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2')).toBeTruthy();
    expect(within(row).getByText('Everyone')).toBeTruthy();
    expect(within(row).getByText('70')).toBeTruthy();
  });

  it('creates a vote with POST campaigns/{id}/votes after checking nominees, period and rule', async () => {
    const view = renderVotes({
      'POST /v1/admin/campaigns/10001/votes': (call: FetchCall) =>
        json(vote({ id: 4, ...(call.body as object) })),
    });
    await screen.findByTestId('vote-list');
    fireEvent.click(screen.getByRole('button', { name: 'New vote' }));
    const editor = await screen.findByTestId('vote-editor');
    const save = within(editor).getByRole('button', { name: 'Save' });
    fireEvent.change(within(editor).getByLabelText('Topic'), { target: { value: ' Best duet ' } });
    fireEvent.change(within(editor).getByLabelText('Nominee user ids (one per line)'), {
      target: { value: `${LUNA}\nnot-a-user` },
    });
    expect(await within(editor).findByText('Each nominee must be a user id (UUID).')).toBeTruthy();
    fireEvent.change(within(editor).getByLabelText('Nominee user ids (one per line)'), {
      target: { value: `${LUNA}\n${KAI}` },
    });
    await enterDate(editor, 'Start', FEB_1);
    await enterDate(editor, 'End', MAR_1);
    fireEvent.change(within(editor).getByLabelText(/^Voter rule/), { target: { value: '[{' } });
    expect(await within(editor).findByText('The voter rule is not valid JSON.')).toBeTruthy();
    const rule = [
      {
        logic: 'IS',
        setting: { kind: 'ContractUser', field: 'Region', subject: 'SenderID', operator: 'EQ', value: 'TW' },
      },
    ];
    fireEvent.change(within(editor).getByLabelText(/^Voter rule/), {
      target: { value: JSON.stringify(rule) },
    });
    await waitFor(() => expect(isDisabled(save)).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText('Vote created.')).toBeTruthy();
    const sent = writes(view.calls, '/v1/admin/campaigns/10001/votes');
    expect(sent.map((c) => c.body)).toEqual([
      {
        topic: 'Best duet',
        nomineeIDs: [LUNA, KAI],
        nomineeContainerID: null,
        startTime: unix(FEB_1),
        endTime: unix(MAR_1),
        meta: { isPercentage: false },
        dailyQuota: 1,
        votesPerNominee: 1,
        voterRule: rule,
      },
    ]);
    expect(voteInputSchema.safeParse(sent[0]?.body).success).toBe(true);
  });

  it('edits a vote with PUT votes/{id} and deletes one after asking', async () => {
    const view = renderVotes({
      'PUT /v1/admin/votes/3': (call: FetchCall) => json(vote(call.body as Partial<Vote>)),
      'DELETE /v1/admin/votes/3': { id: 3 },
    });
    const list = await screen.findByTestId('vote-list');
    const row = (await within(list).findByText('Fan favourite')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const editor = await screen.findByTestId('vote-editor');
    fireEvent.change(within(editor).getByLabelText('Votes per viewer per day'), { target: { value: '5' } });
    const save = within(editor).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(isDisabled(save)).toBe(false));
    fireEvent.click(save);
    expect(await screen.findByText('Vote 3 saved.')).toBeTruthy();
    expect(
      writes(view.calls, '/v1/admin/votes/3').map((c) => [
        c.method,
        (c.body as { dailyQuota: number }).dailyQuota,
      ]),
    ).toEqual([['PUT', 5]]);

    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete vote 3 and its tally?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Vote 3 deleted.')).toBeTruthy();
    expect(writes(view.calls, '/v1/admin/votes/3').map((c) => c.method)).toEqual(['PUT', 'DELETE']);
  });

  it('leaves the buttons disabled for a ViewOnly admin', async () => {
    renderVotes({}, testSession({ roles: ['ViewOnly'] }));
    const list = await screen.findByTestId('vote-list');
    await within(list).findByText('Fan favourite');
    expect(isDisabled(screen.getByRole('button', { name: 'New vote' }))).toBe(true);
    expect(isDisabled(within(list).getByRole('button', { name: 'Edit' }))).toBe(true);
  });
});

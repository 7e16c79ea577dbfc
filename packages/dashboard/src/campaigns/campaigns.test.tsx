import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';
import { campaign, detailRoutes, leaderboard, preloadCampaignScreens } from './test-fixtures.ts';

const listed = { 'GET /v1/admin/campaigns': { events: [campaign], totalCount: 1 } };

describe('campaign admin (/eventory)', () => {
  beforeAll(preloadCampaignScreens, 60_000);

  it('lists campaigns with a link to each event page in a new tab', async () => {
    renderDashboard({ path: '/eventory', session: testSession(), server: fakeServer(listed) });
    const row = (await screen.findByText('Summer Cup')).closest('tr') as HTMLElement;
    const link = within(row).getByRole('link', { name: 'Open event page' });
    expect(link.getAttribute('href')).toBe(campaign.URL);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('shows a ViewOnly user the campaigns with the write buttons disabled', async () => {
    renderDashboard({
      path: '/eventory',
      session: testSession({ roles: ['ViewOnly'] }),
      server: fakeServer(listed),
    });
    expect(await screen.findByText('Summer Cup')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create campaign' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('You have read-only access: creating and editing are disabled.')).toBeTruthy();
  });

  it('has no sidebar or top bar', async () => {
    renderDashboard({ path: '/eventory', session: testSession(), server: fakeServer(listed) });
    await screen.findByText('Summer Cup');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });

  it('creates a campaign, then writes its URL, then says "Create Campaign: {codeName} success!"', async () => {
    const server = fakeServer({
      ...listed,
      'POST /v1/admin/campaigns': json({ ID: 10001 }, 201),
      'PATCH /v1/admin/campaigns/10001': (call) => json({ ...campaign, ...(call.body as object) }),
      ...detailRoutes({ 'GET /v1/admin/campaigns/10001/leaderboards': [] }),
    });
    const view = renderDashboard({ path: '/eventory', session: testSession(), server });
    const form = await screen.findByTestId('campaign-create-form');
    fireEvent.change(within(form).getByLabelText('Code name'), { target: { value: 'summer-cup' } });
    fireEvent.change(within(form).getByLabelText('Campaign name'), { target: { value: 'Summer Cup' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create campaign' }));

    expect(await screen.findByText('Create Campaign: summer-cup success!')).toBeTruthy();
    expect(screen.getByText('Success!')).toBeTruthy();
    const post = view.calls.find((c) => c.method === 'POST' && c.path === '/v1/admin/campaigns');
    expect(post?.body).toMatchObject({ codeName: 'summer-cup', name: 'Summer Cup', timezone: 'GMT+0800' });
    const patch = view.calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ URL: `${window.location.origin}/event/summer-cup` });
    expect(await screen.findByRole('heading', { name: 'Campaign summer-cup' })).toBeTruthy();
  });

  it('shows "Error!" with "Code: X, Message: Y" when the API refuses', async () => {
    const server = fakeServer({
      ...listed,
      'POST /v1/admin/campaigns': json({ errorCode: 'X', errorMessage: 'Y' }, 409),
    });
    renderDashboard({ path: '/eventory', session: testSession(), server });
    const form = await screen.findByTestId('campaign-create-form');
    fireEvent.change(within(form).getByLabelText('Code name'), { target: { value: 'taken' } });
    fireEvent.change(within(form).getByLabelText('Campaign name'), { target: { value: 'Taken' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText('Code: X, Message: Y')).toBeTruthy();
    expect(screen.getByText('Error!')).toBeTruthy();
  });

  it('creates a leaderboard and its Gift evaluator on the campaign detail', async () => {
    const server = fakeServer({
      ...detailRoutes({
        'GET /v1/admin/campaigns/10001/leaderboards': [
          { ...leaderboard, ID: 6, groupName: 'gone', isDeleted: true },
        ],
      }),
      'POST /v1/admin/leaderboards': json(leaderboard, 201),
      'POST /v1/admin/evaluators': json({ ID: 1 }, 201),
    });
    const view = renderDashboard({ path: '/eventory/10001', session: testSession(), server });
    const form = await screen.findByTestId('leaderboard-create-form');
    expect(screen.queryByText('gone')).toBeNull();
    expect(within(form).getByRole('checkbox', { name: /Score gifts/ })).toHaveProperty('checked', true);
    fireEvent.change(within(form).getByLabelText('Group name'), { target: { value: 'main' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create leaderboard' }));

    expect(await screen.findByText('Create Leaderboard: main success!')).toBeTruthy();
    const post = view.calls.find((c) => c.path === '/v1/admin/leaderboards');
    expect(post?.body).toMatchObject({
      eventID: 10001,
      groupName: 'main',
      startTime: campaign.startTime,
      endTime: campaign.endTime,
    });
    await waitFor(() =>
      expect(view.calls.find((c) => c.path === '/v1/admin/evaluators')?.body).toEqual({
        targetContainerID: 42,
        eventType: 1,
        resultKey: 'ReceiverID',
        judges: [],
        scoreCalc: { kind: 'field', field: 'Point' },
      }),
    );
  });
});

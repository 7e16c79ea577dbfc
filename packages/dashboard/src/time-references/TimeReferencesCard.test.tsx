// The campaign screen's relative times (decision 0094) per role: an editor (shared editing set, so
// dynamicTimestamp) sees the resolved time beside each expression and sets "relative to …"; a ViewOnly
// user reads them and is told setting needs the permission.
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';
import { campaign, detailRoutes, leaderboard, preloadCampaignScreens } from '../campaigns/test-fixtures.ts';

const reference = {
  kind: 'leaderboard',
  id: leaderboard.ID,
  field: 'endTime',
  expression: `campaign:${campaign.ID}.startTime+3d`,
  resolved: campaign.startTime + 3 * 86_400,
};

describe('relative times on the campaign screen', () => {
  beforeAll(preloadCampaignScreens, 60_000);

  it('shows each relative time with its expression and resolved time, and saves a new one (editor)', async () => {
    let saved = false;
    const server = fakeServer({
      ...detailRoutes(),
      'GET /v1/admin/campaigns/10001/time-references': () => json(saved ? [reference] : []),
      'PUT /v1/admin/campaigns/10001/time-references': () => {
        saved = true;
        return json([reference]);
      },
    });
    const view = renderDashboard({
      path: '/eventory/10001',
      session: testSession({ roles: ['BaseControl'] }),
      server,
    });
    const card = await screen.findByTestId('time-references-card', {}, { timeout: 10_000 });
    expect(within(card).getByText(/Every time of this campaign is set by hand/)).toBeTruthy();
    const form = within(card).getByRole('group', { name: 'Relative to …' });
    fireEvent.mouseDown(within(form).getByRole('combobox', { name: 'Time to set' }));
    fireEvent.click(await screen.findByTitle('leaderboard main'));
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'Offset' }), { target: { value: '3' } });
    expect(within(form).getByTestId('time-reference-preview').textContent).toContain('Resolves to');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        kind: 'leaderboard',
        id: leaderboard.ID,
        field: 'startTime',
        expression: `campaign:${campaign.ID}.startTime+3h`,
      }),
    );
    expect(await within(card).findByText('campaign start + 3 days')).toBeTruthy();
    expect(within(card).getByText(reference.expression)).toBeTruthy();
  });

  it('lets a ViewOnly user read relative times but not set them', async () => {
    const server = fakeServer(detailRoutes({ 'GET /v1/admin/campaigns/10001/time-references': [reference] }));
    renderDashboard({ path: '/eventory/10001', session: testSession({ roles: ['ViewOnly'] }), server });
    const card = await screen.findByTestId('time-references-card', {}, { timeout: 10_000 });
    expect(await within(card).findByText('leaderboard main end')).toBeTruthy();
    expect(within(card).queryByRole('group', { name: 'Relative to …' })).toBeNull();
    expect(within(card).getByText(/setting them needs the dynamic timestamp permission/)).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Make literal' })).toBeNull();
  });
});

// The campaign screen's new-viewer rule (decision 0095) per role: developer (newUserLevel) sees the rule
// and the count and saves a rule; a campaign editor without newUserLevel sees no card.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, json, renderScreen, testSession } from '../app/testing.tsx';
import CampaignDetail from '../campaigns/CampaignDetail.tsx';
import { detailRoutes } from '../campaigns/test-fixtures.ts';

describe('new viewers on the campaign screen', () => {
  it('shows the count and saves a rule for a holder of newUserLevel', async () => {
    const server = fakeServer({
      ...detailRoutes({
        'GET /v1/admin/campaigns/10001/new-viewers': {
          campaignID: 10001,
          rule: null,
          viewers: 40,
          newViewers: 0,
          at: 1,
        },
      }),
      'PUT /v1/admin/campaigns/10001/new-viewer-rule': (call) =>
        json({
          campaignID: 10001,
          ...(call.body as object),
          updatedBy: 'ops.lead@eventory.test',
          updatedAt: 1,
        }),
    });
    const view = renderScreen(<CampaignDetail />, {
      route: '/eventory/:campaignId',
      path: '/eventory/10001',
      session: testSession(),
      server,
    });
    const card = await screen.findByTestId('new-viewers-card', {}, { timeout: 10_000 });
    expect(await within(card).findByText('0 of 40 viewers are new now.')).toBeTruthy();
    expect(within(card).getByText('Nobody counts as new until you set a rule.')).toBeTruthy();
    fireEvent.change(within(card).getByRole('spinbutton', { name: 'At most' }), { target: { value: '14' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Save rule' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        rule: { basis: 'accountAge', atMost: 14 },
      }),
    );
  });

  it('enables Save rule only after the rule was changed (admin spec §5; issue 30 §3.5)', async () => {
    const server = fakeServer(
      detailRoutes({
        'GET /v1/admin/campaigns/10001/new-viewer-rule': {
          campaignID: 10001,
          rule: { basis: 'accountAge', atMost: 7 },
          updatedBy: 'ops.lead@eventory.test',
          updatedAt: 1,
        },
      }),
    );
    renderScreen(<CampaignDetail />, {
      route: '/eventory/:campaignId',
      path: '/eventory/10001',
      session: testSession(),
      server,
    });
    const card = await screen.findByTestId('new-viewers-card');
    const atMost = within(card).getByRole('spinbutton', { name: 'At most' });
    await waitFor(() => expect((atMost as HTMLInputElement).value).toBe('7'));
    const save = within(card).getByRole('button', { name: 'Save rule' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.change(atMost, { target: { value: '14' } });
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
  });

  it('is not shown to a campaign editor without newUserLevel', async () => {
    const view = renderScreen(<CampaignDetail />, {
      route: '/eventory/:campaignId',
      path: '/eventory/10001',
      session: testSession({ roles: ['BaseControl'] }),
      server: fakeServer(detailRoutes()),
    });
    await screen.findByRole('heading', { name: 'Campaign summer-cup' }, { timeout: 10_000 });
    expect(screen.queryByTestId('new-viewers-card')).toBeNull();
    expect(view.calls.some((c) => c.path.includes('new-viewer'))).toBe(false);
  });
});

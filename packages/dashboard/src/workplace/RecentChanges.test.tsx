// The Workplace's own recent changes (decision 0097): every role lands on the Workplace and sees what it
// changed last, or what to do when it changed nothing.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeServer, renderDashboard, testSession } from '../app/testing.tsx';

describe('Workplace recent changes', () => {
  it('lists the signed-in admin’s latest changes', async () => {
    renderDashboard({
      path: '/dashboard/workplace',
      session: testSession({ roles: ['BaseControl'] }),
      server: fakeServer({
        'GET /v1/admin/workplace/recent-changes': {
          items: [
            {
              id: 9,
              email: 'ops.lead@eventory.test',
              at: 1_767_225_600,
              table: 'leaderboards',
              objId: '7',
              action: 'update',
              before: null,
              after: null,
            },
          ],
        },
      }),
    });
    expect(await screen.findByText(/update leaderboards #7/, {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('says what to expect when nothing was changed yet (ViewOnly)', async () => {
    renderDashboard({
      path: '/dashboard/workplace',
      session: testSession({ roles: ['ViewOnly'] }),
      server: fakeServer({ 'GET /v1/admin/workplace/recent-changes': { items: [] } }),
    });
    expect(
      await screen.findByText(/You have not changed anything yet/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
  });
});

// /tools (decision 0097) per role: ToolsControl sees the overview; a campaign editor does not.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeServer, renderDashboard, testSession } from '../app/testing.tsx';

describe('/tools', () => {
  beforeAll(() => import('./ToolsScreen.tsx'), 60_000);

  it('shows ToolsControl the simulator runs and watched files', async () => {
    renderDashboard({
      path: '/tools',
      session: testSession({ roles: ['ToolsControl'] }),
      server: fakeServer({
        'GET /v1/admin/tools/overview': {
          simulations: { running: 1, total: 3 },
          watchedFiles: { total: 2, failing: 1 },
          recentSimulations: [
            {
              id: 3,
              campaignID: 10001,
              state: 'running',
              sent: 1200,
              startedBy: 'tools@eventory.test',
              startedAt: 1,
            },
          ],
        },
      }),
    });
    expect(await screen.findByText('1 running of 3', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getByText('1 failing of 2')).toBeTruthy();
    expect(screen.getByText('tools@eventory.test')).toBeTruthy();
  });

  it('is closed to a campaign editor without toolsControl', async () => {
    const view = renderDashboard({
      path: '/tools',
      session: testSession({ roles: ['BaseControl'] }),
      server: fakeServer({}),
    });
    expect(await screen.findByText('Not authorised', {}, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByText(/running of/)).toBeNull();
    expect(view.calls.some((c) => c.path.startsWith('/v1/admin/tools'))).toBe(false);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';

const tools = testSession({ roles: ['ToolsControl'] });

describe('/tester/mock-data (issue 15 §6)', () => {
  beforeAll(() => import('./MockData.tsx'), 60_000);

  it('generates mock gifts with the typed lists', async () => {
    const view = renderDashboard({
      path: '/tester/mock-data',
      session: tools,
      server: fakeServer({
        'POST /v1/admin/leaderboard/find-all': { items: [] },
        'POST /v1/admin/giftbox/generate': { accepted: ['a'], duplicates: [], effects: [] },
      }),
    });
    fireEvent.change(await screen.findByLabelText('Receiver ids'), { target: { value: 'luna\n kai \n' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.path === '/v1/admin/giftbox/generate')?.body).toEqual({
        count: 100,
        giftIDs: [],
        senderIDs: [],
        receiverIDs: ['luna', 'kai'],
        pointMin: 1,
        pointMax: 100,
      }),
    );
    // No container of the type: says what to do.
    expect(await screen.findByText('No container of this type. Create a leaderboard first.')).toBeTruthy();
  });

  it('sets mock scores into the container chosen from find-all', async () => {
    const view = renderDashboard({
      path: '/tester/mock-data',
      session: tools,
      server: fakeServer({
        'POST /v1/admin/leaderboard/find-all': {
          items: [
            {
              containerID: 70,
              type: 'Leaderboard',
              refID: 3,
              refContainerType: 'Leaderboard',
              groupName: 'Top',
              records: 4,
            },
          ],
        },
        'POST /v1/admin/leaderboard/generate': json({ containerID: 70, mode: 'set', records: [{}, {}] }),
      }),
    });
    const select = await screen.findByLabelText('Container');
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByText('#70 Top (4 records)'));
    fireEvent.click(screen.getByRole('button', { name: 'Set scores' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.path === '/v1/admin/leaderboard/generate')?.body).toEqual({
        containerID: 70,
        keys: [],
        count: 20,
        scoreMin: 1,
        scoreMax: 10000,
      }),
    );
    expect(await screen.findByText('2 records set in container 70.')).toBeTruthy();
  });
});

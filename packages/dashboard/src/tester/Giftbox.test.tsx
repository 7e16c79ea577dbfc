import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeServer, renderDashboard, testSession } from '../app/testing.tsx';

const tools = testSession({ roles: ['ToolsControl'] });

describe('/tester/giftbox (issue 15 §6)', () => {
  beforeAll(() => import('./Giftbox.tsx'), 60_000);

  it('sends two gifts in one gift box and says what they changed', async () => {
    const view = renderDashboard({
      path: '/tester/giftbox',
      session: tools,
      server: fakeServer({
        'POST /v1/admin/giftbox/send': {
          accepted: ['a', 'b'],
          duplicates: [],
          effects: [{ containerID: 1, key: 'luna', scoreAdded: 15 }],
        },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add a gift' }));
    for (const [index, sender] of [
      [0, 'ben'],
      [1, 'chloe'],
    ] as const) {
      const row = await screen.findByTestId(`gift-row-${index}`);
      fireEvent.change(within(row).getByLabelText('Sender id'), { target: { value: sender } });
      fireEvent.change(within(row).getByLabelText('Receiver id'), { target: { value: 'luna' } });
    }
    fireEvent.click(screen.getByRole('button', { name: 'Send gift box' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.path === '/v1/admin/giftbox/send')?.body).toEqual({
        gifts: [
          { giftID: 'gift-1', senderID: 'ben', receiverID: 'luna', point: 10, count: 1 },
          { giftID: 'gift-1', senderID: 'chloe', receiverID: 'luna', point: 10, count: 1 },
        ],
      }),
    );
    expect(await screen.findByText('2 events stored, 1 records changed.')).toBeTruthy();
  });

  it('refuses a gift without its receiver, and sends a labor reward log', async () => {
    const view = renderDashboard({
      path: '/tester/giftbox',
      session: tools,
      server: fakeServer({
        'POST /v1/admin/giftbox/send-labor-reward-log': { accepted: ['x'], duplicates: [], effects: [] },
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Send gift box' }));
    expect(await screen.findByText('Receiver id is required')).toBeTruthy();
    expect(view.calls.some((c) => c.path === '/v1/admin/giftbox/send')).toBe(false);
    fireEvent.change(screen.getByLabelText('Streamer id'), { target: { value: 'luna' } });
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'three hours' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send labor reward' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.path.endsWith('send-labor-reward-log'))?.body).toEqual({
        streamerID: 'luna',
        point: 100,
        reason: 'three hours',
      }),
    );
    expect(await screen.findByText(/no container scored it/)).toBeTruthy();
  });

  it('is closed to roles without tester', async () => {
    renderDashboard({ path: '/tester/giftbox', session: testSession({ roles: ['user'] }) });
    expect(await screen.findByText('Not authorised')).toBeTruthy();
  });
});

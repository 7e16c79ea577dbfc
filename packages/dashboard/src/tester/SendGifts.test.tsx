import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { TEST_EVENT_SOURCE } from '@eventory/domain/events';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';

const users = (kind: string) => ({
  items: [{ userID: `${kind}-1`, displayName: `First ${kind}`, region: 'TW', openID: 'o', picture: '' }],
});

describe('Tester > Send Gifts', () => {
  it('sends a gift event and shows which container got how many points', async () => {
    const server = fakeServer({
      'GET /v1/admin/platform/users': (call) =>
        json(users(call.path.includes('streamer') ? 'streamer' : 'viewer')),
      'POST /v1/admin/event': json({
        accepted: true,
        duplicate: false,
        effects: [{ containerID: 42, key: 'streamer-1', scoreAdded: 100 }],
      }),
    });
    const view = renderDashboard({ path: '/tester/send-gifts', session: testSession(), server });
    const form = await screen.findByTestId('tester-form');
    expect(within(form).getByLabelText('Gift ID')).toHaveProperty('value', 'gift-1');
    expect(within(form).getByLabelText('Point')).toHaveProperty('value', '0');
    fireEvent.change(within(form).getByLabelText('Sender'), { target: { value: 'viewer-1' } });
    fireEvent.change(within(form).getByLabelText('Receiver'), { target: { value: 'streamer-1' } });
    fireEvent.change(within(form).getByLabelText('Point'), { target: { value: '100' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send gift' }));

    const result = await screen.findByTestId('tester-result');
    expect(within(result).getByText('Accepted')).toBeTruthy();
    expect(within(result).getByText('Container 42: streamer-1 +100')).toBeTruthy();
    const sent = view.calls.find((c) => c.path === '/v1/admin/event')?.body as Record<string, unknown>;
    expect(sent).toMatchObject({
      source: TEST_EVENT_SOURCE,
      type: 1,
      giftEvent: { giftID: 'gift-1', senderID: 'viewer-1', receiverID: 'streamer-1', point: 100 },
    });
    expect(typeof sent.ID).toBe('string');
    expect(Math.abs((sent.timestamp as number) - Date.now())).toBeLessThan(60_000);
  });
});

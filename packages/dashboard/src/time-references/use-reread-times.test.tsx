// After a write that can move a referenced time the dashboard reads the campaign's time-bearing lists
// again (decision 0094): moving the campaign's start shows the leaderboard end that follows it moved,
// without a reload.
import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';
import { campaign, detailRoutes, leaderboard, preloadCampaignScreens } from '../campaigns/test-fixtures.ts';
import { formatUnixSeconds } from '../forms/time.ts';

const D = 86_400;

describe('reading the times again after a write', () => {
  beforeAll(preloadCampaignScreens, 60_000);

  it("moving the campaign's start shows the leaderboard end that follows it moved", async () => {
    let start = campaign.startTime;
    const server = fakeServer({
      ...detailRoutes(),
      'GET /v1/admin/campaigns/10001/leaderboards': () => json([{ ...leaderboard, endTime: start + 3 * D }]),
      'PATCH /v1/admin/campaigns/10001': (call) => {
        start = (call.body as { startTime: number }).startTime;
        return json({ ...campaign, startTime: start, updateTime: 2 });
      },
    });
    renderDashboard({ path: '/eventory/10001', session: testSession(), server });
    const list = await screen.findByTestId('leaderboard-list');
    expect(await within(list).findByText(formatUnixSeconds(campaign.startTime + 3 * D))).toBeTruthy();

    const form = screen.getByTestId('campaign-edit-form');
    const input = within(form).getByLabelText('Start time') as HTMLInputElement;
    const moved = dayjs.unix(campaign.startTime + D).format('YYYY-MM-DD HH:mm:ss');
    fireEvent.mouseDown(input);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: moved } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.blur(input);
    await waitFor(() => expect(input.value).toBe(moved));
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(list).findByText(formatUnixSeconds(campaign.startTime + D + 3 * D))).toBeTruthy();
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Leaderboard } from '@eventory/domain/campaign';
import type { PermanentCampaign } from '@eventory/domain/permanent';
import type { Role } from '@eventory/domain/permissions';
import { fakeServer, json, renderDashboard, renderScreen, testSession } from '../app/testing.tsx';
import PermanentArea from './PermanentArea.tsx';
import { campaign } from '../campaigns/test-fixtures.ts';

const board = {
  ID: 31,
  eventID: campaign.ID,
  groupName: 'Forever',
  startTime: 1_700_000_000,
  endTime: 1_900_000_000,
  containerID: 70,
} as unknown as Leaderboard;
const area: PermanentCampaign[] = [{ campaign: { ...campaign, isPermanent: true }, leaderboards: [board] }];

const open = (role: Role, routes: Record<string, unknown> = {}) =>
  renderScreen(<PermanentArea />, {
    route: '/permanent-leaderboard',
    path: '/permanent-leaderboard',
    session: testSession({ roles: [role] }),
    server: fakeServer({ 'GET /v1/admin/permanent/campaigns': { items: area }, ...routes }),
  });

describe('/permanent-leaderboard (admin spec §6, issue 15 §6)', () => {
  it('PermanentViewOnly sees the permanent leaderboards read-only', async () => {
    open('PermanentViewOnly');
    const row = (await screen.findByText('Forever')).closest('tr') as HTMLElement;
    expect(screen.getByText(/You can look but not change anything here/)).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('PermanentBaseControl renames a leaderboard (PATCH permanent/leaderboards/{id}) but cannot replay', async () => {
    const view = open('PermanentBaseControl', { 'PATCH /v1/admin/permanent/leaderboards/31': json(board) });
    const row = (await screen.findByText('Forever')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Replay' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Rename' }));
    // Admin spec §5 (issue 30 §3.5): Save is enabled only after an edit.
    expect(screen.getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Group name'), { target: { value: ' Always ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ groupName: 'Always' }),
    );
  });

  it('PermanentReplayOnly replays but cannot rename', async () => {
    const view = open('PermanentReplayOnly', {
      'POST /v1/admin/permanent/containers/70/replay': json({ status: 'Preparing' }, 202),
    });
    const row = (await screen.findByText('Forever')).closest('tr') as HTMLElement;
    expect(within(row).queryByRole('button', { name: 'Rename' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Replay' }));
    const confirm = await screen.findAllByRole('button', { name: 'Replay' });
    fireEvent.click(confirm.at(-1)!);
    await waitFor(() => expect(view.calls.some((c) => c.path.endsWith('/containers/70/replay'))).toBe(true));
  });

  it('PermanentReplayControl both renames and replays', async () => {
    open('PermanentReplayControl');
    const row = (await screen.findByText('Forever')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('button', { name: 'Rename' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Replay' })).toBeTruthy();
  });

  it('says what to do when there is no permanent campaign', async () => {
    open('PermanentViewOnly', { 'GET /v1/admin/permanent/campaigns': { items: [] } });
    expect(await screen.findByText(/No permanent campaign yet/)).toBeTruthy();
  });

  it('is closed to regular roles', async () => {
    renderDashboard({
      path: '/permanent-leaderboard',
      session: testSession({ roles: ['user'] }),
      server: fakeServer({ 'GET /v1/admin/permanent/campaigns': { items: area } }),
    });
    expect(await screen.findByText('Not authorised')).toBeTruthy();
  });
});

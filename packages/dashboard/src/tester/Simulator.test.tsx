import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Simulation } from '@eventory/domain/tester';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';

const tools = testSession({ roles: ['ToolsControl'] });
const run = (overrides: Partial<Simulation> = {}): Simulation => ({
  id: 4,
  campaignID: 10001,
  rate: 10,
  durationSeconds: 60,
  state: 'running',
  sent: 0,
  error: '',
  startedBy: 'ops@eventory.test',
  startTime: 1_700_000_000,
  endTime: null,
  ...overrides,
});

describe('/tester/simulator (issue 15 §6)', () => {
  beforeAll(() => import('./Simulator.tsx'), 60_000);

  it('starts a run and shows it moving (refreshed every second), then stops it', async () => {
    let listed = 0;
    let stopped = false;
    const view = renderDashboard({
      path: '/tester/simulator',
      session: tools,
      server: fakeServer({
        'GET /v1/admin/simulator/simulations': () => {
          listed += 1;
          return json({
            items: listed === 1 ? [] : [run({ sent: listed * 10, state: stopped ? 'stopped' : 'running' })],
          });
        },
        'POST /v1/admin/simulator/start': run(),
        'POST /v1/admin/simulator/4/stop': () => {
          stopped = true;
          return json(run({ state: 'stopped' }));
        },
      }),
    });
    expect(
      await screen.findByText('No simulation yet. Give a campaign id and a rate, then Start.'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Campaign id'), { target: { value: '10001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.path === '/v1/admin/simulator/start')?.body).toEqual({
        campaignID: 10001,
        rate: 10,
        durationSeconds: 60,
        pointMin: 1,
        pointMax: 100,
      }),
    );
    const row = (await screen.findByText('Running')).closest('tr') as HTMLElement;
    const sentBefore = Number(within(row).getAllByRole('cell')[5]!.textContent);
    await waitFor(
      () => {
        const r = screen.getByText('Running').closest('tr') as HTMLElement;
        expect(Number(within(r).getAllByRole('cell')[5]!.textContent)).toBeGreaterThan(sentBefore);
      },
      // The screen re-reads every second; a loaded CI machine may take a few seconds more.
      { timeout: 10_000 },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stopped')).toBeTruthy();
  });

  it('asks for the campaign id before calling the server', async () => {
    const view = renderDashboard({
      path: '/tester/simulator',
      session: tools,
      server: fakeServer({ 'GET /v1/admin/simulator/simulations': { items: [] } }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Start' }));
    expect(await screen.findByText('A whole number from 1 to 2147483647.')).toBeTruthy();
    expect(view.calls.some((c) => c.path === '/v1/admin/simulator/start')).toBe(false);
  });

  it('is closed to roles without simulator', async () => {
    renderDashboard({ path: '/tester/simulator', session: testSession({ roles: ['ReplayControl'] }) });
    expect(await screen.findByText('Not authorised')).toBeTruthy();
  });
});

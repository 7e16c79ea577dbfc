import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { JobExecution } from '@eventory/domain/jobs';
import { fakeServer, renderDashboard, testSession } from '../app/testing.tsx';
import { FakeSocket } from '../live/fake-socket.ts';

const run = (overrides: Partial<JobExecution>): JobExecution => ({
  id: 7,
  jobID: 1,
  jobName: 'Nightly report',
  state: 'in progress',
  dueAt: 1_767_225_600_000,
  startedAt: 1_767_225_600_000,
  finishedAt: null,
  durationMs: null,
  exitCode: null,
  stdout: '',
  stderr: '',
  error: null,
  ...overrides,
});

describe('/job-system/executions', () => {
  beforeAll(() => import('./JobExecutions.tsx'), 60_000);
  beforeEach(() => {
    FakeSocket.reset();
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("lists runs with their state in words, and shows a run's output and error on expanding it", async () => {
    renderDashboard({
      path: '/job-system/executions',
      session: testSession(),
      server: fakeServer({
        'GET /v1/admin/job-system/executions': {
          items: [
            run({
              id: 8,
              state: 'failed',
              exitCode: null,
              stdout: 'started\n',
              error: 'Killed at its timeout of 300 ms.',
              durationMs: 301,
            }),
          ],
          total: 1,
        },
      }),
    });
    const table = await screen.findByTestId('execution-list');
    expect(await within(table).findByText('Failed')).toBeTruthy();
    expect(within(table).getByText('301 ms')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: /expand/i }));
    const output = await screen.findByTestId('execution-output-8');
    expect(within(output).getByText('Killed at its timeout of 300 ms.')).toBeTruthy();
    expect(output.textContent).toContain('started');
  });

  it('filters by job and state (the offset goes back to 0)', async () => {
    const view = renderDashboard({
      path: '/job-system/executions?jobId=3&offset=20',
      session: testSession(),
      server: fakeServer({ 'GET /v1/admin/job-system/executions': { items: [], total: 0 } }),
    });
    await screen.findByTestId('execution-list');
    expect(view.calls.find((c) => c.path.startsWith('/v1/admin/job-system/executions'))?.path).toBe(
      '/v1/admin/job-system/executions?jobId=3&limit=20&offset=20',
    );
    fireEvent.mouseDown(screen.getByLabelText('State'));
    fireEvent.click(await screen.findByTitle('failed'));
    await waitFor(
      () =>
        expect(view.calls.at(-1)?.path).toBe(
          '/v1/admin/job-system/executions?jobId=3&state=failed&limit=20&offset=0',
        ),
      { timeout: 5000 },
    );
    expect(await screen.findByText(/No runs yet/)).toBeTruthy();
  });

  it('subscribes to job-system with the session token and updates a run live; a new run reloads the page', async () => {
    let page = [run({})];
    const view = renderDashboard({
      path: '/job-system/executions',
      session: testSession(),
      server: fakeServer({
        'GET /v1/admin/job-system/executions': () => Response.json({ items: page, total: page.length }),
      }),
    });
    const table = await screen.findByTestId('execution-list');
    expect(await within(table).findByText('In progress')).toBeTruthy();
    const socket = FakeSocket.latest();
    act(() => socket.accept());
    expect(socket.sent).toEqual([{ channel: 'job-system', accessToken: 'test-token' }]);
    expect(await screen.findByText('Live')).toBeTruthy();
    const loads = () => view.calls.filter((c) => c.path.startsWith('/v1/admin/job-system/executions')).length;
    const before = loads();
    act(() =>
      socket.message({
        type: 'update-execution',
        execution: run({ state: 'succeeded', exitCode: 0, durationMs: 42 }),
      }),
    );
    expect(await within(table).findByText('Succeeded')).toBeTruthy();
    expect(within(table).getByText('42 ms')).toBeTruthy();
    expect(loads()).toBe(before);
    page = [run({ id: 9, jobName: 'Backup' }), ...page];
    act(() => socket.message({ type: 'update-execution', execution: run({ id: 9, jobName: 'Backup' }) }));
    expect(await within(table).findByText('Backup (#1)')).toBeTruthy();
    expect(loads()).toBe(before + 1);
  });

  it('says live updates stopped after close code 4001 (sign in again) and does not reconnect', async () => {
    renderDashboard({
      path: '/job-system/executions',
      session: testSession(),
      server: fakeServer({ 'GET /v1/admin/job-system/executions': { items: [], total: 0 } }),
    });
    await screen.findByTestId('execution-list');
    act(() => FakeSocket.latest().serverClose(4001, 'sign in again'));
    expect(await screen.findByText('Live updates stopped (code 4001).')).toBeTruthy();
    expect(screen.getByText(/sign in again, then reopen/)).toBeTruthy();
    await new Promise((done) => setTimeout(done, 1200));
    expect(FakeSocket.instances).toHaveLength(1);
  });
});

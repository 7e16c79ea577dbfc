import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { JobConfig } from '@eventory/domain/jobs';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';

const job = (overrides: Partial<JobConfig>): JobConfig => ({
  id: 1,
  name: 'Nightly report',
  type: 'command',
  interval: 60,
  startTime: null,
  endTime: null,
  timeout: 60000,
  enabled: true,
  useClusterRunner: false,
  command: 'scripts/report.sh',
  cwd: null,
  args: ['--full'],
  nextRunAt: 1_767_225_600_000,
  createTime: 1_767_225_600,
  updateTime: 1_767_225_600,
  ...overrides,
});
const builtIn = job({
  id: 2,
  name: 'Auto prizes',
  type: 'autoPrizes',
  interval: 30,
  command: null,
  args: [],
});

describe('/job-system/list', () => {
  beforeAll(() => import('./JobList.tsx'), 60_000);

  it('lists the jobs in the server order with schedule and command, 20 a page', async () => {
    const view = renderDashboard({
      path: '/job-system/list',
      session: testSession(),
      server: fakeServer({ 'GET /v1/admin/job-system/jobs': { items: [builtIn, job({})], total: 45 } }),
    });
    const table = await screen.findByTestId('job-list');
    await within(table).findByText('Nightly report');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]?.textContent).toContain('Auto prizes');
    expect(rows[1]?.textContent).toContain('Built-in: auto prizes');
    expect(rows[2]?.textContent).toContain('scripts/report.sh --full');
    expect(rows[2]?.textContent).toContain('60 s');
    expect(rows[2]?.textContent).toContain('Always');
    expect(view.calls.find((c) => c.path.startsWith('/v1/admin/job-system/jobs'))?.path).toBe(
      '/v1/admin/job-system/jobs?limit=20&offset=0',
    );
    // A built-in job has no delete; a command job does.
    expect(within(rows[1] as HTMLElement).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(
      within(rows[2] as HTMLElement).getByRole('button', { name: 'Delete job Nightly report' }),
    ).toBeTruthy();
    expect(
      within(rows[2] as HTMLElement)
        .getByRole('link', { name: 'Runs' })
        .getAttribute('href'),
    ).toBe('/job-system/executions?jobId=1');
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(view.calls.at(-1)?.path).toBe('/v1/admin/job-system/jobs?limit=20&offset=40'));
  });

  it('says what to do when there are no jobs', async () => {
    renderDashboard({
      path: '/job-system/list',
      session: testSession(),
      server: fakeServer({ 'GET /v1/admin/job-system/jobs': { items: [], total: 0 } }),
    });
    expect(await screen.findByText(/A developer can add one with "New job"/)).toBeTruthy();
  });

  it('shows the error with a retry when the list does not load', async () => {
    let calls = 0;
    renderDashboard({
      path: '/job-system/list',
      session: testSession(),
      server: fakeServer({
        'GET /v1/admin/job-system/jobs': () =>
          ++calls === 1
            ? json({ errorCode: 'INTERNAL', errorMessage: 'boom' }, 500)
            : json({ items: [job({})], total: 1 }),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Nightly report')).toBeTruthy();
  });

  it('a developer creates a command job with the defaults (interval 60, timeout 60000)', async () => {
    const view = renderDashboard({
      path: '/job-system/list',
      session: testSession(),
      server: fakeServer({
        'GET /v1/admin/job-system/jobs': { items: [], total: 0 },
        'POST /v1/admin/job-system/jobs': (call) => json(job(call.body as Partial<JobConfig>)),
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'New job' }));
    const editor = await screen.findByTestId('job-editor');
    fireEvent.change(within(editor).getByLabelText('Name'), { target: { value: 'Backup' } });
    fireEvent.change(within(editor).getByLabelText('Command'), { target: { value: '../etc/passwd' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    expect(await within(editor).findByText(/Give a path inside the jobs directory/)).toBeTruthy();
    fireEvent.change(within(editor).getByLabelText('Command'), { target: { value: 'backup.sh' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(view.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Backup',
      interval: 60,
      startTime: null,
      endTime: null,
      timeout: 60000,
      enabled: true,
      useClusterRunner: false,
      command: 'backup.sh',
      cwd: null,
      args: [],
    });
  });

  it('only developers may create command jobs: the button is off for others', async () => {
    renderDashboard({
      path: '/job-system/list',
      session: testSession({ roles: ['user'], isSuperAdmin: true }),
      server: fakeServer({ 'GET /v1/admin/job-system/jobs': { items: [job({})], total: 1 } }),
    });
    await screen.findByText('Nightly report');
    expect(screen.getByRole('button', { name: 'New job' }).hasAttribute('disabled')).toBe(true);
  });

  it('editing a built-in job sends its schedule only, never a command', async () => {
    const view = renderDashboard({
      path: '/job-system/list',
      session: testSession(),
      server: fakeServer({
        'GET /v1/admin/job-system/jobs': { items: [builtIn], total: 1 },
        'PATCH /v1/admin/job-system/jobs/2': (call) => json({ ...builtIn, ...(call.body as object) }),
      }),
    });
    const table = await screen.findByTestId('job-list');
    fireEvent.click(await within(table).findByRole('button', { name: 'Edit' }));
    const editor = await screen.findByTestId('job-editor');
    expect(within(editor).queryByLabelText('Command')).toBeNull();
    fireEvent.change(within(editor).getByLabelText('Interval'), { target: { value: '120' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.calls.some((c) => c.method === 'PATCH')).toBe(true));
    const body = view.calls.find((c) => c.method === 'PATCH')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ interval: 120, name: 'Auto prizes' });
    expect(body).not.toHaveProperty('command');
  });
});

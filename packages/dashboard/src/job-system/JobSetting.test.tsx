import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { JobSystemStatus } from '@eventory/domain/jobs';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';

const status = (overrides: Partial<JobSystemStatus> = {}): JobSystemStatus => ({
  paused: false,
  running: true,
  jobs: 4,
  enabledJobs: 3,
  inProgress: 1,
  lastTickAt: 1_767_225_600_000,
  ...overrides,
});

describe('/job-system/setting', () => {
  beforeAll(() => import('./JobSetting.tsx'), 60_000);

  it('shows the scheduler status and pauses it, then resumes it', async () => {
    let current = status();
    const view = renderDashboard({
      path: '/job-system/setting',
      session: testSession(),
      server: fakeServer({
        'GET /v1/admin/job-system/status': () => json(current),
        'PUT /v1/admin/job-system/status': (call) => {
          current = status({ paused: (call.body as { paused: boolean }).paused });
          return json(current);
        },
      }),
    });
    const box = await screen.findByTestId('job-system-status');
    expect(within(box).getByText('Running')).toBeTruthy();
    expect(within(box).getByText('4 jobs, 3 enabled')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Pause the scheduler' }));
    expect(await screen.findByText(/The scheduler is paused: no job runs/)).toBeTruthy();
    expect(view.calls.find((c) => c.method === 'PUT')?.body).toEqual({ paused: true });
    fireEvent.click(screen.getByRole('button', { name: 'Resume the scheduler' }));
    await waitFor(() =>
      expect(view.calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ paused: false }),
    );
    expect(await screen.findByRole('button', { name: 'Pause the scheduler' })).toBeTruthy();
  });

  it('a read-only user sees the status but may not pause', async () => {
    renderDashboard({
      path: '/job-system/setting',
      session: testSession({ readonly: true }),
      server: fakeServer({ 'GET /v1/admin/job-system/status': status() }),
    });
    await screen.findByTestId('job-system-status');
    expect(screen.getByRole('button', { name: 'Pause the scheduler' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows what went wrong with a retry when the status does not load', async () => {
    renderDashboard({
      path: '/job-system/setting',
      session: testSession(),
      server: fakeServer({}),
    });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('reads right-to-left in Arabic', async () => {
    renderDashboard({
      path: '/job-system/setting',
      session: testSession(),
      locale: 'ar',
      server: fakeServer({ 'GET /v1/admin/job-system/status': status({ paused: true }) }),
    });
    expect(await screen.findByText('متوقف مؤقتًا')).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
  });
});

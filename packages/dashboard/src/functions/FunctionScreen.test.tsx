import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FunctionConfig, FunctionRunResult } from '@eventory/domain/functions';
import { fakeServer, json, renderDashboard, testSession, type FetchCall } from '../app/testing.tsx';

const fn = (overrides: Partial<FunctionConfig> = {}): FunctionConfig => ({
  id: 4,
  uuid: '6c1b3c1e-8a0b-4d2e-9a55-3a3f6f2d8b10',
  filepath: 'functions/report.js',
  args: ['summer'],
  description: 'Daily report',
  createTime: 1_767_225_600,
  updateTime: 1_767_225_600,
  ...overrides,
});

describe('function screen (issue 15 §3)', () => {
  beforeAll(() => import('./FunctionScreen.tsx'), 60_000);

  it('lists the functions with their script and default args', async () => {
    const server = fakeServer({ 'GET /v1/admin/function': { items: [fn()] } });
    renderDashboard({ path: '/function-system', session: testSession(), server });
    const list = await screen.findByTestId('function-list');
    expect(await within(list).findByText('functions/report.js')).toBeTruthy();
    expect(within(list).getByText('summer')).toBeTruthy();
  });

  it('says what to do when there are none', async () => {
    const server = fakeServer({ 'GET /v1/admin/function': { items: [] } });
    renderDashboard({ path: '/function-system', session: testSession(), server });
    expect(await screen.findByText(/No functions yet\. Upload a script/)).toBeTruthy();
  });

  it('creates a function, refusing a path that is not a script in storage', async () => {
    const server = fakeServer({
      'GET /v1/admin/function': { items: [] },
      'POST /v1/admin/function': (call: FetchCall) => json(fn({ id: 5, ...(call.body as object) })),
    });
    renderDashboard({ path: '/function-system', session: testSession(), server });
    fireEvent.click(await screen.findByRole('button', { name: 'New function' }));
    const form = await screen.findByTestId('function-form');
    const path = within(form).getByLabelText('Script (storage path)');
    fireEvent.change(path, { target: { value: '../evil.js' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText("The path must not hold '.' or '..' segments.")).toBeTruthy();
    fireEvent.change(path, { target: { value: 'functions/data.json' } });
    expect(await within(form).findByText('The script must be a .js or .mjs file.')).toBeTruthy();
    fireEvent.change(path, { target: { value: 'functions/greet.js' } });
    fireEvent.change(within(form).getByLabelText('Default arguments (one per line)'), {
      target: { value: 'a\n\n b \n' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
        filepath: 'functions/greet.js',
        args: ['a', 'b'],
        description: '',
      }),
    );
    expect(await screen.findByText('Function 5 created.')).toBeTruthy();
  });

  it('runs a function with the args typed and shows how it ended, stdout and stderr', async () => {
    const result: FunctionRunResult = {
      stdout: 'hello x\n',
      stderr: 'Stopped: the function ran longer than 5000 ms.\n',
      outcome: 'timeout',
      durationMs: 5003,
    };
    const server = fakeServer({
      'GET /v1/admin/function': { items: [fn()] },
      'POST /v1/admin/function/4/run': result,
    });
    renderDashboard({ path: '/function-system', session: testSession(), server });
    fireEvent.click(await screen.findByRole('button', { name: 'Run 4' }));
    fireEvent.change(await screen.findByLabelText(/Arguments for this run/), { target: { value: 'x' } });
    const runs = screen.getAllByRole('button', { name: 'Run' });
    fireEvent.click(runs[runs.length - 1] as HTMLElement);
    const shown = await screen.findByTestId('function-result');
    expect(within(shown).getByText('Stopped: time limit')).toBeTruthy();
    expect(within(shown).getByTestId('function-stdout').textContent).toBe('hello x\n');
    expect(within(shown).getByTestId('function-stderr').textContent).toContain('ran longer than 5000 ms');
    expect(server.calls.find((c) => c.path === '/v1/admin/function/4/run')?.body).toEqual({ args: ['x'] });
  });

  it('offers no run or change to a read-only user', async () => {
    const server = fakeServer({ 'GET /v1/admin/function': { items: [fn()] } });
    renderDashboard({ path: '/function-system', session: testSession({ readonly: true }), server });
    expect(await screen.findByText('functions/report.js')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Run 4' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New function' })).toBeNull();
  });

  it('says what went wrong and retries', async () => {
    let fail = true;
    const server = fakeServer({
      'GET /v1/admin/function': () =>
        fail ? json({ errorCode: 'INTERNAL', errorMessage: 'down' }, 503) : json({ items: [fn()] }),
    });
    renderDashboard({ path: '/function-system', session: testSession(), server });
    expect(await screen.findByText('Could not load the data.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('functions/report.js')).toBeTruthy();
  });
});

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderDashboard, testSession } from '../app/testing.tsx';
import { WATCH_INTERVAL_MS } from './use-watched-files.ts';

const tools = testSession({ roles: ['ToolsControl'] });

describe('/tester/watched-files (issue 15 §6)', { timeout: 60_000 }, () => {
  beforeAll(() => import('./WatchedFiles.tsx'), 60_000);
  afterEach(() => vi.unstubAllGlobals());

  it('says what to do with no file, watches a URL and shows its data; refuses a non-http URL', async () => {
    let version = 1;
    const fetched: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      fetched.push(String(input));
      return new Response(JSON.stringify({ streamers: [{ id: 'luna', v: version }] }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    renderDashboard({ path: '/tester/watched-files', session: tools });
    expect(await screen.findByText(/No watched files/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Watch' }));
    expect(await screen.findByText('Give an http(s) URL.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('URL'), {
      target: { value: 'https://cdn.test/campaign/cup/top.json' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Watch' }));
    expect(await screen.findByText(/"luna"/)).toBeTruthy();
    expect(fetched).toContain('https://cdn.test/campaign/cup/top.json');
    expect(JSON.parse(window.localStorage.getItem('eventory.watchedFiles') ?? '[]')).toEqual([
      'https://cdn.test/campaign/cup/top.json',
    ]);
    version = 2;
    fireEvent.click(screen.getByRole('button', { name: 'Fetch now' }));
    expect(await screen.findByText(/"v": 2/)).toBeTruthy();
    expect(WATCH_INTERVAL_MS).toBe(60_000);
  });

  it('says when a file could not be fetched', async () => {
    vi.stubGlobal('fetch', async () => new Response('nope', { status: 404 }));
    renderDashboard({ path: '/tester/watched-files', session: tools });
    fireEvent.change(await screen.findByLabelText('URL'), {
      target: { value: 'https://cdn.test/missing.json' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Watch' }));
    await waitFor(() => expect(screen.getByText('Could not fetch it: HTTP 404')).toBeTruthy());
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { WatchedFile } from '@eventory/domain/watched-files';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';
import { WATCH_INTERVAL_MS } from './use-watched-files.ts';

const tools = testSession({ roles: ['ToolsControl'] });
const file = (overrides: Partial<WatchedFile> = {}): WatchedFile => ({
  id: 3,
  path: 'campaign/cup/top.json',
  data: null,
  updatedAt: null,
  fetchedAt: null,
  error: null,
  ...overrides,
});

describe('/tester/watched-files (issue 15 §6, decision 0070)', () => {
  beforeAll(() => import('./WatchedFiles.tsx'), 60_000);

  it('says what to do with no file, refuses a path leaving storage, adds a path and shows what the server read', async () => {
    let items: WatchedFile[] = [];
    const view = renderDashboard({
      path: '/tester/watched-files',
      session: tools,
      server: fakeServer({
        'GET /v1/admin/tester/watched-files': () => json({ items }),
        'POST /v1/admin/tester/watched-files': () => {
          items = [file()];
          return json(items[0]);
        },
      }),
    });
    expect(await screen.findByText(/No watched files\. Add the storage path/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Storage path'), { target: { value: '../secret.json' } });
    fireEvent.click(screen.getByRole('button', { name: 'Watch' }));
    expect(await screen.findByText(/Give a storage path of a \.json file/)).toBeTruthy();
    expect(view.calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByLabelText('Storage path'), { target: { value: 'campaign/cup/top.json' } });
    fireEvent.click(screen.getByRole('button', { name: 'Watch' }));
    await waitFor(() =>
      expect(view.calls.find((c) => c.method === 'POST')?.body).toEqual({ path: 'campaign/cup/top.json' }),
    );
    const card = await screen.findByTestId('watched-file');
    expect(within(card).getByText('campaign/cup/top.json')).toBeTruthy();
    expect(within(card).getByText(/Not read yet/)).toBeTruthy();

    // The server read it: Refresh (on demand) shows the data and when it changed.
    items = [
      file({
        data: { streamers: [{ id: 'luna' }] },
        updatedAt: 1_700_000_000_000,
        fetchedAt: 1_700_000_000_000,
      }),
    ];
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText(/"luna"/)).toBeTruthy();
    expect(screen.queryByText(/Not read yet/)).toBeNull();
    expect(WATCH_INTERVAL_MS).toBe(60_000);
  });

  it('shows the last read error beside the last data, and removes a file', async () => {
    let items = [
      file({
        data: { streamers: [] },
        updatedAt: 1_700_000_000_000,
        fetchedAt: 1_700_000_060_000,
        error: 'The file does not exist in storage.',
      }),
    ];
    const view = renderDashboard({
      path: '/tester/watched-files',
      session: tools,
      server: fakeServer({
        'GET /v1/admin/tester/watched-files': () => json({ items }),
        'DELETE /v1/admin/tester/watched-files/3': () => {
          items = [];
          return json({ id: 3 });
        },
      }),
    });
    expect(await screen.findByText('The last read failed: The file does not exist in storage.')).toBeTruthy();
    expect(screen.getByText(/"streamers": \[\]/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop watching' }));
    expect(await screen.findByText(/No watched files/)).toBeTruthy();
    expect(
      view.calls.some((c) => c.method === 'DELETE' && c.path === '/v1/admin/tester/watched-files/3'),
    ).toBe(true);
  });

  it('says when the list could not be loaded, with a retry', async () => {
    renderDashboard({
      path: '/tester/watched-files',
      session: tools,
      server: fakeServer({
        'GET /v1/admin/tester/watched-files': () =>
          json({ errorCode: 'INTERNAL', errorMessage: 'down' }, 503),
      }),
    });
    expect(await screen.findByText('Could not load the data.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

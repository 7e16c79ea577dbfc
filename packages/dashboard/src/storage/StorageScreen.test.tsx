import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StorageItem, StorageListing } from '@eventory/domain/storage';
import { fakeServer, json, renderDashboard, testSession, type FetchCall } from '../app/testing.tsx';

const item = (name: string, size = 120): StorageItem => ({
  name,
  size,
  updated: 1_767_225_600,
  contentType: 'application/json',
});

const pageOf = (call: FetchCall): StorageListing => {
  const query = new URL(call.path, 'http://x').searchParams;
  if (query.get('pageToken') === 'p2') return { items: [item('campaign/b.json', 2048)] };
  return {
    items: [item('campaign/a.json')],
    nextQuery: { prefix: query.get('prefix') ?? '', pageToken: 'p2' },
  };
};

describe('storage screen (issue 15 §4)', () => {
  beforeAll(() => import('./StorageScreen.tsx'), 60_000);

  it('lists every page of the listing, following nextQuery.pageToken', async () => {
    const server = fakeServer({ 'GET /v1/admin/storage/find-all': (call: FetchCall) => json(pageOf(call)) });
    renderDashboard({ path: '/storage', session: testSession(), server });
    const list = await screen.findByTestId('storage-list');
    expect(await within(list).findByText('campaign/b.json')).toBeTruthy();
    expect(within(list).getByText('campaign/a.json')).toBeTruthy();
    expect(within(list).getByText('2.0 KiB')).toBeTruthy();
    expect(screen.getByTestId('storage-count').textContent).toBe('2 files');
    const finds = server.calls.filter((c) => c.path.startsWith('/v1/admin/storage/find-all'));
    expect(finds.map((c) => new URL(c.path, 'http://x').searchParams.get('pageToken'))).toEqual([null, 'p2']);
  });

  it('lists a prefix typed in the filter', async () => {
    const server = fakeServer({ 'GET /v1/admin/storage/find-all': { items: [] } });
    renderDashboard({ path: '/storage', session: testSession(), server });
    expect(
      await screen.findByText('No files here. Upload one, or clear the prefix to see every folder.'),
    ).toBeTruthy();
    const form = screen.getByTestId('storage-prefix');
    fireEvent.change(within(form).getByLabelText('Folder or name prefix'), {
      target: { value: ' campaign/summer/ ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(server.calls.some((c) => c.path.includes('prefix=campaign%2Fsummer%2F'))).toBe(true),
    );
  });

  it('uploads a file as a multipart form under the path typed, refusing paths that leave the root', async () => {
    let sent: FormData | undefined;
    const server = fakeServer({
      'GET /v1/admin/storage/find-all': { items: [] },
      'POST /v1/admin/storage/upload': () => json({ item: item('campaign/new.json') }),
    });
    const fetchImpl = server.fetch;
    const spy: typeof fetch = (input, init) => {
      if (init?.body instanceof FormData) sent = init.body;
      return fetchImpl(input, init);
    };
    renderDashboard({ path: '/storage', session: testSession(), server: { ...server, fetch: spy } });
    fireEvent.click(await screen.findByRole('button', { name: 'Upload' }));
    const dialog = await screen.findByTestId('storage-upload');
    const file = new File(['{"streamers":[]}'], 'new.json', { type: 'application/json' });
    fireEvent.change(within(dialog).getByLabelText('File'), { target: { files: [file] } });
    const path = within(dialog).getByLabelText('Save as (path)') as HTMLInputElement;
    await waitFor(() => expect(path.value).toBe('new.json'));

    fireEvent.change(path, { target: { value: '../new.json' } });
    const submit = () => {
      const buttons = screen.getAllByRole('button', { name: 'Upload' });
      fireEvent.click(buttons[buttons.length - 1] as HTMLElement);
    };
    submit();
    expect(await screen.findByText("The path must not hold '.' or '..' segments.")).toBeTruthy();
    expect(server.calls.some((c) => c.path === '/v1/admin/storage/upload')).toBe(false);

    fireEvent.change(path, { target: { value: 'campaign/new.json' } });
    submit();
    await waitFor(() => expect(sent?.get('filepath')).toBe('campaign/new.json'));
    expect((sent?.get('file') as File).name).toBe('new.json');
    expect(await screen.findByText('campaign/new.json uploaded.')).toBeTruthy();
  });

  it('renames and deletes a file', async () => {
    const server = fakeServer({
      'GET /v1/admin/storage/find-all': { items: [item('campaign/a.json')] },
      'POST /v1/admin/storage/move': (call: FetchCall) =>
        json({ item: item((call.body as { to: string }).to) }),
      'POST /v1/admin/storage/delete': () => json({ item: item('campaign/a.json') }),
    });
    renderDashboard({ path: '/storage', session: testSession(), server });
    fireEvent.click(await screen.findByRole('button', { name: 'Rename campaign/a.json' }));
    const dialog = await screen.findByTestId('storage-move');
    fireEvent.change(within(dialog).getByLabelText('New path'), { target: { value: 'campaign/b.json' } });
    fireEvent.click(within(dialog).getByLabelText('Replace a file already at the new path'));
    const renames = screen.getAllByRole('button', { name: 'Rename' });
    fireEvent.click(renames[renames.length - 1] as HTMLElement);
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === '/v1/admin/storage/move')?.body).toEqual({
        from: 'campaign/a.json',
        to: 'campaign/b.json',
        overwrite: true,
      }),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Delete campaign/a.json' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.path === '/v1/admin/storage/delete')?.body).toEqual({
        filepath: 'campaign/a.json',
      }),
    );
  });

  it('offers no writes to a read-only user', async () => {
    const server = fakeServer({ 'GET /v1/admin/storage/find-all': { items: [item('campaign/a.json')] } });
    renderDashboard({ path: '/storage', session: testSession({ readonly: true }), server });
    expect(await screen.findByText('campaign/a.json')).toBeTruthy();
    expect(screen.getByText(/read-only here/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('says what went wrong and retries when the listing fails', async () => {
    let fail = true;
    const server = fakeServer({
      'GET /v1/admin/storage/find-all': () =>
        fail ? json({ errorCode: 'INTERNAL', errorMessage: 'boom' }, 503) : json({ items: [item('x.json')] }),
    });
    renderDashboard({ path: '/storage', session: testSession(), server });
    expect(await screen.findByText('Could not load the data.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('x.json')).toBeTruthy();
  });
});

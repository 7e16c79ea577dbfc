import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import type { CacheConfig, CacheValue } from '@eventory/domain/cache-system';
import { fakeServer, json, renderDashboard, testSession, type FetchCall } from '../app/testing.tsx';

const config = (overrides: Partial<CacheConfig> = {}): CacheConfig => ({
  id: 7,
  uuid: '0b9f3d8e-3a51-4a43-9d1e-0c2bb1b2f7a1',
  name: 'summer.top',
  contentType: 'application/json',
  options: { ttlSeconds: 0, description: 'Top streamers' },
  createTime: 1_767_225_600,
  updateTime: 1_767_225_600,
  ...overrides,
});

const value = (raw: string | null): CacheValue => ({
  id: 7,
  name: 'summer.top',
  contentType: 'application/json',
  raw,
  value: raw === null ? null : (JSON.parse(raw) as unknown),
  updatedAt: raw === null ? null : 1_767_225_600,
});

/** Replaces the CodeMirror document, as typing would. */
function typeInEditor(text: string) {
  const editor = screen.getByTestId('cache-value-editor').querySelector('.cm-editor') as HTMLElement;
  const view = EditorView.findFromDOM(editor);
  if (!view) throw new Error('no CodeMirror view');
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }));
}

// jsdom lays nothing out: CodeMirror measures text ranges, so give ranges empty rectangles.
const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= emptyRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect(0, 0, 0, 0);

describe('cache screen (issue 15 §2)', () => {
  beforeAll(() => import('./CacheScreen.tsx'), 60_000);

  it('lists the cache configs', async () => {
    const server = fakeServer({ 'GET /v1/admin/cache-system/cache-configs': { items: [config()] } });
    renderDashboard({ path: '/cache-system', session: testSession(), server });
    const list = await screen.findByTestId('cache-list');
    expect(await within(list).findByText('summer.top')).toBeTruthy();
    expect(within(list).getByText('Top streamers')).toBeTruthy();
  });

  it('says what to do when there are no caches', async () => {
    const server = fakeServer({ 'GET /v1/admin/cache-system/cache-configs': { items: [] } });
    renderDashboard({ path: '/cache-system', session: testSession(), server });
    expect(await screen.findByText('No caches yet. Create one, then write its value.')).toBeTruthy();
  });

  it('creates a cache with its name, content type and expiry', async () => {
    const server = fakeServer({
      'GET /v1/admin/cache-system/cache-configs': { items: [] },
      'POST /v1/admin/cache-system/cache-configs': (call: FetchCall) => json(config(call.body as object)),
    });
    renderDashboard({ path: '/cache-system', session: testSession(), server });
    fireEvent.click(await screen.findByRole('button', { name: 'New cache' }));
    const form = await screen.findByTestId('cache-config-form');
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'has space' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText(/Letters, digits/, { selector: '.ant-form-item-explain-error' }),
    ).toBeTruthy();
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'winter.rows' } });
    fireEvent.change(within(form).getByLabelText('Expires after (seconds, 0 = never)'), {
      target: { value: '60' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
        name: 'winter.rows',
        contentType: 'application/json',
        options: { ttlSeconds: 60, description: '' },
      }),
    );
    expect(await screen.findByText('Cache winter.rows created.')).toBeTruthy();
  });

  it('edits a JSON value: refuses invalid JSON, saves valid JSON, clears with an empty PUT', async () => {
    let stored: string | null = '[{"userID":"a"}]';
    const server = fakeServer({
      'GET /v1/admin/cache-system/cache-configs': { items: [config()] },
      'GET /v1/admin/cache-system/caches/7': () => json(value(stored)),
      'PUT /v1/admin/cache-system/caches/7': (call: FetchCall) => {
        stored = (call.body as { value?: string } | undefined)?.value ?? null;
        return json(value(stored));
      },
    });
    renderDashboard({ path: '/cache-system', session: testSession(), server });
    fireEvent.click(await screen.findByRole('button', { name: 'Value summer.top' }));
    expect((await screen.findByTestId('cache-value-shown')).textContent).toContain('"userID": "a"');

    typeInEditor('[{"userID":');
    expect(await screen.findByText(/The value is not valid JSON/)).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save value' });
    expect(save.hasAttribute('disabled')).toBe(true);

    typeInEditor('{"streamers":[{"userID":"b"}],"@timestamp":2}');
    await waitFor(() => expect(save.hasAttribute('disabled')).toBe(false));
    fireEvent.click(save);
    await waitFor(() =>
      expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({
        value: '{"streamers":[{"userID":"b"}],"@timestamp":2}',
      }),
    );
    expect(await screen.findByText('Value of summer.top saved.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(server.calls.filter((c) => c.method === 'PUT')[1]?.body).toBeUndefined();
    expect(await screen.findByText(/This cache is empty/)).toBeTruthy();
  });

  it('lets a read-only user read values but change nothing', async () => {
    const server = fakeServer({ 'GET /v1/admin/cache-system/cache-configs': { items: [config()] } });
    renderDashboard({ path: '/cache-system', session: testSession({ readonly: true }), server });
    expect(await screen.findByText('summer.top')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New cache' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete summer.top' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Value summer.top' })).toBeTruthy();
  });

  it('says what went wrong and retries', async () => {
    let fail = true;
    const server = fakeServer({
      'GET /v1/admin/cache-system/cache-configs': () =>
        fail ? json({ errorCode: 'INTERNAL', errorMessage: 'down' }, 503) : json({ items: [config()] }),
    });
    renderDashboard({ path: '/cache-system', session: testSession(), server });
    expect(await screen.findByText('Could not load the data.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('summer.top')).toBeTruthy();
  });
});

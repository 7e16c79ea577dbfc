import { beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { fakeServer, json, renderDashboard, testSession } from '../app/testing.tsx';
import { editorRoutes } from './test-fixtures.ts';

const open = async (routes = editorRoutes(), session = testSession()) => {
  const view = renderDashboard({ path: '/template?project=7', session, server: fakeServer(routes) });
  await screen.findByTestId('page-editor');
  return view;
};
const outline = () => screen.getByRole('tree', { name: 'Page outline' });
const outlineTypes = () =>
  within(outline())
    .getAllByRole('treeitem')
    .map(
      (item) =>
        `${'-'.repeat(Number(item.getAttribute('aria-level')) - 1)}${item.querySelector('[data-outline-type]')?.textContent}`,
    );
const pick = (type: string, nth = 0) =>
  fireEvent.click(within(outline()).getAllByText(type)[nth] as HTMLElement);
const canvas = () => screen.getByTestId('editor-canvas');
const key = (k: string, options: KeyboardEventInit = {}) =>
  act(() => {
    window.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, ...options }));
  });

describe('the page editor', () => {
  beforeAll(() => import('./PageEditorScreen.tsx'), 60_000);

  it('inserts from the searchable palette with the children the block needs', async () => {
    await open();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search blocks' }), {
      target: { value: 'switch' },
    });
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Block types' }))
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Switch']),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Insert Switch' }));
    expect(outlineTypes()).toEqual(['Page', '-Title', '-Text', '-Switch', '--Route']);
    expect(screen.getByTestId('properties-panel').textContent).toContain('Switch');
    expect(screen.getByTestId('problem-summary').textContent).toBe('All blocks fit their rules');
  });

  it('edits a property from the declared fields; the canvas follows; undo and redo', async () => {
    await open();
    pick('Title');
    const text = screen.getByLabelText(/^Text/);
    fireEvent.change(text, { target: { value: 'Hello' } });
    fireEvent.change(text, { target: { value: 'Hello cup' } });
    expect(await within(canvas()).findByText('Hello cup')).toBeTruthy();
    // The level is a select of the catalogue's options.
    expect(screen.getByLabelText(/^Level/)).toBeTruthy();
    // One undo takes back the whole run of typing.
    key('z', { ctrlKey: true });
    expect(await within(canvas()).findByText('Welcome to the cup')).toBeTruthy();
    key('z', { ctrlKey: true, shiftKey: true });
    expect(await within(canvas()).findByText('Hello cup')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await within(canvas()).findByText('Welcome to the cup')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Redo' }));
    expect(await within(canvas()).findByText('Hello cup')).toBeTruthy();
  });

  it('selects a block by clicking it on the canvas, which sends nothing', async () => {
    const view = await open();
    const calls = view.calls.length;
    fireEvent.click(await within(canvas()).findByText('Gifts count double on Sunday.'));
    expect(
      within(outline()).getByText('Text').closest('[role="treeitem"]')?.getAttribute('aria-selected'),
    ).toBe('true');
    expect(canvas().querySelector('style')?.textContent).toContain(
      '[data-editor-node="text"] > * { outline: 2px solid',
    );
    expect(view.calls.length).toBe(calls);
  });

  it('duplicates, deletes, copies and pastes a subtree', async () => {
    await open();
    pick('Title');
    fireEvent.click(screen.getByRole('button', { name: 'Duplicate block' }));
    expect(outlineTypes()).toEqual(['Page', '-Title', '-Title', '-Text']);
    fireEvent.click(screen.getByRole('button', { name: 'Delete block' }));
    expect(outlineTypes()).toEqual(['Page', '-Title', '-Text']);
    pick('Title');
    key('c', { ctrlKey: true });
    pick('Text');
    key('v', { ctrlKey: true });
    // Text holds nothing, so the copy goes right after it.
    expect(outlineTypes()).toEqual(['Page', '-Title', '-Text', '-Title']);
    key('d', { ctrlKey: true });
    expect(outlineTypes()).toEqual(['Page', '-Title', '-Text', '-Title', '-Title']);
  });

  it('moves blocks with Alt+arrows in the outline and explains a refused move', async () => {
    await open();
    pick('Text');
    const row = within(outline()).getByText('Text').closest('[role="treeitem"]') as HTMLElement;
    fireEvent.keyDown(row, { key: 'ArrowUp', altKey: true });
    expect(outlineTypes()).toEqual(['Page', '-Text', '-Title']);
    const title = within(outline()).getByText('Title').closest('[role="treeitem"]') as HTMLElement;
    pick('Title');
    fireEvent.keyDown(title, { key: 'ArrowRight', altKey: true });
    expect(outlineTypes()).toEqual(['Page', '-Text', '-Title']);
    expect((await screen.findByTestId('refusal')).textContent).toContain('Text holds no blocks inside it.');
  });

  it('refuses an insert the rules forbid, saying which rule', async () => {
    await open();
    pick('Text');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search blocks' }), {
      target: { value: 'Route' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Insert Route' }));
    expect((await screen.findByTestId('refusal')).textContent).toContain(
      'Route must sit directly inside Switch',
    );
    expect(outlineTypes()).toEqual(['Page', '-Title', '-Text']);
  });

  it('publishes the edited blueprint with its texts and references through PUT editor/project/{codeName}', async () => {
    const view = await open();
    pick('Text');
    fireEvent.change(screen.getByLabelText(/^Text/), { target: { value: 'Gifts count triple.' } });
    expect(screen.getByTestId('save-state').textContent).toBe('Unpublished changes');
    fireEvent.click(screen.getByRole('button', { name: /Publish/ }));
    await screen.findByText('Published: /event/summer-cup now shows this page.');
    const put = view.calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/v1/admin/editor/project/summer-cup');
    const body = put?.body as { blueprint: BlueprintNode; dictionaries: unknown; references: unknown };
    expect(body.blueprint.children?.[1]).toEqual({
      type: 'Text',
      id: 'text',
      props: { text: 'Gifts count triple.' },
    });
    expect(body.dictionaries).toEqual({
      en_US: { greeting: 'Hello' },
      zh_TW: { greeting: '哈囉', farewell: '再見' },
    });
    expect(body.references).toEqual({ leaderboards: [] });
    expect(screen.getByTestId('save-state').textContent).toMatch(/^Published /);
  });

  it('binds a text to a page text, shows it on the canvas and publishes the edited texts (decision 0072)', async () => {
    const view = await open();
    pick('Text');
    const picker = screen.getByRole('combobox', { name: /^Page text for Text/ });
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByTitle('greeting'));
    // The canvas shows the zh_TW text (the editor's default locale).
    expect(await within(canvas()).findByText('哈囉')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('dictionary-editor')).getByText('greeting'));
    fireEvent.change(screen.getByLabelText('العربية'), { target: { value: 'مرحبا' } });
    expect(screen.getByTestId('save-state').textContent).toBe('Unpublished changes');
    fireEvent.click(screen.getByRole('button', { name: /Publish/ }));
    await screen.findByText('Published: /event/summer-cup now shows this page.');
    const body = view.calls.find((c) => c.method === 'PUT')?.body as {
      blueprint: BlueprintNode;
      dictionaries: unknown;
    };
    expect(body.blueprint.children?.[1]?.props).toEqual({ text: '{{greeting}}' });
    expect(body.dictionaries).toEqual({
      en_US: { greeting: 'Hello' },
      zh_TW: { greeting: '哈囉', farewell: '再見' },
      ar: { greeting: 'مرحبا' },
    });
  });

  it('does not publish a page that breaks a rule, listing each block by its path', async () => {
    const view = await open();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search blocks' }), {
      target: { value: 'switch' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Insert Switch' }));
    pick('Route');
    fireEvent.click(screen.getByRole('button', { name: 'Delete block' }));
    expect(screen.getByTestId('problem-summary').textContent).toBe('Problems: 1');
    fireEvent.click(screen.getByRole('button', { name: /Publish/ }));
    const refused = await screen.findByTestId('publish-refused');
    expect(refused.textContent).toContain('children.2');
    expect(refused.textContent).toContain('Switch needs at least 1 blocks inside it (has 0).');
    expect(view.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows each problem the server lists when it refuses the save, with a retry', async () => {
    let puts = 0;
    await open(
      editorRoutes({
        'PUT /v1/admin/editor/project/summer-cup': () =>
          ++puts === 1
            ? json(
                {
                  errorCode: 'INVALID_BLUEPRINT',
                  errorMessage: 'The page breaks 1 rule.',
                  problems: [{ path: 'children.1', message: 'unknown block type Texxt' }],
                },
                400,
              )
            : json({ campaignID: 7, updateTime: 1_767_400_000 }),
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: /Publish/ }));
    const failed = await screen.findByTestId('publish-failed');
    expect(failed.textContent).toContain('Not published: The page breaks 1 rule.');
    expect(failed.textContent).toContain('children.1 unknown block type Texxt');
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await screen.findByText('Published: /event/summer-cup now shows this page.');
  });

  it('lets a read-only user look but not publish', async () => {
    await open(editorRoutes(), testSession({ readonly: true }));
    expect((screen.getByRole('button', { name: /Publish/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});

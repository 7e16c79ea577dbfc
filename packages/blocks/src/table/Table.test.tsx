import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';

const col = (text: string, props: Record<string, unknown> = {}): BlueprintNode => ({
  type: 'Table.Col',
  props: { text, ...props },
});
const row = (...cols: BlueprintNode[]): BlueprintNode => ({ type: 'Table.Row', children: cols });
const table = (props: Record<string, unknown>, ...sections: BlueprintNode[]): BlueprintNode => ({
  type: 'Page',
  children: [{ type: 'Table', props, children: sections }],
});
const show = (
  node: BlueprintNode,
  mode: 'editor' | 'runtime' = 'runtime',
  locale: 'en_US' | 'zh_TW' = 'en_US',
) => render(<Renderer node={node} mode={mode} registry={catalogue} locale={locale} />);

beforeAll(() => import('./TableFamily.ts'), 30_000);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

const fullTable = table(
  { caption: 'Prizes' },
  { type: 'Table.Header', children: [row(col('Rank'), col('Prize'))] },
  {
    type: 'Table.Body',
    children: [row(col('1'), col('Trophy')), row(col('2-3', { align: 'center' }), col('Medal'))],
  },
  { type: 'Table.Footer', children: [row(col('Prizes ship in May', { colSpan: 2 }))] },
);

describe('Table in runtime mode', () => {
  it('renders header, body and footer with column headings', async () => {
    show(fullTable);
    const grid = await screen.findByRole('table', { name: 'Prizes' });
    const headers = within(grid).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['Rank', 'Prize']);
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2-3', 'Medal']);
    expect(within(rows[2]!).getAllByRole('cell')[0]!.style.textAlign).toBe('center');
    expect(within(rows[3]!).getByRole('cell').getAttribute('colspan')).toBe('2');
    expect(grid.querySelector('tfoot')).not.toBeNull();
  });

  it('scrolls sideways in a focusable region named by the caption', async () => {
    show(fullTable);
    const region = await screen.findByRole('region', { name: 'Prizes' });
    expect(region.tabIndex).toBe(0);
  });

  it('clamps spans to 1..50', async () => {
    show(table({}, { type: 'Table.Body', children: [row(col('x', { colSpan: 999, rowSpan: -3 }))] }));
    const cell = await screen.findByRole('cell');
    expect(cell.getAttribute('colspan')).toBe('50');
    expect(cell.getAttribute('rowspan')).toBe('1');
  });

  it('shows invalid children for a body without rows (block catalogue §5)', async () => {
    const { container } = show(table({}, { type: 'Table.Body', children: [] }));
    await screen.findByText('invalid children');
    expect(
      container.querySelector('[data-block-problem="invalid-children"]')?.getAttribute('data-block-type'),
    ).toBe('Table.Body');
  });

  it('refuses a header holding anything but rows, and a row outside a table section', async () => {
    const { container } = show({
      type: 'Page',
      children: [
        { type: 'Table', children: [{ type: 'Table.Header', children: [col('loose')] }] },
        row(col('orphan')),
      ],
    });
    await screen.findAllByText('invalid children');
    const types = [...container.querySelectorAll('[data-block-problem="invalid-children"]')].map((e) =>
      e.getAttribute('data-block-type'),
    );
    expect(types).toEqual(['Table.Header', 'Table.Row']);
  });

  it('renders nothing for an empty table', async () => {
    const { container } = show(table({}));
    await import('./TableFamily.ts');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.querySelector('[data-block="Table"]')).toBeNull();
  });
});

describe('Table in editor mode', () => {
  it('explains how to fill an empty table, in the locale', async () => {
    show(table({}), 'editor', 'zh_TW');
    expect(await screen.findByText(/表格：請加入 Table.Body/)).toBeTruthy();
  });

  it('marks empty cells so they can be selected', async () => {
    show(table({}, { type: 'Table.Body', children: [row(col(''), col('filled'))] }), 'editor');
    const cells = await screen.findAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['Cell', 'filled']);
  });
});

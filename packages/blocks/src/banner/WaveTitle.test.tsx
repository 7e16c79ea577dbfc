import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { Locale } from '@eventory/domain/locales';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';

const title = (props?: Record<string, unknown>): BlueprintNode => ({
  type: 'Page',
  children: [{ type: 'WaveTitle', ...(props ? { props } : {}) }],
});
const show = (node: BlueprintNode, mode: 'editor' | 'runtime' = 'runtime', locale: Locale = 'zh_TW') =>
  render(<Renderer node={node} mode={mode} registry={catalogue} locale={locale} />);

beforeAll(() => import('./WaveTitle.tsx'), 30_000);

describe('WaveTitle', () => {
  it('defaults to 活動內容 over a decorative wave, in both modes', async () => {
    for (const mode of ['runtime', 'editor'] as const) {
      const { container, unmount } = show(title(), mode);
      const heading = await screen.findByRole('heading', { level: 2, name: '活動內容' });
      expect(heading.closest('[data-block="WaveTitle"]')?.getAttribute('data-variant')).toBe('default');
      expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
      expect(container.querySelectorAll('svg path')).toHaveLength(1);
      unmount();
    }
  });

  it("shows the author's text, or the locale's words for 活動內容 when blank", async () => {
    const { unmount } = show(title({ text: 'Prizes' }), 'runtime', 'en_US');
    expect(await screen.findByRole('heading', { name: 'Prizes' })).toBeTruthy();
    unmount();
    show(title({ text: '  ' }), 'runtime', 'ja');
    expect(await screen.findByRole('heading', { name: 'イベント内容' })).toBeTruthy();
  });

  it('has the Wave corporation variant with its double wave', async () => {
    const { container } = show(title({ variant: 'wave' }));
    const heading = await screen.findByRole('heading', { name: '活動內容' });
    const block = heading.closest<HTMLElement>('[data-block="WaveTitle"]')!;
    expect(block.dataset.variant).toBe('wave');
    expect(block.className).toMatch(/variantWave/);
    expect(container.querySelectorAll('svg path')).toHaveLength(2);
  });

  it('holds no children', async () => {
    const { container } = show({
      type: 'Page',
      children: [{ type: 'WaveTitle', children: [{ type: 'Text', props: { text: 'x' } }] }],
    });
    await screen.findByText('invalid children');
    expect(container.querySelector('[data-block-type="WaveTitle"]')).toBeTruthy();
  });
});

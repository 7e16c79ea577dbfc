import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';
import { backgroundImageCss } from './background-image.ts';

const container = (props: Record<string, unknown>, children: BlueprintNode[] = []): BlueprintNode => ({
  type: 'Page',
  children: [{ type: 'BackgroundImageContainer', props, children }],
});
const show = (node: BlueprintNode, mode: 'editor' | 'runtime' = 'runtime') =>
  render(<Renderer node={node} mode={mode} registry={catalogue} locale="en_US" />);
const text = (value: string): BlueprintNode => ({ type: 'Text', props: { text: value } });

beforeAll(() => import('./BackgroundImageContainer.tsx'), 30_000);

describe('BackgroundImageContainer', () => {
  it('shows its children over the image', async () => {
    show(
      container(
        { imageSrc: 'https://cdn.event.test/bg.png', size: 'contain', position: 'bottom', minHeight: 300 },
        [text('on top')],
      ),
    );
    const box = (await screen.findByText('on top')).closest<HTMLElement>(
      '[data-block="BackgroundImageContainer"]',
    )!;
    expect(box.style.backgroundImage).toBe('url("https://cdn.event.test/bg.png")');
    expect(box.style.backgroundSize).toBe('contain');
    expect(box.style.backgroundPosition).toBe('center bottom');
    expect(box.style.minHeight).toBe('300px');
  });

  it('takes only in-page paths and http(s) images, quoted so they cannot break out of url()', () => {
    expect(backgroundImageCss('/img/bg.png')).toBe('url("/img/bg.png")');
    expect(backgroundImageCss('javascript:alert(1)')).toBeUndefined();
    expect(backgroundImageCss('data:image/png;base64,AA')).toBeUndefined();
    expect(backgroundImageCss('//evil.test/x.png')).toBeUndefined();
    expect(backgroundImageCss('/a") , url("https://evil.test/x')).toBe(
      'url("/a%22) , url(%22https://evil.test/x")',
    );
  });

  it('shows a striped stand-in with a note in editor mode when no image is set, and nothing extra at runtime', async () => {
    const { unmount } = show(container({ imageSrc: 'javascript:alert(1)' }, [text('inside')]), 'editor');
    expect(
      await screen.findByText('Set the background image; the blocks inside show on top of it.'),
    ).toBeTruthy();
    unmount();
    show(container({ imageSrc: '' }, [text('inside')]));
    const box = (await screen.findByText('inside')).closest<HTMLElement>(
      '[data-block="BackgroundImageContainer"]',
    )!;
    expect(box.style.backgroundImage).toBe('');
    expect(box.textContent).toBe('inside');
  });
});

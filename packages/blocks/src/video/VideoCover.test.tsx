import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';

const cover = (props: Record<string, unknown>): BlueprintNode => ({
  type: 'Page',
  children: [{ type: 'VideoCover', props }],
});
const show = (node: BlueprintNode, mode: 'editor' | 'runtime', locale: 'en_US' | 'ja' = 'en_US') =>
  render(<Renderer node={node} mode={mode} registry={catalogue} locale={locale} />);
const block = async (container: HTMLElement) => {
  await screen.findByText((_, element) => element?.getAttribute('data-block') === 'VideoCover');
  return container.querySelector<HTMLElement>('[data-block="VideoCover"]')!;
};

beforeAll(() => import('./VideoCover.tsx'), 30_000);
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe('VideoCover in runtime mode', () => {
  it('plays muted, looping and automatically without controls by default, type from the extension', async () => {
    const { container } = show(
      cover({ videoSrc: 'https://cdn.test/clip.webm', imageSrc: 'https://cdn.test/poster.jpg' }),
      'runtime',
    );
    const video = (await block(container)).querySelector('video')!;
    expect(video.muted).toBe(true);
    expect(video.hasAttribute('muted')).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.controls).toBe(false);
    expect(video.playsInline).toBe(true);
    expect(video.getAttribute('poster')).toBe('https://cdn.test/poster.jpg');
    const source = video.querySelector('source')!;
    expect(source.getAttribute('src')).toBe('https://cdn.test/clip.webm');
    expect(source.getAttribute('type')).toBe('video/webm');
  });

  it('follows showControl, loop, muted and autoPlay', async () => {
    const { container } = show(
      cover({
        videoSrc: 'https://cdn.test/clip.mov',
        showControl: true,
        loop: false,
        muted: false,
        autoPlay: false,
      }),
      'runtime',
    );
    const video = (await block(container)).querySelector('video')!;
    expect(video.controls).toBe(true);
    expect(video.loop).toBe(false);
    expect(video.muted).toBe(false);
    expect(video.autoplay).toBe(false);
    expect(video.querySelector('source')?.getAttribute('type')).toBe('video/quicktime');
  });

  it('sets no type when the extension is not a video one', async () => {
    const { container } = show(cover({ videoSrc: 'https://cdn.test/stream' }), 'runtime');
    const source = (await block(container)).querySelector('source')!;
    expect(source.hasAttribute('type')).toBe(false);
  });

  it('falls back to the poster image without a video, and when the video fails', async () => {
    const { container, unmount } = show(cover({ imageSrc: 'https://cdn.test/poster.jpg' }), 'runtime');
    expect((await block(container)).querySelector('video')).toBeNull();
    expect(screen.getByRole('img', { name: 'Event video' }).getAttribute('src')).toBe(
      'https://cdn.test/poster.jpg',
    );
    unmount();
    const again = show(
      cover({ videoSrc: 'https://cdn.test/a.mp4', imageSrc: 'https://cdn.test/p.jpg', alt: 'Teaser' }),
      'runtime',
    );
    const source = (await block(again.container)).querySelector('source')!;
    fireEvent.error(source);
    expect(await screen.findByRole('img', { name: 'Teaser' })).toBeTruthy();
    expect(again.container.querySelector('video')).toBeNull();
  });

  it('drops javascript: addresses and renders nothing without any source', async () => {
    const { container } = show(
      {
        type: 'Page',
        children: [
          { type: 'VideoCover', props: { videoSrc: 'javascript:alert(1)' } },
          { type: 'Text', props: { text: 'after' } },
        ],
      },
      'runtime',
    );
    await screen.findByText('after');
    await import('./VideoCover.tsx');
    expect(container.querySelector('video')).toBeNull();
    expect(container.innerHTML).not.toContain('javascript:');
  });
});

describe('VideoCover in editor mode', () => {
  it('never plays: no autoplay, no controls, muted', async () => {
    const { container } = show(
      cover({ videoSrc: 'https://cdn.test/clip.mp4', showControl: true, muted: false }),
      'editor',
    );
    const video = (await block(container)).querySelector('video')!;
    expect(video.autoplay).toBe(false);
    expect(video.controls).toBe(false);
    expect(video.muted).toBe(true);
  });

  it('asks for a video or an image when both are missing, in the locale', async () => {
    show(cover({}), 'editor', 'ja');
    expect(await screen.findByText('ビデオカバー：動画のURLかカバー画像を設定してください。')).toBeTruthy();
  });
});

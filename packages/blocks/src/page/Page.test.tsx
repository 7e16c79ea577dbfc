import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { Locale } from '@eventory/domain/locales';
import { catalogue } from '../catalogue.ts';
import type { TrackingEvent } from '@eventory/domain/tracking';
import { Renderer } from '../renderer/Renderer.tsx';
import { createTracker } from '../tracking/tracker.ts';

const show = (node: BlueprintNode, locale: Locale = 'zh_TW', mode: 'editor' | 'runtime' = 'runtime') =>
  render(<Renderer node={node} mode={mode} registry={catalogue} locale={locale} />);
const pageElement = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-block="Page"]');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('Page', () => {
  it('sets the document title from its title prop', () => {
    show({ type: 'Page', props: { title: 'Summer Gift Battle' } });
    expect(document.title).toBe('Summer Gift Battle');
  });

  it('leaves the document title alone in editor mode, where it is shown inside another screen (issue 30 §3.5)', () => {
    document.title = 'Eventory Client - Event Dashboard';
    show({ type: 'Page', props: { title: 'Summer Gift Battle' } }, 'en_US', 'editor');
    expect(document.title).toBe('Eventory Client - Event Dashboard');
  });

  it('uses a generic tagline without a title', () => {
    show({ type: 'Page' }, 'en_US');
    expect(document.title).toBe('Live events');
  });

  it('is at most 440px wide unless a width is themed, and at least 100vh tall', () => {
    const { container, unmount } = show({ type: 'Page' });
    expect(pageElement(container)?.style.maxWidth).toBe('440px');
    expect(pageElement(container)?.style.minHeight).toBe('100vh');
    unmount();
    const themed = show({ type: 'Page', props: { width: '600px' } });
    expect(pageElement(themed.container)?.style.maxWidth).toBe('600px');
  });

  it('is at least 150vh tall when it holds a search component', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { container } = show({
      type: 'Page',
      children: [{ type: 'Section', children: [{ type: 'Search' }] }],
    });
    expect(pageElement(container)?.style.minHeight).toBe('150vh');
  });

  it('sets dir rtl for ar', () => {
    const { container } = show({ type: 'Page' }, 'ar');
    expect(pageElement(container)?.getAttribute('dir')).toBe('rtl');
  });

  it('sets dir ltr for the other locales', () => {
    const { container } = show({ type: 'Page' }, 'ja');
    expect(pageElement(container)?.getAttribute('dir')).toBe('ltr');
  });

  it('uses a Japanese font stack for ja and another for the rest', () => {
    const ja = pageElement(show({ type: 'Page' }, 'ja').container)?.style.fontFamily;
    const en = pageElement(show({ type: 'Page' }, 'en_US').container)?.style.fontFamily;
    expect(ja).toContain('Hiragino');
    expect(en).not.toBe(ja);
  });

  it('scrolls smoothly to the URL hash after 300 ms in runtime mode', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/event/demo#ranking');
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    show({ type: 'Page', children: [{ type: 'Section', props: { anchorID: 'ranking' } }] });
    vi.advanceTimersByTime(299);
    expect(scrollIntoView).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('does not scroll to the hash in editor mode', () => {
    vi.useFakeTimers();
    window.history.replaceState(null, '', '/event/demo#ranking');
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    show(
      { type: 'Page', children: [{ type: 'Section', props: { anchorID: 'ranking' } }] },
      'zh_TW',
      'editor',
    );
    vi.advanceTimersByTime(1000);
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});

describe('Page tracking', () => {
  const tracked = (mode: 'editor' | 'runtime') => {
    const events: TrackingEvent[] = [];
    const tracker = createTracker({
      sink: { send: (e) => void events.push(e), flush: () => {} },
      actor: () => undefined,
      page: () => 'demo',
    });
    render(<Renderer node={{ type: 'Page' }} mode={mode} registry={catalogue} tracker={tracker} />);
    return events;
  };

  it('sends page-enter 500 ms after mount, as guest when nobody is signed in', () => {
    vi.useFakeTimers();
    const events = tracked('runtime');
    vi.advanceTimersByTime(499);
    expect(events).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(events).toMatchObject([{ name: 'page_enter', actor: 'guest', page: 'demo' }]);
  });

  it('sends nothing in editor mode', () => {
    vi.useFakeTimers();
    const events = tracked('editor');
    vi.advanceTimersByTime(1000);
    expect(events).toHaveLength(0);
  });
});

describe('content blocks', () => {
  it('renders Title as a heading and Text as a paragraph inside a Section', () => {
    show({
      type: 'Page',
      children: [
        {
          type: 'Section',
          children: [
            { type: 'Title', props: { text: 'Ranking' } },
            { type: 'Text', props: { text: 'Send gifts to climb.' } },
          ],
        },
      ],
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Ranking' })).toBeTruthy();
    expect(screen.getByText('Send gifts to climb.').tagName).toBe('P');
  });
});

import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { Locale } from '@eventory/domain/locales';
import { catalogue } from '../catalogue.ts';
import { ActivePeriodContext } from '../leaderboard/active-period.ts';
import { Renderer } from '../renderer/Renderer.tsx';
import { createTracker, type TrackingSink } from '../tracking/tracker.ts';
import { renderMarkdown, stripLeadingSpaces } from './markdown.ts';

const page = (...children: BlueprintNode[]): BlueprintNode => ({ type: 'Page', children });
const show = (node: BlueprintNode, mode: 'editor' | 'runtime' = 'runtime', locale: Locale = 'en_US') =>
  render(<Renderer node={node} mode={mode} registry={catalogue} locale={locale} />);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('markdown', () => {
  it('strips leading spaces after newlines', () => {
    expect(stripLeadingSpaces('# Title\n    text\n\t- item')).toBe('# Title\ntext\n- item');
  });

  it('renders markdown and keeps raw HTML, minus scripts and event handlers', () => {
    const html = renderMarkdown(
      '**bold** <span class="x">raw</span>\n<script>alert(1)</script><img src="x.png" onerror="alert(2)">\n[a](javascript:alert(3))',
    );
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<span class="x">raw</span>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('onerror');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<img src="x.png">');
  });

  const linkOf = (html: string) => {
    const box = document.createElement('div');
    box.innerHTML = html;
    return box.querySelector('a')!;
  };

  it('keeps target on links and adds rel="noopener noreferrer"', () => {
    const link = linkOf(renderMarkdown('<a href="https://e.test" target="_blank">go</a>'));
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    ['a title holding rel=', '<a href="https://e.test" title="rel=x" target="_blank">go</a>'],
    [
      'a data-* attribute holding rel=',
      '<a data-x=\'rel="me"\' target="_blank" href="https://e.test">go</a>',
    ],
    ['rel= in the href', '<a href="https://e.test/?rel=1" target="_blank">go</a>'],
    ['a rel without noopener', '<a href="https://e.test" rel="author" target="_blank">go</a>'],
    ['rel="opener"', '<a href="https://e.test" rel="opener" target="_blank">go</a>'],
    ['a named window', '<a href="https://e.test" target="other">go</a>'],
    ['an upper-case target', '<a href="https://e.test" TARGET="_BLANK">go</a>'],
  ])('adds noopener and noreferrer to a new-window link with %s', (_case, source) => {
    const rel = (linkOf(renderMarkdown(source)).getAttribute('rel') ?? '').split(' ');
    expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(rel).not.toContain('opener');
  });

  it('keeps the author rel tokens and leaves same-window links alone', () => {
    const kept = linkOf(renderMarkdown('<a href="https://e.test" rel="author" target="_blank">go</a>'));
    expect(kept.getAttribute('rel')).toBe('author noopener noreferrer');
    expect(linkOf(renderMarkdown('[x](https://e.test)')).hasAttribute('rel')).toBe(false);
    expect(linkOf(renderMarkdown('<a href="/x" target="_self">x</a>')).hasAttribute('rel')).toBe(false);
  });

  it('renders in the block, tables scrolling sideways with tableScroll', async () => {
    show(
      page({ type: 'Markdown', props: { content: '| a | b |\n|---|---|\n| 1 | 2 |', tableScroll: true } }),
    );
    const table = await screen.findByRole('table');
    const block = table.closest('[data-block="Markdown"]');
    expect(block?.className).toMatch(/tableScroll/);
  });

  it("sends the 'description' section view once", async () => {
    const sent: string[] = [];
    const sink: TrackingSink = {
      send: (e) => sent.push(`${e.name}:${String(e.properties.section)}`),
      flush: () => {},
    };
    const tracker = createTracker({ sink, actor: () => undefined, page: () => 'demo' });
    const node = page(
      { type: 'Markdown', id: 'a', props: { content: 'one' } },
      { type: 'Markdown', id: 'b', props: { content: 'two' } },
    );
    render(<Renderer node={node} mode="runtime" registry={catalogue} tracker={tracker} />);
    await screen.findByText('two');
    expect(sent.filter((e) => e === 'section_view:description')).toHaveLength(1);
  });
});

describe('countdown', () => {
  it('ticks every second and floors at 0, then reads "has ended"', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const now = Date.now();
    const end = Math.floor(now / 1000) + 3;
    show(page({ type: 'Countdown', props: { endTime: end } }));
    // Read the timer afresh each time: a lazily loaded chunk may remount the block under load.
    const timer = () => screen.getByRole('timer');
    await screen.findByRole('timer');
    // The block's ticking starts in its effect: let it run before moving the clock.
    await act(async () => {});
    expect(timer().textContent).toMatch(/^Ends in 00 days 00:00:0[123]$/);
    const before = timer().textContent;
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer().textContent).not.toBe(before);
    await act(async () => {
      vi.advanceTimersByTime(5000);
    });
    expect(timer().textContent).toBe('has ended');
    expect(timer().dataset.phase).toBe('ended');
  });

  it('reads "has not begun" before its start, and the surprise variant has no day unit', async () => {
    const now = Math.floor(Date.now() / 1000);
    show(
      page(
        { type: 'Countdown', id: 'a', props: { startTime: now + 3600, endTime: now + 7200 } },
        { type: 'Countdown', id: 'b', props: { endTime: now + 2 * 86_400 + 65, variant: 'surprise' } },
      ),
    );
    const [first, second] = await screen.findAllByRole('timer');
    expect(first?.textContent).toBe('has not begun');
    expect(second?.textContent).toMatch(/^Ends in 48:1:[45]$/);
  });

  // Issue 30 §2.4: "The editor shows what the page will show" — a new countdown (no end time) and a text
  // without {0}{1}{2} read the same in both modes; the page check names both (block-content-rules.ts).
  it.each([
    ['a new countdown without an end time', {}],
    ['a text without placeholders', { endTime: Math.floor(Date.now() / 1000) + 3 * 86_400, text: 'Soon!' }],
    ['a text with only the clock', { endTime: Math.floor(Date.now() / 1000) + 3 * 86_400, text: '{2} left' }],
  ])('%s reads the same in the editor as on the page', async (_name, props) => {
    vi.useFakeTimers({ now: Date.now(), shouldAdvanceTime: false, toFake: ['Date'] });
    const readIn = async (mode: 'editor' | 'runtime') => {
      const view = show(page({ type: 'Countdown', props }), mode);
      const timer = await screen.findByRole('timer');
      const read = { text: timer.textContent, phase: timer.dataset.phase };
      view.unmount();
      return read;
    };
    const onPage = await readIn('runtime');
    expect(await readIn('editor')).toEqual(onPage);
  });

  it("uses the active daily tab's end inside a daily container", async () => {
    const now = Math.floor(Date.now() / 1000);
    render(
      <ActivePeriodContext.Provider value={{ startTime: now - 60, endTime: now - 1, index: 1 }}>
        <Renderer
          node={page({ type: 'Countdown', props: { endTime: now + 3600 } })}
          mode="runtime"
          registry={catalogue}
          locale="en_US"
        />
      </ActivePeriodContext.Provider>,
    );
    expect((await screen.findByRole('timer')).textContent).toBe('has ended');
  });
});

describe('date range (Duration)', () => {
  it("shows 'MM/DD (ddd) HH:mm:ss ~ …' with the end one second earlier", async () => {
    const start = new Date(2026, 2, 1).getTime() / 1000;
    const end = new Date(2026, 2, 8).getTime() / 1000;
    show(page({ type: 'Duration', props: { startTime: start, endTime: end } }));
    const block = await screen.findByLabelText('Event period');
    expect(block.textContent).toBe('03/01 (Sun) 00:00:00 ~ 03/07 (Sat) 23:59:59');
  });

  it("prefers the active daily tab's start and end", async () => {
    const start = new Date(2026, 4, 2).getTime() / 1000;
    render(
      <ActivePeriodContext.Provider value={{ startTime: start, endTime: start + 86_400, index: 0 }}>
        <Renderer
          node={page({ type: 'Duration', props: { startTime: 1, endTime: 2 } })}
          mode="runtime"
          registry={catalogue}
          locale="en_US"
        />
      </ActivePeriodContext.Provider>,
    );
    expect((await screen.findByLabelText('Event period')).textContent).toBe(
      '05/02 (Sat) 00:00:00 ~ 05/02 (Sat) 23:59:59',
    );
  });
});

describe('to-top button', () => {
  it('appears after 100 px of scrolling and scrolls smoothly to the top', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    window.scrollY = 0;
    show(page({ type: 'ToTop' }, { type: 'Text', props: { text: 'body' } }));
    await screen.findByText('body');
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    await act(async () => {
      window.scrollY = 101;
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(100);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    await act(async () => {
      window.scrollY = 100;
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(200);
    });
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });
});

describe('notification modal', () => {
  it('shows title, message and OK, and closes on Escape (key 27)', async () => {
    show(page({ type: 'Notification', props: { title: 'News', message: 'Round 2 starts at 20:00' } }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('News');
    expect(dialog.textContent).toContain('Round 2 starts at 20:00');
    expect((dialog as HTMLElement).style.marginTop).toBe('10vh');
    fireEvent.keyDown(window, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('closes with OK', async () => {
    show(page({ type: 'Notification', props: { message: 'Hello' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('copy-data tool', () => {
  const rows = Array.from({ length: 5 }, (_, i) => ({
    rank: i + 1,
    score: 500 - i,
    userInfo: {
      userID: `u-${i + 1}`,
      displayName: '',
      region: 'TW',
      openID: i === 0 ? '"quoted' : `s${i + 1}`,
      picture: '',
    },
    meta: {},
  }));

  it('is hidden without ?copy', async () => {
    show(page({ type: 'CopyData', props: { containerID: 9 } }, { type: 'Text', props: { text: 'x' } }));
    await screen.findByText('x');
    await act(async () => {
      await vi.dynamicImportSettled();
    });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('copies the range as tab-separated text and cycles its label', async () => {
    window.history.replaceState(null, '', '/event/demo?copy=1&from=2&to=3');
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ data: rows, nextCursor: '' })));
    vi.stubGlobal('fetch', fetchMock);
    show(page({ type: 'CopyData', props: { containerID: 9 } }));
    const button = await screen.findByRole('button', { name: 'Copy range from rank 2 - 3' });
    fireEvent.click(button);
    await screen.findByRole('button', { name: 'Click again' });
    expect(writeText).toHaveBeenLastCalledWith('2\ts2\tu-2\tTW\t499\n3\ts3\tu-3\tTW\t498');
    fireEvent.click(button);
    await screen.findByRole('button', { name: 'Finish copying' });
    // Later clicks reuse the data: one fetch only.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledTimes(2);
  });

  it('doubles a leading double quote unless raw', async () => {
    window.history.replaceState(null, '', '/event/demo?copy&count=1');
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ data: rows, nextCursor: '' }))),
    );
    show(page({ type: 'CopyData', props: { containerID: 9 } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy 1 Rows' }));
    await screen.findByRole('button', { name: 'Click again' });
    expect(writeText).toHaveBeenLastCalledWith('1\t""quoted\tu-1\tTW\t500');
  });

  it("mission mode copies each ranked user's missions of the leaderboard in ?mission=ID", async () => {
    window.history.replaceState(null, '', '/event/demo?copy&mission=4&count=2&raw');
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        const user = /^\/event\/user-missions\/4\/(u-\d)$/.exec(url)?.[1];
        if (user) {
          const score = user === 'u-1' ? 10 : 3;
          const mission = { id: 8, goal: 10, score, missionContainerID: 5, desc: {} };
          return new Response(JSON.stringify({ data: { missions: [mission] } }));
        }
        return new Response(JSON.stringify({ data: rows, nextCursor: '' }));
      }),
    );
    show(page({ type: 'CopyData', props: { containerID: 9 } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy 2 Rows' }));
    await screen.findByRole('button', { name: 'Click again' });
    expect(writeText).toHaveBeenLastCalledWith('1\t"quoted\tu-1\t8\t10\t10\n2\ts2\tu-2\t8\t3\t10');
    expect(urls.filter((u) => u.startsWith('/event/user-missions/'))).toEqual([
      '/event/user-missions/4/u-1',
      '/event/user-missions/4/u-2',
    ]);
  });
});

describe('structural rules of the widget blocks', () => {
  it.each(['Countdown', 'Duration', 'Markdown', 'ToTop', 'CopyData', 'Notification'])(
    '%s holds no children',
    async (type) => {
      show(page({ type, children: [{ type: 'Text', props: { text: 'child' } }] }), 'editor');
      expect(await screen.findByText('invalid children')).toBeTruthy();
      expect(screen.queryByText('child')).toBeNull();
    },
  );

  it('a Board holds only Board.Item, and Board.Item needs a Board parent', async () => {
    show(
      page(
        { type: 'Board', id: 'b', children: [{ type: 'Text', props: { text: 'stray' } }] },
        { type: 'Board.Item', id: 'i' },
      ),
      'editor',
    );
    expect(await screen.findAllByText('invalid children')).toHaveLength(2);
    expect(screen.queryByText('stray')).toBeNull();
  });
});

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { Locale } from '@eventory/domain/locales';
import type { TrackingEvent } from '@eventory/domain/tracking';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';
import { createTracker } from '../tracking/tracker.ts';
import { createSafeStorage } from '../visitor/safe-storage.ts';
import { createVisitorSession } from '../visitor/visitor-session.ts';
import { createMemoryNavigation, NavigationProvider, type NavigationStore } from './navigation-context.tsx';
import { pageRefreshLoaders } from '../leaderboard/refresh-loaders.ts';
import { pageFrame } from './page-types.tsx';

const recording = () => {
  const events: TrackingEvent[] = [];
  const tracker = createTracker({
    sink: { send: (event) => void events.push(event), flush: () => {} },
    actor: () => undefined,
    page: () => 'summer',
  });
  return { events, tracker };
};

const show = (
  node: BlueprintNode,
  navigation: NavigationStore,
  options: {
    mode?: 'editor' | 'runtime';
    locale?: Locale;
    tracker?: ReturnType<typeof recording>['tracker'];
  } = {},
) =>
  render(
    <NavigationProvider navigation={navigation}>
      <Renderer
        node={node}
        mode={options.mode ?? 'runtime'}
        registry={catalogue}
        locale={options.locale ?? 'en_US'}
        tracker={options.tracker}
      />
    </NavigationProvider>,
  );

const page = (...children: BlueprintNode[]): BlueprintNode => ({ type: 'Page', children });
const text = (value: string): BlueprintNode => ({ type: 'Text', props: { text: value } });
const route = (path: string, props: Record<string, unknown> = {}): BlueprintNode => ({
  type: 'Route',
  props: { path, ...props },
  children: [text(`content of ${path}`)],
});

// The navigation chunk is transformed on first import; do it before the first test's timeout starts.
beforeAll(() => import('./Navigation.ts'), 30_000);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  window.sessionStorage.clear();
});

describe('Switch and Route', () => {
  it('shows only the route the path selects', async () => {
    const nav = createMemoryNavigation('/daily');
    show(page({ type: 'Switch', children: [route('/default'), route('/daily')] }), nav);
    expect(await screen.findByText('content of /daily')).toBeTruthy();
    expect(screen.queryByText('content of /default')).toBeNull();
  });

  it('redirects an unmatched path to defaultPath, keeping the query string and hash', async () => {
    const nav = createMemoryNavigation('/nowhere?lang=en#rules');
    show(
      page({
        type: 'Switch',
        props: { defaultPath: '/final' },
        children: [route('/daily'), route('/final')],
      }),
      nav,
    );
    expect(await screen.findByText('content of /final')).toBeTruthy();
    expect(nav.snapshot()).toMatchObject({ path: '/final', search: '?lang=en', hash: '#rules' });
  });

  it("shows 'empty content' on a default path that no route matches", async () => {
    const nav = createMemoryNavigation('/x');
    show(page({ type: 'Switch', children: [route('/daily')] }), nav);
    expect(await screen.findByText('empty content')).toBeTruthy();
    expect(nav.snapshot().path).toBe('/default');
  });

  // Issue 30 §1: a '/' route matched every path by prefix, so /nonexistent kept its URL.
  it("redirects an unmatched path to the default path even when a '/' route exists", async () => {
    const nav = createMemoryNavigation('/nonexistent?lang=en#rules');
    show(
      page({ type: 'Switch', props: { defaultPath: '/final' }, children: [route('/'), route('/final')] }),
      nav,
    );
    expect(await screen.findByText('content of /final')).toBeTruthy();
    expect(screen.queryByText('content of /')).toBeNull();
    expect(nav.snapshot()).toMatchObject({ path: '/final', search: '?lang=en', hash: '#rules' });
  });

  it('lets a route with sub routes match the paths under it, its own switch redirecting the rest', async () => {
    const nav = createMemoryNavigation('/missions/unknown');
    const missions: BlueprintNode = {
      type: 'Route',
      props: { path: '/missions' },
      children: [
        {
          type: 'Switch',
          props: { defaultPath: '/missions/today' },
          children: [route('/missions/today'), route('/missions/gifts')],
        },
      ],
    };
    show(page({ type: 'Switch', props: { defaultPath: '/' }, children: [route('/'), missions] }), nav);
    expect(await screen.findByText('content of /missions/today')).toBeTruthy();
    expect(nav.snapshot().path).toBe('/missions/today');
  });

  it("keeps the route of a mission dialog's parent path", async () => {
    const nav = createMemoryNavigation('/mission-dialog/7');
    show(
      page({ type: 'Switch', props: { defaultPath: '/final' }, children: [route('/'), route('/final')] }),
      nav,
    );
    expect(await screen.findByText('content of /')).toBeTruthy();
    expect(nav.snapshot().path).toBe('/mission-dialog/7');
  });

  it('prefers the route whose asDefaultPathBefore is the earliest still ahead', async () => {
    const inSeconds = (s: number) => Math.floor(Date.now() / 1000) + s;
    const nav = createMemoryNavigation('/');
    show(
      page({
        type: 'Switch',
        children: [
          route('/default'),
          route('/later', { asDefaultPathBefore: inSeconds(7200) }),
          route('/sooner', { asDefaultPathBefore: inSeconds(3600) }),
          route('/over', { asDefaultPathBefore: inSeconds(-10) }),
        ],
      }),
      nav,
    );
    expect(await screen.findByText('content of /sooner')).toBeTruthy();
  });

  it('navigates to a route on its hotkey, but not while typing or in editor mode', async () => {
    const nav = createMemoryNavigation('/a?lang=en');
    const tree = page({ type: 'Switch', children: [route('/a'), route('/b', { hotkey: ['b', '2'] })] });
    const { unmount } = show(tree, nav);
    await screen.findByText('content of /a');
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'b' });
    expect(nav.snapshot().path).toBe('/a');
    fireEvent.keyDown(window, { key: '2' });
    expect(await screen.findByText('content of /b')).toBeTruthy();
    input.remove();
    unmount();

    const editorNav = createMemoryNavigation('/a');
    show(tree, editorNav, { mode: 'editor' });
    await screen.findByText('content of /a');
    fireEvent.keyDown(window, { key: 'b' });
    expect(editorNav.snapshot().path).toBe('/a');
  });
});

describe('Tabs and Tab', () => {
  const tabs = (...items: Record<string, unknown>[]): BlueprintNode => ({
    type: 'Tabs',
    children: items.map((props) => ({ type: 'Tab', props })),
  });

  it('marks the tab matching the path active and records its name in the page info', async () => {
    const nav = createMemoryNavigation('/daily?lang=en');
    show(page(tabs({ to: '/', text: 'Main' }, { to: '/daily', text: 'Daily', name: 'daily-tab' })), nav);
    const daily = await screen.findByRole('link', { name: 'Daily' });
    expect(daily.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Main' }).getAttribute('aria-current')).toBeNull();
    await waitFor(() => expect(nav.snapshot().tabName).toBe('daily-tab'));
  });

  it('switches in-app keeping the query string, sending tab click and button_subtab.{index}', async () => {
    const nav = createMemoryNavigation('/?lang=en');
    const { events, tracker } = recording();
    show(page(tabs({ to: '/', text: 'Main' }, { to: '/daily', text: 'Daily' })), nav, { tracker });
    fireEvent.click(await screen.findByRole('link', { name: 'Daily' }));
    expect(nav.snapshot()).toMatchObject({ path: '/daily', search: '?lang=en', tabName: 'Daily' });
    const sent = events.filter((e) => e.name !== 'page_enter').map((e) => [e.name, e.properties]);
    expect(sent).toEqual([
      ['tab_click', { tabName: 'Daily', to: '/daily' }],
      ['page_surfing', { target: 'button_subtab.1' }],
    ]);
  });

  it('opens external links in a new window by default, with userID from session storage when asked', async () => {
    window.sessionStorage.setItem('userID', 'viewer-7');
    show(
      page(
        tabs(
          { to: 'https://shop.example.com/p', text: 'Shop', withUserId: true },
          { to: 'https://help.example.com/', text: 'Help', openNewWindow: false },
        ),
      ),
      createMemoryNavigation('/'),
    );
    const shop = await screen.findByRole('link', { name: /Shop/ });
    expect(shop.getAttribute('href')).toBe('https://shop.example.com/p?userID=viewer-7');
    expect(shop.getAttribute('target')).toBe('_blank');
    const help = screen.getByRole('link', { name: 'Help' });
    expect(help.getAttribute('target')).toBeNull();
    expect(help.getAttribute('href')).toBe('https://help.example.com/');
  });

  it('never adds the userID in editor mode', async () => {
    window.sessionStorage.setItem('userID', 'viewer-7');
    show(
      page(tabs({ to: 'https://shop.example.com/p', text: 'Shop', withUserId: true })),
      createMemoryNavigation('/'),
      {
        mode: 'editor',
      },
    );
    expect((await screen.findByRole('link', { name: /Shop/ })).getAttribute('href')).toBe(
      'https://shop.example.com/p',
    );
  });

  it('never renders a javascript:, data: or vbscript: target as a link (issue 30 §2.2)', async () => {
    const { container } = show(
      page(
        tabs({ to: 'javascript:alert(1)', text: 'Script' }, { to: '/safe', text: 'Safe' }),
        {
          type: 'SurpriseTabs',
          children: [
            { type: 'SurpriseTab', props: { to: ' Data:text/html,x', text: 'Data' } },
            { type: 'SurpriseTab', props: { to: 'java\tscript:alert(1)', text: 'Tabbed' } },
          ],
        },
        { type: 'RankGroup', children: [{ type: 'RankGroupItem', props: { to: 'vbscript:x', text: 'VB' } }] },
      ),
      createMemoryNavigation('/'),
    );
    await screen.findByRole('link', { name: 'Safe' });
    for (const name of ['Script', 'Data', 'Tabbed', 'VB']) {
      expect((await screen.findByText(name)).closest('[data-block]')?.hasAttribute('href')).toBe(false);
      expect(screen.queryByRole('link', { name })).toBeNull();
    }
    for (const a of container.querySelectorAll('a'))
      expect(a.getAttribute('href')).not.toMatch(/script:|data:/i);
  });

  it('makes Surprise tabs and rank-group items active when the path starts with their target', async () => {
    const nav = createMemoryNavigation('/vote/round2');
    show(
      page(
        {
          type: 'SurpriseTabs',
          children: [
            { type: 'SurpriseTab', props: { to: '/vote' } },
            { type: 'SurpriseTab', props: { to: '/result', text: 'Result' } },
          ],
        },
        {
          type: 'RankGroup',
          children: [{ type: 'RankGroupItem', props: { to: '/vote/round2', text: 'Round 2' } }],
        },
      ),
      nav,
    );
    // Surprise tab text defaults to 'tab'.
    expect((await screen.findByRole('link', { name: 'tab' })).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Result' }).getAttribute('aria-current')).toBeNull();
    expect((await screen.findByRole('link', { name: 'Round 2' })).getAttribute('aria-current')).toBe('page');
  });
});

describe('AnchorLink', () => {
  it('navigates to the page path and section, keeping the query string', async () => {
    const nav = createMemoryNavigation('/?lang=en');
    show(page({ type: 'AnchorLink', props: { path: '/rules', section: 'prizes', text: 'Prizes' } }), nav);
    fireEvent.click(await screen.findByRole('link', { name: 'Prizes' }));
    expect(nav.snapshot()).toMatchObject({ path: '/rules', search: '?lang=en', hash: '#prizes' });
  });

  it('blocks the click in editor mode', async () => {
    const nav = createMemoryNavigation('/');
    show(page({ type: 'AnchorLink', props: { path: '/rules', section: 'prizes', text: 'Prizes' } }), nav, {
      mode: 'editor',
    });
    fireEvent.click(await screen.findByRole('link', { name: 'Prizes' }));
    expect(nav.snapshot().path).toBe('/');
  });
});

describe('page types and the root template', () => {
  it('wraps each page type in the root template with its wrapper', () => {
    const stored: BlueprintNode = { type: 'Page', props: { title: 'x' }, children: [] };
    expect(pageFrame(stored, 'Daily')).toEqual({
      type: 'RootTemplate',
      props: { pageType: 'Daily' },
      children: [stored],
    });
    expect(pageFrame(stored, 'Surprise').children?.[0]?.type).toBe('SurprisePage');
    expect(pageFrame(stored, 'Config').children?.[0]?.type).toBe('ConfigWrapper');
    for (const type of ['Normal', 'Simple', 'Lite', 'Offline'] as const)
      expect(pageFrame(stored, type).children?.[0]?.type).toBe('Page');
  });

  it('renders right-to-left for ar; a signed-out visitor is not logged in to tracking', async () => {
    const { events, tracker } = recording();
    vi.useFakeTimers();
    const { container } = show(pageFrame(page(text('hello')), 'Surprise'), createMemoryNavigation('/'), {
      locale: 'ar',
      tracker,
    });
    expect(container.querySelector('[data-block="RootTemplate"]')?.getAttribute('dir')).toBe('rtl');
    expect(container.querySelector('[data-block="SurprisePage"]')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(600);
    });
    expect(events.find((e) => e.name === 'page_enter')?.properties).toEqual({});
  });

  it('logs a signed-in viewer in to the tracking: later events carry their userID', async () => {
    const { events, tracker } = recording();
    const session = createVisitorSession(createSafeStorage(() => undefined));
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const b64url = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    session.signIn({
      userID: 'viewer-1',
      email: 'ben@demo.eventory.app',
      jwtAccessToken: `${b64url({})}.${b64url({ exp })}.s`,
      accessToken: 'a',
      exp,
    });
    render(
      <NavigationProvider navigation={createMemoryNavigation('/')}>
        <Renderer
          node={pageFrame(page(text('hi')), 'Normal')}
          mode="runtime"
          registry={catalogue}
          locale="en_US"
          tracker={tracker}
          session={session}
        />
      </NavigationProvider>,
    );
    await screen.findByText('hi');
    tracker.buttonClick('x');
    expect(events.at(-1)?.properties).toEqual({ userID: 'viewer-1', text: 'x' });
  });

  it('shows invalid children when the root template holds something other than one page wrapper', async () => {
    show({ type: 'RootTemplate', children: [text('loose')] }, createMemoryNavigation('/'));
    expect(await screen.findByText('invalid children')).toBeTruthy();
  });
});

describe('refresh button', () => {
  it('appears 10 s after a loader registers, reloads all loaders and spins for 1500 ms', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    const unregister = pageRefreshLoaders.register(reload);
    const { container } = show(pageFrame(page(text('hello')), 'Normal'), createMemoryNavigation('/'));
    const button = () => container.querySelector<HTMLButtonElement>('[data-block="RefreshButton"]');
    await act(async () => {
      vi.advanceTimersByTime(9_999);
    });
    expect(button()).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(button()).toBeTruthy();
    fireEvent.click(button()!);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(button()?.getAttribute('aria-busy')).toBe('true');
    await act(async () => {
      vi.advanceTimersByTime(1_499);
    });
    expect(button()?.disabled).toBe(true);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(button()).toBeNull();
    unregister();
  });

  it('never shows without loaders', async () => {
    vi.useFakeTimers();
    const { container } = show(pageFrame(page(text('hello')), 'Normal'), createMemoryNavigation('/'));
    await act(async () => {
      vi.advanceTimersByTime(20_000);
    });
    expect(container.querySelector('[data-block="RefreshButton"]')).toBeNull();
  });
});

describe('navigation structural rules (rendered)', () => {
  const invalid = async (node: BlueprintNode) => {
    show(page(node), createMemoryNavigation('/'));
    return screen.findByText('invalid children');
  };

  it('a Route outside a Switch is refused', async () => {
    await invalid(route('/a'));
  });
  it('a Tab must sit in Tabs', async () => {
    await invalid({ type: 'Tab', props: { to: '/a', text: 'A' } });
  });
  it('Surprise tabs need at least 2 tabs', async () => {
    await invalid({ type: 'SurpriseTabs', children: [{ type: 'SurpriseTab' }] });
  });
  it('Tabs need at least 1 tab', async () => {
    await invalid({ type: 'Tabs', children: [] });
  });
  it('a Switch holds only Route children', async () => {
    await invalid({ type: 'Switch', children: [text('x')] });
  });
  it('a rank-group item sits in RankGroup, which holds only items', async () => {
    await invalid({ type: 'RankGroupItem', props: { to: '/a' } });
  });
  it('a Surprise tab must sit in Surprise tabs', async () => {
    await invalid({ type: 'SurpriseTab', props: { to: '/a' } });
  });
  it('RankGroup holds only rank-group items', async () => {
    await invalid({ type: 'RankGroup', children: [text('x')] });
  });
  it('an anchor link holds no children', async () => {
    await invalid({ type: 'AnchorLink', props: { section: 'a' }, children: [text('x')] });
  });
});

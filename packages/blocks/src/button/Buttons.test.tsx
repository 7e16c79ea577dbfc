import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { LOCALES } from '@eventory/domain/locales';
import type { TrackingEvent } from '@eventory/domain/tracking';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';
import { createTracker } from '../tracking/tracker.ts';
import { createSafeStorage } from '../visitor/safe-storage.ts';
import { createVisitorSession, type VisitorSession } from '../visitor/visitor-session.ts';
import { BUTTON_TEXTS } from './button-texts.ts';

type Answer = () => Response | Promise<Response>;
function serve(answer: Answer) {
  const calls: { url: string; method: string; headers: Record<string, string> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
      });
      return answer();
    }),
  );
  return calls;
}
const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status });

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
function signedIn(): VisitorSession {
  const session = createVisitorSession(createSafeStorage(() => undefined));
  const exp = Math.floor(Date.now() / 1000) + 3600;
  session.signIn({
    userID: 'viewer-1',
    email: 'ben@demo.eventory.app',
    jwtAccessToken: `${b64url({ alg: 'HS256' })}.${b64url({ sub: 'viewer-1', exp })}.sig`,
    accessToken: 'a',
    exp,
  });
  return session;
}

const buttons = (...children: Record<string, unknown>[]): BlueprintNode => ({
  type: 'Page',
  children: [{ type: 'Buttons', children: children.map((props) => ({ type: 'Button', props })) }],
});

function show(node: BlueprintNode, mode: 'editor' | 'runtime', session?: VisitorSession) {
  const events: TrackingEvent[] = [];
  const tracker = createTracker({
    sink: { send: (e) => void events.push(e), flush: () => {} },
    actor: () => undefined,
    page: () => 'demo',
  });
  render(
    <Renderer
      node={node}
      mode={mode}
      registry={catalogue}
      locale="en_US"
      session={session}
      tracker={tracker}
    />,
  );
  return events;
}

const claimButton = {
  text: 'Claim',
  link: '/mission',
  disableFn: 'state === 1',
  fetcher: '/api/v1/public/missions/5/reward?userID={userID}',
};

beforeAll(() => Promise.all([import('./Buttons.tsx'), import('./Button.tsx')]), 30_000);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('button with a fetcher and disableFn, runtime', () => {
  it('is disabled while loading, then disabled with no link when the rule is true', async () => {
    let release: (r: Response) => void = () => {};
    const calls = serve(() => new Promise<Response>((resolve) => (release = resolve)));
    show(buttons(claimButton), 'runtime', signedIn());
    const loading = await screen.findByRole('button', { name: /Claim/ });
    expect((loading as HTMLButtonElement).disabled).toBe(true);
    expect(loading.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toBe('/api/v1/public/missions/5/reward?userID=viewer-1');
    expect(calls[0]?.headers.authorization).toMatch(/^Bearer /);
    release(json({ state: 1 }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Claim' }).getAttribute('aria-busy')).toBeNull(),
    );
    const done = screen.getByRole('button', { name: 'Claim' });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(done.getAttribute('href')).toBeNull();
  });

  it('is an enabled link when the rule is false', async () => {
    serve(() => json({ state: 0 }));
    const events = show(buttons(claimButton), 'runtime', signedIn());
    await screen.findByRole('button', { name: /Claim/ });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Claim' }).tagName).toBe('A'));
    const enabled = screen.getByRole('button', { name: 'Claim' });
    expect(enabled.getAttribute('href')).toBe('/mission');
    fireEvent.click(enabled);
    expect(events.find((e) => e.name === 'button_click')?.properties).toMatchObject({ text: 'Claim' });
  });

  it('is enabled when the fetch fails', async () => {
    serve(() => json({ errorCode: 'INTERNAL', errorMessage: 'down' }, 500));
    show(buttons(claimButton), 'runtime', signedIn());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Claim' }).tagName).toBe('A'));
  });

  it('is enabled when the rule throws', async () => {
    serve(() => json({ state: 1 }));
    show(buttons({ ...claimButton, disableFn: 'data => data.state === 1' }), 'runtime', signedIn());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Claim' }).tagName).toBe('A'));
  });

  it('stays disabled when disabled is set, and opens external links in a new window', async () => {
    const calls = serve(() => json({}));
    show(
      buttons(
        { text: 'Closed', link: '/x', disabled: true },
        { text: 'Rules', link: 'https://e.test/rules' },
        { text: 'Bad', link: 'javascript:alert(1)' },
      ),
      'runtime',
    );
    expect(((await screen.findByRole('button', { name: 'Closed' })) as HTMLButtonElement).disabled).toBe(
      true,
    );
    const rules = screen.getByRole('button', { name: /Rules/ });
    expect(rules.getAttribute('href')).toBe('https://e.test/rules');
    expect(rules.getAttribute('target')).toBe('_blank');
    expect(rules.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('button', { name: 'Bad' }).getAttribute('href')).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('buttons, editor', () => {
  it('fetches nothing, opens nothing and says how to fill an empty row', async () => {
    const calls = serve(() => json({ state: 1 }));
    const events = show(buttons(claimButton), 'editor');
    const button = await screen.findByRole('button', { name: 'Claim' });
    expect(button.getAttribute('href')).toBe('/mission');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(calls).toEqual([]);
    expect(events.filter((e) => e.name === 'button_click')).toEqual([]);
    show({ type: 'Page', children: [{ type: 'Buttons', children: [] }] }, 'editor');
    expect(await screen.findByText('Add Button blocks inside Buttons.')).toBeTruthy();
  });
});

describe('button texts', () => {
  it('has every key, non-empty, in all six locales', () => {
    const keys = Object.keys(BUTTON_TEXTS.en_US).sort();
    expect(Object.keys(BUTTON_TEXTS).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      expect(Object.keys(BUTTON_TEXTS[locale]).sort(), locale).toEqual(keys);
      for (const key of keys)
        expect(BUTTON_TEXTS[locale][key as 'buttonsLabel'].trim(), `${locale}.${key}`).not.toBe('');
    }
  });
});

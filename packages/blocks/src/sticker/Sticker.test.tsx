import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import { LOCALES } from '@eventory/domain/locales';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';
import { createSafeStorage } from '../visitor/safe-storage.ts';
import { createVisitorSession, type VisitorSession } from '../visitor/visitor-session.ts';
import { openStickerUrl, stickerLoginStep, stickerOpensIn } from './sticker-rules.ts';
import { STICKER_TEXTS } from './sticker-texts.ts';

function serve(status: number) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return new Response(
        JSON.stringify(
          status === 200
            ? { userID: 'viewer-1', exp: 1 }
            : { errorCode: 'UNAUTHENTICATED', errorMessage: 'token invalid' },
        ),
        { status },
      );
    }),
  );
  return calls;
}

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const tokenWith = (exp: number) => `${b64url({ alg: 'HS256' })}.${b64url({ sub: 'viewer-1', exp })}.sig`;
const user = (exp = Math.floor(Date.now() / 1000) + 3600) => ({
  userID: 'viewer-1',
  email: '',
  jwtAccessToken: tokenWith(exp),
  accessToken: 'a',
});
function signedIn(): VisitorSession {
  const session = createVisitorSession(createSafeStorage(() => undefined));
  const u = user();
  session.signIn({ ...u, exp: Math.floor(Date.now() / 1000) + 3600 });
  return session;
}

const sticker = (props: Record<string, unknown>): BlueprintNode => ({
  type: 'Page',
  children: [{ type: 'Sticker', props: { url: 'https://e.test/scratch', ...props } }],
});
const show = (node: BlueprintNode, mode: 'editor' | 'runtime', session?: VisitorSession) =>
  render(<Renderer node={node} mode={mode} registry={catalogue} locale="en_US" session={session} />);

const face = () => screen.findByRole('button', { name: /Open the scratch-off card/ });

beforeAll(() => import('./Sticker.tsx'), 30_000);
let opened: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  opened = vi.fn();
  vi.stubGlobal('open', opened);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('scratch-off sticker, runtime', () => {
  it('shows scratchOffErrorLogin instead of opening when nobody is signed in', async () => {
    const calls = serve(200);
    show(sticker({}), 'runtime');
    fireEvent.click(await face());
    expect(await screen.findByText('Please sign in 17LIVE first')).toBeTruthy();
    expect(opened).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByText('Please sign in 17LIVE first')).toBeNull());
  });

  it('asks the server and opens the url in a new tab on a desktop page', async () => {
    const calls = serve(200);
    show(sticker({ imageLink: 'https://e.test/sticker.png' }), 'runtime', signedIn());
    expect((await screen.findByRole('img', { name: 'Open the scratch-off card' })).getAttribute('src')).toBe(
      'https://e.test/sticker.png',
    );
    fireEvent.click(await face());
    await waitFor(() =>
      expect(opened).toHaveBeenCalledWith('https://e.test/scratch', '_blank', 'noopener,noreferrer'),
    );
    expect(calls).toEqual(['/api/v1/cube/auth/validate']);
  });

  it('shows the login error when the server refuses the token', async () => {
    serve(401);
    show(sticker({}), 'runtime', signedIn());
    fireEvent.click(await face());
    expect(await screen.findByText('Please sign in 17LIVE first')).toBeTruthy();
    expect(opened).not.toHaveBeenCalled();
  });

  it('opens directly with checkUserLogin off', async () => {
    const calls = serve(200);
    show(sticker({ checkUserLogin: false }), 'runtime');
    fireEvent.click(await face());
    expect(opened).toHaveBeenCalledWith('https://e.test/scratch', '_blank', 'noopener,noreferrer');
    expect(calls).toEqual([]);
  });

  it('never opens a javascript: url, and carries its element id', async () => {
    serve(200);
    show(sticker({ url: 'javascript:alert(1)', checkUserLogin: false, containerId: 'scratch' }), 'runtime');
    fireEvent.click(await face());
    expect(opened).not.toHaveBeenCalled();
    expect(document.getElementById('scratch')?.dataset.block).toBe('Sticker');
  });
});

describe('scratch-off sticker, editor', () => {
  it('shows the sticker and neither checks sign-in nor opens anything', async () => {
    const calls = serve(200);
    show(sticker({ checkUserLogin: false }), 'editor');
    fireEvent.click(await face());
    show(sticker({}), 'editor');
    fireEvent.click((await screen.findAllByRole('button', { name: /Open the scratch-off card/ }))[1]!);
    expect(opened).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
    expect(screen.queryByText('Please sign in 17LIVE first')).toBeNull();
  });
});

describe('sticker rules', () => {
  it('opens in the same window on mobile or embedded, else a new tab', () => {
    expect(stickerOpensIn({ mobile: true, embedded: false })).toBe('same');
    expect(stickerOpensIn({ mobile: false, embedded: true })).toBe('same');
    expect(stickerOpensIn({ mobile: false, embedded: false })).toBe('new');
    const win = { open: vi.fn(), location: { assign: vi.fn() } };
    openStickerUrl('/x', 'same', win);
    expect(win.location.assign).toHaveBeenCalledWith('/x');
    expect(win.open).not.toHaveBeenCalled();
    openStickerUrl('/y', 'new', win);
    expect(win.open).toHaveBeenCalledWith('/y', '_blank', 'noopener,noreferrer');
  });

  it('needs a valid, unexpired token with checkUserLogin', () => {
    const now = Date.now();
    expect(stickerLoginStep(false, undefined, now)).toBe('open');
    expect(stickerLoginStep(true, undefined, now)).toBe('login-error');
    expect(stickerLoginStep(true, user(Math.floor(now / 1000) - 10), now)).toBe('login-error');
    expect(stickerLoginStep(true, { ...user(), jwtAccessToken: 'not-a-jwt' }, now)).toBe('login-error');
    expect(stickerLoginStep(true, user(), now)).toBe('ask-server');
  });

  it('has every text, non-empty, in all six locales', () => {
    const keys = Object.keys(STICKER_TEXTS.en_US).sort();
    expect(Object.keys(STICKER_TEXTS).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      expect(Object.keys(STICKER_TEXTS[locale]).sort(), locale).toEqual(keys);
      for (const key of keys)
        expect(STICKER_TEXTS[locale][key as 'stickerLabel'].trim(), `${locale}.${key}`).not.toBe('');
    }
  });
});

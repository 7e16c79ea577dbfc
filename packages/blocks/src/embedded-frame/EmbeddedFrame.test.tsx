import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlueprintNode } from '@eventory/domain/blueprint';
import type { Locale } from '@eventory/domain/locales';
import { catalogue } from '../catalogue.ts';
import { Renderer } from '../renderer/Renderer.tsx';
import { createSafeStorage } from '../visitor/safe-storage.ts';
import { createVisitorSession, type VisitorSession } from '../visitor/visitor-session.ts';

const ALLOWED = 'https://event.eventory.app';
const frame = (
  type: 'EmbeddedFrame' | 'EmbeddedLoginFrame',
  props: Record<string, unknown>,
): BlueprintNode => ({
  type: 'Page',
  children: [
    { type, props },
    { type: 'Text', props: { text: 'after the frame' } },
  ],
});
const show = (
  node: BlueprintNode,
  mode: 'editor' | 'runtime' = 'runtime',
  options: { locale?: Locale; session?: VisitorSession } = {},
) =>
  render(
    <Renderer
      node={node}
      mode={mode}
      registry={catalogue}
      locale={options.locale ?? 'en_US'}
      session={options.session}
    />,
  );
const iframe = async () => (await screen.findByTitle('Embedded event page')) as HTMLIFrameElement;
/** A message as the browser delivers it: from an origin and a window. */
const send = (data: unknown, origin: string, source: Window | null) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

const b64url = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
function signedIn(): VisitorSession {
  const session = createVisitorSession(createSafeStorage(() => undefined));
  const exp = Math.floor(Date.now() / 1000) + 3600;
  session.signIn({
    userID: 'viewer-1',
    email: '',
    jwtAccessToken: `${b64url({ alg: 'HS256' })}.${b64url({ sub: 'viewer-1', exp })}.sig`,
    accessToken: 'access-1',
    exp,
  });
  return session;
}

let errors: ReturnType<typeof vi.spyOn>;
beforeAll(() => import('./EmbeddedFrameFamily.ts'), 30_000);
beforeEach(() => {
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  window.history.replaceState(null, '', '/event/demo?lang=ja&ref=tw');
});
afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('EmbeddedFrame in runtime mode', () => {
  it('embeds an allowed event origin with the current query string appended', async () => {
    show(frame('EmbeddedFrame', { url: `${ALLOWED}/quiz?round=2` }));
    const element = await iframe();
    expect(element.getAttribute('src')).toBe(`${ALLOWED}/quiz?round=2&lang=ja&ref=tw`);
    expect(element.style.height).toBe('600px');
  });

  it.each([
    'https://evil.test/quiz',
    'http://event.eventory.app/quiz',
    'https://event.eventory.app.evil.test/quiz',
    'javascript:alert(1)',
  ])('refuses %s: logs an error and renders nothing', async (url) => {
    const { container } = show(frame('EmbeddedFrame', { url }));
    await screen.findByText('after the frame');
    await import('./EmbeddedFrameFamily.ts');
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('Embedded frame: refused')),
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('[data-block="EmbeddedFrame"]')).toBeNull();
  });

  it('resizes when its own frame asks, from its origin', async () => {
    show(frame('EmbeddedFrame', { url: `${ALLOWED}/quiz`, height: 300 }));
    const element = await iframe();
    expect(element.style.height).toBe('300px');
    await send({ type: 'eventory:resize', height: 900 }, ALLOWED, element.contentWindow);
    expect(element.style.height).toBe('900px');
  });

  it('ignores messages from another origin, even from its own frame', async () => {
    show(frame('EmbeddedFrame', { url: `${ALLOWED}/quiz`, height: 300 }));
    const element = await iframe();
    await send({ type: 'eventory:resize', height: 900 }, 'https://evil.test', element.contentWindow);
    await send(
      { type: 'eventory:resize', height: 900 },
      'https://event-stage.eventory.app',
      element.contentWindow,
    );
    expect(element.style.height).toBe('300px');
  });

  it('ignores messages from another window, even with the allowed origin', async () => {
    show(frame('EmbeddedFrame', { url: `${ALLOWED}/quiz`, height: 300 }));
    const element = await iframe();
    await send({ type: 'eventory:resize', height: 900 }, ALLOWED, window);
    await send({ type: 'eventory:resize', height: 900 }, ALLOWED, null);
    expect(element.style.height).toBe('300px');
  });
});

describe('EmbeddedLoginFrame in runtime mode', () => {
  it('posts the sign-in to its frame, only to the frame origin, when the frame loads', async () => {
    show(frame('EmbeddedLoginFrame', { url: `${ALLOWED}/quiz` }), 'runtime', { session: signedIn() });
    const element = await iframe();
    const post = vi.spyOn(element.contentWindow!, 'postMessage').mockImplementation(() => {});
    fireEvent.load(element);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(
      {
        type: 'eventory:login',
        signedIn: true,
        userID: 'viewer-1',
        jwtAccessToken: expect.any(String),
        accessToken: 'access-1',
      },
      ALLOWED,
    );
  });

  it('answers a login request from its frame, says nobody is signed in, and ignores foreign requests', async () => {
    show(frame('EmbeddedLoginFrame', { url: `${ALLOWED}/quiz` }));
    const element = await iframe();
    const post = vi.spyOn(element.contentWindow!, 'postMessage').mockImplementation(() => {});
    await send({ type: 'eventory:login-request' }, 'https://evil.test', element.contentWindow);
    await send({ type: 'eventory:login-request' }, ALLOWED, window);
    expect(post).not.toHaveBeenCalled();
    await send({ type: 'eventory:login-request' }, ALLOWED, element.contentWindow);
    expect(post).toHaveBeenCalledWith({ type: 'eventory:login', signedIn: false }, ALLOWED);
  });

  it('tells the frame when the visitor signs out', async () => {
    const session = signedIn();
    show(frame('EmbeddedLoginFrame', { url: `${ALLOWED}/quiz` }), 'runtime', { session });
    const element = await iframe();
    const post = vi.spyOn(element.contentWindow!, 'postMessage').mockImplementation(() => {});
    fireEvent.load(element);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    act(() => session.signOut());
    await waitFor(() =>
      expect(post).toHaveBeenLastCalledWith({ type: 'eventory:login', signedIn: false }, ALLOWED),
    );
  });

  it('shows a popup when its frame asks, as plain text, and not for a foreign message', async () => {
    show(frame('EmbeddedLoginFrame', { url: `${ALLOWED}/quiz` }));
    const element = await iframe();
    await send(
      { type: 'eventory:popup', message: 'from elsewhere' },
      'https://evil.test',
      element.contentWindow,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await send(
      { type: 'eventory:popup', title: 'Quiz', message: '<img src=x onerror=alert(1)>You won!' },
      ALLOWED,
      element.contentWindow,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Quiz' });
    expect(dialog.textContent).toContain('<img src=x onerror=alert(1)>You won!');
    expect(dialog.querySelector('img')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a foreign origin like the plain variant', async () => {
    const { container } = show(frame('EmbeddedLoginFrame', { url: 'https://evil.test/login' }));
    await screen.findByText('after the frame');
    await waitFor(() =>
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('Embedded frame: refused')),
    );
    expect(container.querySelector('iframe')).toBeNull();
  });
});

describe('embedded frames in editor mode', () => {
  it('load nothing and name the address', async () => {
    const { container } = show(frame('EmbeddedFrame', { url: `${ALLOWED}/quiz` }), 'editor');
    expect(
      await screen.findByText(`Embedded frame: ${ALLOWED}/quiz?lang=ja&ref=tw (loads for visitors only)`),
    ).toBeTruthy();
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('explain a refused address and an empty one, in the locale', async () => {
    show(frame('EmbeddedLoginFrame', { url: 'https://evil.test/x' }), 'editor', { locale: 'zh_TW' });
    expect(await screen.findByText(/嵌入框架：此網址不被接受/)).toBeTruthy();
    expect(screen.getByText('框架會收到訪客的登入狀態，並可開啟彈出視窗。')).toBeTruthy();
    render(<Renderer node={frame('EmbeddedFrame', {})} mode="editor" registry={catalogue} locale="ja" />);
    expect(await screen.findByText('埋め込みフレーム：イベントページのURLを設定してください。')).toBeTruthy();
  });

  it('post no sign-in and show no popup', async () => {
    const post = vi.spyOn(window, 'postMessage');
    show(frame('EmbeddedLoginFrame', { url: `${ALLOWED}/quiz` }), 'editor', { session: signedIn() });
    await screen.findByText(/loads for visitors only/);
    await send({ type: 'eventory:popup', message: 'hi' }, ALLOWED, window);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(post).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalledWith(expect.stringContaining('Embedded frame: refused'));
  });
});

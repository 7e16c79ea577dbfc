import { describe, expect, it } from 'vitest';
import {
  EMBEDDED_FRAME_ORIGINS,
  frameAddress,
  isFromFrame,
  loginMessage,
  readFrameMessage,
} from './frame-rules.ts';

describe('frame address (block catalogue §5)', () => {
  it('accepts the allowed event origins and appends the current query string', () => {
    expect(frameAddress('https://event.eventory.app/quiz?round=2', '?lang=ja&ref=tw')).toEqual({
      url: 'https://event.eventory.app/quiz?round=2&lang=ja&ref=tw',
      origin: 'https://event.eventory.app',
    });
    expect(frameAddress('https://event-stage.eventory.app/a', '')?.url).toBe(
      'https://event-stage.eventory.app/a',
    );
    expect(EMBEDDED_FRAME_ORIGINS).toHaveLength(2);
  });

  it.each([
    'https://evil.test/quiz',
    'http://event.eventory.app/quiz',
    'https://event.eventory.app.evil.test/quiz',
    'https://event.eventory.app:8443/quiz',
    'https://user@evil.test/?https://event.eventory.app',
    'javascript:alert(1)',
    '//event.eventory.app/quiz',
    '',
  ])('refuses %s', (url) => {
    expect(frameAddress(url, '?a=1')).toBeUndefined();
  });
});

describe('frame messages', () => {
  const frameWindow = {} as Window;
  const frame = { origin: 'https://event.eventory.app', window: frameWindow };

  it('are accepted only from the frame origin AND the frame window', () => {
    expect(isFromFrame({ origin: 'https://event.eventory.app', source: frameWindow }, frame)).toBe(true);
    expect(isFromFrame({ origin: 'https://evil.test', source: frameWindow }, frame)).toBe(false);
    expect(isFromFrame({ origin: 'https://event.eventory.app', source: {} }, frame)).toBe(false);
    expect(
      isFromFrame({ origin: 'https://event.eventory.app', source: null }, { ...frame, window: null }),
    ).toBe(false);
  });

  it('reads the protocol and ignores anything else', () => {
    expect(readFrameMessage({ type: 'eventory:resize', height: 20 })).toEqual({
      type: 'eventory:resize',
      height: 50,
    });
    expect(readFrameMessage({ type: 'eventory:resize', height: 1e9 })).toEqual({
      type: 'eventory:resize',
      height: 5000,
    });
    expect(readFrameMessage({ type: 'eventory:resize', height: 'big' })).toBeUndefined();
    expect(readFrameMessage({ type: 'eventory:login-request' })).toEqual({ type: 'eventory:login-request' });
    expect(readFrameMessage({ type: 'eventory:popup', message: ` ${'x'.repeat(600)}` })).toEqual({
      type: 'eventory:popup',
      message: 'x'.repeat(500),
    });
    expect(readFrameMessage({ type: 'eventory:popup', message: '' })).toBeUndefined();
    expect(readFrameMessage('eventory:login-request')).toBeUndefined();
    expect(readFrameMessage(null)).toBeUndefined();
    expect(readFrameMessage({ type: 'other' })).toBeUndefined();
  });

  it('tells the frame who is signed in, or that nobody is', () => {
    expect(loginMessage(undefined)).toEqual({ type: 'eventory:login', signedIn: false });
    expect(loginMessage({ userID: 'u1', jwtAccessToken: 'j', accessToken: 'a' })).toEqual({
      type: 'eventory:login',
      signedIn: true,
      userID: 'u1',
      jwtAccessToken: 'j',
      accessToken: 'a',
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserTransport, createBatchingSink } from './tracker.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('browser tracking transport', () => {
  it('uses sendBeacon when the page is leaving', () => {
    const sendBeacon = vi.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    browserTransport('/api/v1/tracking/events', '{"events":[]}', true);
    expect(sendBeacon).toHaveBeenCalledWith('/api/v1/tracking/events', expect.any(Blob));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses fetch with keepalive otherwise', () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 202 }));
    vi.stubGlobal('fetch', fetchMock);
    browserTransport('/api/v1/tracking/events', '{"events":[]}', false);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/v1/tracking/events',
      expect.objectContaining({ method: 'POST', keepalive: true, body: '{"events":[]}' }),
    );
  });

  it('sends what is queued when the page is hidden', () => {
    const transport = vi.fn();
    const sink = createBatchingSink({ transport });
    sink.send({ name: 'page_enter', actor: 'guest', page: '', timestamp: 1, properties: {} });
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(transport).toHaveBeenCalledTimes(1);
    expect(transport.mock.calls[0]?.[2]).toBe(true);
    sink.dispose();
  });
});

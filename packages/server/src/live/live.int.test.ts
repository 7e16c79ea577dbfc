// backends: once: through HTTP and services with no dialect-specific code
// Live channels (admin spec §4, §7): a channel name and the access token sent on open; close codes
// 4001-4003 for the cases a client must not retry.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { LIVE_CLOSE, LIVE_PATH, type LiveMessage } from '@eventory/domain/live';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { MemoryHub, RedisHub } from './hub.ts';

function nextMessage(ws: WebSocket): Promise<LiveMessage> {
  return new Promise((resolve, reject) => {
    ws.once('message', (data) => resolve(JSON.parse(String(data)) as LiveMessage));
    ws.once('close', (code) => reject(new Error(`closed with ${code}`)));
  });
}

const closed = (ws: WebSocket) => new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));

describe('live channels', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redisUrl: undefined });
  });
  afterAll(() => t.close());

  it('forwards a container channel to an event page without a token', async () => {
    const ws = await t.app.injectWS(LIVE_PATH);
    ws.send(JSON.stringify({ channel: 'container:5' }));
    expect(await nextMessage(ws)).toEqual({ type: 'subscribed', channel: 'container:5' });
    const message = nextMessage(ws);
    t.app.live.publish('container:5', { type: 'records-changed', containerID: 5, at: 1 });
    expect(await message).toEqual({ type: 'records-changed', containerID: 5, at: 1 });
    ws.terminate();
  });

  it('does not forward other channels', async () => {
    const ws = await t.app.injectWS(LIVE_PATH);
    ws.send(JSON.stringify({ channel: 'container:6' }));
    await nextMessage(ws);
    const received: LiveMessage[] = [];
    ws.on('message', (data) => received.push(JSON.parse(String(data)) as LiveMessage));
    t.app.live.publish('container:7', { type: 'records-changed', containerID: 7, at: 1 });
    t.app.live.publish('container:6', { type: 'records-changed', containerID: 6, at: 2 });
    await new Promise((r) => setTimeout(r, 50));
    expect(received).toEqual([{ type: 'records-changed', containerID: 6, at: 2 }]);
    ws.terminate();
  });

  it('closes with 4003 for an unknown channel or a malformed open message', async () => {
    const unknown = await t.app.injectWS(LIVE_PATH);
    unknown.send(JSON.stringify({ channel: 'secrets' }));
    expect(await closed(unknown)).toBe(LIVE_CLOSE.badChannel);
    const garbage = await t.app.injectWS(LIVE_PATH);
    garbage.send('not json');
    expect(await closed(garbage)).toBe(LIVE_CLOSE.badChannel);
  });

  it('closes an admin channel with 4001 without a valid session', async () => {
    const ws = await t.app.injectWS(LIVE_PATH);
    ws.send(JSON.stringify({ channel: 'job-system', accessToken: 'forged' }));
    expect(await closed(ws)).toBe(LIVE_CLOSE.unauthenticated);
  });

  it('closes an admin channel with 4002 without its permission', async () => {
    const token = await t.signIn(['ViewOnly']);
    const ws = await t.app.injectWS(LIVE_PATH);
    ws.send(JSON.stringify({ channel: 'job-system', accessToken: token }));
    expect(await closed(ws)).toBe(LIVE_CLOSE.forbidden);
  });

  it('subscribes a developer to the job-system channel', async () => {
    const token = await t.signIn(['developer']);
    const ws = await t.app.injectWS(LIVE_PATH);
    ws.send(JSON.stringify({ channel: 'job-system', accessToken: token }));
    expect(await nextMessage(ws)).toEqual({ type: 'subscribed', channel: 'job-system' });
    ws.terminate();
  });
});

describe('the in-process hub', () => {
  it('stops delivering after unsubscribe', () => {
    const hub = new MemoryHub();
    const got: LiveMessage[] = [];
    const off = hub.subscribe('container:1', (m) => got.push(m));
    hub.publish('container:1', { type: 'records-changed', containerID: 1, at: 1 });
    off();
    hub.publish('container:1', { type: 'records-changed', containerID: 1, at: 2 });
    expect(got).toHaveLength(1);
  });
});

describe.runIf(process.env.REDIS_URL)('the Redis hub', () => {
  it('delivers a message published by one server process to the sockets of another', async () => {
    const prefix = `eventory:test:${randomUUID()}:`;
    const a = new RedisHub(process.env.REDIS_URL!, prefix);
    const b = new RedisHub(process.env.REDIS_URL!, prefix);
    try {
      const received = new Promise<LiveMessage>((resolve) => b.subscribe('container:9', resolve));
      await b.ready();
      a.publish('container:9', { type: 'records-changed', containerID: 9, at: 3 });
      expect(await received).toEqual({ type: 'records-changed', containerID: 9, at: 3 });
    } finally {
      await a.close();
      await b.close();
    }
  });
});

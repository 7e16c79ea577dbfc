// The live hub: publish a message on a channel, every subscriber (in this process, or with Redis in
// every process) receives it. Publishers never wait on subscribers.
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';
import type { LiveMessage } from '@eventory/domain/live';

export interface LiveHub {
  publish(channel: string, message: LiveMessage): void;
  /** Returns the unsubscribe function. */
  subscribe(channel: string, listener: (message: LiveMessage) => void): () => void;
  close(): Promise<void>;
}

export class MemoryHub implements LiveHub {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  publish(channel: string, message: LiveMessage): void {
    this.emitter.emit(channel, message);
  }

  subscribe(channel: string, listener: (message: LiveMessage) => void): () => void {
    this.emitter.on(channel, listener);
    return () => this.emitter.off(channel, listener);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

/**
 * Redis pub/sub, so every server process behind a load balancer tells its own sockets. One Redis
 * subscription per channel per process, fanned out locally.
 */
export class RedisHub implements LiveHub {
  private readonly local = new MemoryHub();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly counts = new Map<string, number>();

  constructor(
    url: string,
    private readonly prefix = 'eventory:live:',
  ) {
    this.publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    this.subscriber = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    this.subscriber.on('message', (redisChannel: string, payload: string) => {
      if (!redisChannel.startsWith(this.prefix)) return;
      try {
        this.local.publish(redisChannel.slice(this.prefix.length), JSON.parse(payload) as LiveMessage);
      } catch {
        // a malformed payload from another process is dropped, not fatal
      }
    });
  }

  publish(channel: string, message: LiveMessage): void {
    void this.publisher.publish(this.prefix + channel, JSON.stringify(message)).catch(() => {});
  }

  subscribe(channel: string, listener: (message: LiveMessage) => void): () => void {
    const count = this.counts.get(channel) ?? 0;
    if (count === 0) void this.subscriber.subscribe(this.prefix + channel).catch(() => {});
    this.counts.set(channel, count + 1);
    const off = this.local.subscribe(channel, listener);
    return () => {
      off();
      const left = (this.counts.get(channel) ?? 1) - 1;
      if (left <= 0) {
        this.counts.delete(channel);
        void this.subscriber.unsubscribe(this.prefix + channel).catch(() => {});
      } else this.counts.set(channel, left);
    };
  }

  /** Resolves once the subscriber connection has subscribed to everything asked so far. */
  async ready(): Promise<void> {
    await this.subscriber.ping();
  }

  async close(): Promise<void> {
    await this.local.close();
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}

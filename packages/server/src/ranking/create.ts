// Picks the rank index backend from the config: Redis sorted sets when REDIS_URL is set, else in process.
import type { Config } from '../config/config.ts';
import { MemoryRankIndex } from './memory-index.ts';
import type { RankIndex } from './rank-index.ts';
import { RedisRankIndex } from './redis-index.ts';

export function createRankIndex(config: Pick<Config, 'redisUrl'>, prefix?: string): RankIndex {
  return config.redisUrl
    ? new RedisRankIndex({ url: config.redisUrl, ...(prefix ? { prefix } : {}) })
    : new MemoryRankIndex();
}

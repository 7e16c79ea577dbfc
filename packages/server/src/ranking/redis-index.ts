// The rank index in Redis, so several server processes share one ranking (REDIS_URL).
//
// Encoding, per container (namespace `eventory:{prefix}`):
//   {ns}:ctr:{id}       sorted set; member `{lastUpdateMs as 15 digits}:{key}`, score = -score
//   {ns}:ctr:{id}:keys  hash key → the 15-digit lastUpdateMs (finds a key's member)
//   {ns}:ctr:{id}:meta  hash total (sum of scores), updatedAt (15 digits)
//   {ns}:containers     set of container ids that hold entries
// ZRANGE ascending over -score gives score descending; equal scores order by member bytes, i.e.
// the earlier lastUpdateMs (fixed width, so byte order = numeric order), then key in UTF-8 byte order
// (= code point order, as in memory-index.ts). Scores keep full double precision (Redis stores the
// double; negation is exact); lastUpdateMs must be a whole number 0 ≤ t < 10^15 (year 33658).
// Multi-step changes run as Lua scripts, so each is atomic against other processes; a committed batch's
// increments go in one pipeline of one script call per container (and per 250 members).
// At start each container whose checksum (size, sums of scores and of times, the latest time) agrees with
// the records' is kept as Redis holds it; any other is rebuilt from the records (load(): fill fresh keys,
// then RENAME over the live ones). An increment another process applies to a container during that
// container's rebuild is overwritten by the reload; the records keep it, and the next rebuild or the
// record's next change brings the index back in step. Start processes one after another, or accept that.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type {
  ContainerStats,
  RankChecksum,
  RankEntry,
  RankIncrement,
  RankIndex,
  RankedEntry,
} from './rank-index.ts';

const TS_WIDTH = 15;
const MAX_TS = 10 ** TS_WIDTH;

function pad(ts: number): string {
  if (!Number.isInteger(ts) || ts < 0 || ts >= MAX_TS)
    throw new Error(`lastUpdateMs ${ts} cannot be ranked: it must be a whole number 0 ≤ t < 10^15`);
  return String(ts).padStart(TS_WIDTH, '0');
}

const memberOf = (ts: string, key: string) => `${ts}:${key}`;
const splitMember = (member: string): { key: string; lastUpdateMs: number } => ({
  key: member.slice(TS_WIDTH + 1),
  lastUpdateMs: Number(member.slice(0, TS_WIDTH)),
});
/** Redis answers -0 for a zero score; -Number('-0') is 0 either way. */
const scoreFrom = (negated: string) => -Number(negated) || 0;

// KEYS: zset, keys hash, meta hash, containers set. ARGV: key, -score, score, ts15, containerID.
const SET_LUA = `
local old = redis.call('HGET', KEYS[2], ARGV[1])
if old then
  local oldMember = old .. ':' .. ARGV[1]
  local oldScore = redis.call('ZSCORE', KEYS[1], oldMember)
  redis.call('ZREM', KEYS[1], oldMember)
  if oldScore then redis.call('HINCRBYFLOAT', KEYS[3], 'total', oldScore) end
end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4] .. ':' .. ARGV[1])
redis.call('HSET', KEYS[2], ARGV[1], ARGV[4])
redis.call('HINCRBYFLOAT', KEYS[3], 'total', ARGV[3])
local u = redis.call('HGET', KEYS[3], 'updatedAt')
if (not u) or u < ARGV[4] then redis.call('HSET', KEYS[3], 'updatedAt', ARGV[4]) end
redis.call('SADD', KEYS[4], ARGV[5])
return 1
`;

// KEYS as SET. ARGV: key, -delta, delta, ts15, containerID. Answers {-newScore, ts15}.
const INCREMENT_LUA = `
local ts = ARGV[4]
local old = redis.call('HGET', KEYS[2], ARGV[1])
if old then
  if old > ts then ts = old end
  if ts ~= old then
    local oldMember = old .. ':' .. ARGV[1]
    local s = redis.call('ZSCORE', KEYS[1], oldMember)
    redis.call('ZREM', KEYS[1], oldMember)
    if s then redis.call('ZADD', KEYS[1], s, ts .. ':' .. ARGV[1]) end
  end
end
redis.call('HSET', KEYS[2], ARGV[1], ts)
local neg = redis.call('ZINCRBY', KEYS[1], ARGV[2], ts .. ':' .. ARGV[1])
redis.call('HINCRBYFLOAT', KEYS[3], 'total', ARGV[3])
local u = redis.call('HGET', KEYS[3], 'updatedAt')
if (not u) or u < ts then redis.call('HSET', KEYS[3], 'updatedAt', ts) end
redis.call('SADD', KEYS[4], ARGV[5])
return {neg, ts}
`;

// A batch's increments into one container, each as INCREMENT_LUA does; the total and the last update
// are written once. KEYS as SET. ARGV: containerID, summed delta, then (key, -delta, ts15) per member.
// A member whose time moves is removed and added back with its new score in one ZADD (the sum is the same
// double addition ZINCRBY makes; Redis passes a Lua number on exactly): two sorted-set changes, not three.
const INCREMENT_ALL_LUA = `
local newest = ''
for i = 3, #ARGV, 3 do
  local key = ARGV[i]
  local ts = ARGV[i + 2]
  local old = redis.call('HGET', KEYS[2], key)
  local moved = false
  if old then
    if old > ts then ts = old end
    if ts ~= old then
      local oldMember = old .. ':' .. key
      local s = redis.call('ZSCORE', KEYS[1], oldMember)
      if s then
        redis.call('ZREM', KEYS[1], oldMember)
        redis.call('ZADD', KEYS[1], tonumber(s) + tonumber(ARGV[i + 1]), ts .. ':' .. key)
        moved = true
      end
      redis.call('HSET', KEYS[2], key, ts)
    end
  else
    redis.call('HSET', KEYS[2], key, ts)
  end
  if not moved then redis.call('ZINCRBY', KEYS[1], ARGV[i + 1], ts .. ':' .. key) end
  if ts > newest then newest = ts end
end
redis.call('HINCRBYFLOAT', KEYS[3], 'total', ARGV[2])
local u = redis.call('HGET', KEYS[3], 'updatedAt')
if (not u) or u < newest then redis.call('HSET', KEYS[3], 'updatedAt', newest) end
redis.call('SADD', KEYS[4], ARGV[1])
return 1
`;

// KEYS: zset, keys hash, meta hash, containers set. ARGV: key, containerID.
const REMOVE_LUA = `
local old = redis.call('HGET', KEYS[2], ARGV[1])
if not old then return 0 end
local member = old .. ':' .. ARGV[1]
local s = redis.call('ZSCORE', KEYS[1], member)
redis.call('ZREM', KEYS[1], member)
redis.call('HDEL', KEYS[2], ARGV[1])
if s then redis.call('HINCRBYFLOAT', KEYS[3], 'total', s) end
if redis.call('ZCARD', KEYS[1]) == 0 then
  redis.call('DEL', KEYS[1], KEYS[2], KEYS[3])
  redis.call('SREM', KEYS[4], ARGV[2])
end
return 1
`;

// KEYS: zset, keys hash. ARGV: key. Answers {0-based rank, -score, ts15} or nil.
const RANK_LUA = `
local ts = redis.call('HGET', KEYS[2], ARGV[1])
if not ts then return nil end
local member = ts .. ':' .. ARGV[1]
local r = redis.call('ZRANK', KEYS[1], member)
if not r then return nil end
return {r, redis.call('ZSCORE', KEYS[1], member), ts}
`;

// KEYS: zset. ARGV: start, stop (ranks). Answers {members, sum of scores, sum of ts mod 1e9, max ts} of
// that slice of the sorted set, as exact decimal strings (a Lua number answered to Redis is truncated).
const CHECKSUM_LUA = `
local items = redis.call('ZRANGE', KEYS[1], ARGV[1], ARGV[2], 'WITHSCORES')
local s, t, m = 0, 0, 0
for i = 1, #items, 2 do
  local ts = tonumber(string.sub(items[i], 1, 15))
  t = t + (ts % 1000000000)
  if ts > m then m = ts end
  s = s - tonumber(items[i + 1])
end
return {#items / 2, string.format('%.17g', s), string.format('%.17g', t), string.format('%.17g', m)}
`;

type Script = (...args: (string | number)[]) => Promise<unknown>;
interface Scripts {
  eventoryRankSet: Script;
  eventoryRankIncrement: Script;
  eventoryRankIncrementAll: Script;
  eventoryRankRemove: Script;
  eventoryRankOf: Script;
  eventoryRankChecksum: Script;
}

const LOAD_CHUNK = 2000;
/** Members summed per checksum script call (Redis serves other clients between calls). */
const CHECKSUM_CHUNK = 25_000;
/** Members per script call of incrementAll (a 5,000-effect batch is 20 calls in one pipeline): each call holds Redis for about a millisecond, so reads interleave. */
const INCREMENT_CHUNK = 250;

export interface RedisRankIndexOptions {
  url: string;
  /** Namespaces every key (`eventory:{prefix}:...`), so tests and deployments can share a Redis. */
  prefix?: string;
}

export class RedisRankIndex implements RankIndex {
  readonly kind = 'redis';
  readonly redis: Redis;
  private readonly ns: string;
  private readonly scripts: Scripts;

  constructor({ url, prefix = 'main' }: RedisRankIndexOptions) {
    this.redis = new Redis(url, { enableAutoPipelining: true, maxRetriesPerRequest: 3 });
    this.ns = `eventory:${prefix}`;
    this.redis.defineCommand('eventoryRankSet', { numberOfKeys: 4, lua: SET_LUA });
    this.redis.defineCommand('eventoryRankIncrement', { numberOfKeys: 4, lua: INCREMENT_LUA });
    this.redis.defineCommand('eventoryRankIncrementAll', { numberOfKeys: 4, lua: INCREMENT_ALL_LUA });
    this.redis.defineCommand('eventoryRankRemove', { numberOfKeys: 4, lua: REMOVE_LUA });
    this.redis.defineCommand('eventoryRankChecksum', { numberOfKeys: 1, lua: CHECKSUM_LUA });
    this.redis.defineCommand('eventoryRankOf', { numberOfKeys: 2, lua: RANK_LUA });
    this.scripts = this.redis as unknown as Scripts;
  }

  private keys(containerID: number) {
    const z = `${this.ns}:ctr:${containerID}`;
    return { z, h: `${z}:keys`, m: `${z}:meta`, all: `${this.ns}:containers` };
  }

  async update(containerID: number, key: string, score: number, lastUpdateMs: number): Promise<void> {
    const k = this.keys(containerID);
    await this.scripts.eventoryRankSet(
      k.z,
      k.h,
      k.m,
      k.all,
      key,
      String(-score),
      String(score),
      pad(lastUpdateMs),
      containerID,
    );
  }

  async increment(containerID: number, key: string, delta: number, atMs: number): Promise<RankEntry> {
    const k = this.keys(containerID);
    const [neg, ts] = (await this.scripts.eventoryRankIncrement(
      k.z,
      k.h,
      k.m,
      k.all,
      key,
      String(-delta),
      String(delta),
      pad(atMs),
      containerID,
    )) as [string, string];
    return { key, score: scoreFrom(neg), lastUpdateMs: Number(ts) };
  }

  /** One pipeline (one round trip): per container, one script call per INCREMENT_CHUNK members. */
  async incrementAll(increments: readonly RankIncrement[]): Promise<void> {
    if (increments.length === 0) return;
    const byContainer = new Map<number, RankIncrement[]>();
    for (const inc of increments) {
      const list = byContainer.get(inc.containerID);
      if (list) list.push(inc);
      else byContainer.set(inc.containerID, [inc]);
    }
    const pipeline = this.redis.pipeline() as unknown as Record<'eventoryRankIncrementAll', Script> & {
      exec(): Promise<[Error | null, unknown][] | null>;
    };
    for (const [containerID, list] of byContainer) {
      const k = this.keys(containerID);
      for (let i = 0; i < list.length; i += INCREMENT_CHUNK) {
        const args: string[] = [];
        let sum = 0;
        for (const inc of list.slice(i, i + INCREMENT_CHUNK)) {
          args.push(inc.key, String(-inc.delta), pad(inc.atMs));
          sum += inc.delta;
        }
        void pipeline.eventoryRankIncrementAll(
          k.z,
          k.h,
          k.m,
          k.all,
          String(containerID),
          String(sum),
          ...args,
        );
      }
    }
    const results = await pipeline.exec();
    const failed = results?.find(([err]) => err);
    if (failed?.[0]) throw failed[0];
  }

  async remove(containerID: number, key: string): Promise<boolean> {
    const k = this.keys(containerID);
    return (await this.scripts.eventoryRankRemove(k.z, k.h, k.m, k.all, key, containerID)) === 1;
  }

  async clear(containerID: number): Promise<void> {
    const k = this.keys(containerID);
    await this.redis.multi().del(k.z, k.h, k.m).srem(k.all, String(containerID)).exec();
  }

  async rankOf(containerID: number, key: string): Promise<RankedEntry | undefined> {
    const k = this.keys(containerID);
    const found = (await this.scripts.eventoryRankOf(k.z, k.h, key)) as [number, string, string] | null;
    if (!found) return undefined;
    const [rank, neg, ts] = found;
    return { key, score: scoreFrom(neg), lastUpdateMs: Number(ts), rank: rank + 1 };
  }

  async range(containerID: number, offset: number, count: number): Promise<RankedEntry[]> {
    if (count <= 0) return [];
    const flat = await this.redis.zrange(this.keys(containerID).z, offset, offset + count - 1, 'WITHSCORES');
    const out: RankedEntry[] = [];
    for (let i = 0; i < flat.length; i += 2)
      out.push({ ...splitMember(flat[i]!), score: scoreFrom(flat[i + 1]!), rank: offset + i / 2 + 1 });
    return out;
  }

  async size(containerID: number): Promise<number> {
    return this.redis.zcard(this.keys(containerID).z);
  }

  async stats(containerID: number): Promise<ContainerStats> {
    const k = this.keys(containerID);
    const [size, [total, updatedAt]] = await Promise.all([
      this.redis.zcard(k.z),
      this.redis.hmget(k.m, 'total', 'updatedAt'),
    ]);
    return { size, totalScore: Number(total ?? 0), updatedAtMs: Number(updatedAt ?? 0) };
  }

  /** Fills fresh keys, then swaps them in with RENAME in one MULTI, so readers never see half a load. */
  async load(
    containerID: number,
    batches: AsyncIterable<readonly RankEntry[]> | Iterable<readonly RankEntry[]>,
  ): Promise<void> {
    const k = this.keys(containerID);
    const tag = randomBytes(6).toString('hex');
    const tz = `${k.z}:load:${tag}`;
    const th = `${k.h}:load:${tag}`;
    let total = 0;
    let updatedAt = 0;
    let n = 0;
    try {
      for await (const batch of batches) {
        for (let i = 0; i < batch.length; i += LOAD_CHUNK) {
          const chunk = batch.slice(i, i + LOAD_CHUNK);
          const zargs: string[] = [];
          const hargs: string[] = [];
          for (const e of chunk) {
            const ts = pad(e.lastUpdateMs);
            zargs.push(String(-e.score), memberOf(ts, e.key));
            hargs.push(e.key, ts);
            total += e.score;
            if (e.lastUpdateMs > updatedAt) updatedAt = e.lastUpdateMs;
          }
          n += chunk.length;
          await this.redis
            .pipeline()
            .zadd(tz, ...zargs)
            .hset(th, ...hargs)
            .exec();
        }
      }
      const swap = this.redis.multi();
      if (n === 0) swap.del(k.z, k.h, k.m).srem(k.all, String(containerID));
      else
        swap
          .rename(tz, k.z)
          .rename(th, k.h)
          .del(k.m)
          .hset(k.m, 'total', String(total), 'updatedAt', pad(updatedAt))
          .sadd(k.all, String(containerID));
      const results = await swap.exec();
      const failed = results?.find(([err]) => err);
      if (failed?.[0]) throw failed[0];
    } finally {
      await this.redis.del(tz, th);
    }
  }

  /**
   * Summed from the sorted set in slices; the keys hash and the meta hash must agree with it, or the answer
   * is one no records match (size -1), so the container is rebuilt.
   */
  async checksum(containerID: number): Promise<RankChecksum> {
    const k = this.keys(containerID);
    const [size, keyCount, [total, updatedAt]] = await Promise.all([
      this.redis.zcard(k.z),
      this.redis.hlen(k.h),
      this.redis.hmget(k.m, 'total', 'updatedAt'),
    ]);
    const sum: RankChecksum = { size: 0, scoreSum: 0, timeSum: 0, maxTime: 0 };
    for (let start = 0; start < size; start += CHECKSUM_CHUNK) {
      const [n, s, t, m] = (await this.scripts.eventoryRankChecksum(
        k.z,
        start,
        start + CHECKSUM_CHUNK - 1,
      )) as [number, string, string, string];
      sum.size += n;
      sum.scoreSum += Number(s);
      sum.timeSum += Number(t);
      sum.maxTime = Math.max(sum.maxTime, Number(m));
    }
    const metaAgrees = size === 0 || (Number(total) === sum.scoreSum && Number(updatedAt) === sum.maxTime);
    return keyCount === size && metaAgrees ? sum : { ...sum, size: -1 };
  }

  version(): undefined {
    return undefined;
  }

  async containerIDs(): Promise<number[]> {
    return (await this.redis.smembers(this.keys(0).all)).map(Number);
  }

  /** Deletes every key of this namespace (tests' clean-up). */
  async dropAll(): Promise<void> {
    let cursor = '0';
    do {
      const [next, found] = await this.redis.scan(cursor, 'MATCH', `${this.ns}:*`, 'COUNT', 1000);
      if (found.length > 0) await this.redis.del(...found);
      cursor = next;
    } while (cursor !== '0');
  }

  async close(): Promise<void> {
    await this.redis.quit();
  }
}

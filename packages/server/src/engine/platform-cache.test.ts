import { describe, expect, it } from 'vitest';
import type { OnliveInfo, UserInfo } from '@eventory/domain/leaderboard-read';
import type { Platform } from '../platform/platform.ts';
import { CachedPlatform, SNAPSHOT_MAX_USERS } from './platform-cache.ts';

const user = (id: string): UserInfo => ({
  userID: id,
  displayName: `name ${id}`,
  region: 'TW',
  openID: `open_${id}`,
  picture: '',
});

/** A platform of `size` users u0..u{size-1} that counts its calls. */
function countingPlatform(size: number) {
  const calls = { list: 0, users: 0, onlive: 0 };
  const known = (id: string) => /^u\d+$/.test(id) && Number(id.slice(1)) < size;
  const platform: Platform = {
    async listUsers() {
      calls.list++;
      return Array.from({ length: size }, (_, i) => user(`u${i}`));
    },
    async getUsers(ids) {
      calls.users++;
      return new Map(ids.filter(known).map((id) => [id, user(id)]));
    },
    async getOnliveInfo(ids) {
      calls.onlive++;
      return new Map<string, OnliveInfo>(
        ids.filter(known).map((id) => [id, { streamID: 1, liveStreamID: 2 }]),
      );
    },
  };
  return { platform, calls };
}

describe('platform cache of the leaderboard reads', () => {
  it('holds a small population whole: lookups cost no platform call after the first load', async () => {
    const { platform, calls } = countingPlatform(20);
    const cached = new CachedPlatform(platform);
    for (let i = 0; i < 50; i++) {
      const users = await cached.getUsers(['u3', 'U3', 'stranger']);
      expect([...users.keys()]).toEqual(['u3', 'U3']);
      expect((await cached.getOnliveInfo(['u4'])).get('u4')).toEqual({ streamID: 1, liveStreamID: 2 });
    }
    expect(calls).toEqual({ list: 1, users: 0, onlive: 1 });
  });

  it('batches the misses of concurrent reads into one call for a large population', async () => {
    const { platform, calls } = countingPlatform(SNAPSHOT_MAX_USERS + 1);
    const cached = new CachedPlatform(platform);
    const answers = await Promise.all(
      Array.from({ length: 32 }, (_, i) => cached.getUsers([`u${i}`, `nobody${i}`])),
    );
    expect(answers.map((a) => [...a.keys()])).toEqual(Array.from({ length: 32 }, (_, i) => [`u${i}`]));
    expect(calls.users).toBe(1);
    await cached.getUsers(['u5', 'nobody5']);
    expect(calls.users).toBe(1);
  });
});

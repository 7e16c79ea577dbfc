// GET user/infos (admin spec §7 "Other hosts": "GET user/infos (users)"; decision 0121): the platform's
// public profile of each user asked, for the screens that show a user by id.
import { z } from 'zod';
import type { UserInfo } from './leaderboard-read.ts';

/** Most users one call may ask for. */
export const MAX_USER_INFOS = 100;

const userId = z.string().trim().min(1).max(200, 'each user id is at most 200 characters');

/**
 * `users`: user ids, comma-separated and/or repeated (`?users=a,b&users=c`); each counted once, in the
 * order first asked; 1 to 100 of them.
 */
export const userInfosQuerySchema = z.object({
  users: z
    .union([z.string(), z.array(z.string())], { error: 'users is required: user ids, comma-separated' })
    .transform((value) => [
      ...new Set(
        [value]
          .flat()
          .flatMap((part) => part.split(','))
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(
      z
        .array(userId)
        .min(1, 'users is required: user ids, comma-separated')
        .max(MAX_USER_INFOS, `users names at most ${MAX_USER_INFOS} user ids`),
    ),
});

/** The answer: the known users among those asked, in the order asked; unknown ids are left out. */
export interface UserInfosResponse {
  data: UserInfo[];
}

// The visitor's signed-in session (visitor spec §1, §6): a user id, a jwtAccessToken and an accessToken.
// No zod here: the event pages import it.

/** POST /api/v1/visitor/demo-sign-in → this. `exp` is unix seconds. */
export interface VisitorSignIn {
  userID: string;
  /** For tracking (visitor spec §7: events carry the user's email or 'guest'). */
  email: string;
  jwtAccessToken: string;
  accessToken: string;
  exp: number;
}

/** GET /api/v1/cube/auth/validate → this on success (401 otherwise). */
export interface VisitorValidation {
  userID: string;
  exp: number;
}

/** GET /users/{userID}/followeeIDs?count=&cursor= → this; nextCursor '' at the end. */
export interface FolloweePage {
  followeeIDs: string[];
  nextCursor: string;
}

/** Visitor spec §9: follower pages hold up to 1000 entries. */
export const FOLLOWEE_PAGE_SIZE = 1000;

/** Demo sessions last a day: long enough for a demo, short enough to show the expired-token modal. */
export const VISITOR_SESSION_TTL_SECONDS = 24 * 60 * 60;

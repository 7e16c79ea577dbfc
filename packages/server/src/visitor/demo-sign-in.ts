// The standalone product's demo sign-in (no host-platform sign-in): the demo viewers and streamers one may
// sign in as, and the visitor tokens such a sign-in gets.
import { DomainError } from '@eventory/domain/errors';
import type { UserInfo } from '@eventory/domain/leaderboard-read';
import type { VisitorSignIn } from '@eventory/domain/visitor-session';
import { DEMO_POPULATION } from '../platform/demo-population.ts';
import { toUserInfo, type UserKind } from '../platform/platform.ts';
import { signVisitorToken, type VisitorKey } from '../auth/visitor-token.ts';

export interface DemoVisitor extends UserInfo {
  kind: UserKind;
}

const demoUser = (userID: string) => DEMO_POPULATION.find((u) => u.userId === userID.toLowerCase());

/** Every demo platform user, as the sign-in picker lists them. */
export const demoVisitors = (): DemoVisitor[] =>
  DEMO_POPULATION.map((u) => ({ ...toUserInfo({ ...u, picture: '' }), kind: u.kind }));

/** Signs a demo platform user in: a JWT and an access token, as the host app would issue them. */
export async function demoSignIn(key: VisitorKey, userID: string): Promise<VisitorSignIn> {
  const user = demoUser(userID);
  if (!user)
    throw new DomainError(
      'NOT_FOUND',
      'Only demo platform users can sign in here; pick one from /api/v1/visitor/demo-users.',
      404,
      'userID',
    );
  const now = Math.floor(Date.now() / 1000);
  const jwt = await signVisitorToken(key, user.userId, 'jwt', { now });
  const access = await signVisitorToken(key, user.userId, 'access', { now });
  return {
    userID: user.userId,
    email: `${user.openId}@demo.eventory.app`,
    jwtAccessToken: jwt.token,
    accessToken: access.token,
    exp: jwt.exp,
  };
}

// The mission calls of visitor spec §7 as the mission blocks make them (paths: docs/api.md "Missions
// (visitor)"): a ref's missions with a user's progress, the editor's list, the reward state, the claim
// (Bearer jwt plus accessToken of the signed-in viewer) and the reward's display info.
import type { ClaimRewardResponse, RewardStateResponse } from '@eventory/domain/mission-rewards';
import type { MissionRefType } from '@eventory/domain/mission-kinds';
import type { UserMission, UserMissionsResponse } from '@eventory/domain/user-missions';
import { requestJson } from '../data/data-client.ts';
import type { VisitorUser } from '../visitor/auth-guard.ts';
import { authHeaders } from '../visitor/visitor-session.ts';

const seg = (value: string | number) => encodeURIComponent(String(value));

/** GET /event/user-missions-refs/{refType}/refID/{refID}/userID/{userID}: the ref's missions with progress. */
export async function fetchUserMissions(
  refType: MissionRefType,
  refID: string | number,
  userID: string,
  signal?: AbortSignal,
): Promise<UserMission[]> {
  const body = await requestJson<UserMissionsResponse>(
    `/event/user-missions-refs/${seg(refType)}/refID/${seg(refID)}/userID/${seg(userID)}`,
    { signal },
  );
  return body.data.missions;
}

/** GET /event/user-missions/{leaderboardID}/{userID}: a leaderboard's missions for one row's user. */
export async function fetchLeaderboardMissions(
  leaderboardID: string | number,
  userID: string,
  signal?: AbortSignal,
): Promise<UserMission[]> {
  const body = await requestJson<UserMissionsResponse>(
    `/event/user-missions/${seg(leaderboardID)}/${seg(userID)}`,
    { signal },
  );
  return body.data.missions;
}

/** GET /missionrefs/{refType}/refID/{refID}: the editor's list (no progress). */
export async function fetchMissionRefs(
  refType: MissionRefType,
  refID: string | number,
  signal?: AbortSignal,
): Promise<UserMission[]> {
  const body = await requestJson<UserMissionsResponse>(`/missionrefs/${seg(refType)}/refID/${seg(refID)}`, {
    signal,
  });
  return body.data.missions;
}

/** GET /api/v1/public/missions/{missionID}/reward?userID=: the viewer's reward state. */
export async function fetchRewardState(
  missionID: number,
  userID: string,
  signal?: AbortSignal,
): Promise<RewardStateResponse> {
  const query = new URLSearchParams({ userID });
  return requestJson<RewardStateResponse>(`/api/v1/public/missions/${seg(missionID)}/reward?${query}`, {
    signal,
  });
}

/** PUT /api/v1/public/missions/{missionID}/claimReward {userID}: the signed-in viewer's claim. */
export function claimReward(missionID: number, user: VisitorUser): Promise<ClaimRewardResponse> {
  return requestJson<ClaimRewardResponse>(`/api/v1/public/missions/${seg(missionID)}/claimReward`, {
    method: 'PUT',
    body: { userID: user.userID },
    headers: authHeaders(user),
  });
}

/** Reward info (visitor spec §3): url, colorCode, displayNames. */
export interface RewardInfo {
  url?: string;
  colorCode?: string;
  displayNames?: { language: string; value: string }[];
  /** Avatar items answer an iconURL instead. */
  iconURL?: string;
}

/**
 * GET /userStyle/{rewardTypeName}/style/{id} (token) and, for avatars, GET /avatar/items/{id} too: the reward's
 * name and picture for the popup. The popup falls back to the reward setting when this fails.
 */
export function fetchRewardInfo(
  styleName: string,
  itemID: string,
  user: VisitorUser | undefined,
  signal?: AbortSignal,
): Promise<RewardInfo> {
  const style = requestJson<RewardInfo>(`/userStyle/${seg(styleName)}/style/${seg(itemID)}`, {
    signal,
    headers: user ? authHeaders(user) : {},
  });
  if (styleName !== 'avatar') return style;
  // An avatar item answers only its picture; its name is the avatar style's (the same id).
  return Promise.allSettled([
    requestJson<RewardInfo>(`/avatar/items/${seg(itemID)}`, { signal }),
    style,
  ]).then(([item, named]) => {
    if (item.status === 'rejected') throw item.reason;
    return named.status === 'fulfilled'
      ? { ...item.value, displayNames: named.value.displayNames }
      : item.value;
  });
}

// The vote calls of visitor spec §7 as the vote rows make them: the vote with its tallies, one chunk
// of statuses, and a cast. Authenticated calls send the Bearer jwt plus the accessToken header.
import type {
  CastVoteResponse,
  VoteInfo,
  VoteStatus,
  VoteStatusResponse,
  VotingEventResponse,
} from '@eventory/domain/votes';
import { IDEMPOTENCY_HEADER } from '@eventory/domain/vote-status';
import { requestJson } from '../data/data-client.ts';
import type { VisitorUser } from '../visitor/auth-guard.ts';
import { authHeaders } from '../visitor/visitor-session.ts';

const votePath = (voteID: string | number) => encodeURIComponent(String(voteID));

/** GET votingEvent/{voteID}: voteInfo[0]. */
export async function fetchVoteInfo(voteID: string | number, signal?: AbortSignal): Promise<VoteInfo> {
  const body = await requestJson<VotingEventResponse>(`/votingEvent/${votePath(voteID)}`, { signal });
  return body.voteInfo[0];
}

/** POST event/vote/{id}/users/status/query for one chunk (at most 100 targets). */
export async function fetchVoteStatuses(
  voteID: string | number,
  targetUserIDs: readonly string[],
  user: VisitorUser | undefined,
  signal?: AbortSignal,
): Promise<VoteStatus[]> {
  const body = await requestJson<VoteStatusResponse>(`/event/vote/${votePath(voteID)}/users/status/query`, {
    method: 'POST',
    body: { targetUserIDs },
    headers: user ? authHeaders(user) : {},
    signal,
  });
  return body.data.results;
}

/** POST /event/vote/{id}: one vote for receiverID; the key makes a retried request count once. */
export function castVote(
  voteID: string | number,
  receiverID: string,
  user: VisitorUser,
  idempotencyKey: string,
): Promise<CastVoteResponse> {
  return requestJson<CastVoteResponse>(`/event/vote/${votePath(voteID)}`, {
    method: 'POST',
    body: { receiverID },
    headers: { ...authHeaders(user), [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

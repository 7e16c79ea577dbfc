// The registration calls (visitor spec §7): the viewer's registration info and its submit (Bearer jwt plus
// the accessToken header), and the campaign's public questionnaires the form can take its questions from.
import type {
  PublicQuestionnaire,
  PublicQuestionnairesResponse,
  RegistrationInfo,
  RegistrationInfoResponse,
} from '@eventory/domain/registrations';
import type { RegistrationValues } from '@eventory/domain/registration-answers';
import { notLoggedIn, requestJson } from '../data/data-client.ts';
import type { VisitorUser } from '../visitor/auth-guard.ts';
import { authHeaders } from '../visitor/visitor-session.ts';

const infoPath = (containerID: number) =>
  `/event/registration/${encodeURIComponent(String(containerID))}/info`;

/** GET /event/registration/{containerID}/info; no signed-in user is the server's 401, without a call. */
export async function fetchRegistrationInfo(
  containerID: number,
  user: VisitorUser | undefined,
  signal?: AbortSignal,
): Promise<RegistrationInfo> {
  if (!user) throw notLoggedIn();
  const body = await requestJson<RegistrationInfoResponse>(infoPath(containerID), {
    headers: authHeaders(user),
    signal,
  });
  return body.data;
}

/** PUT /event/registration/{containerID}/info: the form values (no underscore fields) plus status processing. */
export async function sendRegistration(
  containerID: number,
  user: VisitorUser,
  values: RegistrationValues,
): Promise<RegistrationInfo> {
  const body = await requestJson<RegistrationInfoResponse>(infoPath(containerID), {
    method: 'PUT',
    body: { ...values, status: 'processing' },
    headers: authHeaders(user),
  });
  return body.data;
}

/** GET /api/v1/eventory/campaigns/{campaignID}/questionnaires. */
export async function fetchCampaignQuestionnaires(
  campaignID: number,
  signal?: AbortSignal,
): Promise<PublicQuestionnaire[]> {
  const body = await requestJson<PublicQuestionnairesResponse>(
    `/api/v1/eventory/campaigns/${encodeURIComponent(String(campaignID))}/questionnaires`,
    { signal },
  );
  return body.data.questionnaires;
}

/** The container's form among the campaign's questionnaires: the latest attached to it (as the server checks). */
export const questionnaireOfContainer = (list: readonly PublicQuestionnaire[], containerID: number) =>
  list.filter((q) => q.containerID === containerID).sort((a, b) => b.ID - a.ID)[0];

// Integration-test fixtures: campaigns, leaderboards and evaluators made through the real admin API.
import type { Campaign, CampaignInput, Leaderboard } from '@eventory/domain/campaign';
import type { Evaluator } from '@eventory/domain/evaluators';
import type { TestEvent, TestEventResult } from '@eventory/domain/events';
import type { TestApp } from './harness.ts';

const DAY = 24 * 60 * 60;
let sequence = 0;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export function campaignInput(overrides: Partial<CampaignInput> = {}): Record<string, unknown> {
  sequence += 1;
  return {
    codeName: `cup-${process.pid}-${sequence}`,
    name: `Cup ${sequence}`,
    startTime: nowSeconds() - DAY,
    endTime: nowSeconds() + 7 * DAY,
    regions: ['TW'],
    ...overrides,
  };
}

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** One admin API call, answering the raw response (status, body, headers) for error checks. */
export function adminInject(t: TestApp, token: string, method: Method, url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { 'access-token': token },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function adminCall<T>(
  t: TestApp,
  token: string,
  method: Method,
  url: string,
  payload?: unknown,
): Promise<T> {
  const res = await t.app.inject({
    method,
    url,
    headers: { 'access-token': token },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  if (res.statusCode !== 200) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res.json() as T;
}

export async function createCampaign(
  t: TestApp,
  token: string,
  overrides: Partial<CampaignInput> = {},
): Promise<Campaign> {
  const { ID } = await adminCall<{ ID: number }>(
    t,
    token,
    'POST',
    '/v1/admin/campaigns',
    campaignInput(overrides),
  );
  return adminCall<Campaign>(t, token, 'GET', `/v1/admin/campaigns/${ID}`);
}

export async function createLeaderboard(
  t: TestApp,
  token: string,
  campaign: Campaign,
  overrides: Record<string, unknown> = {},
): Promise<Leaderboard> {
  return adminCall<Leaderboard>(t, token, 'POST', '/v1/admin/leaderboards', {
    eventID: campaign.ID,
    groupName: 'Top streamers',
    startTime: campaign.startTime,
    endTime: campaign.endTime,
    ...overrides,
  });
}

export async function createGiftEvaluator(
  t: TestApp,
  token: string,
  containerID: number,
  overrides: Record<string, unknown> = {},
): Promise<Evaluator> {
  return adminCall<Evaluator>(t, token, 'POST', '/v1/admin/evaluators', {
    targetContainerID: containerID,
    eventType: 1,
    resultKey: 'ReceiverID',
    ...overrides,
  });
}

export async function sendGift(
  t: TestApp,
  token: string,
  gift: { ID: string; senderID: string; receiverID: string; point: number; timestamp?: number },
): Promise<TestEventResult> {
  const event: Omit<TestEvent, 'source'> = {
    ID: gift.ID,
    type: 1,
    timestamp: gift.timestamp ?? Date.now(),
    giftEvent: { giftID: 'rose', senderID: gift.senderID, receiverID: gift.receiverID, point: gift.point },
  };
  return adminCall<TestEventResult>(t, token, 'POST', '/v1/admin/event', event);
}

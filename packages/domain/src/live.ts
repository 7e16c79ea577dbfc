// Live channels (admin spec §4, §7): one websocket, a channel name and the access token sent on open.
// Clients reconnect on close except for the close codes 4001-4003, which mean "do not retry".

export const LIVE_PATH = '/v1/live';

export const LIVE_CLOSE = {
  /** No valid session for a channel that needs one. */
  unauthenticated: 4001,
  /** Signed in, but without the channel's permission. */
  forbidden: 4002,
  /** No such channel, or the open message was malformed. */
  badChannel: 4003,
} as const;

/** Close codes after which a client must not reconnect. */
export const isFinalClose = (code: number) => code >= 4001 && code <= 4003;

/** The first message a client sends after the socket opens. */
export interface LiveOpen {
  channel: string;
  accessToken?: string;
}

export type LiveMessage =
  | { type: 'subscribed'; channel: string }
  /** A container's records changed (scores, a clear, a restore): re-read the ranking. */
  | { type: 'records-changed'; containerID: number; at: number }
  /** Job system (admin spec §4). */
  | { type: 'update-execution'; execution: unknown }
  /** Gift buckets (admin spec §4). */
  | { type: 'state-changed'; bucket: unknown };

/** Public channel of one container's ranking; event pages subscribe without a token. */
export const containerChannel = (containerID: number) => `container:${containerID}`;

/** The gift-bucket channel: `state-changed` for /gift-bucket/list and /tester/gift-bucket (decision 0054). */
export const GIFT_BUCKET_CHANNEL = 'gift-bucket';

export type ChannelAccess =
  | { kind: 'public' }
  | {
      kind: 'admin';
      permission: 'jobSystem' | 'workerSystem';
      /** Holders of this permission may listen too (the gift-bucket tester view). */
      orPermission?: 'tester';
    };

/** Which channels exist and who may listen; undefined for an unknown channel. */
export function channelAccess(channel: string): ChannelAccess | undefined {
  if (channel === 'job-system') return { kind: 'admin', permission: 'jobSystem' };
  if (channel === GIFT_BUCKET_CHANNEL)
    return { kind: 'admin', permission: 'workerSystem', orPermission: 'tester' };
  if (/^container:[1-9]\d{0,15}$/.test(channel)) return { kind: 'public' };
  return undefined;
}

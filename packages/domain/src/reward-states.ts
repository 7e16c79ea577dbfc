// A mission reward's claim state (visitor spec §3).
// Without zod, so the event page imports it without the schema library (decision 0076).

/** Visitor spec §3: reward state Unclaimed 0, Claimed 1. */
export const REWARD_STATES = { Unclaimed: 0, Claimed: 1 } as const;
export type RewardState = (typeof REWARD_STATES)[keyof typeof REWARD_STATES];

import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.ts';
import {
  checkEvaluatorLimit,
  evaluateConstraints,
  giftEventFields,
  type ArmyFacts,
  type ConstraintContext,
  type ConstraintEvent,
  type CountSlot,
  type RecordFacts,
  type UserFacts,
} from './evaluate.ts';
import type { Constraint, Setting } from './model.ts';

/** An in-memory context: records per container, platform facts, counts that add one per call. */
function fakeContext(
  opts: {
    records?: Record<number, Record<string, Partial<RecordFacts> & { rank?: number }>>;
    users?: Record<string, UserFacts>;
    army?: ArmyFacts;
  } = {},
): ConstraintContext & { counts: Map<string, number> } {
  const counts = new Map<string, number>();
  return {
    timezone: 'GMT+0800',
    counts,
    record: async (containerID, key) => {
      const r = opts.records?.[containerID]?.[key];
      return r ? { score: 0, meta: {}, ...r } : undefined;
    },
    rank: async (containerID, key) => {
      const r = opts.records?.[containerID]?.[key];
      return r ? (r.rank ?? 1) : undefined;
    },
    groupAverage: async (containerID, group) => {
      const scores = Object.values(opts.records?.[containerID] ?? {})
        .filter((r) => r.meta?.group === group)
        .map((r) => r.score ?? 0);
      return scores.length === 0 ? undefined : scores.reduce((a, b) => a + b, 0) / scores.length;
    },
    userFacts: async (id) => opts.users?.[id],
    army: async () => opts.army,
    count: async (slot: CountSlot) => {
      const k = JSON.stringify(slot);
      const n = (counts.get(k) ?? 0) + 1;
      counts.set(k, n);
      return n;
    },
  };
}

const event = (
  over: Partial<Parameters<typeof giftEventFields>[0]> = {},
  timestamp = Date.UTC(2026, 0, 1, 12),
) =>
  ({
    type: 1,
    timestamp,
    fields: giftEventFields({
      giftID: 'rose',
      senderID: 'ben',
      receiverID: 'luna',
      point: 100,
      count: 2,
      ...over,
    }),
  }) satisfies ConstraintEvent;

const is = (setting: Setting): Constraint => ({ logic: 'IS', setting });
const passes = async (judges: Constraint[], e = event(), ctx = fakeContext()) =>
  (await evaluateConstraints(judges, e, ctx)).passed;

describe('Event settings', () => {
  it('compares an event field with EQ', async () => {
    expect(await passes([is({ kind: 'Event', field: 'GiftID', value: 'rose' })])).toBe(true);
    expect(await passes([is({ kind: 'Event', field: 'GiftID', value: 'lily' })])).toBe(false);
  });
  it('passes any-of values', async () => {
    expect(await passes([is({ kind: 'Event', field: 'GiftID', values: ['lily', 'rose'] })])).toBe(true);
  });
  it('compares numbers with LT, LTE, GT, GTE', async () => {
    const point = (operator: Setting['operator'], value: number) =>
      passes([is({ kind: 'Event', field: 'Point', operator, value })]);
    expect(await point('GTE', 100)).toBe(true);
    expect(await point('GT', 100)).toBe(false);
    expect(await point('LT', 101)).toBe(true);
    expect(await point('LTE', 99)).toBe(false);
  });
  it('fails closed on a field the event does not carry', async () => {
    const r = await evaluateConstraints(
      [is({ kind: 'Event', field: 'SubscriberID', value: 'x' })],
      event(),
      fakeContext(),
    );
    expect(r).toMatchObject({
      passed: false,
      trace: [{ passed: false, reason: 'the event has no SubscriberID' }],
    });
  });
  it("reads Region as the streamer's platform region", async () => {
    const ctx = fakeContext({ users: { luna: { region: 'TW' } } });
    expect(await passes([is({ kind: 'Event', field: 'Region', value: 'TW' })], event(), ctx)).toBe(true);
    expect(await passes([is({ kind: 'Event', field: 'Region', value: 'TW' })])).toBe(false);
  });
  it('negation flips the result and says so', async () => {
    const r = await evaluateConstraints(
      [is({ kind: 'Event', field: 'GiftID', value: 'lily', negate: true })],
      event(),
      fakeContext(),
    );
    expect(r.passed).toBe(true);
    expect(r.trace[0]?.reason).toMatch(/^negated: GiftID is "rose"/);
  });
});

describe('container settings', () => {
  const ctx = () =>
    fakeContext({
      records: { 3: { luna: { score: 50, rank: 2 } }, 4: { rose: {} }, 5: { ben: {} } },
    });
  it('WhiteList passes only members', async () => {
    expect(
      await passes([is({ kind: 'container', field: 'WhiteList', containerID: 3 })], event(), ctx()),
    ).toBe(true);
    const r = await evaluateConstraints(
      [is({ kind: 'container', field: 'WhiteList', containerID: 3 })],
      event({ receiverID: 'kai' }),
      ctx(),
    );
    expect(r.trace[0]).toMatchObject({
      path: 'judges.0.setting',
      kind: 'container.WhiteList',
      passed: false,
      reason: 'ReceiverID "kai" is not in whitelist container 3',
    });
  });
  it('GiftBucket passes gifts in the bucket', async () => {
    expect(
      await passes([is({ kind: 'container', field: 'GiftBucket', containerID: 4 })], event(), ctx()),
    ).toBe(true);
    expect(
      await passes(
        [is({ kind: 'container', field: 'GiftBucket', containerID: 4 })],
        event({ giftID: 'x' }),
        ctx(),
      ),
    ).toBe(false);
  });
  it('Rank and Score compare the subject record', async () => {
    const rank = is({ kind: 'container', field: 'Rank', containerID: 3, operator: 'LTE', value: 3 });
    const score = is({ kind: 'container', field: 'Score', containerID: 3, operator: 'GT', value: 60 });
    const votes = is({ kind: 'container', field: 'VoteCount', containerID: 3, operator: 'GTE', value: 50 });
    expect(await passes([rank], event(), ctx())).toBe(true);
    expect(await passes([score], event(), ctx())).toBe(false);
    expect(await passes([votes], event(), ctx())).toBe(true);
  });
  it('subject picks the sender instead of the receiver', async () => {
    const s = is({ kind: 'League', field: 'League', containerID: 5, subject: 'SenderID' });
    expect(await passes([s], event(), ctx())).toBe(true);
  });
});

describe('group settings', () => {
  const ctx = () =>
    fakeContext({
      records: {
        7: {
          luna: { score: 10, meta: { group: 'A' } },
          kai: { score: 30, meta: { group: 'A' } },
          mo: { meta: {} },
        },
      },
    });
  it('SGroup passes members of the named group', async () => {
    expect(
      await passes([is({ kind: 'SGroup', field: 'Group', containerID: 7, values: ['A'] })], event(), ctx()),
    ).toBe(true);
    expect(
      await passes(
        [is({ kind: 'SGroup', field: 'Group', containerID: 7, value: 'A' })],
        event({ receiverID: 'mo' }),
        ctx(),
      ),
    ).toBe(false);
  });
  it("AvgGroup compares the average score of the subject's group", async () => {
    const avg = (value: number) =>
      passes(
        [is({ kind: 'AvgGroup', field: 'Score', containerID: 7, operator: 'GTE', value })],
        event(),
        ctx(),
      );
    expect(await avg(20)).toBe(true);
    expect(await avg(21)).toBe(false);
  });
});

describe('ContractUser settings', () => {
  it('Contract, Level and Region read the platform facts of the subject', async () => {
    const ctx = fakeContext({ users: { luna: { contract: true, region: 'JP' }, ben: { level: 30 } } });
    expect(await passes([is({ kind: 'ContractUser', field: 'Contract', value: true })], event(), ctx)).toBe(
      true,
    );
    expect(await passes([is({ kind: 'ContractUser', field: 'Region', values: ['TW'] })], event(), ctx)).toBe(
      false,
    );
    const level = is({
      kind: 'ContractUser',
      field: 'Level',
      operator: 'GTE',
      value: 20,
      subject: 'SenderID',
    });
    expect(await passes([level], event(), ctx)).toBe(true);
  });
  it('fails closed when the platform does not know the fact', async () => {
    const r = await evaluateConstraints(
      [is({ kind: 'ContractUser', field: 'Level', operator: 'GTE', value: 1 })],
      event(),
      fakeContext({ users: { luna: {} } }),
    );
    expect(r.trace[0]).toMatchObject({
      passed: false,
      reason: 'the level of "luna" is unknown to the platform',
    });
  });
  it('NewUser passes for a subject new by the campaign rule, and for nobody without a rule', async () => {
    const at = Date.UTC(2026, 0, 1, 12);
    const day = 86_400;
    const users = {
      ben: { registeredAt: at / 1000 - 2 * day, level: 40 },
      luna: { registeredAt: at / 1000 - 90 * day, level: 2 },
    };
    const withRule = (rule: { basis: 'accountAge' | 'level'; atMost: number } | null) => ({
      ...fakeContext({ users }),
      newViewerRule: async () => rule,
    });
    const sender = is({ kind: 'ContractUser', field: 'NewUser', subject: 'SenderID' });
    const receiverNotNew = is({ kind: 'ContractUser', field: 'NewUser', value: false });
    const byAge = withRule({ basis: 'accountAge', atMost: 7 });
    expect(await passes([sender], event({}, at), byAge)).toBe(true);
    expect(await passes([receiverNotNew], event({}, at), byAge)).toBe(true);
    const byLevel = withRule({ basis: 'level', atMost: 5 });
    expect(await passes([sender], event({}, at), byLevel)).toBe(false);
    const none = await evaluateConstraints([sender], event({}, at), withRule(null));
    expect(none.trace[0]).toMatchObject({
      passed: false,
      reason: 'the campaign sets no new-viewer rule: nobody counts as new',
    });
  });
  it('ArmyTier compares ranks in order NoArmy < Corporal < Sergeant < Captain < Colonel < General', async () => {
    const ctx = fakeContext({ army: { rank: 'Captain', period: 'days90' } });
    const tier = (operator: Setting['operator'], value: string) =>
      passes([is({ kind: 'ContractUser', field: 'ArmyTier', operator, value })], event(), ctx);
    expect(await tier('GTE', 'Sergeant')).toBe(true);
    expect(await tier('GT', 'Captain')).toBe(false);
    expect(await tier('EQ', 'Captain')).toBe(true);
  });
  it('ArmyLevel compares the army period', async () => {
    const ctx = fakeContext({ army: { rank: 'Captain', period: 'days90' } });
    expect(
      await passes(
        [is({ kind: 'ContractUser', field: 'ArmyLevel', values: ['days90', 'days180'] })],
        event(),
        ctx,
      ),
    ).toBe(true);
    expect(
      await passes(
        [is({ kind: 'ContractUser', field: 'ArmyLevel', value: 'days30' })],
        event(),
        fakeContext(),
      ),
    ).toBe(false);
  });
});

describe('Numeric settings', () => {
  it('compares an arithmetic left side with a constant right side', async () => {
    const numeric = (value: number) =>
      passes([
        is({
          kind: 'Numeric',
          field: 'Arithmetic',
          left: { arithmetic: '*', left: { variable: 'Point' }, right: { variable: 'Count' } },
          operator: 'GTE',
          right: { constant: value },
        }),
      ]);
    expect(await numeric(200)).toBe(true);
    expect(await numeric(201)).toBe(false);
  });
});

describe('Count settings', () => {
  const perSenderDaily = (max: number, min?: number) =>
    is({
      kind: 'Count',
      field: 'Count',
      mappingKeys: [{ variable: 'SenderID' }, { variable: 'ReceiverID' }],
      limit: { max, ...(min === undefined ? {} : { min }), schedule: 'daily' },
    });
  it('passes up to max events per mapping keys and window, then fails', async () => {
    const ctx = fakeContext();
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await passes([perSenderDaily(2)], event(), ctx));
    expect(results).toEqual([true, true, false]);
    expect(await passes([perSenderDaily(2)], event({ senderID: 'amy' }), ctx)).toBe(true);
  });
  it('counts a new window the next day in the campaign timezone', async () => {
    const ctx = fakeContext();
    // 15:59 UTC is 23:59 GMT+0800; 16:00 UTC is the next day there.
    await passes([perSenderDaily(1)], event({}, Date.UTC(2026, 0, 1, 15, 59)), ctx);
    expect(await passes([perSenderDaily(1)], event({}, Date.UTC(2026, 0, 1, 15, 59, 30)), ctx)).toBe(false);
    expect(await passes([perSenderDaily(1)], event({}, Date.UTC(2026, 0, 1, 16, 0)), ctx)).toBe(true);
  });
  it('with min, passes only from the min-th event on', async () => {
    const ctx = fakeContext();
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await passes([perSenderDaily(10, 2)], event(), ctx));
    expect(results).toEqual([false, true, true]);
  });
});

describe('logic', () => {
  const rose = is({ kind: 'Event', field: 'GiftID', value: 'rose' });
  const lily = is({ kind: 'Event', field: 'GiftID', value: 'lily' });
  it('AND needs every child, OR one', async () => {
    expect(await passes([{ logic: 'AND', children: [rose, lily] }])).toBe(false);
    expect(await passes([{ logic: 'OR', children: [lily, rose] }])).toBe(true);
  });
  it('NOT passes when the first passes and the negated second passes', async () => {
    const notBen = is({ kind: 'Event', field: 'SenderID', value: 'ben', negate: true });
    expect(await passes([{ logic: 'NOT', children: [rose, notBen] }])).toBe(false);
    expect(await passes([{ logic: 'NOT', children: [rose, notBen] }], event({ senderID: 'amy' }))).toBe(true);
  });
  it('every judge of the list must pass', async () => {
    expect(await passes([rose, lily])).toBe(false);
    expect(await passes([])).toBe(true);
  });
  it('traces each node with its path', async () => {
    const r = await evaluateConstraints([{ logic: 'OR', children: [lily, rose] }], event(), fakeContext());
    expect(r.trace.map((e) => [e.path, e.passed])).toEqual([
      ['judges.0', true],
      ['judges.0.children.0.setting', false],
      ['judges.0.children.1.setting', true],
    ]);
  });
  it('an unsupported type throws', async () => {
    const bad = [is({ kind: 'Weather', field: 'Sun' } as unknown as Setting)];
    await expect(evaluateConstraints(bad, event(), fakeContext())).rejects.toBeInstanceOf(DomainError);
  });
  it('a user constraint throws as deprecated', async () => {
    const bad = [is({ kind: 'User', field: 'Level', value: 1 })];
    await expect(evaluateConstraints(bad, event(), fakeContext())).rejects.toThrow(/deprecated/);
  });
});

describe('evaluator limit', () => {
  it('counts per mapping key values and fails beyond max', async () => {
    const ctx = fakeContext();
    const limit = { mappingKeys: ['SenderID' as const], max: 1, schedule: 'total' as const };
    expect((await checkEvaluatorLimit(limit, event(), ctx)).passed).toBe(true);
    const second = await checkEvaluatorLimit(limit, event(), ctx);
    expect(second).toMatchObject({
      passed: false,
      count: 2,
      reason: 'event 2 for "ben" in total, beyond the max of 1',
    });
  });
  it('fails closed when a mapping key is missing from the event', async () => {
    const r = await checkEvaluatorLimit({ mappingKeys: ['SubscriberID'], max: 1 }, event(), fakeContext());
    expect(r).toMatchObject({ passed: false, reason: 'mapping key SubscriberID is missing from the event' });
  });
});

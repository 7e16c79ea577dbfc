// Evaluating judges against one event. The facts that live elsewhere (records, the platform's users,
// count state) come through ConstraintContext, which the server implements on its database; this
// module decides, and says why, so the explain endpoint can show ops each judge's reason.
import { DomainError } from '../errors.ts';
import {
  ARMY_PERIODS,
  ARMY_RANKS,
  CONSTRAINT_MESSAGES as M,
  type ArmyPeriod,
  type ArmyRank,
  type Constraint,
  type CountLimit,
  type EventField,
  type Operand,
  type Operator,
  type Schedule,
  type Setting,
} from './model.ts';
import { windowStart } from './schedule.ts';
import { isNewViewer, type NewViewerRule } from '../new-viewers.ts';
import { pathText, validateConstraints, type Path } from './validate.ts';

export interface ConstraintEvent {
  type: number;
  /** Unix ms. */
  timestamp: number;
  fields: Partial<Record<EventField, string | number>>;
}

/** A gift event's named fields: the streamer of a gift is its receiver; gifts carry no subscriber. */
export function giftEventFields(gift: {
  giftID: string;
  senderID: string;
  receiverID: string;
  point: number;
  count?: number | undefined;
}): ConstraintEvent['fields'] {
  return {
    GiftID: gift.giftID,
    Point: gift.point,
    Count: gift.count ?? 1,
    SenderID: gift.senderID,
    ReceiverID: gift.receiverID,
    StreamerID: gift.receiverID,
  };
}

export interface RecordFacts {
  score: number;
  meta: Record<string, string>;
}
export interface UserFacts {
  region?: string;
  level?: number;
  contract?: boolean;
  /** Unix seconds the platform account was made (new-viewer rules by account age). */
  registeredAt?: number;
}
export interface ArmyFacts {
  rank: ArmyRank;
  period: ArmyPeriod;
}
/** One count: `scope` tells counters of one evaluator apart ('limit' or a judge path). */
export interface CountSlot {
  scope: string;
  keys: string[];
  windowStart: number;
}

export interface ConstraintContext {
  /** The campaign's timezone (GMT+0800...), for calendar count windows. */
  timezone: string;
  record(containerID: number, key: string): Promise<RecordFacts | undefined>;
  /** The record's 1-based rank in leaderboard order; asked only by Rank settings, after record(). */
  rank(containerID: number, key: string): Promise<number | undefined>;
  /** Average score of the records in the container whose meta.group is `group`. */
  groupAverage(containerID: number, group: string): Promise<number | undefined>;
  /** undefined when the platform does not know the user. */
  userFacts(userID: string): Promise<UserFacts | undefined>;
  /** The sender's army membership with the streamer; undefined when the platform does not know. */
  army(senderID: string, streamerID: string): Promise<ArmyFacts | undefined>;
  /** The slot's count including this event (ingest adds one; explain reads and adds one in thought). */
  count(slot: CountSlot): Promise<number>;
  /** The campaign's new-viewer rule (decision 0095); null or absent: nobody counts as new. */
  newViewerRule?(): Promise<NewViewerRule | null>;
}

export interface TraceEntry {
  path: string;
  kind: string;
  passed: boolean;
  reason: string;
}
export interface ConstraintOutcome {
  passed: boolean;
  trace: TraceEntry[];
}

/**
 * Every judge must pass (the list is an implicit AND). Groups stop at the first child that decides
 * them, so a Count setting counts only the events that reach it.
 * Throws DomainError for a tree that breaks a rule (the server validates before storing).
 */
export async function evaluateConstraints(
  judges: readonly Constraint[],
  event: ConstraintEvent,
  ctx: ConstraintContext,
): Promise<ConstraintOutcome> {
  const checked = validateConstraints(judges);
  if (!checked.ok) {
    const first = checked.problems[0]!;
    throw new DomainError(
      'INVALID_JUDGES',
      `${pathText(first.path)}: ${first.message}`,
      400,
      pathText(first.path),
    );
  }
  const trace: TraceEntry[] = [];
  for (let i = 0; i < judges.length; i++) {
    if (!(await evalNode(judges[i]!, ['judges', i], event, ctx, trace))) return { passed: false, trace };
  }
  return { passed: true, trace };
}

async function evalNode(
  node: Constraint,
  path: Path,
  event: ConstraintEvent,
  ctx: ConstraintContext,
  trace: TraceEntry[],
): Promise<boolean> {
  if (node.logic === 'IS') return evalSetting(node.setting!, [...path, 'setting'], event, ctx, trace);
  const children = node.children ?? [];
  const entry: TraceEntry = { path: pathText(path), kind: node.logic, passed: false, reason: '' };
  trace.push(entry);
  let passed: boolean;
  if (node.logic === 'OR') {
    passed = false;
    for (let i = 0; i < children.length && !passed; i++)
      passed = await evalNode(children[i]!, [...path, 'children', i], event, ctx, trace);
    entry.reason = passed ? 'a child passed' : 'no child passed';
  } else {
    // AND, and NOT (the first child, and the negated second): every child must pass.
    passed = true;
    for (let i = 0; i < children.length && passed; i++)
      passed = await evalNode(children[i]!, [...path, 'children', i], event, ctx, trace);
    entry.reason = passed
      ? node.logic === 'NOT'
        ? 'the first passed and the negated second passed'
        : 'every child passed'
      : 'a child failed';
  }
  entry.passed = passed;
  return passed;
}

interface Verdict {
  passed: boolean;
  reason: string;
}

async function evalSetting(
  s: Setting,
  path: Path,
  event: ConstraintEvent,
  ctx: ConstraintContext,
  trace: TraceEntry[],
): Promise<boolean> {
  const v = await judge(s, path, event, ctx);
  const passed = s.negate ? !v.passed : v.passed;
  trace.push({
    path: pathText(path),
    kind: `${s.kind}.${s.field}`,
    passed,
    reason: s.negate ? `negated: ${v.reason}` : v.reason,
  });
  return passed;
}

const show = (v: unknown) => (typeof v === 'string' ? `"${v}"` : String(v));

function compare(actual: number | string, operator: Operator, expected: number | string): boolean {
  switch (operator) {
    case 'EQ':
      return actual === expected || (typeof expected === 'number' && Number(actual) === expected);
    case 'LT':
      return Number(actual) < Number(expected);
    case 'LTE':
      return Number(actual) <= Number(expected);
    case 'GT':
      return Number(actual) > Number(expected);
    case 'GTE':
      return Number(actual) >= Number(expected);
  }
}

/** Compares with `value` (operator) or `values` (any-of), with a reason naming both sides. */
function matches(label: string, actual: number | string, s: Setting): Verdict {
  if (s.values !== undefined) {
    const passed = s.values.some((v) => compare(actual, 'EQ', v));
    return {
      passed,
      reason: `${label} is ${show(actual)}, ${passed ? '' : 'not '}one of ${s.values.map(show).join(', ')}`,
    };
  }
  const operator = s.operator ?? 'EQ';
  const expected = s.value as number | string;
  const passed = compare(actual, operator, expected);
  return {
    passed,
    reason: `${label} is ${show(actual)}; ${operator} ${show(expected)} ${passed ? 'holds' : 'does not hold'}`,
  };
}

function ordinalMatches(label: string, actual: string, order: readonly string[], s: Setting): Verdict {
  const wanted = (s.values ?? [s.value]) as string[];
  const operator = s.values ? 'EQ' : (s.operator ?? 'EQ');
  const passed = wanted.some((w) => compare(order.indexOf(actual), operator, order.indexOf(w)));
  return {
    passed,
    reason: `${label} is ${actual}; ${operator} ${wanted.join(' or ')} ${passed ? 'holds' : 'does not hold'}`,
  };
}

async function judge(
  s: Setting,
  path: Path,
  event: ConstraintEvent,
  ctx: ConstraintContext,
): Promise<Verdict> {
  const subjectField = s.subject ?? 'ReceiverID';
  const subject = event.fields[subjectField];
  const noSubject = { passed: false, reason: `the event has no ${subjectField}` };

  switch (s.kind) {
    case 'Event': {
      const field = s.field as EventField;
      let actual = event.fields[field];
      if (actual === undefined && field === 'Region') {
        const streamer = event.fields.StreamerID ?? event.fields.ReceiverID;
        actual = streamer === undefined ? undefined : (await ctx.userFacts(String(streamer)))?.region;
        if (actual === undefined)
          return { passed: false, reason: "the streamer's region is unknown to the platform" };
      }
      if (actual === undefined) return { passed: false, reason: `the event has no ${field}` };
      return matches(field, actual, s);
    }
    case 'container':
    case 'League': {
      const containerID = s.containerID!;
      if (s.field === 'GiftBucket') {
        const gift = event.fields.GiftID;
        if (gift === undefined) return { passed: false, reason: 'the event has no GiftID' };
        const inBucket = (await ctx.record(containerID, String(gift))) !== undefined;
        return {
          passed: inBucket,
          reason: `gift ${show(gift)} is ${inBucket ? '' : 'not '}in gift bucket ${containerID}`,
        };
      }
      if (subject === undefined) return noSubject;
      const record = await ctx.record(containerID, String(subject));
      if (s.field === 'WhiteList' || s.field === 'League') {
        const what = s.field === 'League' ? 'league' : 'whitelist';
        return {
          passed: record !== undefined,
          reason: `${subjectField} ${show(subject)} is ${record ? '' : 'not '}in ${what} container ${containerID}`,
        };
      }
      if (!record)
        return {
          passed: false,
          reason: `${subjectField} ${show(subject)} has no record in container ${containerID}`,
        };
      const label = `${s.field} of ${show(subject)} in container ${containerID}`;
      if (s.field !== 'Rank') return matches(label, record.score, s);
      const rank = await ctx.rank(containerID, String(subject));
      if (rank === undefined)
        return {
          passed: false,
          reason: `${subjectField} ${show(subject)} has no rank in container ${containerID}`,
        };
      return matches(label, rank, s);
    }
    case 'SGroup': {
      if (subject === undefined) return noSubject;
      const group = (await ctx.record(s.containerID!, String(subject)))?.meta.group;
      if (group === undefined)
        return { passed: false, reason: `${show(subject)} has no group in container ${s.containerID}` };
      return matches(`group of ${show(subject)}`, group, s);
    }
    case 'AvgGroup': {
      if (subject === undefined) return noSubject;
      const group = (await ctx.record(s.containerID!, String(subject)))?.meta.group;
      if (group === undefined)
        return { passed: false, reason: `${show(subject)} has no group in container ${s.containerID}` };
      const avg = await ctx.groupAverage(s.containerID!, group);
      if (avg === undefined) return { passed: false, reason: `group ${show(group)} has no scores` };
      return matches(`average score of group ${show(group)}`, avg, s);
    }
    case 'ContractUser':
      return judgeUserFact(s, subjectField, subject, event, ctx);
    case 'Count': {
      const keys: string[] = [];
      for (const k of s.mappingKeys ?? []) {
        const value = operandValue(k, event);
        if (value === undefined)
          return { passed: false, reason: `mapping key ${operandText(k)} is missing from the event` };
        keys.push(String(value));
      }
      const v = await countWithin(s.limit ?? {}, keys, pathText(path), event, ctx);
      return { passed: v.passed, reason: v.reason };
    }
    case 'Numeric': {
      const left = operandValue(s.left!, event);
      if (typeof left !== 'number' || Number.isNaN(left))
        return { passed: false, reason: `${operandText(s.left!)} is not a number for this event` };
      const right = (s.right as { constant: number }).constant;
      const passed = compare(left, s.operator!, right);
      return {
        passed,
        reason: `${operandText(s.left!)} = ${left}; ${s.operator} ${right} ${passed ? 'holds' : 'does not hold'}`,
      };
    }
    case 'User':
      throw new DomainError('INVALID_JUDGES', M.userDeprecated, 400, pathText(path));
    default:
      throw new DomainError('INVALID_JUDGES', `${M.unsupportedType}: ${String(s.kind)}`, 400, pathText(path));
  }
}

async function judgeUserFact(
  s: Setting,
  subjectField: string,
  subject: string | number | undefined,
  event: ConstraintEvent,
  ctx: ConstraintContext,
): Promise<Verdict> {
  if (s.field === 'ArmyTier' || s.field === 'ArmyLevel') {
    const sender = event.fields.SenderID;
    const streamer = event.fields.StreamerID ?? event.fields.ReceiverID;
    if (sender === undefined || streamer === undefined)
      return { passed: false, reason: 'the event names no sender and streamer' };
    const army = await ctx.army(String(sender), String(streamer));
    if (!army)
      return {
        passed: false,
        reason: `the army of ${show(sender)} for ${show(streamer)} is unknown to the platform`,
      };
    return s.field === 'ArmyTier'
      ? ordinalMatches('army tier', army.rank, ARMY_RANKS, s)
      : ordinalMatches('army period', army.period, ARMY_PERIODS, s);
  }
  if (subject === undefined) return { passed: false, reason: `the event has no ${subjectField}` };
  const facts = await ctx.userFacts(String(subject));
  if (!facts) return { passed: false, reason: `${subjectField} ${show(subject)} is unknown to the platform` };
  switch (s.field) {
    case 'Contract': {
      if (facts.contract === undefined)
        return { passed: false, reason: `the contract of ${show(subject)} is unknown to the platform` };
      const wanted = s.value === undefined ? true : s.value === true;
      const passed = facts.contract === wanted;
      return { passed, reason: `${show(subject)} is ${facts.contract ? '' : 'not '}a contracted streamer` };
    }
    case 'NewUser': {
      const rule = (await ctx.newViewerRule?.()) ?? null;
      const wanted = s.value === undefined ? true : s.value === true;
      if (!rule)
        return { passed: !wanted, reason: 'the campaign sets no new-viewer rule: nobody counts as new' };
      const isNew = isNewViewer(rule, facts, Math.floor(event.timestamp / 1000));
      if (isNew === undefined)
        return {
          passed: false,
          reason: `the ${rule.basis === 'level' ? 'level' : 'account age'} of ${show(subject)} is unknown to the platform`,
        };
      return { passed: isNew === wanted, reason: `${show(subject)} is ${isNew ? '' : 'not '}a new viewer` };
    }
    case 'Level':
      if (facts.level === undefined)
        return { passed: false, reason: `the level of ${show(subject)} is unknown to the platform` };
      return matches(`level of ${show(subject)}`, facts.level, s);
    default:
      if (facts.region === undefined)
        return { passed: false, reason: `the region of ${show(subject)} is unknown to the platform` };
      return matches(`region of ${show(subject)}`, facts.region, s);
  }
}

export function operandValue(op: Operand, event: ConstraintEvent): number | string | undefined {
  if ('variable' in op) return event.fields[op.variable];
  if ('constant' in op) return op.constant;
  const l = operandValue(op.left, event);
  const r = operandValue(op.right, event);
  if (l === undefined || r === undefined) return undefined;
  const a = Number(l);
  const b = Number(r);
  switch (op.arithmetic) {
    case '+':
      return a + b;
    case '-':
      return a - b;
    case '*':
      return a * b;
    case '/':
      return b === 0 ? Number.NaN : a / b;
  }
}

export function operandText(op: Operand): string {
  if ('variable' in op) return op.variable;
  if ('constant' in op) return show(op.constant);
  return `(${operandText(op.left)} ${op.arithmetic} ${operandText(op.right)})`;
}

export interface CountVerdict extends Verdict {
  count: number;
  windowStart: number;
  schedule: Schedule;
}

/**
 * Counts this event in its window under `keys` and says whether it is within [min, max]: an event
 * beyond the max-th fails; with min, only the min-th event on passes.
 */
export async function countWithin(
  limit: CountLimit,
  keys: string[],
  scope: string,
  event: Pick<ConstraintEvent, 'timestamp'>,
  ctx: ConstraintContext,
): Promise<CountVerdict> {
  const schedule = limit.schedule ?? 'total';
  const start = windowStart(event.timestamp, schedule, ctx.timezone);
  const count = await ctx.count({ scope, keys, windowStart: start });
  const window = schedule === 'total' ? 'in total' : `in this ${schedule} window (${ctx.timezone})`;
  const label = `event ${count} for ${keys.map(show).join(' + ')} ${window}`;
  if (limit.max !== undefined && count > limit.max)
    return {
      passed: false,
      reason: `${label}, beyond the max of ${limit.max}`,
      count,
      windowStart: start,
      schedule,
    };
  if (limit.min !== undefined && count < limit.min)
    return {
      passed: false,
      reason: `${label}, before the min of ${limit.min}`,
      count,
      windowStart: start,
      schedule,
    };
  return { passed: true, reason: `${label}, within the limit`, count, windowStart: start, schedule };
}

/** The evaluator's own limit (mapping keys are event fields), checked after its judges pass. */
export async function checkEvaluatorLimit(
  limit: CountLimit & { mappingKeys: EventField[] },
  event: ConstraintEvent,
  ctx: ConstraintContext,
): Promise<CountVerdict> {
  const keys: string[] = [];
  for (const field of limit.mappingKeys) {
    const value = event.fields[field];
    if (value === undefined)
      return {
        passed: false,
        reason: `mapping key ${field} is missing from the event`,
        count: 0,
        windowStart: 0,
        schedule: limit.schedule ?? 'total',
      };
    keys.push(String(value));
  }
  return countWithin(limit, keys, 'limit', event, ctx);
}

// The constraint language of evaluators (admin spec §3 "Constraints", §5 "Constraint rules";
// visitor spec §5 "Constraint config parsing"). Shared by the server (which evaluates judges) and the
// dashboard (which edits them), so both show the same rule messages. Pure: no I/O here.
import { z } from 'zod';

export const LOGICS = ['IS', 'AND', 'OR', 'NOT'] as const;
export type Logic = (typeof LOGICS)[number];

export const OPERATORS = ['EQ', 'LT', 'LTE', 'GT', 'GTE'] as const;
export type Operator = (typeof OPERATORS)[number];

export const SETTING_KINDS = [
  'container',
  'SGroup',
  'AvgGroup',
  'ContractUser',
  'Event',
  'Count',
  'Numeric',
  'League',
  'User',
] as const;
export type SettingKind = (typeof SETTING_KINDS)[number];

export const ITEM_KINDS = [
  'GiftBucket',
  'WhiteList',
  'Level',
  'Contract',
  'Rank',
  'Score',
  'Region',
  'ArmyTier',
  'ArmyLevel',
  'Arithmetic',
  'VoteCount',
  'Group',
  'League',
  'Count',
  /** Whether the subject counts as new by the campaign's new-viewer rule (decision 0095). */
  'NewUser',
] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** Lowest first: comparisons of army tiers (LT, GTE...) follow this order. */
export const ARMY_RANKS = ['NoArmy', 'Corporal', 'Sergeant', 'Captain', 'Colonel', 'General'] as const;
export type ArmyRank = (typeof ARMY_RANKS)[number];

/** Shortest first. */
export const ARMY_PERIODS = ['days30', 'days90', 'days180'] as const;
export type ArmyPeriod = (typeof ARMY_PERIODS)[number];

/** The named fields of an event (admin spec §3 "Event types"), as a gift event fills them. */
export const EVENT_FIELDS = [
  'GiftID',
  'Point',
  'Count',
  'SenderID',
  'ReceiverID',
  'StreamerID',
  'SubscriberID',
  'Region',
  /** A Vote event's vote: a vote's own tally evaluator judges on it. */
  'VoteID',
] as const;
export type EventField = (typeof EVENT_FIELDS)[number];
export const NUMERIC_EVENT_FIELDS = ['Point', 'Count'] as const satisfies readonly EventField[];
/** Event fields that name a user: the subject of container, group and user settings. */
export const USER_FIELDS = ['SenderID', 'ReceiverID', 'StreamerID', 'SubscriberID'] as const;
export type UserField = (typeof USER_FIELDS)[number];

/** Count windows; calendar windows follow the campaign's timezone. */
export const SCHEDULES = ['total', 'hourly', 'daily', 'weekly', 'monthly'] as const;
export type Schedule = (typeof SCHEDULES)[number];

/** The field each setting kind may look at (the item kind, or the event field for Event). */
export const FIELDS_OF_KIND: Record<Exclude<SettingKind, 'User'>, readonly string[]> = {
  Event: EVENT_FIELDS,
  container: ['WhiteList', 'GiftBucket', 'Rank', 'Score', 'VoteCount'],
  League: ['League'],
  SGroup: ['Group'],
  AvgGroup: ['Score'],
  ContractUser: ['Contract', 'Level', 'Region', 'ArmyTier', 'ArmyLevel', 'NewUser'],
  Count: ['Count'],
  Numeric: ['Arithmetic'],
};

/** A value in a Numeric expression or a Count mapping key. */
export type Operand =
  | { variable: EventField }
  | { constant: number | string }
  | { arithmetic: '+' | '-' | '*' | '/'; left: Operand; right: Operand };

export interface CountLimit {
  /** The score counts only from the min-th event of the window on. */
  min?: number;
  /** Events beyond the max-th of the window fail (score nothing). */
  max?: number;
  schedule?: Schedule;
}

export interface Setting {
  kind: SettingKind;
  field: string;
  /** Flips the setting's result. */
  negate?: boolean;
  operator?: Operator;
  value?: string | number | boolean;
  /** Any-of: EQ passes when the value is one of these. */
  values?: (string | number)[];
  containerID?: number;
  /** The event field naming the user the setting looks at; ReceiverID when left out. */
  subject?: UserField;
  left?: Operand;
  right?: Operand;
  mappingKeys?: Operand[];
  limit?: CountLimit;
}

export interface Constraint {
  logic: Logic;
  setting?: Setting;
  children?: Constraint[];
}

/**
 * The rule messages: one per rule, exported so tests and the dashboard show the same text.
 * Validation problems carry these (with the path); evaluation of an unvalidated tree throws them.
 */
export const CONSTRAINT_MESSAGES = {
  countMappingKeys: 'a count constraint needs one or two mapping keys',
  countTwoKeysVariables: 'with two mapping keys, both must be variables',
  numericRightConstant: 'a numeric right side must be a constant',
  notTwoChildren: 'a NOT group has exactly two children, each with a single setting',
  notNegatedSecond: 'a NOT group must have the negated item second (and only the second negated)',
  emptyList: 'an empty constraint list is rejected',
  userDeprecated: 'the User constraint is deprecated and rejected: use ContractUser or Event instead',
  unsupportedType: 'unsupported constraint type',
  unsupportedField: 'unsupported field for this constraint type',
  unsupportedLogic: 'logic must be one of IS, AND, OR, NOT',
  isNeedsSetting: 'an IS constraint needs a setting and no children',
  groupNeedsChildren: 'an AND, OR or NOT group needs children and no setting',
  operatorInvalid: 'operator must be one of EQ, LT, LTE, GT, GTE',
  orderNeedsNumber: 'LT, LTE, GT and GTE compare numbers: give a numeric value',
  valueRequired: 'a value (or values for any-of) is required',
  emptyValues: 'values must list at least one value',
  containerRequired: 'containerID must be a container id: a whole number from 1 to 2147483647',
  subjectInvalid: 'subject must be one of SenderID, ReceiverID, StreamerID, SubscriberID',
  operandInvalid: 'an operand is {variable}, {constant} or {arithmetic, left, right}',
  variableUnknown: 'a variable must name an event field',
  limitInvalid: 'a count limit needs min and max of 0 or more (min <= max) and a known schedule',
  armyRankUnknown:
    'ArmyTier compares with an army rank: NoArmy, Corporal, Sergeant, Captain, Colonel, General',
  armyPeriodUnknown: 'ArmyLevel compares with an army period: days30, days90, days180',
  notAnObject: 'a constraint must be an object',
} as const;
export type ConstraintMessageKey = keyof typeof CONSTRAINT_MESSAGES;

/** The evaluator's own count limit (admin spec §3 Evaluator.limit): mapping keys are event fields. */
export const evaluatorLimitSchema = z
  .object({
    mappingKeys: z
      .array(z.enum(EVENT_FIELDS, { error: CONSTRAINT_MESSAGES.variableUnknown }))
      .min(1, CONSTRAINT_MESSAGES.countMappingKeys)
      .max(2, CONSTRAINT_MESSAGES.countMappingKeys),
    min: z.number().int().min(0).optional(),
    max: z.number().int().min(0).optional(),
    schedule: z.enum(SCHEDULES).optional(),
  })
  .refine((l) => l.min === undefined || l.max === undefined || l.min <= l.max, {
    message: CONSTRAINT_MESSAGES.limitInvalid,
    path: ['min'],
  });
export type EvaluatorLimit = z.infer<typeof evaluatorLimitSchema>;

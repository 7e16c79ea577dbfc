// Checking a judge list against the constraint rules (admin spec §5, visitor spec §5). Every problem
// is reported with its path, so the dashboard can point at the node and the server answers 400 with it.
import { MAX_ID } from '../ids.ts';
import {
  ARMY_PERIODS,
  ARMY_RANKS,
  CONSTRAINT_MESSAGES as M,
  EVENT_FIELDS,
  FIELDS_OF_KIND,
  LOGICS,
  NUMERIC_EVENT_FIELDS,
  OPERATORS,
  SCHEDULES,
  SETTING_KINDS,
  USER_FIELDS,
  type Constraint,
} from './model.ts';

export type Path = (string | number)[];
export interface ConstraintProblem {
  path: Path;
  message: string;
}
export type ValidationResult =
  { ok: true; value: Constraint[] } | { ok: false; problems: ConstraintProblem[] };

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const has = (list: readonly string[], v: unknown): boolean => typeof v === 'string' && list.includes(v);

/** The path as the API's `field` names it: judges.0.children.1.setting.right */
export const pathText = (path: Path): string => path.map(String).join('.');

/**
 * Checks a judge list. An empty (or omitted) judge list means the evaluator has no judges and every
 * event of its type counts; "an empty constraint list is rejected" applies to the groups inside.
 */
export function validateConstraints(judges: unknown, base: Path = ['judges']): ValidationResult {
  const problems: ConstraintProblem[] = [];
  if (!Array.isArray(judges)) {
    problems.push({ path: base, message: 'judges must be a list of constraints' });
    return { ok: false, problems };
  }
  judges.forEach((node, i) => checkNode(node, [...base, i], problems));
  return problems.length === 0 ? { ok: true, value: judges as Constraint[] } : { ok: false, problems };
}

function checkNode(node: unknown, path: Path, problems: ConstraintProblem[]): void {
  const report = (message: string, at: Path = path): void => void problems.push({ path: at, message });
  if (!isObject(node)) return report(M.notAnObject);
  if (!has(LOGICS, node.logic)) return report(M.unsupportedLogic, [...path, 'logic']);

  if (node.logic === 'IS') {
    if (node.setting === undefined || node.children !== undefined) return report(M.isNeedsSetting);
    return checkSetting(node.setting, [...path, 'setting'], problems);
  }

  if (node.setting !== undefined || !Array.isArray(node.children))
    return report(M.groupNeedsChildren, [...path, 'children']);
  const children = node.children as unknown[];
  if (children.length === 0) return report(M.emptyList, [...path, 'children']);

  if (node.logic === 'NOT') {
    const single = (c: unknown) => isObject(c) && c.logic === 'IS' && isObject(c.setting);
    if (children.length !== 2 || !children.every(single))
      return report(M.notTwoChildren, [...path, 'children']);
    const [first, second] = children as { setting: Record<string, unknown> }[];
    if (first!.setting.negate === true || second!.setting.negate !== true)
      report(M.notNegatedSecond, [...path, 'children', 1, 'setting', 'negate']);
  }
  children.forEach((c, i) => checkNode(c, [...path, 'children', i], problems));
}

function checkSetting(setting: unknown, path: Path, problems: ConstraintProblem[]): void {
  const report = (message: string, at: string | undefined = undefined): void =>
    void problems.push({ path: at === undefined ? path : [...path, at], message });
  if (!isObject(setting)) return report(M.notAnObject);
  const s = setting;
  if (s.kind === 'User') return report(M.userDeprecated, 'kind');
  if (!has(SETTING_KINDS, s.kind)) return report(`${M.unsupportedType}: ${String(s.kind)}`, 'kind');
  const kind = s.kind as keyof typeof FIELDS_OF_KIND;
  if (!has(FIELDS_OF_KIND[kind], s.field))
    return report(`${M.unsupportedField}: ${kind} takes ${FIELDS_OF_KIND[kind].join(', ')}`, 'field');
  if (s.negate !== undefined && typeof s.negate !== 'boolean')
    report('negate must be true or false', 'negate');
  if (s.subject !== undefined && !has(USER_FIELDS, s.subject)) report(M.subjectInvalid, 'subject');

  const needsContainer =
    kind === 'container' || kind === 'League' || kind === 'SGroup' || kind === 'AvgGroup';
  // The one id bound (ids.ts): a container id past int4 would fail the judge's queries at ingest.
  if (
    needsContainer &&
    !(Number.isInteger(s.containerID) && (s.containerID as number) > 0 && (s.containerID as number) <= MAX_ID)
  )
    report(M.containerRequired, 'containerID');

  switch (kind) {
    case 'Event':
      return checkComparison(s, has(NUMERIC_EVENT_FIELDS, s.field), report);
    case 'container':
      if (s.field === 'Rank' || s.field === 'Score' || s.field === 'VoteCount')
        checkComparison(s, true, report, true);
      return;
    case 'AvgGroup':
      return checkComparison(s, true, report, true);
    case 'SGroup':
      return checkComparison(s, false, report);
    case 'League':
      return;
    case 'ContractUser':
      return checkUserFact(s, report);
    case 'Count':
      return checkCount(s, path, problems);
    case 'Numeric':
      checkOperand(s.left, [...path, 'left'], problems);
      if (s.right === undefined || !isObject(s.right) || typeof s.right.constant !== 'number')
        report(M.numericRightConstant, 'right');
      if (!has(OPERATORS, s.operator)) report(M.operatorInvalid, 'operator');
      return;
  }
}

type Report = (message: string, at?: string) => void;

function checkComparison(
  s: Record<string, unknown>,
  numeric: boolean,
  report: Report,
  numberRequired = false,
): void {
  const operator = s.operator ?? 'EQ';
  if (!has(OPERATORS, operator)) return report(M.operatorInvalid, 'operator');
  if (s.values !== undefined) {
    if (!Array.isArray(s.values)) return report(M.emptyValues, 'values');
    if (s.values.length === 0) return report(M.emptyValues, 'values');
    if (operator !== 'EQ') return report('values (any-of) go with the EQ operator', 'operator');
    if (!s.values.every((v) => typeof v === 'string' || typeof v === 'number'))
      report('values must be strings or numbers', 'values');
    return;
  }
  if (s.value === undefined) return report(M.valueRequired, 'value');
  if (operator !== 'EQ' || numberRequired) {
    if (typeof s.value !== 'number' || (!numeric && operator !== 'EQ')) report(M.orderNeedsNumber, 'value');
  } else if (typeof s.value !== 'string' && typeof s.value !== 'number') {
    report('value must be a string or a number', 'value');
  }
}

function checkUserFact(s: Record<string, unknown>, report: Report): void {
  switch (s.field) {
    case 'Contract':
      if (s.value !== undefined && typeof s.value !== 'boolean')
        report('Contract compares with true or false', 'value');
      return;
    case 'NewUser':
      if (s.value !== undefined && typeof s.value !== 'boolean')
        report('NewUser compares with true or false', 'value');
      return;
    case 'Level':
      return checkComparison(s, true, report, true);
    case 'Region':
      return checkComparison(s, false, report);
    case 'ArmyTier': {
      if (!has(OPERATORS, s.operator ?? 'EQ')) return report(M.operatorInvalid, 'operator');
      const list = s.values ?? [s.value];
      if (!Array.isArray(list) || list.length === 0) return report(M.emptyValues, 'values');
      if (!list.every((v) => has(ARMY_RANKS, v))) report(M.armyRankUnknown, s.values ? 'values' : 'value');
      return;
    }
    case 'ArmyLevel': {
      if (!has(OPERATORS, s.operator ?? 'EQ')) return report(M.operatorInvalid, 'operator');
      const list = s.values ?? [s.value];
      if (!Array.isArray(list) || list.length === 0) return report(M.emptyValues, 'values');
      if (!list.every((v) => has(ARMY_PERIODS, v)))
        report(M.armyPeriodUnknown, s.values ? 'values' : 'value');
      return;
    }
  }
}

function checkCount(s: Record<string, unknown>, path: Path, problems: ConstraintProblem[]): void {
  const keys = s.mappingKeys;
  if (!Array.isArray(keys) || keys.length < 1 || keys.length > 2) {
    problems.push({ path: [...path, 'mappingKeys'], message: M.countMappingKeys });
  } else {
    keys.forEach((k, i) => checkOperand(k, [...path, 'mappingKeys', i], problems, false));
    if (keys.length === 2 && !keys.every((k) => isObject(k) && 'variable' in k))
      problems.push({ path: [...path, 'mappingKeys'], message: M.countTwoKeysVariables });
  }
  const limit = s.limit;
  const okNumber = (v: unknown) => v === undefined || (Number.isInteger(v) && (v as number) >= 0);
  if (
    !isObject(limit) ||
    !okNumber(limit.min) ||
    !okNumber(limit.max) ||
    (limit.min === undefined && limit.max === undefined) ||
    (typeof limit.min === 'number' && typeof limit.max === 'number' && limit.min > limit.max) ||
    (limit.schedule !== undefined && !has(SCHEDULES, limit.schedule))
  )
    problems.push({ path: [...path, 'limit'], message: M.limitInvalid });
}

function checkOperand(op: unknown, path: Path, problems: ConstraintProblem[], arithmetic = true): void {
  if (!isObject(op)) return void problems.push({ path, message: M.operandInvalid });
  if ('variable' in op) {
    if (!has(EVENT_FIELDS, op.variable)) problems.push({ path, message: M.variableUnknown });
    return;
  }
  if ('constant' in op) {
    if (typeof op.constant !== 'number' && typeof op.constant !== 'string')
      problems.push({ path, message: M.operandInvalid });
    return;
  }
  if (arithmetic && has(['+', '-', '*', '/'], op.arithmetic)) {
    checkOperand(op.left, [...path, 'left'], problems);
    checkOperand(op.right, [...path, 'right'], problems);
    return;
  }
  problems.push({ path, message: M.operandInvalid });
}

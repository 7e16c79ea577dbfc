// A registration's status and the rules of a complete answer (block catalogue §5 "Registration form").
// Without zod, so the event page imports it without the schema library (decision 0076).
import type { z } from 'zod';
import type { localizedTextSchema } from './localized-text.ts';
import type { Question, QuestionType } from './questionnaires.ts';

type LocalizedText = z.infer<typeof localizedTextSchema>;

/** none (never submitted) → processing (submitted) → verified, or rejected (the viewer may submit again). */
export const REGISTRATION_STATUSES = ['none', 'processing', 'verified', 'rejected'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
/** Statuses an admin list can filter by (a stored registration is never "none"). */
export const STORED_REGISTRATION_STATUSES = ['processing', 'verified', 'rejected'] as const;
export type StoredRegistrationStatus = (typeof STORED_REGISTRATION_STATUSES)[number];

/** processing and verified lock the form and show the status panel (block catalogue §4). */
export const isRegistrationLocked = (status: RegistrationStatus | undefined) =>
  status === 'processing' || status === 'verified';

export interface RegistrationOption {
  /** The value the form stores when this option is chosen. */
  key: string;
  label: LocalizedText;
  image?: string;
}

export interface RegistrationQuestion {
  /** The field of the form values holding the answer. */
  key: string;
  type: QuestionType;
  title: LocalizedText;
  options: RegistrationOption[];
  required: boolean;
  minOptions?: number;
  maxOptions?: number;
}

/** A questionnaire question's field in the form values: q{question ID}. */
export const questionKeyOf = (questionID: number) => `q${questionID}`;
/** A questionnaire option's key: its position, from 1. */
export const optionKeyOf = (index: number) => String(index + 1);

export function registrationQuestionsOf(questions: readonly Question[]): RegistrationQuestion[] {
  return questions.map((q) => ({
    key: questionKeyOf(q.ID),
    type: q.type,
    title: q.title,
    options: q.options.map((label, i) => ({ key: optionKeyOf(i), label })),
    required: q.required,
    ...(q.minOptions === undefined ? {} : { minOptions: q.minOptions }),
    ...(q.maxOptions === undefined ? {} : { maxOptions: q.maxOptions }),
  }));
}

/** An answer: the chosen option key (single select), the chosen keys in order (multiple, sort) or a text. */
export type RegistrationValue = string | string[];
export type RegistrationValues = Record<string, RegistrationValue>;

/** The most options an answer may choose: 1 for single select, else maxOptions or the option count. */
export const maxChoicesOf = (q: RegistrationQuestion): number =>
  q.type === 'SingleSelect' ? 1 : Math.min(q.maxOptions ?? q.options.length, q.options.length);
/** The fewest options a complete answer of a required question chooses (default 1). */
export const minChoicesOf = (q: RegistrationQuestion): number => q.minOptions ?? 1;

/** The chosen option keys of an answer (a single select's string counts as one). */
export const chosenOf = (value: RegistrationValue | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : value === '' ? [] : [value];

/** Block catalogue §5: complete when a required question has at least minOptions chosen (a text: not blank). */
export function isQuestionComplete(q: RegistrationQuestion, value: RegistrationValue | undefined): boolean {
  if (!q.required) return true;
  if (q.type === 'Text') return typeof value === 'string' && value.trim() !== '';
  return chosenOf(value).length >= minChoicesOf(q);
}

/** Whether choosing `key` would go beyond the question's max (a multiple select or sort already full). */
export function isBeyondMax(
  q: RegistrationQuestion,
  value: RegistrationValue | undefined,
  key: string,
): boolean {
  const chosen = chosenOf(value);
  return q.type !== 'SingleSelect' && !chosen.includes(key) && chosen.length >= maxChoicesOf(q);
}

/**
 * Choosing an option (block catalogue §5): choosing a chosen option deselects it; a single select holds one;
 * in a multiple select or sort a choice beyond the max is refused (issue 30 §1.8, decision 0119: the form
 * says why), never replacing an earlier one.
 */
export function chooseOption(q: RegistrationQuestion, value: RegistrationValue | undefined, key: string) {
  const chosen = chosenOf(value);
  if (q.type === 'SingleSelect') return chosen.includes(key) ? '' : key;
  if (chosen.includes(key)) return chosen.filter((k) => k !== key);
  return isBeyondMax(q, value, key) ? chosen : [...chosen, key];
}

/** The form values as sent and answered: underscore-prefixed fields (the form's own state) dropped. */
export function publicValuesOf(values: Record<string, unknown>): RegistrationValues {
  const out: RegistrationValues = {};
  for (const [k, v] of Object.entries(values))
    if (!k.startsWith('_') && k !== 'status' && (typeof v === 'string' || Array.isArray(v)))
      out[k] = Array.isArray(v) ? v.map(String) : v;
  return out;
}

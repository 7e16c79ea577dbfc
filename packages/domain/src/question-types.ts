// The question types of a questionnaire and their option counts.
// Without zod, so the event page imports it without the schema library (decision 0076).

export const QUESTION_TYPES = ['SingleSelect', 'MultipleSelect', 'Sort', 'Text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Select and sort questions need at least two options; a text question has none. */
export const MIN_OPTIONS: Record<QuestionType, number> = {
  SingleSelect: 2,
  MultipleSelect: 2,
  Sort: 2,
  Text: 0,
};
export const takesOptions = (type: QuestionType) => type !== 'Text';

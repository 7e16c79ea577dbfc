// Questionnaires (admin spec §3 Questionnaire): questions for the viewers of a leaderboard's group, open
// in a time window, to the users its constraints let through. Decision: docs/decisions/0015.
import { z } from 'zod';
import { validateConstraints } from './constraints/validate.ts';
import { idSchema, momentSchema, unixSecondsSchema } from './id-and-time.ts';
import { localizedTextSchema } from './localized-text.ts';
import { MAX_ID, wholeNumberSchema } from './ids.ts';
import { MIN_OPTIONS, QUESTION_TYPES, takesOptions } from './question-types.ts';
export * from './question-types.ts';

export const questionInputSchema = z
  .object({
    type: z.enum(QUESTION_TYPES, { error: `type must be one of ${QUESTION_TYPES.join(', ')}` }),
    title: localizedTextSchema,
    options: z.array(localizedTextSchema).default([]),
    required: z.boolean().default(false),
    /** Select and sort questions: the fewest options a complete answer chooses (registration form; default 1). */
    minOptions: z.number().int().min(1).max(100).optional(),
    /** Select and sort questions: the most options an answer may choose (default: the option count). */
    maxOptions: z.number().int().min(1).max(100).optional(),
    /** Order in the questionnaire; new questions default to the end. */
    position: z.number().int().min(0).max(MAX_ID).optional(),
  })
  .superRefine((q, ctx) => {
    if (Object.keys(q.title).length === 0)
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'a question needs a title in one language' });
    if (!takesOptions(q.type) && q.options.length > 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: `a ${q.type} question takes no options` });
    if (takesOptions(q.type) && q.options.length < MIN_OPTIONS[q.type])
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: `a ${q.type} question needs at least ${MIN_OPTIONS[q.type]} options`,
      });
    if (q.minOptions !== undefined && q.maxOptions !== undefined && q.minOptions > q.maxOptions)
      ctx.addIssue({
        code: 'custom',
        path: ['minOptions'],
        message: 'minOptions must not exceed maxOptions',
      });
    q.options.forEach((o, i) => {
      if (Object.keys(o).length === 0)
        ctx.addIssue({ code: 'custom', path: ['options', i], message: 'an option needs a text' });
    });
  });
export type QuestionInput = z.infer<typeof questionInputSchema>;
export interface Question extends Omit<QuestionInput, 'position'> {
  ID: number;
  questionnaireID: number;
  position: number;
}

/** Who may answer: constraints (the judges language), all of which must pass; empty = everyone. */
const questionnaireConstraintSchema = z
  .array(z.unknown())
  .default([])
  .superRefine((judges, ctx) => {
    const checked = validateConstraints(judges, []);
    if (!checked.ok)
      for (const p of checked.problems) ctx.addIssue({ code: 'custom', path: p.path, message: p.message });
  });

const questionnaireFieldsSchema = z.object({
  campaignID: idSchema,
  /** Must be the groupName of one of the campaign's leaderboards. */
  groupName: z.string().trim().min(1, 'groupName is required').max(200),
  startTime: momentSchema,
  endTime: momentSchema,
  endTimeCountdown: unixSecondsSchema.default(0),
  eventHandler: z.object({ constraint: questionnaireConstraintSchema }).default({ constraint: [] }),
  /** Questions given with the questionnaire (more via POST questionnaires/{id}/questions). */
  questions: z.array(questionInputSchema).default([]),
});
const endsAfterStart = {
  check: (q: { startTime: number; endTime: number }) => q.endTime > q.startTime,
  params: { message: 'a questionnaire must end after it starts', path: ['endTime'] },
};
export const questionnaireInputSchema = questionnaireFieldsSchema.refine(
  endsAfterStart.check,
  endsAfterStart.params,
);
/** PUT questionnaires/{id}: the questionnaire's own fields; its questions have their own routes. */
export const questionnaireUpdateSchema = questionnaireFieldsSchema
  .omit({ questions: true })
  .refine(endsAfterStart.check, endsAfterStart.params);
export type QuestionnaireInput = z.infer<typeof questionnaireInputSchema>;
export interface Questionnaire extends Omit<QuestionnaireInput, 'questions'> {
  ID: number;
  /** The container attached with POST containers/{id}/questionnaire (0 = none). */
  containerID: number;
  evaluatorID: number;
  questions: Question[];
  createTime: number;
  updateTime: number;
}

export const attachQuestionnaireSchema = z.object({ questionnaireID: idSchema });

/** A questionnaire in the campaign export document (campaign-document.ts): ids as they were at export. */
export const documentQuestionnaireSchema = questionnaireFieldsSchema
  .omit({ campaignID: true, questions: true })
  .extend({
    ID: idSchema,
    /** One of the document's containers (leaderboard or mission), 0 = none. */
    containerID: wholeNumberSchema('containerID', 0, MAX_ID).default(0),
    questions: z.array(questionInputSchema).default([]),
  })
  .refine(endsAfterStart.check, endsAfterStart.params);

// Registrations (issue 13 §3; visitor spec §3 "Registration info", §7; block catalogue §3–§5, §8, §9;
// decisions/0045-registrations.md): a viewer's answers to the registration form of a container, reviewed
// by an admin. The form's questions are the questionnaire attached to the container; the rules of a
// complete answer (block catalogue §5 "Registration form") are here once, for the block and the server
// (registration-answers.ts).
import { z } from 'zod';
import {
  chosenOf,
  isQuestionComplete,
  maxChoicesOf,
  minChoicesOf,
  publicValuesOf,
  type RegistrationQuestion,
  type RegistrationStatus,
  type RegistrationValues,
  type StoredRegistrationStatus,
} from './registration-answers.ts';
export * from './registration-answers.ts';

export interface RegistrationProblem {
  field: string;
  message: string;
}

/** The first reason these answers cannot be a registration of these questions, or undefined. */
export function findRegistrationProblem(
  questions: readonly RegistrationQuestion[],
  values: RegistrationValues,
): RegistrationProblem | undefined {
  const byKey = new Map(questions.map((q) => [q.key, q]));
  for (const field of Object.keys(values))
    if (!byKey.has(field)) return { field, message: `${field} is not a question of this registration form` };
  for (const q of questions) {
    const value = values[q.key];
    if (q.type === 'Text') {
      if (value !== undefined && typeof value !== 'string')
        return { field: q.key, message: `${q.key} takes a text` };
    } else {
      if (q.type === 'SingleSelect' ? Array.isArray(value) : typeof value === 'string')
        return {
          field: q.key,
          message: `${q.key} takes ${q.type === 'SingleSelect' ? 'one option key' : 'a list of option keys'}`,
        };
      const chosen = chosenOf(value);
      const keys = new Set(q.options.map((o) => o.key));
      const unknown = chosen.find((k) => !keys.has(k));
      if (unknown !== undefined) return { field: q.key, message: `${q.key} has no option "${unknown}"` };
      if (new Set(chosen).size !== chosen.length)
        return { field: q.key, message: `${q.key} chooses an option twice` };
      if (chosen.length > maxChoicesOf(q))
        return { field: q.key, message: `${q.key} allows at most ${maxChoicesOf(q)} options` };
    }
    if (!isQuestionComplete(q, value))
      return {
        field: q.key,
        message:
          q.type === 'Text'
            ? `${q.key} is required`
            : `${q.key} needs at least ${minChoicesOf(q)} option${minChoicesOf(q) === 1 ? '' : 's'}`,
      };
  }
  return undefined;
}

const fieldName = z
  .string()
  .min(1)
  .max(100, 'a field name is at most 100 characters')
  .regex(/^[A-Za-z0-9_.-]+$/, 'a field name holds letters, digits, _ . and - only');
/** PUT body: the form values plus status processing (underscore fields are dropped, not refused). */
export const registrationSubmitSchema = z
  .record(
    fieldName,
    z.union([
      z.string().max(2000, 'an answer is at most 2000 characters'),
      z.array(z.string().max(100, 'an option key is at most 100 characters')).max(100),
      z.unknown(),
    ]),
  )
  .superRefine((body, ctx) => {
    if (Object.keys(body).length > 200)
      ctx.addIssue({ code: 'custom', path: [], message: 'a registration has at most 200 fields' });
    if (body.status !== undefined && body.status !== 'processing')
      ctx.addIssue({
        code: 'custom',
        path: ['status'],
        message: 'status must be "processing" (a submitted registration)',
      });
    for (const [k, v] of Object.entries(body))
      if (!k.startsWith('_') && k !== 'status' && typeof v !== 'string' && !Array.isArray(v))
        ctx.addIssue({
          code: 'custom',
          path: [k],
          message: `${k} must be an option key, a list of them or a text`,
        });
  })
  .transform(publicValuesOf);

/** GET/PUT /event/registration/{containerID}/info: the form values plus status. */
export type RegistrationInfo = RegistrationValues & { status: RegistrationStatus };
export interface RegistrationInfoResponse {
  data: RegistrationInfo;
}

/** Refusals of a submit (beyond 400 for the answers and 401 for the token). */
export const REGISTRATION_ERRORS = {
  NO_FORM: { errorCode: 'NO_REGISTRATION_FORM', status: 404 },
  NOT_IN_PERIOD: { errorCode: 'NOT_IN_PERIOD', status: 409 },
  ALREADY_REGISTERED: { errorCode: 'ALREADY_REGISTERED', status: 409 },
  STATUS_CONFLICT: { errorCode: 'STATUS_CONFLICT', status: 409 },
} as const;

/** A registration as the admin list shows it. */
export interface Registration {
  ID: number;
  containerID: number;
  userID: string;
  status: StoredRegistrationStatus;
  values: RegistrationValues;
  createTime: number;
  updateTime: number;
  /** The admin who verified or rejected it last ('' before). */
  reviewedBy: string;
  reviewTime: number;
}

export interface RegistrationPage {
  items: Registration[];
  total: number;
}

export const REGISTRATION_PAGE_SIZE = 20;
export const REGISTRATION_MAX_PAGE_SIZE = 100;

/** Admin review: verify (from processing or rejected) or reject (from processing or verified). */
export const REGISTRATION_REVIEWS = ['verify', 'reject'] as const;
export type RegistrationReview = (typeof REGISTRATION_REVIEWS)[number];
export const REVIEW_OUTCOME: Record<RegistrationReview, StoredRegistrationStatus> = {
  verify: 'verified',
  reject: 'rejected',
};
export const REVIEWABLE_FROM: Record<RegistrationReview, readonly StoredRegistrationStatus[]> = {
  verify: ['processing', 'rejected'],
  reject: ['processing', 'verified'],
};

/** GET /api/v1/eventory/campaigns/{campaignID}/questionnaires: what a viewer may see of a questionnaire. */
export interface PublicQuestionnaire {
  ID: number;
  campaignID: number;
  groupName: string;
  /** The container whose registration form this is (0 = none). */
  containerID: number;
  startTime: number;
  endTime: number;
  endTimeCountdown: number;
  /** The questions as the registration form asks them (keys q{ID}, option keys from 1). */
  questions: RegistrationQuestion[];
}
export interface PublicQuestionnairesResponse {
  data: { questionnaires: PublicQuestionnaire[] };
}

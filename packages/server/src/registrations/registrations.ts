// The registration service (issue 13 §3; decisions/0045-registrations.md): a viewer's registration on a
// container, checked against the questionnaire attached to it (its questions, its period), stored once per
// container and viewer (a unique row: of concurrent submits one wins), reviewed by an admin. Every write
// is in the change log, in the caller's transaction.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { DomainError, notFound } from '@eventory/domain/errors';
import {
  REGISTRATION_ERRORS,
  REVIEW_OUTCOME,
  REVIEWABLE_FROM,
  findRegistrationProblem,
  registrationQuestionsOf,
  type PublicQuestionnaire,
  type Registration,
  type RegistrationInfo,
  type RegistrationPage,
  type RegistrationQuestion,
  type RegistrationReview,
  type RegistrationValues,
  type StoredRegistrationStatus,
} from '@eventory/domain/registrations';
import { recordChange } from '../change-log/change-log.ts';
import type { Executor } from '../db/client.ts';
import { questionnaires } from '../db/schema/campaign-content.ts';
import { containers } from '../db/schema/campaigns.ts';
import { registrations } from '../db/schema/registrations.ts';
import { unixSeconds } from '../campaigns/campaign-rows.ts';
import { assertCampaignExists } from '../campaigns/campaigns.ts';
import { questionsOf, toQuestion } from '../campaigns/questionnaires.ts';

type RegistrationRow = typeof registrations.$inferSelect;

const refusal = (kind: keyof typeof REGISTRATION_ERRORS, message: string, field?: string) => {
  const e = REGISTRATION_ERRORS[kind];
  return new DomainError(e.errorCode, message, e.status, field);
};

const toRegistration = (r: RegistrationRow): Registration => ({
  ID: r.id,
  containerID: r.containerId,
  userID: r.userId,
  status: r.status as StoredRegistrationStatus,
  values: r.answers,
  createTime: unixSeconds(r.createdAt),
  updateTime: unixSeconds(r.updatedAt),
  reviewedBy: r.reviewedBy,
  reviewTime: r.reviewedAt,
});

async function requireContainer(db: Executor, containerID: number): Promise<void> {
  const [row] = await db
    .select({ id: containers.id })
    .from(containers)
    .where(and(eq(containers.id, containerID), eq(containers.isDeleted, false)));
  if (!row) throw new DomainError('NOT_FOUND', `container ${containerID} was not found.`, 404, 'containerID');
}

interface RegistrationForm {
  questionnaireID: number;
  startTime: number;
  endTime: number;
  questions: RegistrationQuestion[];
}

/** The container's registration form: the latest questionnaire attached to it. */
async function registrationForm(db: Executor, containerID: number): Promise<RegistrationForm> {
  await requireContainer(db, containerID);
  const [row] = await db
    .select()
    .from(questionnaires)
    .where(eq(questionnaires.containerId, containerID))
    .orderBy(desc(questionnaires.id))
    .limit(1);
  if (!row)
    throw refusal(
      'NO_FORM',
      `container ${containerID} takes no registrations: attach a questionnaire to it first.`,
      'containerID',
    );
  const qs = (await questionsOf(db, row.id)).map(toQuestion);
  return {
    questionnaireID: row.id,
    startTime: row.startTime,
    endTime: row.endTime,
    questions: registrationQuestionsOf(qs),
  };
}

async function findRow(db: Executor, containerID: number, userID: string) {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.containerId, containerID), eq(registrations.userId, userID)));
  return row;
}

const infoOf = (row: RegistrationRow | undefined): RegistrationInfo =>
  row ? { ...row.answers, status: row.status as StoredRegistrationStatus } : { status: 'none' };

/** GET /event/registration/{containerID}/info: the viewer's form values plus status ("none" before a submit). */
export async function registrationInfo(
  db: Executor,
  containerID: number,
  userID: string,
): Promise<RegistrationInfo> {
  await requireContainer(db, containerID);
  return infoOf(await findRow(db, containerID, userID));
}

/**
 * PUT /event/registration/{containerID}/info: the answers are checked against the form's questions, the
 * time against its period; the first submit inserts the row (status processing), a rejected registration
 * may be submitted again, anything else is refused (409 ALREADY_REGISTERED).
 */
export async function submitRegistration(
  tx: Executor,
  containerID: number,
  userID: string,
  values: RegistrationValues,
  nowMs: number,
): Promise<RegistrationInfo> {
  const form = await registrationForm(tx, containerID);
  if (nowMs < form.startTime * 1000 || nowMs >= form.endTime * 1000)
    throw refusal('NOT_IN_PERIOD', 'registration is not open now: not in period.');
  const problem = findRegistrationProblem(form.questions, values);
  if (problem) throw new DomainError('VALIDATION_ERROR', problem.message, 400, problem.field);

  const [inserted] = await tx
    .insert(registrations)
    .values({
      containerId: containerID,
      userId: userID,
      status: 'processing',
      answers: values,
      questionnaireId: form.questionnaireID,
    })
    .onConflictDoNothing()
    .returning();
  let row = inserted;
  let before: RegistrationInfo | null = null;
  if (!row) {
    const existing = await findRow(tx, containerID, userID);
    [row] = await tx
      .update(registrations)
      .set({
        status: 'processing',
        answers: values,
        questionnaireId: form.questionnaireID,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(registrations.containerId, containerID),
          eq(registrations.userId, userID),
          eq(registrations.status, 'rejected'),
        ),
      )
      .returning();
    if (!row)
      throw refusal(
        'ALREADY_REGISTERED',
        `already registered (status ${existing?.status ?? 'processing'}): a registration cannot be changed.`,
      );
    before = infoOf(existing);
  }
  const after = infoOf(row);
  await recordChange(tx, {
    email: `visitor:${userID}`,
    table: 'registrations',
    objId: row.id,
    action: before ? 'update' : 'create',
    before,
    after: { containerID, userID, ...after },
  });
  return after;
}

/** Admin list of a container's registrations, newest first, optionally of one status. */
export async function containerRegistrations(
  db: Executor,
  containerID: number,
  query: { status?: StoredRegistrationStatus; limit: number; offset: number },
): Promise<RegistrationPage> {
  await requireContainer(db, containerID);
  const where = and(
    eq(registrations.containerId, containerID),
    query.status ? eq(registrations.status, query.status) : undefined,
  );
  const rows = await db
    .select()
    .from(registrations)
    .where(where)
    .orderBy(desc(registrations.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await db.select({ n: count() }).from(registrations).where(where);
  return { items: rows.map(toRegistration), total: Number(total?.n ?? 0) };
}

/** Verify or reject a registration (only from the statuses REVIEWABLE_FROM allows), change-logged. */
export async function reviewRegistration(
  tx: Executor,
  id: number,
  review: RegistrationReview,
  email: string,
): Promise<Registration> {
  const [current] = await tx.select().from(registrations).where(eq(registrations.id, id));
  if (!current) throw notFound('Registration', id);
  const [row] = await tx
    .update(registrations)
    .set({
      status: REVIEW_OUTCOME[review],
      reviewedBy: email,
      reviewedAt: sql`extract(epoch from now())::bigint`,
      updatedAt: new Date(),
    })
    .where(and(eq(registrations.id, id), inArray(registrations.status, [...REVIEWABLE_FROM[review]])))
    .returning();
  if (!row)
    throw refusal(
      'STATUS_CONFLICT',
      `registration ${id} is ${current.status}: only a ${REVIEWABLE_FROM[review].join(' or ')} registration can be ${REVIEW_OUTCOME[review]}.`,
      'status',
    );
  const after = toRegistration(row);
  await recordChange(tx, {
    email,
    table: 'registrations',
    objId: id,
    action: 'update',
    before: toRegistration(current),
    after,
  });
  return after;
}

/** The public questionnaires of a campaign: dates and questions, not the admin's constraints. */
export async function publicQuestionnaires(db: Executor, campaignID: number): Promise<PublicQuestionnaire[]> {
  await assertCampaignExists(db, campaignID, 'campaignID');
  const rows = await db
    .select()
    .from(questionnaires)
    .where(eq(questionnaires.campaignId, campaignID))
    .orderBy(asc(questionnaires.id));
  const out: PublicQuestionnaire[] = [];
  for (const r of rows)
    out.push({
      ID: r.id,
      campaignID: r.campaignId,
      groupName: r.groupName,
      containerID: r.containerId ?? 0,
      startTime: r.startTime,
      endTime: r.endTime,
      endTimeCountdown: r.endTimeCountdown,
      questions: registrationQuestionsOf((await questionsOf(db, r.id)).map(toQuestion)),
    });
  return out;
}

// The questionnaire service (admin spec §3 Questionnaire, §7 Questionnaires): dated question lists of a
// campaign, attached to its leaderboards by groupName, with questions of four types. Every write runs in the
// caller's transaction with its change-log entry. Decisions: docs/decisions/0015-questionnaires.md.
import { and, asc, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Question,
  QuestionInput,
  Questionnaire,
  QuestionnaireInput,
  questionnaireUpdateSchema,
} from '@eventory/domain/questionnaires';
import { DomainError, notFound } from '@eventory/domain/errors';
import { recordChange, recordCreate } from '../change-log/change-log.ts';
import type { Executor } from '../db/client.ts';
import { missions, questionnaires, questions } from '../db/schema/campaign-content.ts';
import { containers, leaderboards } from '../db/schema/campaigns.ts';
import { unixSeconds } from './campaign-rows.ts';
import { assertCampaignExists } from './campaigns.ts';
import { remapIds, type IdRemap } from '@eventory/domain/campaign-copy';
import type { CampaignDocument } from '@eventory/domain/campaign-document';

type QuestionnaireRow = typeof questionnaires.$inferSelect;
type QuestionRow = typeof questions.$inferSelect;

interface QuestionBody {
  title?: Record<string, string>;
  options?: Record<string, string>[];
  required?: boolean;
  minOptions?: number;
  maxOptions?: number;
}

export const toQuestion = (r: QuestionRow): Question => {
  const body = r.body as QuestionBody;
  return {
    ID: r.id,
    questionnaireID: r.questionnaireId,
    type: r.type as Question['type'],
    position: r.position,
    title: body.title ?? {},
    options: body.options ?? [],
    required: body.required ?? false,
    ...(body.minOptions === undefined ? {} : { minOptions: body.minOptions }),
    ...(body.maxOptions === undefined ? {} : { maxOptions: body.maxOptions }),
  };
};

export const toQuestionnaire = (r: QuestionnaireRow, qs: QuestionRow[]): Questionnaire => {
  const body = r.body as { eventHandler?: { constraint: unknown[] } };
  return {
    ID: r.id,
    campaignID: r.campaignId,
    groupName: r.groupName,
    containerID: r.containerId ?? 0,
    evaluatorID: r.evaluatorId ?? 0,
    startTime: r.startTime,
    endTime: r.endTime,
    endTimeCountdown: r.endTimeCountdown,
    eventHandler: body.eventHandler ?? { constraint: [] },
    questions: qs.map(toQuestion),
    createTime: unixSeconds(r.createdAt),
    updateTime: unixSeconds(r.updatedAt),
  };
};

const questionBodyOf = (q: QuestionInput): Record<string, unknown> => ({
  title: q.title,
  options: q.options,
  required: q.required,
  ...(q.minOptions === undefined ? {} : { minOptions: q.minOptions }),
  ...(q.maxOptions === undefined ? {} : { maxOptions: q.maxOptions }),
});

export async function questionsOf(db: Executor, questionnaireId: number): Promise<QuestionRow[]> {
  return db
    .select()
    .from(questions)
    .where(eq(questions.questionnaireId, questionnaireId))
    .orderBy(asc(questions.position), asc(questions.id));
}

export async function findQuestionnaire(db: Executor, id: number): Promise<Questionnaire> {
  const [row] = await db.select().from(questionnaires).where(eq(questionnaires.id, id));
  if (!row) throw notFound('Questionnaire', id);
  return toQuestionnaire(row, await questionsOf(db, id));
}

/** A questionnaire attaches to the campaign's leaderboards of its groupName: one must exist. */
export async function assertLeaderboardGroup(
  db: Executor,
  campaignID: number,
  groupName: string,
): Promise<void> {
  const boards = await db
    .select({ groupName: leaderboards.groupName })
    .from(leaderboards)
    .where(and(eq(leaderboards.eventId, campaignID), eq(leaderboards.isDeleted, false)));
  if (!boards.some((b) => b.groupName === groupName)) {
    const groups = [...new Set(boards.map((b) => b.groupName))];
    throw new DomainError(
      'VALIDATION_ERROR',
      `groupName: campaign ${campaignID} has no leaderboard group "${groupName}"${groups.length ? `; its groups: ${groups.join(', ')}` : ''}`,
      400,
      'groupName',
    );
  }
}

/** The campaign a container belongs to (through its leaderboard or mission), or undefined. */
export async function campaignOfContainer(db: Executor, containerId: number): Promise<number | undefined> {
  const [container] = await db
    .select()
    .from(containers)
    .where(and(eq(containers.id, containerId), eq(containers.isDeleted, false)));
  if (!container) throw new DomainError('NOT_FOUND', 'leaderboard container not found.', 404, 'id');
  if (container.refContainerType === 'Mission') {
    const [mission] = await db
      .select({ campaignId: missions.campaignId })
      .from(missions)
      .where(eq(missions.id, container.refId));
    return mission?.campaignId;
  }
  const [board] = await db
    .select({ eventId: leaderboards.eventId })
    .from(leaderboards)
    .where(eq(leaderboards.id, container.refId));
  return board?.eventId;
}

/** Writes a questionnaire's questions after the existing ones; the caller holds the transaction. */
export async function insertQuestions(
  tx: Executor,
  questionnaireId: number,
  inputs: readonly QuestionInput[],
): Promise<QuestionRow[]> {
  if (inputs.length === 0) return [];
  const [last] = await tx
    .select({ position: max(questions.position) })
    .from(questions)
    .where(eq(questions.questionnaireId, questionnaireId));
  let next = last?.position === null || last?.position === undefined ? 0 : last.position + 1;
  return tx
    .insert(questions)
    .values(
      inputs.map((q) => ({
        questionnaireId,
        type: q.type,
        position: q.position ?? next++,
        body: questionBodyOf(q),
      })),
    )
    .returning();
}

type QuestionnaireUpdate = z.infer<typeof questionnaireUpdateSchema>;

const log = (
  email: string,
  table: 'questionnaires' | 'questions',
  objId: number,
  action: 'create' | 'update' | 'delete',
  before: unknown,
  after: unknown,
) => ({ email, table, objId, action, before, after });

export async function createQuestionnaire(
  tx: Executor,
  input: QuestionnaireInput,
  email: string,
): Promise<Questionnaire> {
  await assertCampaignExists(tx, input.campaignID);
  await assertLeaderboardGroup(tx, input.campaignID, input.groupName);
  const [row] = await tx
    .insert(questionnaires)
    .values({
      campaignId: input.campaignID,
      groupName: input.groupName,
      startTime: input.startTime,
      endTime: input.endTime,
      endTimeCountdown: input.endTimeCountdown,
      body: { eventHandler: input.eventHandler },
    })
    .returning();
  if (!row) throw new Error('questionnaire insert returned no row');
  await insertQuestions(tx, row.id, input.questions);
  const questionnaire = await findQuestionnaire(tx, row.id);
  await recordChange(tx, log(email, 'questionnaires', row.id, 'create', null, questionnaire));
  return questionnaire;
}

export async function campaignQuestionnaires(db: Executor, campaignID: number): Promise<Questionnaire[]> {
  await assertCampaignExists(db, campaignID, 'id');
  const rows = await db
    .select()
    .from(questionnaires)
    .where(eq(questionnaires.campaignId, campaignID))
    .orderBy(asc(questionnaires.id));
  const out: Questionnaire[] = [];
  for (const row of rows) out.push(toQuestionnaire(row, await questionsOf(db, row.id)));
  return out;
}

export async function updateQuestionnaire(
  tx: Executor,
  id: number,
  input: QuestionnaireUpdate,
  email: string,
): Promise<Questionnaire> {
  const before = await findQuestionnaire(tx, id);
  if (input.campaignID !== before.campaignID)
    throw new DomainError(
      'VALIDATION_ERROR',
      `campaignID: a questionnaire stays in its campaign (${before.campaignID})`,
      400,
      'campaignID',
    );
  await assertLeaderboardGroup(tx, input.campaignID, input.groupName);
  await tx
    .update(questionnaires)
    .set({
      groupName: input.groupName,
      startTime: input.startTime,
      endTime: input.endTime,
      endTimeCountdown: input.endTimeCountdown,
      body: { eventHandler: input.eventHandler },
      updatedAt: new Date(),
    })
    .where(eq(questionnaires.id, id));
  const after = await findQuestionnaire(tx, id);
  await recordChange(tx, log(email, 'questionnaires', id, 'update', before, after));
  return after;
}

export async function deleteQuestionnaire(tx: Executor, id: number, email: string): Promise<{ ID: number }> {
  const before = await findQuestionnaire(tx, id);
  await tx.delete(questions).where(eq(questions.questionnaireId, id));
  await tx.delete(questionnaires).where(eq(questionnaires.id, id));
  await recordChange(tx, log(email, 'questionnaires', id, 'delete', before, null));
  return { ID: id };
}

export async function addQuestion(
  tx: Executor,
  id: number,
  input: QuestionInput,
  email: string,
): Promise<Question> {
  await findQuestionnaire(tx, id);
  const [row] = await insertQuestions(tx, id, [input]);
  if (!row) throw new Error('question insert returned no row');
  const question = toQuestion(row);
  await recordChange(tx, log(email, 'questions', row.id, 'create', null, question));
  return question;
}

async function findQuestion(db: Executor, id: number, qid: number): Promise<Question> {
  await findQuestionnaire(db, id);
  const [row] = await db
    .select()
    .from(questions)
    .where(and(eq(questions.id, qid), eq(questions.questionnaireId, id)));
  if (!row) throw notFound('Question', qid);
  return toQuestion(row);
}

export async function updateQuestion(
  tx: Executor,
  id: number,
  qid: number,
  input: QuestionInput,
  email: string,
): Promise<Question> {
  const before = await findQuestion(tx, id, qid);
  const [row] = await tx
    .update(questions)
    .set({ type: input.type, position: input.position ?? before.position, body: questionBodyOf(input) })
    .where(eq(questions.id, qid))
    .returning();
  if (!row) throw notFound('Question', qid);
  const after = toQuestion(row);
  await recordChange(tx, log(email, 'questions', qid, 'update', before, after));
  return after;
}

export async function deleteQuestion(
  tx: Executor,
  id: number,
  qid: number,
  email: string,
): Promise<{ ID: number }> {
  const before = await findQuestion(tx, id, qid);
  await tx.delete(questions).where(eq(questions.id, qid));
  await recordChange(tx, log(email, 'questions', qid, 'delete', before, null));
  return { ID: qid };
}

/**
 * Attaches a questionnaire to a container of its campaign: answering it scores the user there
 * (docs/decisions/0015-questionnaires.md).
 */
export async function attachQuestionnaire(
  tx: Executor,
  containerId: number,
  questionnaireID: number,
  email: string,
): Promise<Questionnaire> {
  const campaignId = await campaignOfContainer(tx, containerId);
  const before = await findQuestionnaire(tx, questionnaireID).catch(() => {
    throw new DomainError(
      'NOT_FOUND',
      `Questionnaire ${questionnaireID} was not found.`,
      404,
      'questionnaireID',
    );
  });
  if (campaignId !== before.campaignID)
    throw new DomainError(
      'VALIDATION_ERROR',
      `questionnaireID: container ${containerId} is not one of campaign ${before.campaignID}'s containers`,
      400,
      'questionnaireID',
    );
  await tx
    .update(questionnaires)
    .set({ containerId, updatedAt: new Date() })
    .where(eq(questionnaires.id, questionnaireID));
  const after = await findQuestionnaire(tx, questionnaireID);
  await recordChange(tx, log(email, 'questionnaires', questionnaireID, 'update', before, after));
  return after;
}

/** Import: a document's questionnaires of `campaignId` with their questions, ids remapped, in the change log. */
export async function importQuestionnaires(
  tx: Executor,
  campaignId: number,
  list: CampaignDocument['questionnaires'],
  remap: IdRemap,
  email: string,
): Promise<void> {
  for (const q of list) {
    const [row] = await tx
      .insert(questionnaires)
      .values({
        campaignId,
        groupName: q.groupName,
        containerId: q.containerID === 0 ? null : (remap.container.get(q.containerID) ?? null),
        startTime: q.startTime,
        endTime: q.endTime,
        endTimeCountdown: q.endTimeCountdown,
        body: { eventHandler: remapIds(q.eventHandler, remap) },
      })
      .returning({ id: questionnaires.id });
    if (!row) throw new Error('questionnaire insert returned no row');
    await insertQuestions(tx, row.id, q.questions);
    await recordCreate(tx, email, 'questionnaires', row.id, await findQuestionnaire(tx, row.id));
  }
}

/** Export: the campaign's questionnaires; an attachment outside `inner` (its containers) is not carried over. */
export async function exportQuestionnaires(
  db: Executor,
  campaignId: number,
  inner: readonly number[],
): Promise<CampaignDocument['questionnaires']> {
  const rows = await db
    .select()
    .from(questionnaires)
    .where(eq(questionnaires.campaignId, campaignId))
    .orderBy(asc(questionnaires.id));
  const list = [];
  for (const row of rows) {
    const q = toQuestionnaire(
      row,
      await db
        .select()
        .from(questions)
        .where(eq(questions.questionnaireId, row.id))
        .orderBy(asc(questions.position), asc(questions.id)),
    );
    list.push({
      ID: q.ID,
      groupName: q.groupName,
      startTime: q.startTime,
      endTime: q.endTime,
      endTimeCountdown: q.endTimeCountdown,
      eventHandler: q.eventHandler,
      containerID: inner.includes(q.containerID) ? q.containerID : 0,
      questions: q.questions.map(({ type, title, options, required, position }) => ({
        type,
        title,
        options,
        required,
        position,
      })),
    });
  }
  return list;
}

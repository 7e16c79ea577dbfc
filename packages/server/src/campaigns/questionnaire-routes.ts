// Admin API for questionnaires (admin spec §3 Questionnaire, §7 Questionnaires); the service is
// questionnaires.ts. Decisions: docs/decisions/0015-questionnaires.md.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  attachQuestionnaireSchema,
  questionInputSchema,
  questionnaireInputSchema,
  questionnaireUpdateSchema,
} from '@eventory/domain/questionnaires';
import { idParamsSchema } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import {
  addQuestion,
  attachQuestionnaire,
  campaignQuestionnaires,
  createQuestionnaire,
  deleteQuestion,
  deleteQuestionnaire,
  findQuestionnaire,
  updateQuestion,
  updateQuestionnaire,
} from './questionnaires.ts';

const questionParamsSchema = idParamsSchema.extend({
  qid: z.coerce.number().int().positive('qid must be a positive number'),
});

export function registerQuestionnaireRoutes(app: FastifyInstance): void {
  const read = { preHandler: app.guard('campaignControl') };
  const write = { preHandler: app.guard('questionnaireCreation', { write: true }) };
  const idOf = (request: FastifyRequest) => parseWith(idParamsSchema, request.params, 'id').id;

  app.post('/v1/admin/questionnaires', write, async (request) => {
    const input = parseWith(questionnaireInputSchema, request.body);
    return app.db.transaction((tx) => createQuestionnaire(tx, input, request.admin.email));
  });

  app.get('/v1/admin/questionnaires/:id', read, async (request) => findQuestionnaire(app.db, idOf(request)));

  app.get('/v1/admin/campaigns/:id/questionnaires', read, async (request) =>
    campaignQuestionnaires(app.db, idOf(request)),
  );

  app.put('/v1/admin/questionnaires/:id', write, async (request) => {
    const id = idOf(request);
    const input = parseWith(questionnaireUpdateSchema, request.body);
    return app.db.transaction((tx) => updateQuestionnaire(tx, id, input, request.admin.email));
  });

  app.delete('/v1/admin/questionnaires/:id', write, async (request) => {
    const id = idOf(request);
    return app.db.transaction((tx) => deleteQuestionnaire(tx, id, request.admin.email));
  });

  app.post('/v1/admin/questionnaires/:id/questions', write, async (request) => {
    const id = idOf(request);
    const input = parseWith(questionInputSchema, request.body);
    return app.db.transaction((tx) => addQuestion(tx, id, input, request.admin.email));
  });

  app.put('/v1/admin/questionnaires/:id/questions/:qid', write, async (request) => {
    const { id, qid } = parseWith(questionParamsSchema, request.params, 'id');
    const input = parseWith(questionInputSchema, request.body);
    return app.db.transaction((tx) => updateQuestion(tx, id, qid, input, request.admin.email));
  });

  app.delete('/v1/admin/questionnaires/:id/questions/:qid', write, async (request) => {
    const { id, qid } = parseWith(questionParamsSchema, request.params, 'id');
    return app.db.transaction((tx) => deleteQuestion(tx, id, qid, request.admin.email));
  });

  app.post('/v1/admin/containers/:id/questionnaire', write, async (request) => {
    const id = idOf(request);
    const { questionnaireID } = parseWith(attachQuestionnaireSchema, request.body);
    return app.db.transaction((tx) => attachQuestionnaire(tx, id, questionnaireID, request.admin.email));
  });
}

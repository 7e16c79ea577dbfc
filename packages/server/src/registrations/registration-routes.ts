// Registration routes (issue 13 §3; decisions/0045-registrations.md): the viewer's registration info
// (visitor token), the admin's review of a container's registrations and the public questionnaires of a
// campaign. Parse, check the token or permission, call the service (writes in one transaction).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idSchema } from '@eventory/domain/ids';
import {
  REGISTRATION_MAX_PAGE_SIZE,
  REGISTRATION_PAGE_SIZE,
  STORED_REGISTRATION_STATUSES,
  registrationSubmitSchema,
  type PublicQuestionnairesResponse,
  type Registration,
  type RegistrationInfoResponse,
  type RegistrationPage,
  type RegistrationReview,
} from '@eventory/domain/registrations';
import { given, idParamsSchema, pagingQuery } from '../http/params.ts';
import { parseWith } from '../http/validation.ts';
import { bearerOf, deriveVisitorKey, verifyVisitorToken } from '../auth/visitor-token.ts';
import {
  containerRegistrations,
  publicQuestionnaires,
  registrationInfo,
  reviewRegistration,
  submitRegistration,
} from './registrations.ts';

const containerParamsSchema = z.object({ containerID: idSchema('containerID') });
const campaignParamsSchema = z.object({ campaignID: idSchema('campaignID') });
const listQuerySchema = z.object({
  status: given(
    z
      .enum(STORED_REGISTRATION_STATUSES, {
        error: `status must be one of ${STORED_REGISTRATION_STATUSES.join(', ')}`,
      })
      .optional(),
  ),
  ...pagingQuery({ defaultLimit: REGISTRATION_PAGE_SIZE, maxLimit: REGISTRATION_MAX_PAGE_SIZE }),
});

export function registerRegistrationRoutes(app: FastifyInstance): void {
  const key = deriveVisitorKey(app.sessionKey);
  const viewerOf = (request: FastifyRequest) => verifyVisitorToken(key, bearerOf(request.headers));
  const containerOf = (request: FastifyRequest) =>
    parseWith(containerParamsSchema, request.params, 'containerID').containerID;

  app.get('/event/registration/:containerID/info', async (request): Promise<RegistrationInfoResponse> => {
    const containerID = containerOf(request);
    const viewer = await viewerOf(request);
    return { data: await registrationInfo(app.db, containerID, viewer.userID) };
  });

  app.put('/event/registration/:containerID/info', async (request): Promise<RegistrationInfoResponse> => {
    const containerID = containerOf(request);
    const viewer = await viewerOf(request);
    const values = parseWith(registrationSubmitSchema, request.body ?? {});
    return {
      data: await app.db.transaction((tx) =>
        submitRegistration(tx, containerID, viewer.userID, values, Date.now()),
      ),
    };
  });

  app.get(
    '/api/v1/eventory/campaigns/:campaignID/questionnaires',
    async (request): Promise<PublicQuestionnairesResponse> => {
      const { campaignID } = parseWith(campaignParamsSchema, request.params, 'campaignID');
      return { data: { questionnaires: await publicQuestionnaires(app.db, campaignID) } };
    },
  );

  const read = { preHandler: app.guard('campaignControl') };
  const write = { preHandler: app.guard('campaignControl', { write: true }) };
  const idOf = (request: FastifyRequest) => parseWith(idParamsSchema, request.params, 'id').id;

  app.get('/v1/admin/containers/:id/registrations', read, async (request): Promise<RegistrationPage> => {
    const id = idOf(request);
    const query = parseWith(listQuerySchema, request.query ?? {}, 'query');
    return containerRegistrations(app.db, id, query);
  });

  const review = (kind: RegistrationReview) => async (request: FastifyRequest) => {
    const id = idOf(request);
    return app.db.transaction((tx): Promise<Registration> =>
      reviewRegistration(tx, id, kind, request.admin.email),
    );
  };
  app.post('/v1/admin/registrations/:id/verify', write, review('verify'));
  app.post('/v1/admin/registrations/:id/reject', write, review('reject'));
}

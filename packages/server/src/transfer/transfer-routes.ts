// Copy, export and import of a whole campaign (admin spec §5 copy rule, §7 export/import).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { codeNameSchema } from '@eventory/domain/campaign';
import { checkCampaignDocument } from '@eventory/domain/campaign-document';
import { parseWith } from '../http/validation.ts';
import { idParamsSchema } from '../http/params.ts';
import { withCodeNameGuard } from '../campaigns/campaigns.ts';
import { exportCampaign, importCampaign, InvalidDocumentError } from './campaign-transfer.ts';
import type { ObjectStore } from '../storage/object-store.ts';

const copyBodySchema = z.object({
  codeName: codeNameSchema,
  name: z.string().trim().min(1, 'name is required').max(200).optional(),
});

const importBodySchema = z.object({
  document: z.unknown().refine((v) => v !== undefined, 'document is required'),
  codeName: codeNameSchema.optional(),
});

/** The export's file name: `{codeName}.eventory.json`. */
export const exportFileName = (codeName: string) => `${codeName}.eventory.json`;

export function registerTransferRoutes(app: FastifyInstance, store: ObjectStore): void {
  app.post(
    '/v1/admin/campaigns/:id/copy',
    { preHandler: app.guard('campaignControl', { write: true }) },
    async (request) => {
      const { id } = parseWith(idParamsSchema, request.params, 'id');
      const target = parseWith(copyBodySchema, request.body);
      // A copy starts without the source's A/B test: its variants show the source's pages (issue 30 §2.6,
      // decision 0126); the answer names the variants left out.
      let leftOut: string[] = [];
      const ID = await withCodeNameGuard(target.codeName, () =>
        app.db.transaction(async (tx) => {
          const document = await exportCampaign(tx, id);
          leftOut = document.pageVariants.map((variant) => variant.key);
          return importCampaign(tx, store, { ...document, pageVariants: [] }, target, request.admin.email);
        }),
      );
      return { ID, notCopied: { pageVariants: leftOut } };
    },
  );

  app.post(
    '/v1/admin/campaigns/:id/export',
    { preHandler: app.guard('exportImportCampaign') },
    async (request, reply) => {
      const { id } = parseWith(idParamsSchema, request.params, 'id');
      const document = await exportCampaign(app.db, id);
      void reply.header(
        'content-disposition',
        `attachment; filename="${exportFileName(document.campaign.codeName)}"`,
      );
      return document;
    },
  );

  app.post(
    '/v1/admin/campaigns/import',
    { preHandler: app.guard('exportImportCampaign', { write: true }) },
    async (request) => {
      const body = parseWith(importBodySchema, request.body);
      const check = checkCampaignDocument(body.document);
      if (!check.ok) throw new InvalidDocumentError(check.problems);
      const codeName = body.codeName ?? check.document.campaign.codeName;
      const ID = await withCodeNameGuard(codeName, () =>
        app.db.transaction((tx) =>
          importCampaign(tx, store, check.document, { codeName }, request.admin.email),
        ),
      );
      return { ID };
    },
  );
}

// A/B page variants (issue 17 §2 `abTestGroup`, decision 0091): a campaign's event page can have variants,
// each a key ("A"), a name, the page it shows (an editor project by id, or null for the campaign's own
// page as it shows without variants) and a weight. A viewer is assigned to one by a stable hash of the
// campaign and the viewer's id (user id, else the page's stored anonymous id) into 10,000 bucket points,
// cut into ranges in variant order by weight (assignment below, zod-free).
import { z } from 'zod';
import { idSchema } from './ids.ts';
import { VARIANT_KEY_PATTERN, type VariantWeight } from './page-variant-assignment.ts';

export {
  assignVariantIndex,
  bucketPointOf,
  BUCKET_POINTS,
  pageVariantOf,
  VARIANT_KEY_PATTERN,
  type VariantWeight,
} from './page-variant-assignment.ts';

/** At most this many variants a page (the dashboard shows them in one table). */
export const MAX_PAGE_VARIANTS = 10;
export const MAX_VARIANT_NAME = 64;
/** Weights are whole numbers 0 … 10,000 (a share is weight / sum of weights). */
export const MAX_VARIANT_WEIGHT = 10_000;

export const pageVariantInputSchema = z.object({
  key: z
    .string({ error: 'key is required: 1-16 letters, digits, "-" or "_"' })
    .trim()
    .regex(VARIANT_KEY_PATTERN, 'key is 1-16 letters, digits, "-" or "_" (e.g. "A")'),
  name: z.string().trim().max(MAX_VARIANT_NAME).default(''),
  /** The editor project it shows; null: the campaign's own page (its project, template or generated page). */
  projectID: idSchema('projectID').nullable().default(null),
  weight: z
    .number({ error: `weight is a whole number from 0 to ${MAX_VARIANT_WEIGHT}` })
    .int(`weight is a whole number from 0 to ${MAX_VARIANT_WEIGHT}`)
    .min(0, 'weight cannot be negative')
    .max(MAX_VARIANT_WEIGHT, `weight is at most ${MAX_VARIANT_WEIGHT}`),
});
export type PageVariantInput = z.infer<typeof pageVariantInputSchema>;

/** A problem of a variant set as a whole, or undefined when it can be saved. */
export function variantSetProblem(
  variants: readonly Pick<PageVariantInput, 'key' | 'weight'>[],
): { errorCode: string; message: string; field: string } | undefined {
  const seen = new Set<string>();
  for (const [i, v] of variants.entries()) {
    if (seen.has(v.key))
      return {
        errorCode: 'DUPLICATE_VARIANT_KEY',
        message: `Variant key "${v.key}" is used twice; each variant needs its own key.`,
        field: `variants.${i}.key`,
      };
    seen.add(v.key);
  }
  if (variants.length > 0 && variants.every((v) => v.weight === 0))
    return {
      errorCode: 'ALL_WEIGHTS_ZERO',
      message: 'At least one variant needs a weight above 0, or no viewer could be served.',
      field: 'variants',
    };
  return undefined;
}

/**
 * PUT campaigns/{id}/page-variants: the whole set in order (the order cuts the bucket ranges); [] ends the
 * test. The set as a whole (distinct keys, a weight above 0) is variantSetProblem's, checked by the service.
 */
export const pageVariantSetSchema = z.object({
  variants: z.array(pageVariantInputSchema).max(MAX_PAGE_VARIANTS, `at most ${MAX_PAGE_VARIANTS} variants`),
});
export type PageVariantSet = z.infer<typeof pageVariantSetSchema>;

/** One variant as the API answers it. */
export interface PageVariant extends PageVariantInput {
  /** The shown project's campaign (the page editor opens it by this), null for the campaign's own page. */
  projectCampaignID: number | null;
  projectCodeName: string | null;
}

/** GET / PUT campaigns/{id}/page-variants. */
export interface PageVariantsAnswer {
  campaignID: number;
  variants: PageVariant[];
}

/** Each variant's share of viewers in percent (one decimal), in order; all 0 when every weight is 0. */
export function variantShares(variants: readonly VariantWeight[]): number[] {
  const total = variants.reduce((sum, v) => sum + Math.max(0, v.weight), 0);
  return variants.map((v) => (total === 0 ? 0 : Math.round((Math.max(0, v.weight) / total) * 1000) / 10));
}

/** Longest user id or anonymous id the page document accepts. */
export const MAX_VIEWER_ID = 128;

const viewerIdSchema = (name: string) =>
  z
    .string({ error: `${name} is text` })
    .trim()
    .min(1, `${name} is not empty`)
    .max(MAX_VIEWER_ID, `${name} is at most ${MAX_VIEWER_ID} characters`);

/**
 * GET /api/v1/public/pages/{codeName}?userID=&anonymousID=: who is viewing, for the variant. The user id
 * wins (the same variant on every device); the anonymous id is the page's stored random id.
 */
export const pageViewerQuerySchema = z.object({
  userID: viewerIdSchema('userID').optional(),
  anonymousID: viewerIdSchema('anonymousID').optional(),
});
export type PageViewer = z.infer<typeof pageViewerQuerySchema>;

/** The id a viewer is assigned by: the user id, else the anonymous id; undefined without either. */
export const viewerKeyOf = ({ userID, anonymousID }: PageViewer): string | undefined =>
  userID ? `user:${userID}` : anonymousID ? `anonymous:${anonymousID}` : undefined;

// The campaign export document (POST campaigns/{id}/export, POST campaigns/import): a campaign with
// everything it owns, ids as they were at export. Import checks the whole document first and lists
// every problem, so a person can fix the file in one go.
import { TIME_FIELDS, TIME_SOURCE_KINDS, timeExpressionSchema } from './time-references.ts';
import { z } from 'zod';
import { campaignInputSchema, leaderboardInputSchema, tagInputSchema } from './campaign.ts';
import { documentAggregatorSchema } from './aggregators.ts';
import { CONTAINER_TYPES } from './containers.ts';
import { evaluatorInputSchema } from './evaluators.ts';
import { idSchema } from './id-and-time.ts';
import { MAX_ID, wholeNumberSchema } from './ids.ts';
import { documentMissionSchema, type DocumentMission } from './missions.ts';
import { documentPrizeSchema } from './prizes.ts';
import { documentQuestionnaireSchema } from './questionnaires.ts';
import { documentRoadmapSchema } from './roadmaps.ts';
import { trackerConfigSchema } from './tracker.ts';
import { translationKeySchema } from './translations.ts';
import { missionRewardSchema } from './mission-rewards.ts';
import { documentVoteSchema } from './votes.ts';
import { projectSaveSchema } from './editor-projects.ts';
import { pageVariantInputSchema, variantSetProblem } from './page-variants.ts';

export const CAMPAIGN_DOCUMENT_VERSION = 1;

const documentLeaderboardSchema = leaderboardInputSchema.omit({ eventID: true }).extend({
  /** Exports may hold a stored 0 (older data: "ends with its campaign"); import keeps what was exported. */
  endTime: z.number().int().min(0),
  ID: idSchema,
  /** The leaderboard's own container (one of the document's containers). */
  containerID: idSchema,
  metadata: z.record(z.string(), z.string()).default({}),
  /** Container ids of its init arrangement (whitelist); they may name containers outside the document. */
  initContainerIDs: z.array(idSchema).default([]),
});

const documentContainerSchema = z.object({
  ID: idSchema,
  type: z.enum(CONTAINER_TYPES),
  refID: wholeNumberSchema('refID', 0, MAX_ID),
  refContainerType: z.enum(['Leaderboard', 'League']),
  groupName: z.string().default(''),
});

/** The campaign content sections of the document; absent in older exports (then empty). */
const documentContentShape = {
  missions: z.array(documentMissionSchema).default([]),
  missionRoadmaps: z.array(documentRoadmapSchema).default([]),
  questionnaires: z.array(documentQuestionnaireSchema).default([]),
  prizes: z.array(documentPrizeSchema).default([]),
  tracker: trackerConfigSchema.nullable().default(null),
  aggregators: z.array(documentAggregatorSchema).default([]),
};

interface ContentDocument {
  campaign: { ID: number };
  leaderboards: { ID: number }[];
  containers: { ID: number }[];
  missions: DocumentMission[];
  missionRoadmaps: { ID: number }[];
  questionnaires: { ID: number; containerID: number }[];
  prizes: { ID: number; leaderboardID: number }[];
  aggregators: { ID: number; srcContainerID: number; targetContainerID: number }[];
}

/**
 * Broken references of the content sections (ids given twice, ids that point nowhere). A questionnaire's
 * groupName is not checked here: renaming a leaderboard later may orphan it, and its export must still import.
 */
export function contentReferenceProblems(doc: ContentDocument): { field: string; message: string }[] {
  const problems: { field: string; message: string }[] = [];
  const leaderboardIds = new Set(doc.leaderboards.map((l) => l.ID));
  const roadmapIds = new Set(doc.missionRoadmaps.map((r) => r.ID));
  const boardContainers = new Set(doc.containers.map((c) => c.ID));
  const containerIds = new Set([...boardContainers, ...doc.missions.map((m) => m.missionContainerID)]);
  const unique = (list: string, ids: number[], key = 'ID') => {
    const seen = new Set<number>();
    ids.forEach((id, i) => {
      if (seen.has(id)) problems.push({ field: `${list}.${i}.${key}`, message: `ID ${id} is given twice` });
      seen.add(id);
    });
  };
  unique(
    'missions',
    doc.missions.map((m) => m.ID),
  );
  unique(
    'missions',
    doc.missions.map((m) => m.missionContainerID),
    'missionContainerID',
  );
  unique(
    'missionRoadmaps',
    doc.missionRoadmaps.map((r) => r.ID),
  );
  unique(
    'questionnaires',
    doc.questionnaires.map((q) => q.ID),
  );
  unique(
    'prizes',
    doc.prizes.map((p) => p.ID),
  );
  unique(
    'aggregators',
    doc.aggregators.map((a) => a.ID),
  );
  doc.missions.forEach((m, i) => {
    if (boardContainers.has(m.missionContainerID))
      problems.push({
        field: `missions.${i}.missionContainerID`,
        message: `container ${m.missionContainerID} is a leaderboard's container`,
      });
    const known =
      m.refType === 'campaign'
        ? m.refID === doc.campaign.ID
        : m.refType === 'leaderboard'
          ? leaderboardIds.has(m.refID)
          : roadmapIds.has(m.refID);
    if (!known)
      problems.push({
        field: `missions.${i}.refID`,
        message: `${m.refType} ${m.refID} is not in the document`,
      });
  });
  doc.questionnaires.forEach((q, i) => {
    if (q.containerID !== 0 && !containerIds.has(q.containerID))
      problems.push({
        field: `questionnaires.${i}.containerID`,
        message: `container ${q.containerID} is not in the document`,
      });
  });
  doc.prizes.forEach((p, i) => {
    if (!leaderboardIds.has(p.leaderboardID))
      problems.push({
        field: `prizes.${i}.leaderboardID`,
        message: `leaderboard ${p.leaderboardID} is not in leaderboards`,
      });
  });
  doc.aggregators.forEach((a, i) => {
    for (const key of ['srcContainerID', 'targetContainerID'] as const)
      if (!containerIds.has(a[key]))
        problems.push({
          field: `aggregators.${i}.${key}`,
          message: `container ${a[key]} is not in the document`,
        });
  });
  return problems;
}

const blueprintNodeSchema = z.looseObject({ type: z.string().min(1, 'a block needs a type') });

export const campaignDocumentSchema = z.object({
  version: z.literal(CAMPAIGN_DOCUMENT_VERSION, { error: `version must be ${CAMPAIGN_DOCUMENT_VERSION}` }),
  campaign: campaignInputSchema.extend({ ID: idSchema }),
  leaderboards: z.array(documentLeaderboardSchema),
  containers: z.array(documentContainerSchema),
  evaluators: z.array(evaluatorInputSchema.extend({ ID: idSchema })),
  translations: z.array(translationKeySchema),
  tags: z.array(tagInputSchema.extend({ ID: idSchema })),
  pageTemplate: z
    .object({
      blueprint: blueprintNodeSchema,
      references: z.record(z.string(), z.unknown()).default({}),
      translations: z.record(z.string(), z.record(z.string(), z.string())).default({}),
    })
    .nullable()
    .default(null),
  /** The page editor's project (editor-projects.ts, decision 0059): its ids are remapped on import. */
  editorProject: projectSaveSchema.nullable().default(null),
  /** Missions, roadmaps, questionnaires, prizes, tracker, aggregators. */
  ...documentContentShape,
  /** Votes with their tally containers (votes.ts); tallies and cast votes stay behind. */
  votes: z.array(documentVoteSchema).default([]),
  /** The rewards of the document's missions (mission-rewards.ts); claims stay behind. */
  missionRewards: z.array(missionRewardSchema.extend({ missionID: idSchema })).default([]),
  /**
   * The A/B page variants (page-variants.ts, decision 0091) in order. `ownProject`: the variant shows the
   * campaign's own editor project (the document's editorProject), remapped to the new campaign's; else
   * `projectID` names another campaign's project, kept as is (it must exist where the document is imported).
   */
  pageVariants: z
    .array(pageVariantInputSchema.extend({ ownProject: z.boolean().default(false) }))
    .default([]),
  /** Time fields that follow another time (decision 0094): ids and expressions are remapped on import. */
  timeReferences: z
    .array(
      z.object({
        kind: z.enum(TIME_SOURCE_KINDS),
        id: idSchema,
        field: z.enum(TIME_FIELDS),
        expression: timeExpressionSchema,
      }),
    )
    .default([]),
});
export type CampaignDocument = z.infer<typeof campaignDocumentSchema>;
export type DocumentLeaderboard = CampaignDocument['leaderboards'][number];
export type DocumentContainer = CampaignDocument['containers'][number];
export type DocumentEvaluator = CampaignDocument['evaluators'][number];

export interface DocumentProblem {
  /** Dot path inside the document, e.g. "leaderboards.0.groupName". */
  field: string;
  message: string;
}

export type DocumentCheck =
  { ok: true; document: CampaignDocument } | { ok: false; problems: DocumentProblem[] };

const pathOf = (path: readonly PropertyKey[]) => path.map(String).join('.') || 'document';

function duplicates(ids: readonly number[]): Set<number> {
  const seen = new Set<number>();
  const twice = new Set<number>();
  for (const id of ids) (seen.has(id) ? twice : seen).add(id);
  return twice;
}

/** The problems a well-formed document can still have: ids that point nowhere or are given twice. */
function referenceProblems(doc: CampaignDocument): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  const leaderboardIds = new Set(doc.leaderboards.map((l) => l.ID));
  const containerIds = new Set(doc.containers.map((c) => c.ID));
  const tagIds = new Set(doc.tags.map((t) => t.ID));
  const unique = (list: string, ids: number[]) => {
    const twice = duplicates(ids);
    ids.forEach((id, i) => {
      if (twice.has(id)) problems.push({ field: `${list}.${i}.ID`, message: `ID ${id} is given twice` });
    });
  };
  unique(
    'leaderboards',
    doc.leaderboards.map((l) => l.ID),
  );
  unique(
    'containers',
    doc.containers.map((c) => c.ID),
  );
  unique(
    'evaluators',
    doc.evaluators.map((e) => e.ID),
  );
  unique(
    'tags',
    doc.tags.map((t) => t.ID),
  );

  if (doc.campaign.durationType === 'Duration' && doc.campaign.endTime <= doc.campaign.startTime)
    problems.push({ field: 'campaign.endTime', message: 'a Duration campaign must end after it starts' });
  doc.campaign.tagIDs.forEach((id, i) => {
    if (!tagIds.has(id))
      problems.push({ field: `campaign.tagIDs.${i}`, message: `tag ${id} is not in tags` });
  });
  doc.leaderboards.forEach((l, i) => {
    if (!containerIds.has(l.containerID))
      problems.push({
        field: `leaderboards.${i}.containerID`,
        message: `container ${l.containerID} is not in containers`,
      });
    if (l.endTime !== 0 && l.endTime <= l.startTime)
      problems.push({
        field: `leaderboards.${i}.endTime`,
        message: 'a leaderboard must end after it starts (or 0)',
      });
  });
  doc.containers.forEach((c, i) => {
    if (c.refContainerType === 'Leaderboard' && !leaderboardIds.has(c.refID))
      problems.push({
        field: `containers.${i}.refID`,
        message: `leaderboard ${c.refID} is not in leaderboards`,
      });
  });
  doc.evaluators.forEach((e, i) => {
    if (!containerIds.has(e.targetContainerID))
      problems.push({
        field: `evaluators.${i}.targetContainerID`,
        message: `container ${e.targetContainerID} is not in containers`,
      });
  });
  const variantProblem = variantSetProblem(doc.pageVariants);
  if (variantProblem)
    problems.push({
      field: `page${variantProblem.field.replace(/^v/, 'V')}`,
      message: variantProblem.message,
    });
  doc.pageVariants.forEach((v, i) => {
    if (v.ownProject && !doc.editorProject)
      problems.push({
        field: `pageVariants.${i}.ownProject`,
        message: `variant "${v.key}" shows the campaign's editor project, but the document has none`,
      });
  });
  const seenKeys = new Set<string>();
  doc.translations.forEach((t, i) => {
    if (seenKeys.has(t.key))
      problems.push({ field: `translations.${i}.key`, message: `key "${t.key}" is given twice` });
    seenKeys.add(t.key);
  });
  return problems;
}

/** Checks a whole document: every shape problem, then (if the shape is right) every broken reference. */
export function checkCampaignDocument(value: unknown): DocumentCheck {
  const parsed = campaignDocumentSchema.safeParse(value);
  if (!parsed.success)
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => ({ field: pathOf(issue.path), message: issue.message })),
    };
  const problems = [...referenceProblems(parsed.data), ...contentReferenceProblems(parsed.data)];
  return problems.length > 0 ? { ok: false, problems } : { ok: true, document: parsed.data };
}

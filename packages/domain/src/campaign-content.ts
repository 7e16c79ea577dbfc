// A campaign's content beyond leaderboards (admin spec §3 Mission, Mission roadmap, Questionnaire,
// Prize; §4 prize and scheduled states; §7 tracker and replay status): the admin API's input schemas
// and answer shapes, shared by the server and the dashboard. Decisions: docs/decisions/0014–0016.
import { z } from 'zod';
import { evaluatorInputSchema } from './containers.ts';
import { validateConstraints } from './constraints/validate.ts';
import { LOCALES } from './locales.ts';
import { momentSchema } from './moment.ts';
import {
  canPerform,
  PRIZE_ITEM_KINDS,
  prizeItemPermission,
  type Grantee,
  type Permission,
  type PrizeItemKind,
} from './permissions.ts';
import { TRACKING_EVENT_NAMES } from './tracking.ts';

const idSchema = z.number().int().positive();
const unixSecondsSchema = z.number().int().min(0, 'must be unix seconds (0 or more)');

/** Text per UI locale; empty values are dropped. */
export const localizedTextSchema = z
  .partialRecord(z.enum(LOCALES), z.string().trim().max(2000))
  .default({})
  .transform((texts) => Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== '')));

// ---------------------------------------------------------------------------------------------
// Missions

export const MISSION_TYPES = { Leaderboard: 1, Campaign: 2, MissionRoadmap: 3 } as const;
export type MissionType = (typeof MISSION_TYPES)[keyof typeof MISSION_TYPES];
export const USER_MISSION_TYPES = { Normal: 0, TwoDim: 1 } as const;
export type UserMissionType = (typeof USER_MISSION_TYPES)[keyof typeof USER_MISSION_TYPES];

/** What a mission hangs on (PUT missions/{id}/relationship); each ref type sets the mission type. */
export const MISSION_REF_TYPES = ['leaderboard', 'campaign', 'missionRoadmap'] as const;
export type MissionRefType = (typeof MISSION_REF_TYPES)[number];
export const missionTypeOfRef: Record<MissionRefType, MissionType> = {
  leaderboard: MISSION_TYPES.Leaderboard,
  campaign: MISSION_TYPES.Campaign,
  missionRoadmap: MISSION_TYPES.MissionRoadmap,
};

/** The evaluator that feeds the mission's container: an evaluator without its target (validated the same way). */
export const missionEventHandlerSchema = evaluatorInputSchema.omit({ targetContainerID: true });
export type MissionEventHandler = z.infer<typeof missionEventHandlerSchema>;

export const missionInputSchema = z.object({
  userMissionType: z.union([z.literal(0), z.literal(1)]).default(0),
  groupName: z.string().trim().max(200).default(''),
  /** The score a user needs to complete the mission: progress is min(1, score / goal) (visitor spec §5). */
  goal: z
    .number({ error: 'goal is required: the score that completes the mission' })
    .int('goal must be a whole number')
    .min(1, 'goal must be 1 or more: the score that completes the mission'),
  desc: localizedTextSchema,
  iconURL: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => v === '' || /^https?:\/\//.test(v), 'iconURL must be an http(s) URL or empty')
    .default(''),
  normalMission: z.object({ goal: z.number().int().min(0).default(0) }).default({ goal: 0 }),
  eventHandler: missionEventHandlerSchema,
});
export type MissionInput = z.infer<typeof missionInputSchema>;

export const missionRelationshipSchema = z.object({
  refType: z.enum(MISSION_REF_TYPES, { error: `refType must be one of ${MISSION_REF_TYPES.join(', ')}` }),
  refID: idSchema,
});
export type MissionRelationship = z.infer<typeof missionRelationshipSchema>;

export interface Mission extends MissionInput {
  id: number;
  campaignID: number;
  type: MissionType;
  missionContainerID: number;
  evaluatorID: number;
  refType: MissionRefType | null;
  refID: number | null;
  createTime: number;
  updateTime: number;
}

/** A user's progress on one two-dimensional mission: their record and who contributed to it. */
export interface TwoDimProgress {
  missionID: number;
  missionContainerID: number;
  goal: number;
  score: number;
  completed: boolean;
  contributions: { senderID: string; score: number }[];
}

// ---------------------------------------------------------------------------------------------
// Mission roadmaps

export const missionRoadmapInputSchema = z
  .object({
    campaignID: idSchema,
    groupName: z.string().trim().max(200).default(''),
    startTime: momentSchema,
    endTime: momentSchema,
  })
  .refine((r) => r.endTime > r.startTime, {
    message: 'a roadmap must end after it starts',
    path: ['endTime'],
  });
export type MissionRoadmapInput = z.infer<typeof missionRoadmapInputSchema>;
export interface MissionRoadmap extends MissionRoadmapInput {
  ID: number;
  createTime: number;
  updateTime: number;
}

// ---------------------------------------------------------------------------------------------
// Questionnaires

export const QUESTION_TYPES = ['SingleSelect', 'MultipleSelect', 'Sort', 'Text'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const questionInputSchema = z
  .object({
    type: z.enum(QUESTION_TYPES, { error: `type must be one of ${QUESTION_TYPES.join(', ')}` }),
    title: localizedTextSchema,
    options: z.array(localizedTextSchema).default([]),
    required: z.boolean().default(false),
    /** Order in the questionnaire; new questions default to the end. */
    position: z.number().int().min(0).optional(),
  })
  .superRefine((q, ctx) => {
    if (Object.keys(q.title).length === 0)
      ctx.addIssue({ code: 'custom', path: ['title'], message: 'a question needs a title in one language' });
    if (q.type === 'Text' && q.options.length > 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'a Text question takes no options' });
    if (q.type !== 'Text' && q.options.length < 2)
      ctx.addIssue({
        code: 'custom',
        path: ['options'],
        message: `a ${q.type} question needs at least 2 options`,
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

// ---------------------------------------------------------------------------------------------
// Prizes

export const REWARD_TYPES: Record<PrizeItemKind, number> = {
  Avatar: 1,
  Badge: 2,
  DecoSticker: 3,
  CommentFrame: 4,
  CommentBackgroundColor: 5,
  CommentTextColor: 6,
  CommentBadgePfx: 8,
  CommentBadgeMid: 9,
  CommentBadgeTopRight: 10,
  Gift: 100,
};
export const rewardKindOf = (rewardType: number): PrizeItemKind | undefined =>
  PRIZE_ITEM_KINDS.find((k) => REWARD_TYPES[k] === rewardType);

/** The item-kind permission a prize of this RewardType needs besides prizeSetting. */
export const prizePermissionOf = (rewardType: number): Permission | undefined => {
  const kind = rewardKindOf(rewardType);
  return kind ? prizeItemPermission(kind) : undefined;
};

/** Whether a grantee may set, send or recall a prize of this RewardType (prizeSetting + the kind's permission). */
export const canSetPrize = (grantee: Grantee, rewardType: number): boolean => {
  const kind = prizePermissionOf(rewardType);
  return (
    canPerform(grantee, 'prizeSetting', { write: true }) &&
    kind !== undefined &&
    canPerform(grantee, kind, { write: true })
  );
};

export const PRIZE_STATES = ['Unsent', 'Sent'] as const;
export type PrizeState = (typeof PRIZE_STATES)[number];
export const CLAIM_STATES = { Unclaimed: 0, Claimed: 1 } as const;
export const SEND_MODES = ['Manual', 'Auto'] as const;
export type SendMode = (typeof SEND_MODES)[number];
export const AWARD_MODES = ['immutable', 'mutable', 'immutablePerUser', 'mutablePerUser'] as const;
export type AwardMode = (typeof AWARD_MODES)[number];
export const SCHEDULED_STATES = {
  none: 0,
  scheduledManual: 10,
  scheduledAuto: 11,
  scheduledAwaiting: 12,
  manualIntervention: 99,
} as const;

export const rankRangeSchema = z
  .object({
    fromRank: z.number().int().min(1, 'ranks start at 1'),
    toRank: z.number().int().min(1, 'ranks start at 1'),
    /** The item given (avatar id, badge id, gift id...). */
    itemID: z.string().trim().min(1, 'itemID is required').max(200),
    amount: z.number().int().min(1).default(1),
  })
  .refine((r) => r.toRank >= r.fromRank, { message: 'toRank must be at least fromRank', path: ['toRank'] });

const prizeFieldsSchema = z.object({
  /** The leaderboard of the campaign whose ranking decides the winners. */
  leaderboardID: idSchema,
  rewardType: z
    .number()
    .int()
    .refine((t) => rewardKindOf(t) !== undefined, 'unknown rewardType'),
  sendMode: z.enum(SEND_MODES).default('Manual'),
  awardMode: z.enum(AWARD_MODES).default('immutable'),
  name: localizedTextSchema,
  ranges: z.array(rankRangeSchema).min(1, 'a prize needs at least one rank range'),
});

function checkRangesApart(p: { ranges: { fromRank: number; toRank: number }[] }, ctx: z.RefinementCtx): void {
  const sorted = p.ranges.map((r, i) => ({ ...r, i })).sort((a, b) => a.fromRank - b.fromRank);
  for (let k = 1; k < sorted.length; k++) {
    const prev = sorted[k - 1]!;
    const cur = sorted[k]!;
    if (cur.fromRank <= prev.toRank)
      ctx.addIssue({
        code: 'custom',
        path: ['ranges', cur.i, 'fromRank'],
        message: `ranks ${cur.fromRank}–${cur.toRank} overlap ranks ${prev.fromRank}–${prev.toRank}`,
      });
  }
}

export const prizeInputSchema = prizeFieldsSchema.superRefine(checkRangesApart);
export type PrizeInput = z.infer<typeof prizeInputSchema>;

export interface Prize extends PrizeInput {
  ID: number;
  campaignID: number;
  state: PrizeState;
  scheduledState: number;
  sentAt: number | null;
  createTime: number;
  updateTime: number;
}

export const prizeActionSchema = z.object({ prizeID: idSchema });

export interface PrizeResult {
  ID: number;
  prizeID: number;
  userID: string;
  rank: number;
  score: number;
  itemID: string;
  amount: number;
  claimState: number;
  recalled: boolean;
  sentAt: number;
}

// ---------------------------------------------------------------------------------------------
// Tracker

export const trackerConfigSchema = z.object({
  enabled: z.boolean().default(true),
  /** Share of visitors tracked, 0..1. */
  samplingRate: z
    .number()
    .min(0, 'samplingRate is between 0 and 1')
    .max(1, 'samplingRate is between 0 and 1')
    .default(1),
  /** Which tracking events the pages send. */
  events: z
    .array(z.enum(TRACKING_EVENT_NAMES))
    .min(1, 'track at least one event (or disable the tracker)')
    .refine((e) => new Set(e).size === e.length, 'an event is listed twice')
    .default([...TRACKING_EVENT_NAMES]),
});
export type TrackerConfig = z.infer<typeof trackerConfigSchema>;
export const trackerPatchSchema = z
  .object({
    enabled: z.boolean(),
    samplingRate: trackerConfigSchema.shape.samplingRate.unwrap(),
    events: trackerConfigSchema.shape.events.unwrap(),
  })
  .partial()
  .strict();
export type TrackerPatch = z.infer<typeof trackerPatchSchema>;
export const defaultTrackerConfig = (): TrackerConfig => trackerConfigSchema.parse({});

export interface Tracker extends TrackerConfig {
  campaignID: number;
  updateTime: number | null;
}

/** Click events counted per leaderboard (they carry the leaderboard's containerID property). */
export const TRACKER_CLICK_EVENTS = ['profile_click', 'button_click', 'link_click'] as const;

export interface LeaderboardTracking {
  leaderboardID: number;
  groupName: string;
  containerID: number;
  views: number;
  clicks: number;
}

// ---------------------------------------------------------------------------------------------
// Replay status

export const REPLAY_STATUSES = ['Unknown', 'Preparing', 'Done'] as const;
export type ReplayStatus = (typeof REPLAY_STATUSES)[number];

export interface ContainerReplayStatus {
  containerID: number;
  /** What the container belongs to: a leaderboard, a mission or a questionnaire. */
  owner: { kind: 'leaderboard' | 'mission' | 'questionnaire'; ID: number; groupName: string };
  status: ReplayStatus;
  /** The latest replay job's own status (Preparing, Done, Cancel...), null when never replayed. */
  jobStatus: string | null;
  startedAt: number | null;
  finishedAt: number | null;
  eventsReplayed: number;
}

export interface RecalculateResult {
  containerID: number;
  started: boolean;
  /** Why a replay did not start (e.g. one is already running). */
  error?: string;
}

// ---------------------------------------------------------------------------------------------
// In the campaign export document (campaign-document.ts): ids as they were at export.

export const documentMissionSchema = missionInputSchema.extend({
  ID: idSchema,
  /** The mission's own container (made anew on import; judges naming it are remapped). */
  missionContainerID: idSchema,
  refType: z.enum(MISSION_REF_TYPES),
  /** The campaign, one of the document's leaderboards or one of its roadmaps. */
  refID: idSchema,
});
export type DocumentMission = z.infer<typeof documentMissionSchema>;

export const documentRoadmapSchema = z
  .object({
    ID: idSchema,
    groupName: z.string().trim().max(200).default(''),
    startTime: momentSchema,
    endTime: momentSchema,
  })
  .refine((r) => r.endTime > r.startTime, {
    message: 'a roadmap must end after it starts',
    path: ['endTime'],
  });

export const documentQuestionnaireSchema = questionnaireFieldsSchema
  .omit({ campaignID: true, questions: true })
  .extend({
    ID: idSchema,
    /** One of the document's containers (leaderboard or mission), 0 = none. */
    containerID: z.number().int().min(0).default(0),
    questions: z.array(questionInputSchema).default([]),
  })
  .refine(endsAfterStart.check, endsAfterStart.params);

export const documentPrizeSchema = prizeFieldsSchema.extend({ ID: idSchema }).superRefine(checkRangesApart);

/** An aggregator between two of the document's containers, its settings as stored. */
export const documentAggregatorSchema = z.object({
  ID: idSchema,
  srcContainerID: idSchema,
  targetContainerID: idSchema,
  kind: z.string().min(1),
  config: z.record(z.string(), z.unknown()).default({}),
});

/** The campaign content sections of the document; absent in older exports (then empty). */
export const documentContentShape = {
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

// Missions (admin spec §3 Mission): a goal on a mission container fed by its own evaluator, hung on a
// leaderboard, the campaign or a roadmap. Decision: docs/decisions/0014.
import { z } from 'zod';
import { evaluatorInputSchema } from './evaluators.ts';
import { idSchema } from './id-and-time.ts';
import { MAX_ID } from './ids.ts';
import { localizedTextSchema } from './localized-text.ts';
import { MISSION_REF_TYPES, type MissionRefType, type MissionType } from './mission-kinds.ts';
export * from './mission-kinds.ts';

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
    .min(1, 'goal must be 1 or more: the score that completes the mission')
    .max(MAX_ID, `goal is at most ${MAX_ID}`),
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

/** A mission in the campaign export document (campaign-document.ts): ids as they were at export. */
export const documentMissionSchema = missionInputSchema.extend({
  ID: idSchema,
  /** The mission's own container (made anew on import; judges naming it are remapped). */
  missionContainerID: idSchema,
  refType: z.enum(MISSION_REF_TYPES),
  /** The campaign, one of the document's leaderboards or one of its roadmaps. */
  refID: idSchema,
});
export type DocumentMission = z.infer<typeof documentMissionSchema>;

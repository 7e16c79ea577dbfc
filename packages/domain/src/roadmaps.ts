// Mission roadmaps (admin spec §3 Mission roadmap): a time window that groups missions of one campaign.
// Decision: docs/decisions/0014.
import { z } from 'zod';
import { idSchema, unixSecondsSchema } from './id-and-time.ts';

const roadmapFields = {
  groupName: z.string().trim().max(200).default(''),
  startTime: unixSecondsSchema,
  endTime: unixSecondsSchema,
};
const endsAfterStart = (r: { startTime: number; endTime: number }) => r.endTime > r.startTime;
const endsAfterStartProblem = { message: 'a roadmap must end after it starts', path: ['endTime'] };

export const missionRoadmapInputSchema = z
  .object({ campaignID: idSchema, ...roadmapFields })
  .refine(endsAfterStart, endsAfterStartProblem);
export type MissionRoadmapInput = z.infer<typeof missionRoadmapInputSchema>;
export interface MissionRoadmap extends MissionRoadmapInput {
  ID: number;
  createTime: number;
  updateTime: number;
}

/** A roadmap in the campaign export document (campaign-document.ts): its id as it was at export. */
export const documentRoadmapSchema = z
  .object({ ID: idSchema, ...roadmapFields })
  .refine(endsAfterStart, endsAfterStartProblem);

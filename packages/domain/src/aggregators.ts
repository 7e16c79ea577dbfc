// Aggregators (admin spec §3, §7): a source container rolled into a target container. docs/engine.md,
// Aggregators. The replay status of a container is in replay.ts.
import { z } from 'zod';
import { idSchema } from './id-and-time.ts';
import { idSchema as namedId } from './ids.ts';

export const AGGREGATOR_KINDS = ['sum', 'group'] as const;
export type AggregatorKind = (typeof AGGREGATOR_KINDS)[number];

/** A container id: the one id reading (1 to 2147483647), so 2^31 is a 400 naming the field, not a 500. */
const containerId = (name: string) => namedId(name);

const recordKey = z
  .string()
  .trim()
  .min(1, 'a key must not be empty')
  .max(256, 'a key is at most 256 characters');

/**
 * sum: every change of a source record adds to the target record of the same key.
 * group: a member's change adds to its team's record in the target; members in no team are ignored.
 */
export const aggregatorInputSchema = z
  .object({
    srcContainerID: containerId('srcContainerID'),
    targetContainerID: containerId('targetContainerID'),
    kind: z.enum(AGGREGATOR_KINDS, { message: 'kind must be sum or group' }).default('sum'),
    /** group only: team key -> member keys of the source container. */
    teams: z.record(recordKey, z.array(recordKey).min(1, 'a team needs at least one member')).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.srcContainerID === input.targetContainerID)
      ctx.addIssue({
        code: 'custom',
        path: ['targetContainerID'],
        message: 'a container cannot aggregate into itself',
      });
    if (input.kind === 'sum' && input.teams !== undefined)
      ctx.addIssue({ code: 'custom', path: ['teams'], message: 'teams belong to a group aggregator only' });
    if (input.kind === 'group') {
      const teams = input.teams ?? {};
      if (Object.keys(teams).length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['teams'],
          message: 'a group aggregator needs at least one team',
        });
        return;
      }
      const seen = new Map<string, string>();
      for (const [team, members] of Object.entries(teams))
        for (const member of members) {
          const other = seen.get(member);
          if (other !== undefined && other !== team) {
            ctx.addIssue({
              code: 'custom',
              path: ['teams', team],
              message: `member "${member}" is in two teams (${other} and ${team})`,
            });
            return;
          }
          seen.set(member, team);
        }
    }
  });
export type AggregatorInput = z.infer<typeof aggregatorInputSchema>;

export interface Aggregator {
  ID: number;
  srcContainerID: number;
  targetContainerID: number;
  kind: AggregatorKind;
  /** group only. */
  teams?: Record<string, string[]>;
  createTime: number;
  updateTime: number;
}

/** Query of GET aggregators: either side, or both. */
export const aggregatorListQuerySchema = z.object({
  srcContainerID: namedId('srcContainerID').optional(),
  targetContainerID: namedId('targetContainerID').optional(),
});

/** An aggregator between two of the campaign export document's containers, its settings as stored. */
export const documentAggregatorSchema = z.object({
  ID: idSchema,
  srcContainerID: idSchema,
  targetContainerID: idSchema,
  kind: z.string().min(1),
  config: z.record(z.string(), z.unknown()).default({}),
});

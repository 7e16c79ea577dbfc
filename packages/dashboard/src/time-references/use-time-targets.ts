// The times a time of a campaign may follow (decision 0094): the campaign's own and those of its
// leaderboards, votes and mission roadmaps, with their names in words ("leaderboard Finals end + 3 days").
// Shared by the "Relative times" card and the "relative to" switch of the time fields in the forms; it
// reads the same cached lists the campaign screen and the content tabs read.
import { useTranslation } from 'react-i18next';
import { parseTimeExpression, type TimeField, type TimeTargetKind } from '@eventory/domain/time-references';
import { useCampaign } from '../campaigns/use-campaign.ts';
import { useCampaignLeaderboards } from '../campaigns/use-campaign-leaderboards.ts';
import { useContentList } from '../campaign-content/use-content-list.ts';
import { useVotes } from '../votes/use-votes.ts';
import './messages.ts';

/** An entity whose times may be followed. */
export interface TimeTarget {
  kind: TimeTargetKind;
  id: number;
  name: string;
  startTime: number;
  endTime: number;
}

export const targetKey = (kind: TimeTargetKind, id: number) => `${kind}:${id}`;

export function useTimeTargets(campaignId: number) {
  const { t } = useTranslation();
  const campaign = useCampaign(campaignId);
  const leaderboards = useCampaignLeaderboards(campaignId);
  const votes = useVotes(campaignId);
  const roadmaps = useContentList(campaignId, 'roadmaps');

  const c = campaign.data;
  const targets: TimeTarget[] = [
    ...(c
      ? [{ kind: 'campaign' as const, id: c.ID, name: '', startTime: c.startTime, endTime: c.endTime }]
      : []),
    ...(leaderboards.data ?? [])
      .filter((b) => !b.isDeleted)
      .map((b) => ({
        kind: 'leaderboard' as const,
        id: b.ID,
        name: b.groupName,
        startTime: b.startTime,
        endTime: b.endTime,
      })),
    ...(votes.data ?? []).map((v) => ({
      kind: 'vote' as const,
      id: v.id,
      name: v.topic,
      startTime: v.startTime,
      endTime: v.endTime,
    })),
    ...(roadmaps.data ?? []).map((r) => ({
      kind: 'roadmap' as const,
      id: r.ID,
      name: r.groupName || `#${r.ID}`,
      startTime: r.startTime,
      endTime: r.endTime,
    })),
  ];
  const byKey = new Map(targets.map((e) => [targetKey(e.kind, e.id), e]));

  const entityName = (kind: TimeTargetKind, id: number) =>
    kind === 'campaign'
      ? t('time-references.campaign')
      : t(`time-references.${kind}`, { name: byKey.get(targetKey(kind, id))?.name ?? `#${id}` });
  const timeName = (kind: TimeTargetKind, id: number, field: TimeField) =>
    `${entityName(kind, id)} ${t(`time-references.${field}`)}`;
  /** An expression in words: "campaign start + 3 days". */
  const describe = (expression: string) => {
    const e = parseTimeExpression(expression);
    if ('problem' in e) return expression;
    const base = timeName(e.kind, e.id, e.field);
    return e.offset === 0
      ? base
      : `${base} ${e.offset < 0 ? '−' : '+'} ${Math.abs(e.offset)} ${t(`time-references.${e.unit}`, { count: Math.abs(e.offset) })}`;
  };

  return {
    targets,
    byKey,
    entityName,
    timeName,
    describe,
    isLoading: campaign.isLoading || leaderboards.isLoading || votes.isLoading || roadmaps.isLoading,
  };
}

export type TimeTargets = ReturnType<typeof useTimeTargets>;

// The GroupItem block: one team of a Group, its score read from its own container.
import { useContext, useEffect } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { parseFetcherSpec } from '../data/fetcher-kinds.ts';
import { useBoardData } from './board-data.ts';
import { useContainerSummary } from './useContainerSummary.ts';
import { teamScore } from './family-rules.ts';
import { GroupContext, TeamContext } from './group-context.ts';
import { mockLeaderboardRows } from './leaderboard-rows.ts';
import type { GroupItemProps } from './widget-props.ts';
import styles from './widgets.module.css';

export function GroupItem({ props, node, children }: BlockRenderProps<GroupItemProps>) {
  const { mode } = useRenderContext();
  const group = useContext(GroupContext);
  const containerID = stringProp(props.containerID).trim();
  const id = node.id ?? (containerID || stringProp(props.name));
  // An eventory team reads its container summary (total and latest update), not every page of its board;
  // another fetcher kind's rows are summed.
  const spec = parseFetcherSpec(props.fetcher, containerID, props.cacheStrategy);
  const bySummary = spec.kind === 'eventory';
  const summary = useContainerSummary(spec.target, bySummary);
  const { rows } = useBoardData({
    containerID: '',
    fetcher: bySummary ? '' : props.fetcher,
    cacheStrategy: props.cacheStrategy,
    count: 100,
    autoRefresh: true,
  });
  const source = mode === 'editor' ? mockLeaderboardRows(2) : rows;
  const summaryData = summary.data;
  const report = group?.report;
  // Block spec §4: the item hands its new data to the group when loading finishes (onChangeTeam).
  useEffect(() => {
    if (!report) return;
    if (mode !== 'editor' && bySummary) {
      if (summaryData) report({ id, score: summaryData.totalScore, lastTimestamp: summaryData.updatedAt });
    } else if (source) report(teamScore(id, source));
  }, [mode, bySummary, summaryData, source, report, id]);
  const team = group?.ranked.get(id);
  return (
    <TeamContext.Provider value={team}>
      <li className={styles.team} style={{ order: team?.rank ?? 999 }} data-team={id} data-rank={team?.rank}>
        <span className={styles.teamName}>{stringProp(props.name)}</span>
        {children}
      </li>
    </TeamContext.Provider>
  );
}

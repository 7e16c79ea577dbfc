// The GroupItem block: one team of a Group, its score read from its own container.
import { useContext, useEffect } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { stringProp } from '../renderer/prop-values.ts';
import { useRenderContext } from '../renderer/render-context.ts';
import { useBoardData } from './board-data.ts';
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
  const { rows } = useBoardData({ containerID, count: 100, autoRefresh: true });
  const source = mode === 'editor' ? mockLeaderboardRows(2) : rows;
  const report = group?.report;
  // Block spec §4: the item hands its new data to the group when loading finishes (onChangeTeam).
  useEffect(() => {
    if (source && report) report(teamScore(id, source));
  }, [source, report, id]);
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

// The GroupRankIcon block: a team's rank, crowned for the first three.
import { useContext } from 'react';
import { crownOf } from './family-rules.ts';
import { TeamContext } from './group-context.ts';
import styles from './widgets.module.css';

export function GroupRankIcon() {
  const team = useContext(TeamContext);
  const crown = team ? crownOf(team.rank) : undefined;
  return (
    <span className={`${styles.teamRank} ${crown ? (styles[crown] ?? '') : ''}`} data-crown={crown}>
      {team?.rank ?? '-'}
    </span>
  );
}

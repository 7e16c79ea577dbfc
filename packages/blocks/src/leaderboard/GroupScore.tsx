// The GroupScore block: a team's summed score.
import { useContext } from 'react';
import { abbreviateNumber } from '@eventory/domain/number-abbreviation';
import { fillTemplate } from '../i18n/visitor-texts.ts';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { stringProp } from '@eventory/domain/prop-values';
import { TeamContext } from './group-context.ts';
import styles from './widgets.module.css';

export function GroupScore({ props }: BlockRenderProps<{ unit: string }>) {
  const team = useContext(TeamContext);
  return (
    <span className={styles.teamScore} dir="auto">
      {fillTemplate(stringProp(props.unit).trim() || '{0}', abbreviateNumber(team?.score ?? 0))}
    </span>
  );
}

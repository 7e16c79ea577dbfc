// The DailyTab block: one day of a daily container; choosing it shows that day's board.
import { useContext } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { DailyContext, TabPosition } from './board-context.ts';
import { dayLabel } from './family-rules.ts';
import type { DailyTabProps } from './leaderboard-props.ts';
import styles from './leaderboard.module.css';

export function DailyTab({ props }: BlockRenderProps<DailyTabProps>) {
  const { timezone } = useRenderContext();
  const daily = useContext(DailyContext);
  const index = useContext(TabPosition);
  const active = daily ? daily.active === index : index === 0;
  const text =
    stringProp(props.text).trim() || dayLabel(numberProp(props.startTime, 0), timezone) || String(index + 1);
  return (
    <button
      type="button"
      role="tab"
      aria-selected={active}
      className={`${styles.dailyTab} ${active ? styles.dailyTabActive : ''}`}
      onClick={() => daily?.setActive(index)}
    >
      {text}
    </button>
  );
}

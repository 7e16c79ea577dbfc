// The DailyTab block: one day of a daily container; choosing it shows that day's board.
import { useContext } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp, stringProp } from '@eventory/domain/prop-values';
import { DailyContext, TabPosition } from './board-context.ts';
import type { DailyTabProps } from './leaderboard-props.ts';
import styles from './leaderboard.module.css';

/** "MM/DD" of a unix-seconds time in the visitor's zone. */
const dayLabel = (seconds: number): string => {
  if (!(seconds > 0)) return '';
  const date = new Date(seconds * 1000);
  return `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}`;
};

export function DailyTab({ props }: BlockRenderProps<DailyTabProps>) {
  const daily = useContext(DailyContext);
  const index = useContext(TabPosition);
  const active = daily ? daily.active === index : index === 0;
  const text = stringProp(props.text).trim() || dayLabel(numberProp(props.startTime, 0)) || String(index + 1);
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

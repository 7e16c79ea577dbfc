// The DragonBalls block: a row's dragon balls as a grid of lit and unlit balls.
import { useNavigationText } from '../navigation/use-navigation-text.ts';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { useRowContext } from './board-context.ts';
import { parseDragonBalls } from './family-rules.ts';
import type { DragonBallsProps } from './widget-props.ts';
import styles from './widgets.module.css';

/** A row's dragon balls (meta.dragonBall, a JSON list of per-ball scores) as a grid of lit / unlit balls. */
export function DragonBalls({ props }: BlockRenderProps<DragonBallsProps>) {
  const { mode } = useRenderContext();
  const nt = useNavigationText();
  const row = useRowContext()?.row;
  const total = Math.max(1, Math.trunc(numberProp(props.total, 7)));
  const goal = Math.max(1, numberProp(props.goal, 1));
  const balls = mode === 'editor' && !row ? [1, 1, 0, 1] : parseDragonBalls(row?.meta);
  const lit = Array.from({ length: total }, (_, i) => (balls[i] ?? 0) >= goal);
  const collected = lit.filter(Boolean).length;
  return (
    <span
      className={styles.balls}
      role="img"
      aria-label={`${nt('dragonBallsLabel')}: ${nt('dragonBallsCollected', collected, total)}`}
      data-block="DragonBalls"
    >
      {lit.map((on, i) => (
        <span key={i} className={`${styles.ball} ${on ? styles.lit : ''}`} data-lit={on || undefined} />
      ))}
    </span>
  );
}

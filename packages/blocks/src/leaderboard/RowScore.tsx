// A row's score: the display type (Score, Time hh:mm, Hours), the unit template and the score animation.
import { fillTemplate } from '../i18n/visitor-texts.ts';
import { formatScore, type ScoreType } from './score-display.ts';
import { useAnimatedScore } from './useAnimatedScore.ts';
import styles from './leaderboard.module.css';

export function RowScore({
  score,
  unit,
  scoreType,
  animate,
}: {
  score: number;
  unit: string;
  scoreType: ScoreType;
  animate: boolean;
}) {
  const shown = useAnimatedScore(score, animate);
  return (
    <span className={styles.score} title={String(score)} dir="auto" data-score-type={scoreType}>
      {fillTemplate(unit, formatScore(shown, scoreType))}
    </span>
  );
}

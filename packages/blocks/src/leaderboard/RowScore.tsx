// A row's score: the display type (Score, Time hh:mm, Hours), the unit template and the score animation.
import type { Locale } from '@eventory/domain/locales';
import { formatText } from '../i18n/visitor-texts.ts';
import { formatScore, type ScoreType } from './score-display.ts';
import { useAnimatedScore } from './useAnimatedScore.ts';
import styles from './leaderboard.module.css';

export function RowScore({
  score,
  unit,
  scoreType,
  animate,
  locale,
}: {
  score: number;
  unit: string;
  scoreType: ScoreType;
  animate: boolean;
  /** The unit may hold an ICU plural ('{0, plural, one {# vote} other {# votes}}'), chosen in this locale. */
  locale: Locale;
}) {
  const shown = useAnimatedScore(score, animate);
  return (
    <span className={styles.score} title={String(score)} dir="auto" data-score-type={scoreType}>
      {formatText(locale, unit, formatScore(shown, scoreType))}
    </span>
  );
}

// The expandable sub-mission list of a two-dimensional mission (visitor spec §3-§4): how many
// contributors reached the sub-goal and, when opened, each contributor's score. The toggle is a button
// (Enter / Space) tied to the list by aria-controls.
import { useId, useState } from 'react';
import type { UserMission } from '@eventory/domain/user-missions';
import { abbreviateNumber } from '@eventory/domain/number-abbreviation';
import { missionText } from '../i18n/mission-texts.ts';
import { useRenderContext } from '../renderer/render-context.ts';
import { subScoreName } from './mission-rules.ts';
import styles from './mission.module.css';

export interface SubMissionListProps {
  twoDim: NonNullable<UserMission['twoDimMission']>;
  /** Open at first (editor mode shows it open so authors see it). */
  initiallyOpen?: boolean;
}

export function SubMissionList({ twoDim, initiallyOpen = false }: SubMissionListProps) {
  const { locale } = useRenderContext();
  const [open, setOpen] = useState(initiallyOpen);
  const listID = useId();
  const t = (key: Parameters<typeof missionText>[1], ...values: (string | number)[]) =>
    missionText(locale, key, ...values);
  return (
    <div data-sub-missions={open ? 'open' : 'closed'}>
      <p className={styles.subtitle}>
        <span>{t('subMissionsGoal', twoDim.score, twoDim.goal, abbreviateNumber(twoDim.subGoal))}</span>
      </p>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={listID}
        onClick={() => setOpen((was) => !was)}
      >
        {t(open ? 'subMissionsClose' : 'subMissionsOpen')}
      </button>
      {open && (
        <ul id={listID} className={styles.subList}>
          {twoDim.subScores.length === 0 && <li className={styles.subItem}>{t('subMissionsEmpty')}</li>}
          {twoDim.subScores.map((sub) => (
            <li
              key={sub.key}
              className={styles.subItem}
              data-reached={twoDim.subGoal > 0 && sub.value >= twoDim.subGoal}
            >
              <bdi>{subScoreName(sub.name, sub.key, locale)}</bdi>
              <span dir="auto">
                {t('missionProgress', abbreviateNumber(sub.value), abbreviateNumber(twoDim.subGoal))}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

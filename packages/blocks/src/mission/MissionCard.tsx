// The MissionCard block (block spec §2, §3 "Mission"): one mission of its MissionList — icon, the
// description (at most 2 lines), the completion subtitle (完成度{0}), the progress toward the goal, the
// sub-mission list of a two-dimensional mission, and the display status with the claim button. Its
// children (a ProgressBar...) render inside the card and read the same mission.
import { useContext, useState } from 'react';
import { missionText } from '../i18n/mission-texts.ts';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { booleanProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { ClaimButton } from './ClaimButton.tsx';
import { MissionItemContext } from './mission-context.ts';
import {
  countsSeconds,
  isTwoDim,
  missionDescription,
  missionPercent,
  missionValueText,
} from './mission-rules.ts';
import { SubMissionList } from './SubMissionList.tsx';
import styles from './mission.module.css';

export interface MissionCardProps {
  /** The claim button's text; blank = the locale's (Claim / 領取). */
  claimText: string;
  /** Show the mission's icon (the reward's icon when the mission has none). */
  showIcon: boolean;
}

export function MissionCard({ props, children }: BlockRenderProps<MissionCardProps>) {
  const item = useContext(MissionItemContext);
  const { mode, locale } = useRenderContext();
  const [iconFailed, setIconFailed] = useState(false);
  if (!item) return null;
  const { mission, status } = item;
  const t = (key: Parameters<typeof missionText>[1], ...values: (string | number)[]) =>
    missionText(locale, key, ...values);
  const description = missionDescription(mission.desc, locale);
  const percent = missionPercent(mission);
  const value = (n: number) =>
    countsSeconds(mission) ? t('missionHours', missionValueText(n, mission)) : missionValueText(n, mission);
  const icon = mission.iconURL || mission.rewardSetting?.itemIconURL || '';
  const twoDim = isTwoDim(mission) ? mission.twoDimMission : undefined;
  return (
    <article
      className={styles.card}
      data-block="MissionCard"
      data-status={status}
      data-mission-id={mission.id}
      aria-label={description}
    >
      {booleanProp(props.showIcon, true) && icon !== '' && !iconFailed && (
        <img className={styles.icon} src={icon} alt="" onError={() => setIconFailed(true)} />
      )}
      <div className={styles.body}>
        <p className={styles.description} dir="auto" title={description}>
          {description}
        </p>
        <p className={styles.subtitle}>
          <span>{t('missionSubtitle', `${percent}%`)}</span>
          <span dir="auto">{t('missionProgress', value(mission.score), value(mission.goal))}</span>
        </p>
        <div
          className={styles.track}
          role="progressbar"
          aria-label={t('progressLabel')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span className={styles.fill} style={{ width: `${percent}%` }} />
        </div>
        {twoDim && <SubMissionList twoDim={twoDim} initiallyOpen={mode === 'editor'} />}
        {children}
      </div>
      <div className={styles.action}>
        <ClaimButton item={item} claimText={stringProp(props.claimText)} description={description} />
      </div>
    </article>
  );
}

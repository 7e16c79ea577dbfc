// The ProgressBar block (block spec §3, §5): percent = floor(total / target · 100), capped at 100, 0
// without a target; the marker icon rides the bar's end and the percentage shows unless turned off.
// The total is the container's summary (re-read when its records change) or, inside a MissionCard
// without a container, the mission's score toward targetScore (blank: the mission's goal). Editor mode
// shows half a bar without calling anything.
import { useEffect } from 'react';
import type { ContainerSummary } from '@eventory/domain/ranking-read';
import { requestJson } from '../data/data-client.ts';
import { useFetcher } from '../data/useFetcher.ts';
import { useLiveContainer } from '../data/useLiveContainer.ts';
import { missionText } from '../i18n/mission-texts.ts';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { booleanProp, numberProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { useMissionItem } from './mission-context.ts';
import { progressPercent } from './mission-rules.ts';
import { ProgressIcon, progressIconOf, type ProgressIconName } from './ProgressIcon.tsx';
import styles from './mission.module.css';

export interface ProgressBarProps {
  icon: ProgressIconName;
  /** The custom icon's picture (icon 'custom'). */
  iconURL: string;
  showPercentage: boolean;
  /** The score that fills the bar; 0 = the mission's goal inside a mission card. */
  targetScore: number;
  /** The container whose total score fills the bar; blank = the mission card's mission. */
  containerID: string | number;
}

/** Without the live channel the summary is read again this often. */
const SUMMARY_POLL_MS = 5000;

export function ProgressBar({ props }: BlockRenderProps<ProgressBarProps>) {
  const { mode, locale } = useRenderContext();
  const editor = mode === 'editor';
  const item = useMissionItem();
  const containerID = stringProp(props.containerID).trim();
  const numericContainer = /^\d+$/.test(containerID) ? Number(containerID) : undefined;
  const summary = useFetcher(
    (signal) =>
      requestJson<ContainerSummary>(`/api/v1/public/containers/${encodeURIComponent(containerID)}/summary`, {
        signal,
      }),
    { key: containerID, enabled: !editor && containerID !== '' },
  );
  const live = useLiveContainer(numericContainer, !editor && numericContainer !== undefined);
  const { refresh } = summary;
  useEffect(() => {
    if (live.version > 0) refresh();
  }, [live.version, refresh]);
  useEffect(() => {
    if (editor || containerID === '' || live.live) return undefined;
    const timer = setInterval(refresh, SUMMARY_POLL_MS);
    return () => clearInterval(timer);
  }, [editor, containerID, live.live, refresh]);

  const targetProp = Math.max(0, numberProp(props.targetScore, 0));
  const target = containerID === '' && item && targetProp === 0 ? item.mission.goal : targetProp;
  const total = editor
    ? target / 2
    : containerID !== ''
      ? (summary.data?.totalScore ?? 0)
      : (item?.mission.score ?? 0);
  const percent = progressPercent(total, target);
  const icon = progressIconOf(props.icon);
  const label = missionText(locale, 'progressLabel');
  return (
    <div className={styles.progressBar} data-block="ProgressBar" data-percent={percent}>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
      >
        <span className={styles.progressFill} style={{ width: `${percent}%` }} />
        <ProgressIcon
          icon={icon}
          iconURL={stringProp(props.iconURL).trim()}
          className={styles.progressIcon}
          style={{ insetInlineStart: `${percent}%` }}
        />
      </div>
      {booleanProp(props.showPercentage, true) && (
        <p className={styles.progressPercent} dir="ltr">
          {percent}%
        </p>
      )}
    </div>
  );
}

// The MissionList block (block spec §2-§5, visitor spec §4-§5): the missions of a leaderboard, the
// campaign or a roadmap with the viewer's progress, ordered as §4 says, each shown through the list's
// MissionCard children (a default card when it has none). It owns the mission dialog sub-route
// '{current path}/mission-dialog/{missionContainerID}': the reward popup, whose OK returns to the parent.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { MISSION_REF_TYPES, type MissionRefType } from '@eventory/domain/mission-kinds';
import { missionText } from '../i18n/mission-texts.ts';
import { useNavigation } from '../navigation/navigation-context.tsx';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { MissionCard, type MissionCardProps } from './MissionCard.tsx';
import { MissionItemContext, type MissionItemContextValue } from './mission-context.ts';
import {
  missionDialogOf,
  missionDisplayStatus,
  parentOfMissionDialog,
  sortMissions,
} from './mission-rules.ts';
import { RewardPopup } from './RewardPopup.tsx';
import { useMissionList } from './useMissionList.ts';
import styles from './mission.module.css';

export interface MissionListProps {
  /** What the missions hang on: leaderboard, campaign or missionRoadmap. */
  refType: MissionRefType;
  /** The leaderboard's, campaign's or roadmap's id. */
  refID: string | number;
  /** Shown when there is no mission; blank = the locale's. */
  emptyString: string;
}

/** The card a list without MissionCard children shows. */
const DEFAULT_CARD_PROPS: MissionCardProps = { claimText: '', showIcon: true };
const DEFAULT_CARD_NODE = { type: 'MissionCard' } as const;

const refTypeOf = (value: unknown): MissionRefType =>
  (MISSION_REF_TYPES as readonly unknown[]).includes(value) ? (value as MissionRefType) : 'leaderboard';

export function MissionList({ props, children }: BlockRenderProps<MissionListProps>) {
  const { mode, locale } = useRenderContext();
  const editor = mode === 'editor';
  const list = useMissionList({
    refType: refTypeOf(props.refType),
    refID: stringProp(props.refID).trim(),
    editor,
  });
  const { path, search, store } = useNavigation();
  const [nowMs] = useState(() => Date.now());
  const t = (key: Parameters<typeof missionText>[1]) => missionText(locale, key);

  const { missions, rewardOf, userID, markClaimed, reload } = list;
  const items = useMemo<MissionItemContextValue[]>(() => {
    const claimedIDs = new Set(missions.filter((m) => rewardOf(m.id).claimed).map((m) => m.id));
    return sortMissions(missions, claimedIDs, nowMs).map((mission) => ({
      mission,
      status: missionDisplayStatus(mission, rewardOf(mission.id), nowMs),
      userID,
      markClaimed,
      reload,
    }));
  }, [missions, rewardOf, userID, markClaimed, reload, nowMs]);

  const dialogContainer = editor ? undefined : missionDialogOf(path);
  const closeDialog = useCallback(
    () => store.navigate(`${parentOfMissionDialog(path)}${search}`),
    [store, path, search],
  );

  const template: ReactNode = hasChildren(children) ? (
    children
  ) : (
    <MissionCard props={DEFAULT_CARD_PROPS} node={DEFAULT_CARD_NODE}>
      {null}
    </MissionCard>
  );
  let body: ReactNode;
  if (list.status === 'loading') {
    body = (
      <p className={styles.note} role="status" aria-busy="true">
        {t('missionLoading')}
      </p>
    );
  } else if (list.status === 'error') {
    body = (
      <div role="alert">
        <p className={styles.note}>{t('missionLoadError')}</p>
        <button type="button" className={styles.retry} onClick={list.retry}>
          {t('missionRetry')}
        </button>
      </div>
    );
  } else if (items.length === 0) {
    body = <p className={styles.note}>{stringProp(props.emptyString).trim() || t('missionEmpty')}</p>;
  } else {
    body = (
      <ol className={styles.items}>
        {items.map((item) => (
          <li key={item.mission.id} data-mission-status={item.status}>
            <MissionItemContext.Provider value={item}>{template}</MissionItemContext.Provider>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <section className={styles.list} data-block="MissionList" aria-label={t('missionListLabel')}>
      {body}
      {dialogContainer !== undefined && list.status === 'data' && (
        <RewardPopup
          mission={
            // An expired mission's reward is no longer available (issue 30 §1.7).
            items.find(
              (item) => item.mission.missionContainerID === dialogContainer && item.status !== 'OutDated',
            )?.mission
          }
          onClose={closeDialog}
        />
      )}
    </section>
  );
}

const hasChildren = (children: ReactNode): boolean =>
  Array.isArray(children) ? children.length > 0 : children !== undefined && children !== null;

// The reward popup of the mission dialog sub-route (block spec §2, §8): the prize the claim granted —
// its picture and 'name x count' for Gift and Avatar prizes, the name alone otherwise — and an OK that
// returns to the parent path. The name and picture (or a comment colour's swatch) come from the
// reward-info call when it answers, else from the mission's reward setting. Escape closes it too.
import { useEffect } from 'react';
import type { UserMission } from '@eventory/domain/user-missions';
import { useFetcher } from '../data/useFetcher.ts';
import { missionText } from '../i18n/mission-texts.ts';
import { useRenderContext } from '../renderer/render-context.ts';
import { useVisitorSnapshot } from '../visitor/visitor-context.tsx';
import { fetchRewardInfo } from './mission-api.ts';
import { RewardGiftIcon } from './RewardGiftIcon.tsx';
import { REWARD_STYLE_NAMES, rewardDisplayName, showsRewardCount } from './mission-rules.ts';
import modalStyles from '../visitor/visitor.module.css';
import styles from './mission.module.css';

/** The prize picture's size (as the reward icon's CSS). */
const REWARD_ICON_PX = 96;

export interface RewardPopupProps {
  /** The mission whose reward was claimed; undefined when the path names no known (or an expired) mission. */
  mission: UserMission | undefined;
  onClose(): void;
}

export function RewardPopup({ mission, onClose }: RewardPopupProps) {
  const { mode, locale } = useRenderContext();
  const user = useVisitorSnapshot().user;
  const reward = mission?.rewardSetting ?? undefined;
  const styleName = reward ? REWARD_STYLE_NAMES[reward.prizeType] : undefined;
  const info = useFetcher((signal) => fetchRewardInfo(styleName ?? '', reward?.itemID ?? '', user, signal), {
    key: `${styleName ?? ''}:${reward?.itemID ?? ''}`,
    enabled: mode === 'runtime' && styleName !== undefined && reward !== undefined,
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const t = (key: Parameters<typeof missionText>[1], ...values: (string | number)[]) =>
    missionText(locale, key, ...values);
  const name = reward ? (rewardDisplayName(info.data?.displayNames, locale) ?? reward.itemID) : '';
  const picture = info.data?.iconURL || info.data?.url || reward?.itemIconURL || '';
  const text = !reward
    ? t('rewardMissing')
    : showsRewardCount(reward.prizeType)
      ? t('rewardItem', name, reward.itemCount)
      : name;
  return (
    <div className={modalStyles.backdrop} data-block="RewardPopup">
      <div
        className={modalStyles.modal}
        role="dialog"
        aria-modal="true"
        aria-labelledby={reward ? 'eventory-reward-title' : 'eventory-reward-text'}
        style={{ marginTop: '10vh' }}
      >
        {/* An unknown or expired reward has nothing to congratulate on: only the text says so. */}
        {reward && (
          <h2 id="eventory-reward-title" className={modalStyles.modalTitle}>
            {t('rewardTitle')}
          </h2>
        )}
        <div className={styles.rewardBody}>
          {picture !== '' && <img className={styles.rewardIcon} src={picture} alt="" />}
          {picture === '' && reward && styleName === 'gift' && (
            <RewardGiftIcon giftId={reward.itemID} width={REWARD_ICON_PX} />
          )}
          {picture === '' && info.data?.colorCode && (
            <span
              className={styles.rewardColor}
              style={{ background: info.data.colorCode }}
              data-color={info.data.colorCode}
            />
          )}
          <p id="eventory-reward-text" className={modalStyles.modalBody} dir="auto" data-reward-name>
            {text}
          </p>
        </div>
        <button type="button" className={modalStyles.modalOk} onClick={onClose} autoFocus>
          {t('modalOk')}
        </button>
      </div>
    </div>
  );
}

// A mission card's action (visitor spec §4): the display status as a button — Claim is the only one that
// can be pressed — with the claim's loading text and its §8 modal. Error shows the spec's message.
import { missionText } from '../i18n/mission-texts.ts';
import { useRenderContext } from '../renderer/render-context.ts';
import { NotificationModal } from '../visitor/NotificationModal.tsx';
import type { MissionItemContextValue } from './mission-context.ts';
import { STATUS_TEXT } from './mission-rules.ts';
import { useClaimReward } from './useClaimReward.ts';
import styles from './mission.module.css';

export interface ClaimButtonProps {
  item: MissionItemContextValue;
  /** The card's own claim text; blank = the locale's. */
  claimText: string;
  /** For the button's accessible name. */
  description: string;
}

export function ClaimButton({ item, claimText, description }: ClaimButtonProps) {
  const { mode, locale } = useRenderContext();
  const { mission, status } = item;
  const { claiming, modal, claim, closeModal } = useClaimReward(mission, item);
  const t = (key: Parameters<typeof missionText>[1], ...values: (string | number)[]) =>
    missionText(locale, key, ...values);

  if (status === 'Error') {
    return (
      <p className={styles.error} role="alert">
        {t('statusError')}
      </p>
    );
  }
  const canClaim = status === 'Claim';
  const label = claiming
    ? t('claimLoading')
    : canClaim
      ? claimText.trim() || t('statusClaim')
      : t(STATUS_TEXT[status]);
  return (
    <>
      <button
        type="button"
        className={styles.claim}
        data-status={status}
        disabled={!canClaim || claiming || mode === 'editor'}
        aria-busy={claiming}
        aria-label={canClaim ? `${label} · ${t('claimButtonLabel', description)}` : label}
        onClick={() => claim(label)}
      >
        {label}
      </button>
      {modal !== undefined && (
        <NotificationModal
          title={t('modalNotification')}
          message={modal}
          okText={t('modalOk')}
          onClose={closeModal}
        />
      )}
    </>
  );
}

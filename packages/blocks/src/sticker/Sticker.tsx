// The scratch-off sticker (block catalogue §2, §3, §5; visitor spec §8; decisions/0044): a floating image
// that opens its url, in the same window on mobile or inside a frame, else in a new tab. With
// checkUserLogin (default on) the visitor must hold a valid token that the server accepts; otherwise the
// scratchOffErrorLogin modal shows instead. Editor mode shows the sticker in the page's flow and opens nothing.
import { useState, type MouseEvent } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { booleanProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext, useVisitorText } from '../renderer/render-context.ts';
import { mobilePlatform } from '../leaderboard/family-rules.ts';
import { NotificationModal } from '../visitor/NotificationModal.tsx';
import { useVisitor, useVisitorSnapshot } from '../visitor/visitor-context.tsx';
import {
  openStickerUrl,
  stickerImage,
  stickerLoginStep,
  stickerOpensIn,
  stickerUrl,
} from './sticker-rules.ts';
import { stickerText, type StickerTextKey } from './sticker-texts.ts';
import styles from './sticker.module.css';

export interface StickerProps {
  url: string;
  imageLink: string;
  checkUserLogin: boolean;
  containerId: string;
}

const isEmbedded = () => typeof window !== 'undefined' && window.parent !== window;

export function Sticker({ props }: BlockRenderProps<StickerProps>) {
  const { mode, locale, dataClient } = useRenderContext();
  const { tracker } = useVisitor();
  const { user } = useVisitorSnapshot();
  const visitorT = useVisitorText();
  const t = (key: StickerTextKey) => stickerText(locale, key);
  const [checking, setChecking] = useState(false);
  const [loginError, setLoginError] = useState(false);
  const editor = mode === 'editor';
  const url = stickerUrl(stringProp(props.url));
  const image = stickerImage(stringProp(props.imageLink));
  const checkUserLogin = booleanProp(props.checkUserLogin, true);
  const containerId = stringProp(props.containerId).trim();
  const opensIn = stickerOpensIn({
    mobile: typeof navigator !== 'undefined' && mobilePlatform(navigator.userAgent) !== undefined,
    embedded: isEmbedded(),
  });

  const open = (target: string) => {
    tracker.linkClick(target, { block: 'Sticker' });
    openStickerUrl(target, opensIn);
  };

  const onClick = async (event: MouseEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (editor || !url || checking) return;
    const step = stickerLoginStep(checkUserLogin, user, Date.now());
    if (step === 'open') return open(url);
    if (step === 'login-error') return setLoginError(true);
    setChecking(true);
    try {
      await dataClient.validateVisitor();
      open(url);
    } catch {
      setLoginError(true);
    } finally {
      setChecking(false);
    }
  };

  return (
    <div
      className={styles.sticker}
      id={containerId || undefined}
      data-block="Sticker"
      // Editor mode: in the page's flow, never fixed over the editor (issue 30 §2.5).
      data-contained={editor ? 'flow' : undefined}
    >
      <button
        type="button"
        className={styles.face}
        onClick={(event) => void onClick(event)}
        aria-busy={checking || undefined}
        aria-disabled={(!editor && !url) || undefined}
        title={editor && !url ? t('stickerNoUrlEditor') : undefined}
      >
        {image ? (
          <img src={image} alt={t('stickerLabel')} className={styles.image} />
        ) : (
          <span className={styles.fallback}>{t('stickerLabel')}</span>
        )}
        {opensIn === 'new' && <span className={styles.hidden}>{` ${t('stickerNewWindow')}`}</span>}
        {checking && <span className={styles.hidden}>{t('stickerChecking')}</span>}
      </button>
      {loginError && (
        <NotificationModal
          title={visitorT('modalNotification')}
          message={t('scratchOffErrorLogin')}
          okText={visitorT('modalOk')}
          onClose={() => setLoginError(false)}
        />
      )}
    </div>
  );
}

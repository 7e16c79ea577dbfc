// The Gift block (block catalogue §3, §4, §9): one gift's icon (the fallback chain of GiftIcon), name and
// description, 96 px wide with a 64 px icon. The name falls back to the gifts list's name in the visitor's
// locale. Editor mode shows a placeholder until a gift id is set.
import type { Locale } from '@eventory/domain/locales';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { numberProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { GiftIcon } from './GiftIcon.tsx';
import { useGiftStore } from './gift-store.ts';
import { useGiftText } from './use-gift-text.ts';
import styles from './gift.module.css';

export interface GiftProps {
  giftId: string;
  version: number;
  giftName: string;
  description: string;
  giftIconSrc: string;
}

/** Block catalogue §9: default gift width 96 px, icon width 64 px. */
export const GIFT_WIDTH_PX = 96;
export const GIFT_ICON_WIDTH_PX = 64;

export function Gift({ props }: BlockRenderProps<GiftProps>) {
  const { locale } = useRenderContext();
  const store = useGiftStore();
  const t = useGiftText();
  const giftId = stringProp(props.giftId).trim();
  const listed = store.gifts.get(giftId);
  const name = stringProp(props.giftName).trim() || nameIn(listed?.name, locale);
  const description = stringProp(props.description).trim();
  return (
    <figure className={styles.gift} style={{ width: GIFT_WIDTH_PX, margin: 0 }} data-block="Gift">
      {giftId ? (
        <GiftIcon
          giftId={giftId}
          version={numberProp(props.version, 1)}
          v2Src={stringProp(props.giftIconSrc).trim() || undefined}
          alt={name || giftId}
          width={GIFT_ICON_WIDTH_PX}
        />
      ) : (
        <span
          className={styles.placeholder}
          style={{ width: GIFT_ICON_WIDTH_PX, height: GIFT_ICON_WIDTH_PX }}
          aria-hidden="true"
        >
          {t('giftPlaceholder')}
        </span>
      )}
      <figcaption>
        <div className={styles.giftName}>{name || (giftId ? '' : t('giftPlaceholder'))}</div>
        {description && <div className={styles.giftDescription}>{description}</div>}
        {listed && <div className={styles.giftDescription}>{t('giftPoints', listed.point)}</div>}
      </figcaption>
    </figure>
  );
}

const nameIn = (names: Partial<Record<Locale, string>> | undefined, locale: Locale): string =>
  names?.[locale] ?? names?.zh_TW ?? names?.en_US ?? '';

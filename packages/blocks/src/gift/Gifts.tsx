// The Gifts block (block catalogue §1, §3, §5): a row of Gift blocks sharing one gift store, loaded once
// from the gifts list in runtime mode (names and the third icon source). Sends the 'gifts' section view.
// Editor mode loads nothing and says how to fill an empty row.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { useRenderContext } from '../renderer/render-context.ts';
import { useFetcher } from '../data/useFetcher.ts';
import { useSectionView } from '../widgets/useSectionView.ts';
import { useVisitor } from '../visitor/visitor-context.tsx';
import { fetchGifts } from './gift-api.ts';
import { EMPTY_GIFT_STORE, GiftStoreContext, giftMapOf, type GiftStore } from './gift-store.ts';
import { useGiftText } from './use-gift-text.ts';
import styles from './gift.module.css';

export type GiftsProps = Record<string, never>;

export function Gifts({ node, children }: BlockRenderProps<GiftsProps>) {
  const { mode } = useRenderContext();
  const { tracker } = useVisitor();
  const t = useGiftText();
  const editor = mode === 'editor';
  const ref = useRef<HTMLElement>(null);
  useSectionView(ref, 'gifts', editor ? undefined : tracker);
  const load = useCallback((signal: AbortSignal) => fetchGifts(signal), []);
  const list = useFetcher(load, { key: 'gifts', enabled: !editor });
  const store = useMemo<GiftStore>(
    () =>
      editor
        ? EMPTY_GIFT_STORE
        : {
            gifts: giftMapOf(list.data?.gifts ?? []),
            isLoading: list.status === 'idle' || list.loading,
            error: list.error,
          },
    [editor, list.data, list.status, list.loading, list.error],
  );
  useEffect(() => {
    if (list.error) console.warn(`gifts list failed to load: ${list.error.message}`);
  }, [list.error]);
  const empty = (node.children ?? []).length === 0;
  return (
    <GiftStoreContext.Provider value={store}>
      <section ref={ref} className={styles.gifts} data-block="Gifts" aria-label={t('giftsLabel')}>
        {children}
        {editor && empty && <p className={styles.giftsNotice}>{t('giftsEmptyEditor')}</p>}
        {!editor && list.status === 'error' && (
          <p className={styles.giftsNotice} role="status">
            {t('giftsLoadFailed')}
            <button type="button" onClick={list.refresh}>
              {t('giftsRetry')}
            </button>
          </p>
        )}
      </section>
    </GiftStoreContext.Provider>
  );
}

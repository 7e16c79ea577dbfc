// Back-to-top button (block spec §3, §4, §9): appears once the page has scrolled more than 100 px (scroll
// handling throttled to 100 ms), 32 px, scrolls smoothly to the top unless smoothMode is off.
import { useEffect, useState } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { booleanProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { useWidgetText } from './use-widget-text.ts';
import { showToTop, throttle, TO_TOP_SIZE_PX, TO_TOP_THROTTLE_MS } from './to-top.ts';
import styles from './widgets.module.css';

export interface ToTopProps {
  smoothMode: boolean;
}

export function ToTop({ props }: BlockRenderProps<ToTopProps>) {
  const { mode } = useRenderContext();
  const t = useWidgetText();
  const [shown, setShown] = useState(() => typeof window !== 'undefined' && showToTop(window.scrollY));
  useEffect(() => {
    const onScroll = throttle(() => setShown(showToTop(window.scrollY)), TO_TOP_THROTTLE_MS);
    window.addEventListener('scroll', onScroll, { passive: true });
    // A scroll between the first render and this effect (a restored position, a quick flick) counts too.
    onScroll();
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, []);
  if (!shown && mode === 'runtime') return null;
  const smooth = booleanProp(props.smoothMode, true);
  return (
    <button
      type="button"
      className={styles.toTop}
      style={{ width: TO_TOP_SIZE_PX, height: TO_TOP_SIZE_PX }}
      data-block="ToTop"
      // Editor mode: in the page's flow, never fixed over the editor (issue 30 §2.5).
      data-contained={mode === 'editor' ? 'flow' : undefined}
      aria-label={t('toTop')}
      title={t('toTop')}
      onClick={() => window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}

// The SurpriseTabs block: a bar of Surprise tabs.
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { indexed } from './tab-index.tsx';
import { useNavigationText } from './use-navigation-text.ts';
import styles from './navigation.module.css';

export function SurpriseTabs({ children }: BlockRenderProps) {
  const t = useNavigationText();
  return (
    <nav
      className={`${styles.tabs} ${styles.surprise}`}
      aria-label={t('tabsLabel')}
      data-block="SurpriseTabs"
    >
      {indexed(children)}
    </nav>
  );
}

// The Tabs block: a bar of in-page tabs.
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { indexed } from './tab-index.tsx';
import { useNavigationText } from './use-navigation-text.ts';
import styles from './navigation.module.css';

export function Tabs({ children }: BlockRenderProps) {
  const t = useNavigationText();
  return (
    <nav className={styles.tabs} aria-label={t('tabsLabel')} data-block="Tabs">
      {indexed(children)}
    </nav>
  );
}

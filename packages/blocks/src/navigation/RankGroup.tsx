// The RankGroup block: a bar of rank-group items.
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { indexed } from './tab-index.tsx';
import { useNavigationText } from './use-navigation-text.ts';
import styles from './navigation.module.css';

export function RankGroup({ children }: BlockRenderProps) {
  const t = useNavigationText();
  return (
    <nav
      className={`${styles.tabs} ${styles.rankGroup}`}
      aria-label={t('rankGroupLabel')}
      data-block="RankGroup"
    >
      {indexed(children)}
    </nav>
  );
}

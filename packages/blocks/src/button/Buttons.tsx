// The Buttons block (block catalogue §5: Button sits inside Buttons): a wrapping row of buttons; sends the
// 'buttons' section view once it scrolls into sight.
import { useRef } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { useRenderContext } from '../renderer/render-context.ts';
import { useVisitor } from '../visitor/visitor-context.tsx';
import { useSectionView } from '../widgets/useSectionView.ts';
import { useButtonText } from './use-button-text.ts';
import styles from './button.module.css';

export type ButtonsProps = Record<string, never>;

export function Buttons({ node, children }: BlockRenderProps<ButtonsProps>) {
  const { mode } = useRenderContext();
  const { tracker } = useVisitor();
  const t = useButtonText();
  const editor = mode === 'editor';
  const ref = useRef<HTMLElement>(null);
  useSectionView(ref, 'buttons', editor ? undefined : tracker);
  return (
    <nav ref={ref} className={styles.buttons} data-block="Buttons" aria-label={t('buttonsLabel')}>
      {children}
      {editor && (node.children ?? []).length === 0 && (
        <p className={styles.notice}>{t('buttonsEmptyEditor')}</p>
      )}
    </nav>
  );
}

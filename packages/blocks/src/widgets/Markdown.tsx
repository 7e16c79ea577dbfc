// Markdown (block spec §3, §5): the author's markdown with raw HTML, sanitized; wide tables scroll sideways
// with tableScroll. Counts as the page's 'description' section for view tracking.
import { useMemo, useRef } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { booleanProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { useVisitor } from '../visitor/visitor-context.tsx';
import { renderMarkdown } from './markdown.ts';
import { useSectionView } from './useSectionView.ts';
import styles from './widgets.module.css';

export interface MarkdownProps {
  content: string;
  tableScroll: boolean;
}

export function Markdown({ props }: BlockRenderProps<MarkdownProps>) {
  const { mode } = useRenderContext();
  const { tracker } = useVisitor();
  const ref = useRef<HTMLDivElement>(null);
  useSectionView(ref, 'description', mode === 'runtime' ? tracker : undefined);
  const content = stringProp(props.content);
  const html = useMemo(() => renderMarkdown(content), [content]);
  const classes = [styles.markdown, booleanProp(props.tableScroll, false) ? styles.tableScroll : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div
      ref={ref}
      className={classes}
      data-block="Markdown"
      dir="auto"
      // Sanitized by DOMPurify in renderMarkdown.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

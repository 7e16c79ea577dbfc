// Custom-CSS div (block catalogue §1, decision 0065): its children inside a box styled by the author's CSS,
// which is sanitized and scoped to the box (scoped-css.ts). The outer box contains paint and stacking, so even
// CSS that is allowed cannot draw over the rest of the page. Editor mode lists what was refused and why.
import { useEffect, useId, useMemo } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { customCssText } from './custom-css-texts.ts';
import styles from './custom-css.module.css';
import { scopeCustomCss } from './scoped-css.ts';

export interface CustomCssDivProps {
  /** The author's CSS; selectors apply inside the block, `:scope` is the block itself. */
  css: string;
}

const pageOrigin = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

export function CustomCssDiv({ props, node, children }: BlockRenderProps<CustomCssDivProps>) {
  const { mode, locale } = useRenderContext();
  const scopeId = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const source = stringProp(props.css);
  const scoped = useMemo(
    () =>
      scopeCustomCss(source, `[data-custom-css="${scopeId}"]`, {
        origin: pageOrigin(),
        keyframesPrefix: `cc${scopeId}`,
      }),
    [source, scopeId],
  );
  const refusedCount = scoped.refused.length;
  useEffect(() => {
    if (mode === 'runtime' && refusedCount > 0) {
      console.warn(
        `CustomCssDiv${node.id ? ` (${node.id})` : ''}: ${refusedCount} part(s) of its CSS refused`,
      );
    }
  }, [mode, refusedCount, node.id]);
  const empty = (node.children ?? []).length === 0;
  return (
    <div className={styles.containment} data-block="CustomCssDiv">
      {scoped.css && <style>{scoped.css}</style>}
      <div data-custom-css={scopeId}>
        {mode === 'editor' && empty ? (
          <p className={styles.editorNote}>{customCssText(locale, 'customCssEmptyEditor')}</p>
        ) : (
          children
        )}
      </div>
      {mode === 'editor' && refusedCount > 0 && (
        <div className={styles.refused} role="status">
          <p className={styles.refusedTitle}>{customCssText(locale, 'customCssRefused', refusedCount)}</p>
          <ul>
            {scoped.refused.map((refusal, index) => (
              <li key={index}>
                <code dir="ltr">{refusal.text}</code> — {customCssText(locale, refusal.reason)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

// The AnchorLink block: a page path plus an optional section id, keeping the query string.
import type { MouseEvent } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { useVisitor } from '../visitor/visitor-context.tsx';
import { anchorTarget } from './location.ts';
import { pageHref, useNavigation } from './navigation-context.tsx';
import type { AnchorLinkProps } from './navigation-props.ts';
import styles from './navigation.module.css';

/** Page path plus an optional section id, keeping the query string; blocked in editor mode. */
export function AnchorLink({ props }: BlockRenderProps<AnchorLinkProps>) {
  const { mode } = useRenderContext();
  const { tracker } = useVisitor();
  const { path: current, search, store } = useNavigation();
  const path = stringProp(props.path).trim() || current;
  const section = stringProp(props.section).trim();
  const to = anchorTarget(path, section, search);
  const text = stringProp(props.text).trim() || section || path;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (mode === 'editor') return;
    tracker.linkClick(to);
    store.navigate(to);
    const id = section.replace(/^#/, '');
    if (id) {
      // After the route switch has drawn the target section.
      setTimeout(
        () => document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
        0,
      );
    }
  };
  return (
    <a className={styles.anchor} href={pageHref(store.base, to)} onClick={onClick} data-block="AnchorLink">
      {text}
    </a>
  );
}

// A tab's link (Tab, SurpriseTab, RankGroupItem): in-page or external, active by path, tracked.
import { useContext, useEffect, type MouseEvent } from 'react';
import { isSafeLinkAddress } from '@eventory/domain/link-address';
import { booleanProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { sessionValue } from '../visitor/session-value.ts';
import { useVisitor } from '../visitor/visitor-context.tsx';
import { DEFAULT_TAB_TO, pathMatches, pathStartsWith, tabTarget } from './location.ts';
import { pageHref, useNavigation } from './navigation-context.tsx';
import { SESSION_USER_ID_KEY, type TabProps } from './navigation-props.ts';
import { TabIndex } from './tab-index.tsx';
import { useNavigationText } from './use-navigation-text.ts';
import styles from './navigation.module.css';

interface NavLinkProps {
  props: TabProps;
  /** 'exact' for Tab, 'prefix' for Surprise tabs and rank-group items. */
  match: 'exact' | 'prefix';
  defaultText: string;
  block: string;
}

export function NavLink({ props, match, defaultText, block }: NavLinkProps) {
  const { mode } = useRenderContext();
  const { tracker } = useVisitor();
  const { path, search, store } = useNavigation();
  const t = useNavigationText();
  const index = useContext(TabIndex);
  const editor = mode === 'editor';
  const to = stringProp(props.to).trim() || DEFAULT_TAB_TO;
  const text = stringProp(props.text).trim() || defaultText;
  const name = stringProp(props.name).trim() || text;
  const target = tabTarget({
    to,
    search,
    openNewWindow: booleanProp(props.openNewWindow, true),
    withUserId: booleanProp(props.withUserId, false),
    userID: editor ? undefined : sessionValue(SESSION_USER_ID_KEY),
    editor,
  });
  const active =
    !target.external &&
    (match === 'exact' ? pathMatches(path, target.path) : pathStartsWith(path, target.path));

  useEffect(() => {
    if (active) store.setTabName(name);
  }, [active, name, store]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (editor) {
      // Editor mode: in-page tabs still switch the preview; nothing leaves the editor.
      event.preventDefault();
      if (!target.external) store.navigate(target.href);
      return;
    }
    tracker.tabClick(name, to);
    tracker.pageSurfing(index);
    if (target.external) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    store.navigate(target.href);
  };

  // Issue 30 §2.2: a javascript:, data: or vbscript: target (the save refuses one) is never a link.
  if (!isSafeLinkAddress(to)) {
    return (
      <span className={styles.tab} data-block={block} data-unsafe-link="">
        {text}
      </span>
    );
  }
  const href = target.external ? target.href : pageHref(store.base, target.href);
  return (
    <a
      className={`${styles.tab} ${active ? styles.active : ''}`}
      href={href}
      aria-current={active ? 'page' : undefined}
      data-block={block}
      data-active={active || undefined}
      onClick={onClick}
      {...(target.external && target.newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {text}
      {target.external && target.newWindow && <span className={styles.hidden}>{` ${t('newWindow')}`}</span>}
    </a>
  );
}

// The Button block (block catalogue §3, §4, §6, §9): a link-button, 124 px wide by default. With a
// disableFn it is disabled while its fetcher loads, enabled on error or when the rule throws, otherwise
// disabled exactly when the rule is true on the fetched data (disable-rule.ts); a disabled button has no
// link and is not clickable. Clicks are tracked. Editor mode fetches nothing and opens nothing.
import type { MouseEvent } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { booleanProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext } from '../renderer/render-context.ts';
import { tabTarget } from '../navigation/location.ts';
import { pageHref, useNavigation } from '../navigation/navigation-context.tsx';
import { SESSION_USER_ID_KEY } from '../navigation/navigation-props.ts';
import { sessionValue } from '../visitor/session-value.ts';
import { useVisitor } from '../visitor/visitor-context.tsx';
import { safeButtonLink } from './button-link.ts';
import { isButtonDisabled } from './disable-rule.ts';
import { useButtonFetcher } from './use-button-fetcher.ts';
import { useButtonText } from './use-button-text.ts';
import styles from './button.module.css';

export interface ButtonProps {
  text: string;
  link: string;
  openNewWindow: boolean;
  withUserId: boolean;
  disabled: boolean;
  disableFn: string;
  fetcher: string;
  fetcherMethod: string;
  width: number;
}

/** Block catalogue §9: default button width 124 px. */
export const BUTTON_WIDTH_PX = 124;

export function Button({ props }: BlockRenderProps<ButtonProps>) {
  const { mode } = useRenderContext();
  const { tracker } = useVisitor();
  const { search, store } = useNavigation();
  const t = useButtonText();
  const editor = mode === 'editor';
  const text = stringProp(props.text).trim() || t('buttonPlaceholder');
  const disableFn = stringProp(props.disableFn);
  const fetch = useButtonFetcher(
    stringProp(props.fetcher),
    stringProp(props.fetcherMethod, 'get'),
    !editor && disableFn.trim() !== '',
  );
  const loading = !editor && fetch.configured && (fetch.status === 'idle' || fetch.loading);
  const disabled = isButtonDisabled({
    disabled: booleanProp(props.disabled, false),
    disableFn,
    loading,
    error: fetch.status === 'error',
    data: fetch.data,
  });
  const link = safeButtonLink(stringProp(props.link));
  const target = link
    ? tabTarget({
        to: link,
        search,
        openNewWindow: booleanProp(props.openNewWindow, true),
        withUserId: booleanProp(props.withUserId, false),
        userID: editor ? undefined : sessionValue(SESSION_USER_ID_KEY),
        editor,
      })
    : undefined;
  const width = typeof props.width === 'number' && props.width > 0 ? props.width : BUTTON_WIDTH_PX;
  const className = `${styles.button} ${disabled ? styles.disabled : ''}`;

  if (disabled || !target) {
    return (
      <button
        type="button"
        className={className}
        style={{ width }}
        data-block="Button"
        disabled={disabled}
        aria-busy={loading || undefined}
        onClick={() => {
          if (!editor) tracker.buttonClick(text);
        }}
      >
        {loading ? <span aria-hidden="true">{t('buttonLoading')}</span> : null}
        <span className={loading ? styles.hidden : undefined}>{text}</span>
      </button>
    );
  }

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (editor) {
      event.preventDefault();
      return;
    }
    tracker.buttonClick(text, { to: target.href });
    if (target.external) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    store.navigate(target.href);
  };
  const newWindow = target.external && target.newWindow;
  return (
    <a
      className={className}
      style={{ width }}
      data-block="Button"
      role="button"
      href={target.external ? target.href : pageHref(store.base, target.href)}
      onClick={onClick}
      {...(newWindow ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {text}
      {newWindow && <span className={styles.hidden}>{` ${t('buttonNewWindow')}`}</span>}
    </a>
  );
}

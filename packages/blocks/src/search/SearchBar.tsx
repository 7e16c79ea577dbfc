// The leaderboard screen's search bar (block spec §5 Search, visitor spec §2): open ID keyword
// (debounced, kept in ?search=), optional region filter, and the follower-only toggle.
import { LEADERBOARD_REGION_FILTER } from '@eventory/domain/regions';
import { useState } from 'react';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { booleanProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext, useVisitorText } from '../renderer/render-context.ts';
import {
  showFollowToggle,
  useVisitor,
  useVisitorSnapshot,
  type RegionFilter,
} from '../visitor/visitor-context.tsx';
import { debounceFor, useDebouncedCommit } from './debounce.ts';
import styles from './search.module.css';

export interface SearchProps {
  /** Blank = the locale's "Search". */
  placeholder: string;
  /** Blank = the locale's "Following". */
  followerText: string;
  withRegion: boolean;
  /** 'following' debounces 100 ms, 'plain' 300 ms. */
  variant: 'plain' | 'following';
}

export default function SearchBar({ props }: BlockRenderProps<SearchProps>) {
  const { mode } = useRenderContext();
  const { screen, tracker } = useVisitor();
  const { user } = useVisitorSnapshot();
  const t = useVisitorText();
  const editor = mode === 'editor';
  const [draft, setDraft] = useState(screen.keyword);
  const variant = stringProp(props.variant) === 'following' ? 'following' : 'plain';
  const placeholder = stringProp(props.placeholder).trim() || t('searchPlaceholder');
  const followerText = stringProp(props.followerText).trim() || t('searchFollowing');
  const withRegion = booleanProp(props.withRegion, false);

  useDebouncedCommit(draft, debounceFor(variant), (keyword) => {
    screen.setKeyword(keyword);
    if (!editor && keyword.trim()) tracker.search(keyword.trim(), { searchVariant: variant });
  });

  const toggleVisible = showFollowToggle({
    editor,
    signedIn: !!user,
    leaderboardInfo: screen.leaderboardInfo,
  });

  return (
    <div className={styles.bar} data-block="Search" role="search">
      <input
        className={styles.input}
        type="search"
        value={draft}
        placeholder={placeholder}
        aria-label={t('searchLabel')}
        onChange={(event) => setDraft(event.target.value)}
        enterKeyHint="search"
        autoComplete="off"
        spellCheck={false}
      />
      {withRegion && (
        <select
          className={styles.region}
          value={screen.region}
          aria-label={t('regionFilterLabel')}
          onChange={(event) => screen.setRegion(event.target.value as RegionFilter)}
        >
          {LEADERBOARD_REGION_FILTER.map((region) => (
            <option key={region} value={region}>
              {region === 'All' ? t('regionAll') : region}
            </option>
          ))}
        </select>
      )}
      {toggleVisible && (
        <button
          type="button"
          className={styles.follow}
          aria-pressed={screen.followingOnly}
          disabled={editor}
          onClick={() => {
            const next = !screen.followingOnly;
            screen.setFollowingOnly(next);
            tracker.buttonClick(followerText, { followingOnly: next });
          }}
        >
          {followerText}
        </button>
      )}
    </div>
  );
}

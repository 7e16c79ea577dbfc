// One row of a board (block spec §3 LeaderboardRow): rank, person, score and bonus, opening the streamer
// on click, with at most one expanded dropdown per board.
import { useContext, useMemo } from 'react';
import { abbreviateNumber } from '@eventory/domain/number-abbreviation';
import { fillTemplate } from '../i18n/visitor-texts.ts';
import type { BlockRenderProps } from '../renderer/block-definition.ts';
import { booleanProp, numberProp, stringProp } from '@eventory/domain/prop-values';
import { useRenderContext, useVisitorText } from '../renderer/render-context.ts';
import { useNavigationText } from '../navigation/use-navigation-text.ts';
import { Avatar } from './Avatar.tsx';
import { RowContext, rowKey } from './board-context.ts';
import {
  DEFAULT_CONTRIBUTION_ITEMS,
  DROPDOWN_MODES,
  rowBonus,
  streamerClick,
  type DropdownMode,
} from './family-rules.ts';
import { DEFAULT_BONUS_UNIT, DEFAULT_SCORE_UNIT, type LeaderboardRowProps } from './leaderboard-props.ts';
import { isLive, rowPerson } from './leaderboard-rows.ts';
import { RowDropdown } from './RowDropdown.tsx';
import { RowName } from './RowName.tsx';
import { RowScore } from './RowScore.tsx';
import { asScoreType } from './score-display.ts';
import { matchStyleRule, parseStyleRules, styleOf } from './style-rules.ts';
import { useOpenStreamer } from './use-open-streamer.ts';
import styles from './leaderboard.module.css';
import { voteRowScore } from '../vote/vote-row-score.ts';
import { useVoteBoard } from '../vote/useVoteBoard.ts';
import { VoteRowControls } from '../vote/VoteRowControls.tsx';

const rankClass = (rank: number): string =>
  rank === 1 ? (styles.top1 ?? '') : rank === 2 ? (styles.top2 ?? '') : rank === 3 ? (styles.top3 ?? '') : '';

const dropdownMode = (value: unknown): DropdownMode =>
  (DROPDOWN_MODES as readonly unknown[]).includes(value) ? (value as DropdownMode) : 'none';

export function LeaderboardRow({ props, children }: BlockRenderProps<LeaderboardRowProps>) {
  const context = useContext(RowContext);
  const { mode, locale } = useRenderContext();
  const t = useVisitorText();
  const nt = useNavigationText();
  const open = useOpenStreamer();
  const voteID = stringProp(props.voteID).trim();
  const voteBoard = useVoteBoard(voteID, dropdownMode(props.dropdown) === 'vote' && mode !== 'editor');
  const styleRules = useMemo(() => parseStyleRules(props.styleRules), [props.styleRules]);
  if (!context) return null;
  const { row, index, rowHeight, withRegion, board } = context;
  const editor = mode === 'editor';
  const person = rowPerson(row);
  const live = isLive(row);
  const unit = stringProp(props.unit).trim() || DEFAULT_SCORE_UNIT;
  const classes = [styles.row, rankClass(row.rank), live ? styles.live : ''].filter(Boolean).join(' ');
  const key = rowKey(row, index);
  const dropdown = dropdownMode(props.dropdown);
  // A vote row's right side is its vote button (vote/VoteRowControls).
  const vote = dropdown === 'vote';
  const hasDropdown = dropdown !== 'none' && !vote;
  const expanded = (hasDropdown || vote) && board.expandedKey === key;
  const score = vote ? voteRowScore(voteBoard, person.userID, row.score) : row.score;
  const bonus = rowBonus(row);
  const showBonus = editor || booleanProp(props.showBonus, false) || board.showBonus === true;
  const scoreType = asScoreType(props.scoreType);
  // League rows (visitor spec §3): name as open ID, with the league's icon, description and background.
  const league = board.league
    ? {
        iconURL: row.meta?.iconURL ?? '',
        description: row.meta?.description ?? '',
        background: row.meta?.background ?? '',
      }
    : undefined;
  const ruleStyle = styleOf(matchStyleRule(styleRules, { rank: row.rank, score }));
  const rowStyle = {
    minHeight: rowHeight,
    height: rowHeight,
    ...(league?.background ? { background: league.background } : {}),
    ...ruleStyle,
  };
  const canOpen =
    board.clickable &&
    streamerClick(
      {
        userID: row.userInfo?.userID ?? '',
        openID: person.openID,
        streamID: row.onliveInfo?.streamID ?? 0,
        liveStreamID: row.onliveInfo?.liveStreamID ?? 0,
      },
      { clickable: true, league: board.league, platform: undefined },
    ).kind !== 'none';
  const who = (
    <>
      <Avatar picture={person.picture} openID={person.openID} live={live} liveText={t('live')} />
      {league?.iconURL && <img className={styles.leagueIcon} src={league.iconURL} alt="" />}
      <span className={styles.who}>
        <RowName
          name={person.openID}
          description={league?.description ?? ''}
          autoShrink={booleanProp(props.autoShrink, true)}
        />
        {withRegion && <span className={styles.region}>{person.region}</span>}
      </span>
    </>
  );
  return (
    <>
      <div
        className={classes}
        style={rowStyle}
        data-user-id={person.userID}
        data-league={league ? true : undefined}
        data-rank={row.rank}
      >
        <span className={styles.rank} aria-label={t('leaderboardRank', row.rank)}>
          {row.rank > 0 ? row.rank : '-'}
        </span>
        {canOpen ? (
          <button
            type="button"
            className={styles.person}
            aria-label={nt(live ? 'watchLive' : 'openProfile', person.openID)}
            onClick={() => open(row, board)}
          >
            {who}
          </button>
        ) : (
          <span className={styles.person}>{who}</span>
        )}
        <span className={styles.scoreBox}>
          <RowScore
            score={score}
            unit={unit}
            scoreType={scoreType}
            locale={locale}
            animate={!editor && booleanProp(props.animateScore, true)}
          />
          {showBonus && bonus > 0 && (
            <span className={styles.bonus} dir="auto">
              {fillTemplate(
                stringProp(props.bonusUnit).trim() || DEFAULT_BONUS_UNIT,
                abbreviateNumber(bonus),
              )}
            </span>
          )}
        </span>
        {children}
        {hasDropdown && (
          <button
            type="button"
            className={styles.dropdownButton}
            aria-expanded={expanded}
            onClick={() => board.toggle(key)}
          >
            {nt(expanded ? 'dropdownClose' : 'dropdownOpen')}
          </button>
        )}
        {vote && (
          <VoteRowControls
            board={voteBoard}
            userID={person.userID}
            openID={person.openID}
            index={index}
            score={row.score}
            expanded={expanded}
            onToggle={() => board.toggle(key)}
            onVoted={board.refresh}
            texts={{
              valid: stringProp(props.voteValidText),
              completed: stringProp(props.voteCompletedText),
              error: stringProp(props.voteErrorText),
              loading: stringProp(props.voteLoadingText),
            }}
            toggleTexts={{ open: nt('dropdownOpen'), close: nt('dropdownClose') }}
          />
        )}
      </div>
      {expanded && (
        <RowDropdown
          mode={dropdown}
          row={row}
          index={index}
          board={board}
          itemCount={Math.max(
            1,
            Math.trunc(numberProp(props.contributionItemCount, DEFAULT_CONTRIBUTION_ITEMS)),
          )}
          containerID={stringProp(props.contributionContainerID).trim() || board.containerID}
          bonusUnit={stringProp(props.bonusUnit).trim() || DEFAULT_BONUS_UNIT}
          voteBoard={voteBoard}
          missionLeaderboardID={stringProp(props.missionLeaderboardID).trim()}
        />
      )}
    </>
  );
}

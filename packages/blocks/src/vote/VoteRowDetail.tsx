// The open vote row's dropdown: the nominee's votes and share, and why no vote is possible right now
// (no vote left for this nominee today, or voting not open). Editor mode shows a sample.
import { VOTE_STATUS } from '@eventory/domain/vote-status';
import { useRenderContext } from '../renderer/render-context.ts';
import type { VoteBoard } from './vote-board.ts';
import { useVoteRowStatus } from './VoteRowControls.tsx';
import { voteText } from './vote-texts.ts';
import styles from './vote.module.css';

export interface VoteRowDetailProps {
  board: VoteBoard | undefined;
  userID: string;
  openID: string;
  index: number;
}

export function VoteRowDetail({ board, userID, openID, index }: VoteRowDetailProps) {
  const { mode, locale } = useRenderContext();
  const status = useVoteRowStatus(board, userID, index);
  const nominee = board?.info()?.nominees.find((n) => n.userID === userID);
  const totalVotes = mode === 'editor' ? 12 : (nominee?.totalVotes ?? 0);
  const share = mode === 'editor' ? 0.25 : (nominee?.percentage ?? 0);
  const why =
    status === VOTE_STATUS.Opened
      ? voteText(locale, 'voteDetailOpened', openID)
      : status === VOTE_STATUS.Pending
        ? voteText(locale, 'voteDetailPending')
        : '';
  // One line: the dropdown's height is the spec's default detail height (30 px).
  return (
    <p className={styles.detail} data-vote-detail={status}>
      {voteText(locale, 'voteTotal', totalVotes)} · {voteText(locale, 'voteShare', Math.floor(100 * share))}
      {why && ` · ${why}`}
    </p>
  );
}

// A vote row's right side (visitor spec §2 "Dropdown", §4 "Vote", §8): the vote button with its valid /
// completed / error / loading text, enabled only for statuses 1 and 2, and — while the row is open
// (status 2 or 5) — the open/close toggle of its dropdown. A click casts the vote once (a retried
// request keeps its idempotency key), then shows the success or the §8 error modal, refreshes the
// board and the neighbours' statuses. Editor mode shows the button without calling anything. Each press
// that votes is tracked as a `button_click` with `action: 'vote'` (the insight funnel's "voted" step, 0090).
import { useEffect, useRef, useState } from 'react';
import { VOTE_STATUS, type VoteStatusCode } from '@eventory/domain/vote-status';
import { FetchError } from '../data/data-client.ts';
import { useRenderContext } from '../renderer/render-context.ts';
import { NotificationModal } from '../visitor/NotificationModal.tsx';
import { useVisitor } from '../visitor/visitor-context.tsx';
import { castVote } from './vote-api.ts';
import type { VoteBoard } from './vote-board.ts';
import {
  isVoteButtonEnabled,
  isVoteRowExpandable,
  voteButtonText,
  voteFailureModal,
  type VoteButtonText,
} from './vote-rules.ts';
import { voteText, type VoteTextKey } from './vote-texts.ts';
import styles from './vote.module.css';

export interface VoteButtonTexts {
  /** Row props override the locale's texts (blank = the locale's). */
  valid?: string;
  completed?: string;
  error?: string;
  loading?: string;
}

export interface VoteRowControlsProps {
  board: VoteBoard | undefined;
  userID: string;
  openID: string;
  index: number;
  /** The row's live tally: when the vote's read lags behind it, the vote is read again. */
  score: number;
  expanded: boolean;
  onToggle(): void;
  /** After a counted vote (the board re-reads its ranking). */
  onVoted(): void;
  texts: VoteButtonTexts;
  toggleTexts: { open: string; close: string };
}

const TEXT_KEYS: Record<VoteButtonText, VoteTextKey> = {
  valid: 'voteValid',
  completed: 'voteCompleted',
  error: 'voteRetry',
  loading: 'voteLoading',
};

const newKey = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** A vote row's status: the board's once it answered, 1 (mock) in editor mode. */
export function useVoteRowStatus(
  board: VoteBoard | undefined,
  userID: string,
  index: number,
): VoteStatusCode {
  useEffect(() => {
    if (board && userID) board.statuses.register(userID, index);
  }, [board, userID, index]);
  return board && userID ? board.statuses.statusOf(userID) : VOTE_STATUS.CanVote;
}

export function VoteRowControls({
  board,
  userID,
  openID,
  index,
  score,
  expanded,
  onToggle,
  onVoted,
  texts,
  toggleTexts,
}: VoteRowControlsProps) {
  const { mode, locale } = useRenderContext();
  const { session, tracker } = useVisitor();
  const editor = mode === 'editor';
  const status = useVoteRowStatus(board, userID, index);
  const [casting, setCasting] = useState(false);
  const [modal, setModal] = useState<string | undefined>(undefined);
  // A request that got no answer keeps its key: the viewer's retry is the same vote.
  const pendingKey = useRef<string | undefined>(undefined);
  const t = (key: VoteTextKey, ...values: (string | number)[]) => voteText(locale, key, ...values);

  const read = board?.info()?.nominees.find((n) => n.userID === userID)?.totalVotes;
  useEffect(() => {
    if (board && read !== undefined && read !== score) board.reloadInfoSoon();
  }, [board, read, score]);

  const shown = voteButtonText(status, casting);
  const label = texts[shown]?.trim() || t(TEXT_KEYS[shown]);
  const enabled = !editor && !casting && isVoteButtonEnabled(status);

  const vote = async () => {
    if (!board || casting) return;
    tracker.buttonClick(label, { action: 'vote', voteID: board.voteID, nomineeID: userID });
    const user = session.snapshot().user;
    if (!user) {
      setModal(t('voteErrorLogin'));
      return;
    }
    pendingKey.current ??= newKey();
    setCasting(true);
    try {
      await castVote(board.voteID, userID, user, pendingKey.current);
      pendingKey.current = undefined;
      setModal(t('voteSuccess', openID));
      onVoted();
      void board.reloadInfo();
      void board.statuses.refreshAround(userID);
    } catch (error) {
      const failure =
        error instanceof FetchError
          ? { status: error.status, errorCode: error.errorCode, errorMessage: error.message }
          : { status: 0 };
      if (failure.status !== 0) pendingKey.current = undefined;
      const { key } = voteFailureModal(failure);
      // A refused token signs the viewer out (visitor spec §4); the modal says why.
      if (key === 'tokenExpired' || key === 'voteErrorLogin') session.signOut();
      setModal(t(key));
    } finally {
      setCasting(false);
    }
  };

  return (
    <span className={styles.controls}>
      {!editor && isVoteRowExpandable(status) && (
        <button type="button" className={styles.toggle} aria-expanded={expanded} onClick={onToggle}>
          {expanded ? toggleTexts.close : toggleTexts.open}
        </button>
      )}
      <button
        type="button"
        className={styles.voteButton}
        data-text={shown}
        data-status={status}
        disabled={!enabled}
        aria-label={`${label} · ${t('voteButtonLabel', openID)}`}
        onClick={() => void vote()}
      >
        {label}
      </button>
      {modal !== undefined && (
        <NotificationModal
          title={t('modalNotification')}
          message={modal}
          okText={t('modalOk')}
          onClose={() => setModal(undefined)}
        />
      )}
    </span>
  );
}

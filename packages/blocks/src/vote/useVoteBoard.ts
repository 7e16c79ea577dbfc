// The vote board a row belongs to (undefined in editor mode or without a vote id), re-rendering the
// row when its statuses or the vote's tallies change.
import { useSyncExternalStore } from 'react';
import { useVisitor, useVisitorSnapshot } from '../visitor/visitor-context.tsx';
import { voteBoardFor, type VoteBoard } from './vote-board.ts';

const noSubscribe = () => () => {};
const noVersion = () => -1;

export function useVoteBoard(voteID: string, enabled: boolean): VoteBoard | undefined {
  const { session } = useVisitor();
  // The snapshot's user picks the board: signing in or out switches to that user's statuses.
  useVisitorSnapshot();
  const board = enabled && voteID !== '' ? voteBoardFor(session, voteID) : undefined;
  useSyncExternalStore(
    board?.subscribe ?? noSubscribe,
    board?.version ?? noVersion,
    board?.version ?? noVersion,
  );
  return board;
}

// The leaderboard board's definitions; Board and Board.Item load from one split chunk.
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { defineBlock } from '../renderer/block-definition.ts';
import type { BoardItemProps, BoardProps } from './Board.tsx';

const loadBoard = () => import('./Board.tsx');

export const boardBlock = defineBlock<BoardProps>({
  name: 'Board',
  ...BLOCK_CATALOGUE.Board,
  load: () => loadBoard().then((module) => ({ default: module.Board })),
});

export const boardItemBlock = defineBlock<BoardItemProps>({
  name: 'Board.Item',
  ...BLOCK_CATALOGUE['Board.Item'],
  load: () => loadBoard().then((module) => ({ default: module.BoardItem })),
});

// The leaderboard board's definitions; Board and Board.Item load from one split chunk.
import { BLOCK_RULES } from '../block-rules.ts';
import { CACHE_STRATEGIES } from '../data/cache/strategies.ts';
import { defineBlock } from '../renderer/block-definition.ts';
import type { BoardItemProps, BoardProps } from './Board.tsx';

const loadBoard = () => import('./Board.tsx');

export const boardBlock = defineBlock<BoardProps>({
  name: 'Board',
  load: () => loadBoard().then((module) => ({ default: module.Board })),
  defaultProps: {
    containerID: '',
    minRank: 0,
    maxRank: 0,
    itemsPerPage: 3,
    itemOrderStyle: 'leftToRight',
    layoutStyle: 'fix',
    verticalAlign: 'top',
    horizontalAlign: 'center',
    horizontalSpacingType: 'fixed',
    duration: 0,
    size: 'M',
    unit: '{0} pt',
    fetcher: '',
    cacheStrategy: 'cacheThenNetwork',
  },
  rules: BLOCK_RULES.Board,
  fields: {
    containerID: { kind: 'text', label: 'Container ID' },
    fetcher: { kind: 'text', label: 'Fetcher (kind:target; blank = the container)' },
    cacheStrategy: { kind: 'select', label: 'Cache strategy', options: CACHE_STRATEGIES },
    minRank: { kind: 'number', label: 'Min rank (0 = no limit)' },
    maxRank: { kind: 'number', label: 'Max rank (0 = no limit)' },
    itemsPerPage: { kind: 'number', label: 'Items per page' },
    itemOrderStyle: {
      kind: 'select',
      label: 'Item order',
      options: ['leftToRight', 'topToDown', 'centerToSides'],
    },
    layoutStyle: { kind: 'select', label: 'Layout', options: ['fix', 'carousel'] },
    verticalAlign: { kind: 'select', label: 'Vertical align', options: ['top', 'middle', 'bottom'] },
    horizontalAlign: { kind: 'select', label: 'Horizontal align', options: ['left', 'center', 'right'] },
    horizontalSpacingType: { kind: 'select', label: 'Horizontal spacing', options: ['fixed', 'auto'] },
    duration: { kind: 'number', label: 'Carousel: seconds per page (0 = manual)' },
    size: { kind: 'select', label: 'Size', options: ['L', 'M', 'S'] },
    unit: { kind: 'text', label: "Score unit ('{0}' = score)" },
  },
});

export const boardItemBlock = defineBlock<BoardItemProps>({
  name: 'Board.Item',
  load: () => loadBoard().then((module) => ({ default: module.BoardItem })),
  defaultProps: { unit: '' },
  rules: BLOCK_RULES['Board.Item'],
  fields: { unit: { kind: 'text', label: "Score unit (blank = the board's)" } },
});

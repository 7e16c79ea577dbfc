// The block catalogue: every block the renderer knows, read top to bottom. Render-only: no editor code here.
import { boxBlock, sectionBlock, textBlock, titleBlock } from './content/content.blocks.tsx';
import {
  leaderboardBlock,
  leaderboardRowBlock,
  personalRankBarBlock,
} from './leaderboard/leaderboard.blocks.ts';
import { pageBlock } from './page/page.block.tsx';
import { createBlockRegistry } from './renderer/registry.ts';
import { searchBlock } from './search/search.block.ts';

export const catalogueBlocks = [
  pageBlock,
  titleBlock,
  textBlock,
  sectionBlock,
  boxBlock,
  leaderboardBlock,
  leaderboardRowBlock,
  personalRankBarBlock,
  searchBlock,
] as const;

export const catalogue = createBlockRegistry(catalogueBlocks);

// The block catalogue: every block the renderer knows, read top to bottom. Render-only: no editor code here.
import { boxBlock, sectionBlock, textBlock, titleBlock } from './content/content.blocks.tsx';
import { leaderboardBlock, leaderboardRowBlock } from './leaderboard/leaderboard.blocks.ts';
import { pageBlock } from './page/page.block.tsx';
import { createBlockRegistry } from './renderer/registry.ts';

export const catalogueBlocks = [
  pageBlock,
  titleBlock,
  textBlock,
  sectionBlock,
  boxBlock,
  leaderboardBlock,
  leaderboardRowBlock,
] as const;

export const catalogue = createBlockRegistry(catalogueBlocks);

// The search bar's definition; its component is its own split chunk.
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { defineBlock } from '../renderer/block-definition.ts';
import type { SearchProps } from './SearchBar.tsx';

export const searchBlock = defineBlock<SearchProps>({
  name: 'Search',
  ...BLOCK_CATALOGUE.Search,
  load: () => import('./SearchBar.tsx'),
});

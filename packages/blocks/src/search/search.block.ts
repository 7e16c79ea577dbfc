// The search bar's definition; its component is its own split chunk.
import { BLOCK_RULES } from '../block-rules.ts';
import { defineBlock } from '../renderer/block-definition.ts';
import type { SearchProps } from './SearchBar.tsx';

export const searchBlock = defineBlock<SearchProps>({
  name: 'Search',
  load: () => import('./SearchBar.tsx'),
  defaultProps: { placeholder: '', followerText: '', withRegion: false, variant: 'plain' },
  rules: BLOCK_RULES.Search,
  fields: {
    placeholder: { kind: 'text', label: 'Placeholder (blank = "Search")' },
    followerText: { kind: 'text', label: 'Follow toggle text (blank = "Following")' },
    withRegion: { kind: 'boolean', label: 'Region filter' },
    variant: { kind: 'select', label: 'Variant', options: ['plain', 'following'] },
  },
});

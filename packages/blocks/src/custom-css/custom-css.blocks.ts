// The custom-CSS div's definition; its component (with the CSS parser) is its own split chunk.
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { defineBlock } from '../renderer/block-definition.ts';
import type { CustomCssDivProps } from './CustomCssDiv.tsx';

export const customCssDivBlock = defineBlock<CustomCssDivProps>({
  name: 'CustomCssDiv',
  ...BLOCK_CATALOGUE.CustomCssDiv,
  load: () => import('./CustomCssDiv.tsx').then((m) => ({ default: m.CustomCssDiv })),
});

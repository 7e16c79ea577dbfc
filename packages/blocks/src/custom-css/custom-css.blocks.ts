// The custom-CSS div's definition; its component (with the CSS parser) is its own split chunk.
import { defineBlock } from '../renderer/block-definition.ts';
import type { CustomCssDivProps } from './CustomCssDiv.tsx';

export const customCssDivBlock = defineBlock<CustomCssDivProps>({
  name: 'CustomCssDiv',
  load: () => import('./CustomCssDiv.tsx').then((m) => ({ default: m.CustomCssDiv })),
  defaultProps: { css: '' },
  fields: {
    css: {
      kind: 'textarea',
      label: 'CSS (applies inside this block; :scope is the block; no @import, url() only to this site)',
    },
  },
});

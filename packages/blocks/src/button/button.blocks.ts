// The button blocks' definitions; each component is its own split chunk, downloaded only by pages that use it.
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { defineBlock } from '../renderer/block-definition.ts';
import type { ButtonProps } from './Button.tsx';
import type { ButtonsProps } from './Buttons.tsx';

export const buttonsBlock = defineBlock<ButtonsProps>({
  name: 'Buttons',
  ...BLOCK_CATALOGUE.Buttons,
  load: () => import('./Buttons.tsx').then((m) => ({ default: m.Buttons })),
});

export const buttonBlock = defineBlock<ButtonProps>({
  name: 'Button',
  ...BLOCK_CATALOGUE.Button,
  load: () => import('./Button.tsx').then((m) => ({ default: m.Button })),
});

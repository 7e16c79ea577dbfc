// The popup modal blocks' definitions (block catalogue §2, §4, §5, §9); they share one split chunk.
import { BLOCK_CATALOGUE } from '@eventory/domain/block-catalogue';
import { defineBlock } from '../renderer/block-definition.ts';
import type { PopupContentProps } from './PopupContent.tsx';
import type { PopupModalProps } from './PopupModal.tsx';
import type { PopupTriggerProps } from './PopupTrigger.tsx';

const family = () => import('./PopupFamily.ts');

export const popupModalBlock = defineBlock<PopupModalProps>({
  name: 'PopupModal',
  ...BLOCK_CATALOGUE.PopupModal,
  load: () => family().then((m) => ({ default: m.PopupModal })),
});

export const popupTriggerBlock = defineBlock<PopupTriggerProps>({
  name: 'Popup.Trigger',
  ...BLOCK_CATALOGUE['Popup.Trigger'],
  load: () => family().then((m) => ({ default: m.PopupTrigger })),
});

export const popupContentBlock = defineBlock<PopupContentProps>({
  name: 'Popup.Content',
  ...BLOCK_CATALOGUE['Popup.Content'],
  load: () => family().then((m) => ({ default: m.PopupContent })),
});

// The popup modal blocks' definitions (block catalogue §2, §4, §5, §9); they share one split chunk.
import { BLOCK_RULES } from '../block-rules.ts';
import { defineBlock } from '../renderer/block-definition.ts';
import type { PopupContentProps } from './PopupContent.tsx';
import type { PopupModalProps } from './PopupModal.tsx';
import { POPUP_CONTENT_HEIGHT_PX, POPUP_MAX_WIDTH_PX } from './popup-size.ts';
import type { PopupTriggerProps } from './PopupTrigger.tsx';

const family = () => import('./PopupFamily.ts');

export const popupModalBlock = defineBlock<PopupModalProps>({
  name: 'PopupModal',
  load: () => family().then((m) => ({ default: m.PopupModal })),
  defaultProps: { title: '', width: POPUP_MAX_WIDTH_PX, closeOnOutsideClick: true },
  rules: BLOCK_RULES.PopupModal,
  fields: {
    title: { kind: 'text', label: 'Dialog title' },
    width: { kind: 'number', label: 'Width in px (at most 300, and 75% of the screen)' },
    closeOnOutsideClick: { kind: 'boolean', label: 'Close on a click outside the dialog' },
  },
});

export const popupTriggerBlock = defineBlock<PopupTriggerProps>({
  name: 'Popup.Trigger',
  load: () => family().then((m) => ({ default: m.PopupTrigger })),
  defaultProps: { text: '' },
  rules: BLOCK_RULES['Popup.Trigger'],
  fields: { text: { kind: 'text', label: 'Button text (blank with blocks inside = only the blocks)' } },
});

export const popupContentBlock = defineBlock<PopupContentProps>({
  name: 'Popup.Content',
  load: () => family().then((m) => ({ default: m.PopupContent })),
  defaultProps: { height: POPUP_CONTENT_HEIGHT_PX },
  rules: BLOCK_RULES['Popup.Content'],
  fields: { height: { kind: 'number', label: 'Content height in px (default 220)' } },
});
